package org.cgcheck.lang;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits CGSuite notation and the claim language into tokens. Newlines are tokens only when
 * asked for (claim files are line-structured for error recovery, expressions are not).
 */
public final class Lexer {
    /** Longest integer literal accepted; longer ones are refused as absurd sizes. */
    public static final int MAX_DIGITS = 1000;

    private final String src;
    private final boolean newlines;
    private int i;
    private int line = 1;
    private int lineStart;

    private Lexer(String src, boolean newlines) {
        this.src = src;
        this.newlines = newlines;
    }

    public static List<Token> tokenize(String src) {
        return new Lexer(src, false).run();
    }

    public static List<Token> tokenizeWithComments(String src) {
        return new Lexer(src, true).run();
    }

    private Pos pos(int at) {
        return new Pos(line, at - lineStart + 1, at);
    }

    private List<Token> run() {
        List<Token> out = new ArrayList<>();
        while (true) {
            skipSpace(out);
            if (i >= src.length()) {
                out.add(new Token(Token.Kind.EOF, "", pos(i), i, 0));
                return out;
            }
            out.add(next());
        }
    }

    private void skipSpace(List<Token> out) {
        while (i < src.length()) {
            char c = src.charAt(i);
            if (c == '\n') {
                if (newlines) {
                    out.add(new Token(Token.Kind.NEWLINE, "\n", pos(i), i + 1, 0));
                }
                i++;
                line++;
                lineStart = i;
            } else if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '#' && newlines) {
                while (i < src.length() && src.charAt(i) != '\n') {
                    i++;
                }
            } else {
                return;
            }
        }
    }

    private Token tok(Token.Kind k, int start, int n) {
        return new Token(k, src.substring(start, i), pos(start), i, n);
    }

    private SyntaxError error(String msg, int at) {
        return new SyntaxError(msg, pos(at));
    }

    private Token next() {
        int start = i;
        char c = src.charAt(i);
        if (Character.isDigit(c)) {
            return number(start);
        }
        if (Character.isLetter(c) || c == '_') {
            return identOrDown(start);
        }
        switch (c) {
            case '{': i++; return tok(Token.Kind.LBRACE, start, 0);
            case '}': i++; return tok(Token.Kind.RBRACE, start, 0);
            case '(': i++; return tok(Token.Kind.LPAREN, start, 0);
            case ')': i++; return tok(Token.Kind.RPAREN, start, 0);
            case ',': i++; return tok(Token.Kind.COMMA, start, 0);
            case ':': i++; return tok(Token.Kind.COLON, start, 0);
            case '"': return string(start);
            case '*':
                i++;
                if (i < src.length() && src.charAt(i) == '-' && i + 1 < src.length()
                        && Character.isDigit(src.charAt(i + 1))) {
                    throw error("a nimber's index cannot be negative ('*-n'); for star minus n write '* - n'", start);
                }
                return tok(Token.Kind.STAR, start, 0);
            case '^': return ups(start, true);
            case '.':
                i++;
                if (i < src.length() && src.charAt(i) == '.') {
                    i++;
                    return tok(Token.Kind.RANGE, start, 0);
                }
                return tok(Token.Kind.DOT, start, 0);
            case '+':
                i++;
                if (i < src.length() && src.charAt(i) == '-') {
                    i++;
                    return tok(Token.Kind.PLUSMINUS, start, 0);
                }
                return tok(Token.Kind.PLUS, start, 0);
            case '-': i++; return tok(Token.Kind.MINUS, start, 0);
            case '|': return bars(start);
            case '=':
                if (src.startsWith("===", i)) {
                    i += 3;
                    return tok(Token.Kind.IDENTICAL, start, 0);
                }
                if (src.startsWith("==", i)) {
                    i += 2;
                    return tok(Token.Kind.EQ, start, 0);
                }
                i++;
                return tok(Token.Kind.EQ, start, 0);
            case '!':
                if (src.startsWith("!=", i)) {
                    i += 2;
                    return tok(Token.Kind.NE, start, 0);
                }
                break;
            case '<':
                i++;
                if (i < src.length()) {
                    char d = src.charAt(i);
                    if (d == '=') { i++; return tok(Token.Kind.LE, start, 0); }
                    if (d == '>') { i++; return tok(Token.Kind.FUZZY, start, 0); }
                    if (d == '|') { i++; return tok(Token.Kind.LFUZZY, start, 0); }
                }
                return tok(Token.Kind.LT, start, 0);
            case '>':
                i++;
                if (i < src.length() && src.charAt(i) == '=') {
                    i++;
                    return tok(Token.Kind.GE, start, 0);
                }
                return tok(Token.Kind.GT, start, 0);
            case '↑': i++; return upRun(start, true);
            case '↓': i++; return upRun(start, false);
            case '⇑': i++; return new Token(Token.Kind.UP, "⇑", pos(start), i, 2);
            case '⇓': i++; return new Token(Token.Kind.DOWN, "⇓", pos(start), i, 2);
            case '±': i++; return tok(Token.Kind.PLUSMINUS, start, 0);
            case '≤': i++; return tok(Token.Kind.LE, start, 0);
            case '≥': i++; return tok(Token.Kind.GE, start, 0);
            default:
                break;
        }
        throw error("unexpected character '" + printable(c) + "'", start);
    }

    private static String printable(char c) {
        return Character.isISOControl(c) ? String.format("\\u%04x", (int) c) : String.valueOf(c);
    }

    private Token upRun(int start, boolean up) {
        int n = 1;
        while (i < src.length() && src.charAt(i) == src.charAt(start)) {
            i++;
            n++;
        }
        return new Token(up ? Token.Kind.UP : Token.Kind.DOWN, src.substring(start, i), pos(start), i, n);
    }

    private Token number(int start) {
        digits(start);
        if (i + 1 < src.length() && src.charAt(i) == '/' && Character.isDigit(src.charAt(i + 1))) {
            i++;
            digits(i);
            return tok(Token.Kind.FRACTION, start, 0);
        }
        return tok(Token.Kind.INT, start, 0);
    }

    private void digits(int from) {
        while (i < src.length() && Character.isDigit(src.charAt(i))) {
            i++;
        }
        if (i - from > MAX_DIGITS) {
            throw error("number has " + (i - from) + " digits; the limit is " + MAX_DIGITS, from);
        }
    }

    private Token identOrDown(int start) {
        while (i < src.length() && (Character.isLetterOrDigit(src.charAt(i)) || src.charAt(i) == '_')) {
            i++;
        }
        String word = src.substring(start, i);
        if (word.matches("v+")) {
            if (word.length() == 1 && i < src.length() && (src.charAt(i) == '<' || src.charAt(i) == '[')) {
                i = start;
                return ups(start, false);
            }
            return tok(Token.Kind.DOWN, start, word.length());
        }
        if (word.matches("v[0-9]+")) {
            return tok(Token.Kind.DOWN, start, smallInt(word.substring(1), start + 1));
        }
        return tok(Token.Kind.IDENT, start, 0);
    }

    /** {@code ^}, {@code ^^}, {@code ^3}, {@code ^<2>}, {@code ^[3]} and the same with v. */
    private Token ups(int start, boolean up) {
        char sym = up ? '^' : 'v';
        i++;
        if (i < src.length() && (src.charAt(i) == '<' || src.charAt(i) == '[')) {
            char open = src.charAt(i);
            char close = open == '<' ? '>' : ']';
            int numStart = i + 1;
            int j = numStart;
            while (j < src.length() && Character.isDigit(src.charAt(j))) {
                j++;
            }
            if (j == numStart || j >= src.length() || src.charAt(j) != close) {
                throw error("expected " + sym + open + "n" + close + " with a positive integer n", start);
            }
            int n = smallInt(src.substring(numStart, j), numStart);
            if (n < 1) {
                throw error("uptimal index must be at least 1", numStart);
            }
            i = j + 1;
            Token.Kind k = open == '<' ? (up ? Token.Kind.UP_POWER : Token.Kind.DOWN_POWER)
                    : (up ? Token.Kind.UP_SUM : Token.Kind.DOWN_SUM);
            return tok(k, start, n);
        }
        int n = 1;
        if (i < src.length() && Character.isDigit(src.charAt(i))) {
            int numStart = i;
            while (i < src.length() && Character.isDigit(src.charAt(i))) {
                i++;
            }
            n = smallInt(src.substring(numStart, i), numStart);
        } else {
            while (i < src.length() && src.charAt(i) == sym) {
                i++;
                n++;
            }
        }
        return tok(up ? Token.Kind.UP : Token.Kind.DOWN, start, n);
    }

    /** Limit for multiplicities such as {@code ^n}, {@code *n}, {@code ^<n>}. */
    public static final int MAX_MULTIPLICITY = 1 << 16;

    private int smallInt(String digits, int at) {
        if (digits.length() > 6 || Integer.parseInt(digits) > MAX_MULTIPLICITY) {
            throw error("multiplicity " + digits + " is too large (limit " + MAX_MULTIPLICITY + ")", at);
        }
        return Integer.parseInt(digits);
    }

    private Token bars(int start) {
        int n = 0;
        while (i < src.length() && src.charAt(i) == '|') {
            i++;
            n++;
        }
        if (n == 1 && i < src.length() && src.charAt(i) == '>') {
            i++;
            return tok(Token.Kind.GFUZZY, start, 0);
        }
        return tok(Token.Kind.BARS, start, n);
    }

    private Token string(int start) {
        i++;
        StringBuilder sb = new StringBuilder();
        while (i < src.length() && src.charAt(i) != '"' && src.charAt(i) != '\n') {
            sb.append(src.charAt(i++));
        }
        if (i >= src.length() || src.charAt(i) != '"') {
            throw error("unterminated string", start);
        }
        i++;
        return new Token(Token.Kind.STRING, sb.toString(), pos(start), i, 0);
    }
}
