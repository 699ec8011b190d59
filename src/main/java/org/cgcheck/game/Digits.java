package org.cgcheck.game;

/**
 * Which characters every parser reads as digits: 0-9 only. {@link Character#isDigit} also accepts
 * the digits of other scripts ('٢', '２'), which {@code c - '0'} would turn into huge numbers; each
 * parser refuses them with the main lexer's words ({@link #unexpected}).
 */
public final class Digits {
    private Digits() {
    }

    public static boolean ascii(int c) {
        return c >= '0' && c <= '9';
    }

    /** A digit of another script (or full-width): a character to refuse with {@link #unexpected}. */
    public static boolean foreign(int c) {
        return !ascii(c) && Character.isDigit(c);
    }

    /** "unexpected character '٢' (U+0662); only the digits 0-9 are read", as the main lexer says it. */
    public static String unexpected(int cp) {
        return "unexpected character " + printable(cp) + "; only the digits 0-9 are read";
    }

    /** The character, and its code point when it is not plain ASCII (look-alikes, invisible spaces). */
    public static String printable(int cp) {
        if (cp >= 0x21 && cp < 0x7f) {
            return "'" + (char) cp + "'";
        }
        String shown = Character.isISOControl(cp) || Character.isWhitespace(cp) || Character.isSpaceChar(cp)
                || Character.getType(cp) == Character.FORMAT || Character.isSurrogate((char) cp)
                ? "" : "'" + new String(Character.toChars(cp)) + "' ";
        return shown + String.format("(U+%04X)", cp);
    }
}
