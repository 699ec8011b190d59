package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/**
 * The positions a game starts from, one per shape: the empty board (Domineering, Cram), the
 * checkerboard of stones with Left's at a1 (Clobber), and the strip of toads, one empty square,
 * frogs (Toads and Frogs: {@code R x C} is R toads and C frogs). A {@code boards} domain lists
 * them for every shape between two, smallest first (fewest squares, then fewest rows).
 */
public final class StartingBoards {
    /** The rulesets that have starting boards. */
    public static final Set<String> RULESETS = Set.of("domineering", "cram", "clobber", "toadsandfrogs");

    private StartingBoards() {
    }

    /** Every starting position from rowsFrom x colsFrom to rows x cols, both inclusive; none if a range is empty. */
    public static List<Position> between(Ruleset rules, int rowsFrom, int colsFrom, int rows, int cols) {
        List<int[]> shapes = new ArrayList<>();
        for (int r = rowsFrom; r <= rows; r++) {
            for (int c = colsFrom; c <= cols; c++) {
                shapes.add(new int[] {r, c});
            }
        }
        shapes.sort(Comparator.<int[]>comparingInt(s -> s[0] * s[1] + s[0] + s[1]).thenComparingInt(s -> s[0]));
        List<Position> out = new ArrayList<>();
        for (int[] s : shapes) {
            out.add(rules.parse(text(rules.name(), s[0], s[1])));
        }
        return out;
    }

    /** Number of shapes between the two (0 when a range is empty). */
    public static long count(int rowsFrom, int colsFrom, int rows, int cols) {
        return (long) Math.max(0, rows - rowsFrom + 1) * Math.max(0, cols - colsFrom + 1);
    }

    static String text(String ruleset, int rows, int cols) {
        if (ruleset.equals("toadsandfrogs")) {
            return "t".repeat(rows) + "." + "f".repeat(cols);
        }
        StringBuilder b = new StringBuilder();
        for (int r = 0; r < rows; r++) {
            b.append(r > 0 ? "|" : "");
            for (int c = 0; c < cols; c++) {
                b.append(ruleset.equals("clobber") ? ((r + c) % 2 == 0 ? 'x' : 'o') : '.');
            }
        }
        return b.toString();
    }
}
