package org.cgcheck.lang;

/**
 * A user error located in a source text (syntax, type, unknown name, absurd size). Carries
 * the position so that reports read {@code file:line:col: message} with a caret.
 */
public class SyntaxError extends RuntimeException {
    private final Pos pos;

    public SyntaxError(String message, Pos pos) {
        super(message);
        this.pos = pos;
    }

    public Pos pos() {
        return pos;
    }

    /** {@code name:line:col: message}. */
    public String format(String sourceName) {
        return sourceName + ":" + pos.line() + ":" + pos.col() + ": " + getMessage();
    }

    /** The offending source line (at most about 80 characters of it around the column) and a caret under the column. */
    public String caret(String source) {
        String[] lines = source.split("\n", -1);
        int idx = Math.min(Math.max(pos.line() - 1, 0), lines.length - 1);
        org.cgcheck.game.Excerpt.Cut cut = org.cgcheck.game.Excerpt.cut(lines[idx], pos.col() - 1);
        return cut.text() + "\n" + " ".repeat(cut.column()) + "^";
    }
}
