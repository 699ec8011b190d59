package org.cgcheck.eval;

import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.eval.TypeChecker;
import org.cgcheck.eval.Values;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Parser;
import org.cgcheck.lang.SyntaxError;

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
