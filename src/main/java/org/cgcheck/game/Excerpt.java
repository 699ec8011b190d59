package org.cgcheck.game;

/**
 * What an error line quotes of a long input: at most {@link #WIDTH} characters around the fault,
 * cut at either end with "…", so a 9 KB literal does not make a 9 KB error line.
 */
public final class Excerpt {
    /** Characters quoted at most (besides the "…" marks). */
    public static final int WIDTH = 80;

    private Excerpt() {
    }

    /** The text around {@code offset} (0-based; clamped into the text). */
    public static String around(String text, int offset) {
        return cut(text, offset).text();
    }

    /** An excerpt and the column of {@code offset} within it (0-based), for a caret line. */
    public record Cut(String text, int column) {
    }

    public static Cut cut(String text, int offset) {
        if (text.length() <= WIDTH) {
            return new Cut(text, Math.min(Math.max(offset, 0), text.length()));
        }
        int at = Math.min(Math.max(offset, 0), text.length());
        int start = Math.max(0, Math.min(at - WIDTH / 2, text.length() - WIDTH));
        int end = Math.min(text.length(), start + WIDTH);
        if (start > 0 && Character.isLowSurrogate(text.charAt(start))) {
            start++;
        }
        if (end < text.length() && Character.isLowSurrogate(text.charAt(end))) {
            end++;
        }
        String head = start > 0 ? "…" : "";
        return new Cut(head + text.substring(start, end) + (end < text.length() ? "…" : ""), head.length() + at - start);
    }
}
