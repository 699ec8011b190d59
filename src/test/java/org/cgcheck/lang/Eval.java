package org.cgcheck.lang;

import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;

/** Test helper: a line as eval runs it (parse, type-check, evaluate), and its error. */
final class Eval {
    private Eval() {
    }

    static String value(String src) {
        Expr e = Parser.parse(src);
        TypeChecker.infer(e, Map.of());
        return Values.print(new Interpreter().eval(e));
    }

    static SyntaxError error(String src) {
        return assertThrows(SyntaxError.class, () -> value(src), src);
    }
}
