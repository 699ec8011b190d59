package org.cgcheck.rules;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.cgcheck.fn.Args;
import org.cgcheck.fn.BadCall;
import org.cgcheck.fn.Builtin;
import org.cgcheck.fn.NamedArgument;

/**
 * CGSuite's {@code game.grid.FoxAndGeese({(4,2),(4,4)}, (1,1))}, {@code CeyloneseFoxAndGeese}
 * (the fox moves up to two squares) and {@code GenFoxAndGeese(boardWidth => 10, foxRange => 2)}:
 * the geese as a collection of (row, col), the fox as one (row, col), rows counted from 1 at the
 * bottom; the value is the loopy value CGSuite's {@code .GameValue} gives, with CGSuite's refusals.
 */
public final class FoxFunctions {
    /** The constructors whose result is a loopy value (for the type checker). */
    public static final List<String> NAMES = List.of("game.grid.foxandgeese", "foxandgeese",
            "game.grid.ceylonesefoxandgeese", "ceylonesefoxandgeese", "game.grid.genfoxandgeese", "genfoxandgeese");

    /** A GenFoxAndGeese ruleset without a position, printed as CGSuite prints it. */
    public record Rules(int width, int range) implements org.cgcheck.fn.Typed {
        @Override
        public String typeName() {
            return "a ruleset";
        }

        @Override
        public String toString() {
            return "GenFoxAndGeese(boardWidth => " + width + ", foxRange => " + range + ")";
        }
    }

    private FoxFunctions() {
    }

    static List<Builtin> functions() {
        List<Builtin> out = new ArrayList<>();
        for (String[] n : new String[][] {{"game.grid.FoxAndGeese", "1"}, {"foxandgeese", "1"},
                {"game.grid.CeyloneseFoxAndGeese", "2"}, {"ceylonesefoxandgeese", "2"}}) {
            String name = n[0];
            int range = Integer.parseInt(n[1]);
            out.add(new Builtin(name, 3, 3, name + "({(row, col), ...}, (row, col))",
                    (range == 1 ? "Fox and Geese" : "Ceylonese Fox and Geese (the fox moves up to two squares)")
                            + ": the loopy value of the geese and the fox on a board 8 wide",
                    args -> position(name, 8, range, args)));
        }
        for (String name : List.of("game.grid.GenFoxAndGeese", "genfoxandgeese")) {
            out.add(new Builtin(name, 0, 5, name + "(boardWidth => 8, foxRange => 1)({(row, col), ...}, (row, col))",
                    "Fox and Geese on a board boardWidth wide, the fox moving up to foxRange squares: the loopy value",
                    args -> generalized(name, args)));
        }
        return out;
    }

    private static Object generalized(String name, List<Object> args) {
        int width = 8, range = 1, k = 0;
        while (k < args.size() && args.get(k) instanceof NamedArgument a) {
            switch (a.name()) {
                case "boardWidth" -> width = small(a.value(), "boardWidth");
                case "foxRange" -> range = small(a.value(), "foxRange");
                default -> throw new BadCall(name + " has no parameter '" + a.name() + "' (boardWidth, foxRange)");
            }
            k++;
        }
        if (k < args.size() && k == 0 && args.get(0) instanceof BigInteger) {       // positional, as CGSuite allows
            width = small(args.get(k++), "boardWidth");
            if (k < args.size() && args.get(k) instanceof BigInteger) {
                range = small(args.get(k++), "foxRange");
            }
        }
        if (range < 1) {
            throw new BadCall("`foxRange` must be >= 1");
        }
        if (k == args.size()) {
            return new Rules(width, range);
        }
        return position(name, width, range, args.subList(k, args.size()));
    }

    private static Object position(String name, int width, int range, List<Object> args) {
        if (args.size() != 3 || !(args.get(0) instanceof org.cgcheck.fn.CoordinateList geese)) {
            throw new BadCall(name + " takes the geese and the fox: ({(row, col), ...}, (row, col))");
        }
        for (int[] g : geese.pairs()) {
            if (!valid(g, width)) {
                throw new BadCall("Every element of `geese` must be a valid `Coordinates` (1 <= col <= boardWidth;"
                        + " row >= 1; row + col even)");
            }
        }
        int[] fox = {small(args.get(1), "the fox's row"), small(args.get(2), "the fox's column")};
        if (!valid(fox, width)) {
            throw new BadCall("`fox` must be a valid `Coordinates` (1 <= col <= boardWidth; row >= 1; row + col even)");
        }
        if (geese.pairs().isEmpty()) {
            throw new BadCall("That `Collection` is empty.");
        }
        try {
            // The value names its position, so show and explore can draw the board and play its moves.
            return FoxAndGeese.value(width, range, geese.pairs(), fox).ofPosition(FoxPosition.of(width, range,
                    geese.pairs(), fox));
        } catch (BadPosition e) {
            throw new BadCall(name + ": " + e.getMessage());
        } catch (org.cgcheck.loopy.Sidling.NotSettled e) {
            throw new BadCall(name + ": " + e.getMessage());
        }
    }

    private static boolean valid(int[] c, int width) {
        return c[0] >= 1 && c[1] >= 1 && c[1] <= width && (c[0] + c[1]) % 2 == 0;
    }

    private static int small(Object v, String what) {
        BigInteger n = Args.integer(v, what);
        if (n.bitLength() > 20) {
            throw new BadCall(what + " " + n + " is out of range (|n| < 2^20)");
        }
        return n.intValue();
    }
}
