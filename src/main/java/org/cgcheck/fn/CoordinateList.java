package org.cgcheck.fn;

import java.util.List;
import java.util.Map;

/**
 * A list of CGSuite coordinate pairs {@code [(-1,0),(0,1)]} (row, column), as GenClobber's
 * {@code directions} take them, and CGSuite's named lists {@code Coordinates.Orthogonal},
 * {@code Coordinates.Diagonal}, {@code Coordinates.Compass}, {@code Coordinates.KnightsMove},
 * {@code Coordinates.Hexagonal} in CGSuite's order. Printed as CGSuite prints a list of coordinates.
 */
public record CoordinateList(List<int[]> pairs) implements Typed {
    private static final int[] N = {-1, 0}, NE = {-1, 1}, E = {0, 1}, SE = {1, 1}, S = {1, 0}, SW = {1, -1},
            W = {0, -1}, NW = {-1, -1};

    /** CGSuite's constants Coordinates.NAME (each list in CGSuite's order). */
    public static final Map<String, CoordinateList> NAMED = Map.of(
            "Orthogonal", of(N, E, S, W),
            "Diagonal", of(NE, SE, SW, NW),
            "Compass", of(N, NE, E, SE, S, SW, W, NW),
            "Hexagonal", of(N, NE, E, S, SW, W),
            "KnightsMove", of(new int[] {1, 2}, new int[] {2, 1}, new int[] {2, -1}, new int[] {1, -2},
                    new int[] {-1, -2}, new int[] {-2, -1}, new int[] {-2, 1}, new int[] {-1, 2}));

    private static CoordinateList of(int[]... ps) {
        return new CoordinateList(List.of(ps));
    }

    /** The value of {@code Coordinates.NAME}, or null. */
    public static CoordinateList named(String qualified) {
        return qualified.startsWith("Coordinates.") ? NAMED.get(qualified.substring("Coordinates.".length())) : null;
    }

    /** The CGSuite name of this list ({@code Coordinates.Diagonal}), or null when it is none of them. */
    public String constantName() {
        for (String n : List.of("Orthogonal", "Diagonal", "Compass", "Hexagonal", "KnightsMove")) {
            if (NAMED.get(n).equals(this)) {
                return "Coordinates." + n;
            }
        }
        return null;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CoordinateList c && toString().equals(c.toString());
    }

    @Override
    public int hashCode() {
        return toString().hashCode();
    }

    @Override
    public String typeName() {
        return "a list of coordinates";
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < pairs.size(); i++) {
            sb.append(i > 0 ? "," : "").append('(').append(pairs.get(i)[0]).append(',').append(pairs.get(i)[1]).append(')');
        }
        return sb.append(']').toString();
    }
}
