package org.cgcheck.rules;

/** A {@code within} bound: {@code rows x cols} for boards, a single size {@code n} otherwise (cols = 0). */
public record Bound(int rows, int cols) {
    public boolean isBoard() {
        return cols > 0;
    }

    /** An estimated count of positions as a reader takes it: "about 3.52e+07", or past a double's range "more than 1e308". */
    public static String estimate(double n) {
        return Double.isInfinite(n) || Double.isNaN(n) ? "more than 1e308" : String.format("about %.3g", n);
    }

    @Override
    public String toString() {
        return isBoard() ? rows + "x" + cols : Integer.toString(rows);
    }
}
