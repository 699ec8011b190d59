package org.cgcheck.eval;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.cgcheck.fn.Args;
import org.cgcheck.fn.BadCall;
import org.cgcheck.fn.Builtin;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.lang.Type;

/**
 * CGSuite's loop clause {@code for n from a to b by s}, read as {@code for n in steprange(a, b, s)}:
 * a, a + s, a + 2s, ... while not past b (up to b for s > 0, down to b for s < 0), as CGSuite's
 * LoopNode runs it. Lists hold integers here, so a, b and s must be integers (CGSuite also steps
 * through fractions). A step of 0 from a to b >= a is refused: CGSuite loops forever on it.
 */
final class StepRanges {
    private StepRanges() {
    }

    static final String NAME = "steprange";

    static boolean handles(String name) {
        return NAME.equalsIgnoreCase(name);
    }

    private static final String[] PARTS = {"A", "B", "STEP"};

    /** Each of a, b, s an integer; the result a list of integers. */
    static Type type(TypeChecker tc, List<Expr> args, Map<String, Type> scope) {
        if (args.size() != 3) {
            throw new SyntaxError(NAME + " takes 3 arguments: steprange(a, b, s), CGSuite's 'from a to b by s'",
                    args.isEmpty() ? null : args.get(0).pos());
        }
        for (int i = 0; i < 3; i++) {
            Type t = tc.typeOf(args.get(i), scope);
            if (!t.fits(Type.INT)) {
                throw new SyntaxError(PARTS[i] + " in 'from A to B by STEP' must be an integer (lists hold integers"
                        + " here), but this is " + t.description + (t == Type.NUMBER
                        ? "; CGSuite also steps through fractions, e.g. 'from 1 to 2 by 1/2' is 1, 3/2, 2" : ""),
                        args.get(i).pos());
            }
        }
        return Type.LIST;
    }

    static List<Builtin> functions() {
        return List.of(new Builtin(NAME, 3, 3, "steprange(a, b, s)", "The integers a, a + s, a + 2s, ... up to b"
                + " (down to b when s < 0); empty when a is already past b. CGSuite's 'for n from a to b by s'",
                args -> range(Args.integer(args.get(0), "A"), Args.integer(args.get(1), "B"),
                        Args.integer(args.get(2), "STEP"))));
    }

    static IntList range(BigInteger a, BigInteger b, BigInteger s) {
        int sign = s.signum();
        if (sign == 0) {
            if (a.compareTo(b) <= 0) {
                throw new BadCall("'from " + a + " to " + b + " by 0' never passes " + b
                        + " (CGSuite loops forever on it); give a step other than 0");
            }
            return IntList.of(List.of());
        }
        BigInteger span = sign > 0 ? b.subtract(a) : a.subtract(b);
        if (span.signum() < 0) {
            return IntList.of(List.of());
        }
        BigInteger count = span.divide(s.abs()).add(BigInteger.ONE);
        if (count.compareTo(BigInteger.valueOf(IntList.MAX_SIZE)) > 0) {
            throw new BadCall(IntList.tooLong(count.toString()));
        }
        List<BigInteger> out = new ArrayList<>(count.intValueExact());
        for (BigInteger x = a; out.size() < count.intValue(); x = x.add(s)) {
            out.add(x);
        }
        return IntList.of(out);
    }
}
