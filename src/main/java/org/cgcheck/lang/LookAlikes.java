package org.cgcheck.lang;

import java.util.Map;

/**
 * Hints for characters that look like notation but are not read as such. Characters CGSuite
 * prints or that have one obvious meaning ({@code ↑ ↓ ⇑ ⇓ ± ≤ ≥ ≠}, the minus sign U+2212) are
 * read by the lexer; these are refused with what to write instead, so nothing is guessed.
 */
final class LookAlikes {
    private LookAlikes() {
    }

    private static final Map<Integer, String> HINTS = Map.ofEntries(
            Map.entry((int) '%', "CGSuite's remainder '%' (truncating: (-7) % 3 is -1) is not read; 'mod' is"
                    + " the floor remainder ((-7) mod 3 is 2), the same for a >= 0 and b > 0"),
            Map.entry(0x2013, "an en dash is not a minus; write '-'"),
            Map.entry(0x2014, "an em dash is not a minus; write '-'"),
            Map.entry(0x2010, "a hyphen is not a minus; write '-'"),
            Map.entry(0x2011, "a hyphen is not a minus; write '-'"),
            Map.entry(0x2217, "write '*' for star"),
            Map.entry(0x22C6, "write '*' for star"),
            Map.entry(0x2605, "write '*' for star"),
            Map.entry(0x00D7, "write '*' for n copies of a game, or '.' for the Norton product"),
            Map.entry(0x00B7, "write '.' for the Norton product, or '*' for n copies"),
            Map.entry(0x22C5, "write '.' for the Norton product, or '*' for n copies"),
            Map.entry(0x2016, "write '||' for a double bar"),
            Map.entry(0x29CF, "write '<|' for less than or fuzzy"),
            Map.entry(0x29D0, "write '|>' for greater than or fuzzy"),
            Map.entry(0x2225, "write '<>' for fuzzy (incomparable)"),
            Map.entry(0x2261, "write '===' for identical forms or '==' for equal values"),
            Map.entry(0x00BD, "write 1/2"),
            Map.entry(0x00BC, "write 1/4"),
            Map.entry(0x00BE, "write 3/4"),
            Map.entry(0x2227, "write 'and'"),
            Map.entry(0x2228, "write 'or'"),
            Map.entry(0x00AC, "write 'not'"),
            Map.entry(0x21D2, "write 'implies'"),
            Map.entry(0x2192, "write 'implies'"),
            Map.entry(0x21D4, "write 'iff'"),
            Map.entry(0x2200, "write 'forall'"),
            Map.entry(0x2203, "write 'exists'"),
            Map.entry(0x2208, "write 'in'"),
            Map.entry(0x00A0, "a no-break space; use a plain space"),
            Map.entry(0xFEFF, "a byte-order mark or zero-width space; delete it"),
            Map.entry(0x200B, "a zero-width space; delete it"),
            Map.entry(0x2018, "quotes are only for claim descriptions: \"...\""),
            Map.entry(0x2019, "quotes are only for claim descriptions: \"...\""),
            Map.entry(0x201C, "write descriptions in plain double quotes \"...\""),
            Map.entry(0x201D, "write descriptions in plain double quotes \"...\""));

    /** What to write instead, or null. */
    static String hint(int codePoint) {
        String h = HINTS.get(codePoint);
        if (h == null && codePoint >= 0xFF01 && codePoint <= 0xFF5E) {
            return "a full-width character; write '" + (char) (codePoint - 0xFEE0) + "'";
        }
        if (h == null && Character.isDigit(codePoint)) {
            return "only the digits 0-9 are read";
        }
        return h;
    }
}
