package org.cgcheck.lang;

/** A position in a source text: 1-based line and column, 0-based offset. */
public record Pos(int line, int col, int offset) {
    @Override
    public String toString() {
        return line + ":" + col;
    }
}
