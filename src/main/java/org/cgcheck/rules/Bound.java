package org.cgcheck.rules;

/** A {@code within} bound: {@code rows x cols} for boards, a single size {@code n} otherwise (cols = 0). */
public record Bound(int rows, int cols) {
    public boolean isBoard() {
        return cols > 0;
    }

    @Override
    public String toString() {
        return isBoard() ? rows + "x" + cols : Integer.toString(rows);
    }
}
