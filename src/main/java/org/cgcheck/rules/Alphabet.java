package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;

/** What boards and strips share about their characters: quoting them in messages, spelling every word. */
final class Alphabet {
    private Alphabet() {
    }

    /** {@code 'l', 'r', 'e'}: the characters as messages list them. */
    static String quoted(String alphabet) {
        List<String> parts = new ArrayList<>();
        for (char ch : alphabet.toCharArray()) {
            parts.add("'" + ch + "'");
        }
        return String.join(", ", parts);
    }

    /**
     * Writes into {@code word} the word numbered {@code code} among all words of its length:
     * the digits of code in base |alphabet|, last character least significant.
     */
    static void spell(String alphabet, long code, char[] word) {
        long x = code;
        for (int i = word.length - 1; i >= 0; i--) {
            word[i] = alphabet.charAt((int) (x % alphabet.length()));
            x /= alphabet.length();
        }
    }
}
