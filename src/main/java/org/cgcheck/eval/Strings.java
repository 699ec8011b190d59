package org.cgcheck.eval;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.cgcheck.fn.BadCall;

/** The string functions of the language, for strip positions written from their rules. */
final class Strings {
    private Strings() {
    }

    /** The most strings {@code words} may list. */
    static final long MAX_WORDS = 2_000_000;

    /** The length in characters (Unicode code points: an emoji is one character, as a reader counts it). */
    static int length(String s) {
        return s.codePointCount(0, s.length());
    }

    /** The characters i..j-1 (code points), never half of a character. */
    static String substring(String s, BigInteger i, BigInteger j) {
        int n = length(s);
        if (i.signum() < 0 || j.compareTo(BigInteger.valueOf(n)) > 0 || i.compareTo(j) > 0) {
            throw new BadCall("substring(\"" + s + "\", " + i + ", " + j + "): need 0 ≤ i ≤ j ≤ " + n
                    + " (the string's length)");
        }
        return s.substring(s.offsetByCodePoints(0, i.intValue()), s.offsetByCodePoints(0, j.intValue()));
    }

    static String replaceAt(String s, BigInteger i, String t) {
        int n = length(s);
        int m = length(t);
        if (i.signum() < 0 || i.add(BigInteger.valueOf(m)).compareTo(BigInteger.valueOf(n)) > 0) {
            throw new BadCall("replaceat(\"" + s + "\", " + i + ", \"" + t + "\"): the replacement must lie within "
                    + "the string (0 ≤ i and i + length(t) ≤ " + n + ")");
        }
        int at = s.offsetByCodePoints(0, i.intValue());
        return s.substring(0, at) + t + s.substring(s.offsetByCodePoints(at, m));
    }

    /** Every word over the alphabet (its distinct characters, in order) of length 0..n, shortest first. */
    static Words words(String alphabet, BigInteger n) {
        int[] letters = alphabet.codePoints().distinct().toArray();     // characters, not UTF-16 units
        if (n.signum() < 0) {
            throw new BadCall("words: the length must be ≥ 0, got " + n);
        }
        int k = letters.length;
        long total = 0;
        long layer = 1;
        for (long len = 0; len <= n.longValue() && n.bitLength() < 31; len++) {
            total += layer;
            if (total > MAX_WORDS) {
                break;
            }
            layer *= k;
        }
        if (n.bitLength() >= 31 || total > MAX_WORDS) {
            throw new BadCall("words(\"" + alphabet + "\", " + n + ") would list more than " + MAX_WORDS
                    + " strings; give a shorter length");
        }
        List<String> out = new ArrayList<>();
        out.add("");
        int from = 0;
        for (int len = 1; len <= n.intValue(); len++) {
            int to = out.size();
            for (int w = from; w < to; w++) {
                for (int c : letters) {
                    out.add(out.get(w) + Character.toString(c));
                }
            }
            from = to;
        }
        return new Words(List.copyOf(out));
    }

    /** The strings {@code words} lists: a domain of strings. */
    record Words(List<String> items) implements org.cgcheck.fn.Typed {
        @Override
        public String typeName() {
            return "a list of strings";
        }

        @Override
        public String toString() {
            return items.size() <= 8 ? items.toString() : items.subList(0, 8) + "... (" + items.size() + " strings)";
        }
    }
}
