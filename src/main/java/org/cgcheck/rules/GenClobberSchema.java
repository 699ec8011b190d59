package org.cgcheck.rules;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.cgcheck.fn.BadCall;
import org.cgcheck.fn.CoordinateList;
import org.cgcheck.fn.IntegerList;
import org.cgcheck.fn.PlayerMap;

/**
 * CGSuite's GenClobber parameters read into an instance of rules/GenClobber: {@code directions}
 * (a list of coordinates), {@code clobbered} (for Left and Right, the square contents a piece
 * may move onto: 0 empty, 1 Left's, 2 Right's), {@code leftBehind} (what each player's piece leaves
 * behind) and {@code maxDistance} (an integer or inf). One instance per choice, named by it.
 */
final class GenClobberSchema {
    private static final String FN = "game.grid.GenClobber";
    private static final String CELLS = ".xo";

    private GenClobberSchema() {
    }

    static GenClobber instance(Object[] given, Map<String, Ruleset> cache) {
        CoordinateList dirs = given[0] == null ? CoordinateList.NAMED.get("Orthogonal") : directions(given[0]);
        String[] clob = given[1] == null ? new String[] {"o", "x"} : new String[] {cells(given[1], "Left"),
            cells(given[1], "Right")};
        char[] behind = given[2] == null ? new char[] {'.', '.'} : new char[] {cell(given[2], "Left"),
            cell(given[2], "Right")};
        int max = given[3] == null ? 1 : GenSchemas.distance(given[3], FN, "maxDistance");
        if (given[3] != null && !(given[3] instanceof BigInteger) && given[3] != org.cgcheck.fn.Unbounded.INF) {
            throw new BadCall(FN + ": maxDistance must be an integer or inf");
        }
        List<String> named = new ArrayList<>();
        String dirText = dirs.constantName() != null ? dirs.constantName() : dirs.toString();
        String clobText = "{Left => " + set(clob[0]) + ", Right => " + set(clob[1]) + "}";
        String behindText = "{Left => " + CELLS.indexOf(behind[0]) + ", Right => " + CELLS.indexOf(behind[1]) + "}";
        String maxText = max == Integer.MAX_VALUE ? "inf" : String.valueOf(max);
        if (given[0] != null && !dirText.equals("Coordinates.Orthogonal")) {
            named.add("directions => " + dirText);
        }
        if (given[1] != null && !clobText.equals("{Left => {2}, Right => {1}}")) {
            named.add("clobbered => " + clobText);
        }
        if (given[2] != null && !behindText.equals("{Left => 0, Right => 0}")) {
            named.add("leftBehind => " + behindText);
        }
        if (given[3] != null && max != 1) {
            named.add("maxDistance => " + maxText);
        }
        String qualified = FN + "(" + String.join(", ", named) + ")";
        return (GenClobber) cache.computeIfAbsent(qualified, q -> {
            int[][] d = new int[dirs.pairs().size()][];
            for (int i = 0; i < d.length; i++) {
                d[i] = dirs.pairs().get(i).clone();
            }
            GenClobber g = new GenClobber("genclobber" + q.substring(FN.length()), "GenClobber", q, d, max, clob[0],
                    clob[1], behind[0], behind[1]);
            g.printed = "GenClobber(directions => " + dirs + ", clobbered => " + clobText + ", leftBehind => "
                    + behindText + ", maxDistance => " + maxText + ")";
            return g;
        });
    }

    private static CoordinateList directions(Object v) {
        if (v instanceof CoordinateList c) {
            return c;
        }
        if (v instanceof IntegerList l && l.items().isEmpty()) {
            return new CoordinateList(List.of());
        }
        throw new BadCall(FN + ": directions must be a list of coordinates, such as Coordinates.Diagonal or"
                + " [(0,1),(1,0)], not " + GenSchemas.typeName(v));
    }

    private static Object value(Object map, String param, String player) {
        if (!(map instanceof PlayerMap m)) {
            throw new BadCall(FN + ": " + param + " must be a map such as {Left => ..., Right => ...}, not "
                    + GenSchemas.typeName(map));
        }
        for (String k : m.keys()) {
            if (!k.equals("Left") && !k.equals("Right")) {
                throw new BadCall(FN + ": the keys of " + param + " are Left and Right, not " + k);
            }
        }
        Object v = m.get(player);
        if (v == null) {
            throw new BadCall(FN + ": " + param + " has no value for " + player + " (CGSuite: 'Key not found: "
                    + player + "')");
        }
        return v;
    }

    /** The contents (of ".xo") a player's piece may move onto; other integers match nothing on a board. */
    private static String cells(Object map, String player) {
        Object v = value(map, "clobbered", player);
        if (!(v instanceof IntegerList l)) {
            throw new BadCall(FN + ": clobbered's value for " + player + " must be a set of integers such as {1,2}, not "
                    + GenSchemas.typeName(v));
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < CELLS.length(); i++) {
            if (l.items().contains(BigInteger.valueOf(i))) {
                sb.append(CELLS.charAt(i));
            }
        }
        return sb.toString();
    }

    /** What a player's piece leaves behind: 0, 1 or 2. */
    private static char cell(Object map, String player) {
        Object v = value(map, "leftBehind", player);
        if (!(v instanceof BigInteger b) || b.signum() < 0 || b.compareTo(BigInteger.TWO) > 0) {
            throw new BadCall(FN + ": leftBehind's value for " + player + " must be 0 (empty), 1 (Left's piece) or 2"
                    + " (Right's piece), not " + (v instanceof BigInteger ? v : GenSchemas.typeName(v)));
        }
        return CELLS.charAt(b.intValue());
    }

    private static String set(String cells) {
        List<String> out = new ArrayList<>();
        for (char c : cells.toCharArray()) {
            out.add(String.valueOf(CELLS.indexOf(c)));
        }
        return "{" + String.join(",", out) + "}";
    }
}
