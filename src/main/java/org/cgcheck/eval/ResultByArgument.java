package org.cgcheck.eval;

import org.cgcheck.lang.Type;

/**
 * Functions of one argument whose result's type depends on the argument's: the size of a set, the
 * outcome and stops of a loopy game, CGSuite's properties of loopy values. Null where the
 * signature's own result type holds.
 */
final class ResultByArgument {
    private ResultByArgument() {
    }

    static boolean handles(String name) {
        return name.equals("size") || name.equals("outcome") || name.equals("leftstop") || name.equals("rightstop")
                || LoopyProperties.handles(name);
    }

    static Type of(String name, Type argument) {
        if (name.equals("size") && argument == Type.SET) {
            return Type.INT;        // size(S) of a set is its number of elements, as count(S)
        }
        if (argument != Type.LOOPY) {
            return null;
        }
        if (name.equals("outcome")) {
            return Type.OUTCOME;    // of a loopy game without draws; loopyoutcome names the others
        }
        if (LoopyProperties.handles(name)) {
            return LoopyProperties.resultType(name);        // issue 42: CGSuite's properties of loopy values
        }
        return name.equals("leftstop") || name.equals("rightstop")
                ? Type.LOOPY : null;        // a stopper's stop is a pseudonumber: on, off, x, x over, x under
    }
}
