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

    /** The offending source line and a caret under the column. */
    public String caret(String source) {
        String[] lines = source.split("\n", -1);
        int idx = Math.min(Math.max(pos.line() - 1, 0), lines.length - 1);
        String line = lines[idx];
        int shown = Math.min(line.length(), 200);
        int col = Math.min(Math.max(pos.col() - 1, 0), shown);
        return line.substring(0, shown) + "\n" + " ".repeat(col) + "^";
    }
}
