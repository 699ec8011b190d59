package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.fn.Args;
import org.cgcheck.fn.BadCall;
import org.cgcheck.fn.Builtin;

/**
 * {@code game.strip.Turning(code or R)(strip)} (issue 43): CGSuite's coin-turning games, from a
 * turning code ({@code "1-3"}, Mock Turtles) or an impartial heap ruleset ({@code game.heap.Kayles}).
 * Without a strip, the ruleset itself.
 */
public final class TurningFunctions {
    /** CGSuite's name of the constructor. */
    public static final String NAME = "game.strip.Turning";

    private TurningFunctions() {
    }

    static List<Builtin> functions() {
        List<Builtin> out = new ArrayList<>();
        out.add(new Builtin(NAME, 1, 2, NAME + "(\"code\" or R)(\"htth\")",
                "A coin-turning game: turn a heads coin to tails and coins by the turning code (\"1-3\": Mock Turtles)"
                        + " or the heap ruleset R", args -> {
                    Turning t = rules(args.get(0));
                    if (args.size() == 1) {
                        return t;
                    }
                    if (!(args.get(1) instanceof String s)) {
                        throw new BadCall(NAME + ": a position is a strip of coins such as \"htth\", not "
                                + Args.typeName(args.get(1)));
                    }
                    try {
                        return t.parse(s);
                    } catch (BadPosition e) {
                        throw new BadCall(NAME + ": " + e.getMessage());
                    }
                }));
        return out;
    }

    private static Turning rules(Object a) {
        try {
            if (a instanceof String code) {
                return Turning.ofCode(code);
            }
            if (a instanceof CodeHeaps h) {
                return Turning.ofHeaps(h);
            }
        } catch (BadPosition e) {
            throw new BadCall(NAME + ": " + e.getMessage());
        }
        throw new BadCall(NAME + " takes a turning code such as \"1-3\" or an impartial heap ruleset such as"
                + " game.heap.Kayles, not " + Args.typeName(a));
    }

    /** A literal argument checked before anything runs: the code (first), the strip (second). */
    static void validate(String text, int argIndex) {
        if (argIndex == 0) {
            SpawningCode.parse(text);
        } else {
            Turning.checkStrip(text);
        }
    }
}
