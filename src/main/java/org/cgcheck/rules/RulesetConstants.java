package org.cgcheck.rules;

import java.util.Map;

/**
 * CGSuite's named ruleset constants written without a position (issue 43): {@code game.heap.Kayles}
 * is the ruleset {@code TakeAndBreak("0.77")}, {@code game.heap.Wythoff} is {@code GenWythoff(k -> k + 1)},
 * printed as CGSuite prints them and usable as rulesets ({@code game.heap.Kayles.NimValueSequence(20)},
 * {@code game.strip.Turning(game.heap.Kayles)("hth")}, {@code game.heap.Wythoff.NimValueTable(5, 5)}).
 */
public final class RulesetConstants {
    private RulesetConstants() {
    }

    /** The take-and-break codes of CGSuite's constants (game/heap/constants.cgs). */
    private static final Map<String, String> CODES = Map.of("game.heap.Nim", "0.[3]", "game.heap.Kayles", "0.77",
            "game.heap.DawsonsKayles", "0.07", "game.heap.GrundysGame", "4!.0");

    /** The cakes: their take-and-break code and whether the cake is turned after each move. */
    private static final Map<String, Object[]> CAKES = Map.of("game.heap.Cutcake", new Object[] {"4.0", false},
            "game.heap.Eatcake", new Object[] {"0.7", false}, "game.heap.MaundyCake", new Object[] {"{2+}=.0", false},
            "game.heap.TurnAndEatcake", new Object[] {"0.7", true});

    /** CGSuite's prints of the coordinate rulesets (their definitions' source text). */
    private static final Map<String, String> PRINTED = Map.of("game.heap.Wythoff", "GenWythoff(k -> k + 1)",
            "game.heap.FibonacciNim", "GenMem((memory, j) -> j <= memory * limit)",
            "game.heap.Mem", "GenMem((memory, j) -> j >= memory)",
            "game.heap.PartizanEuclid", "PartizanCoordinateRuleset(FunctionalCoordinateRuleset((p, q) -> if q == 0 or"
                    + " p % q == 0 then [] else [(q, (p % q))] end), FunctionalCoordinateRuleset((p, q) -> if q == 0 or"
                    + " p % q == 0 then [] else [(q, (q - p % q))] end))");

    /** The function a ruleset name written without parentheses stands for (lang/CallSyntax.RULESET_CONSTANT). */
    public static final String FUNCTION = "rulesetconstant";

    static org.cgcheck.fn.Builtin function() {
        return new org.cgcheck.fn.Builtin(FUNCTION, 1, 1, "game.heap.Kayles",
                "A ruleset written without a position (CGSuite's constants): game.heap.Kayles, game.heap.Wythoff, ...",
                args -> bare((String) args.get(0)));
    }

    /** The ruleset a constant names (its qualified name as written). */
    static Object bare(String qualified) {
        String code = CODES.get(qualified);
        if (code != null) {
            return CodeHeaps.impartial("game.heap.TakeAndBreak(\"" + code + "\")", code);
        }
        Object[] cake = CAKES.get(qualified);
        if (cake != null) {
            CodeHeaps h = CodeHeaps.impartial("game.heap.TakeAndBreak(\"" + cake[0] + "\")", (String) cake[0]);
            return CodeCakes.of("gencutcake(" + h + ", " + h + ", " + cake[1] + ")", null, h, h, (Boolean) cake[1]);
        }
        String printed = PRINTED.get(qualified);
        if (printed != null) {
            return HeapRulesetFunctions.ruleset(qualified).printedAs(printed);
        }
        if (RulesetFunctions.isConstructor(qualified)) {
            throw new org.cgcheck.fn.BadCall(qualified + " needs its arguments: " + qualified + "(...)");
        }
        throw new org.cgcheck.fn.BadCall("unknown ruleset '" + qualified + "'");
    }
}
