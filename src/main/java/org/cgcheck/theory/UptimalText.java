package org.cgcheck.theory;

import org.cgcheck.game.UptimalExpansion;

/**
 * An uptimal expansion as a value of the language, printed as CGSuite prints it:
 * {@code x.d1d2...dn} with the star after the number ({@code 1/4.0}, {@code *.11}); digits 10 to 35
 * as letters, larger ones in parentheses; a negative digit is followed by '-' (CGSuite writes a
 * superscript dash).
 */
public record UptimalText(UptimalExpansion expansion) implements org.cgcheck.fn.Typed {
    @Override
    public String typeName() {
        return "an uptimal expansion";
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder();
        UptimalExpansion e = expansion;
        if (e.star() == 0 || e.number().signum() != 0) {
            b.append(e.number());
        }
        if (e.star() != 0) {
            b.append('*').append(e.star() >= 2 ? String.valueOf(e.star()) : "");
        }
        b.append('.');
        if (e.length() == 0) {
            b.append('0');
        }
        for (int i = 1; i <= e.length(); i++) {
            int d = Math.abs(e.digit(i));
            b.append(d < 10 ? String.valueOf((char) ('0' + d)) : d < 36 ? String.valueOf((char) ('A' + d - 10))
                    : "(" + d + ")");
            if (e.digit(i) < 0) {
                b.append('-');
            }
        }
        return b.toString();
    }
}
