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

    private Lexer(String src, boolean newlines, int firstLine) {
        this.src = src;
        this.newlines = newlines;
        this.line = firstLine;
    }

    public static List<Token> tokenize(String src) {
        return tokenize(src, 1);
    }

    /** Tokens of a text that is line {@code firstLine} of some input (eval's stdin), so positions are real. */
    public static List<Token> tokenize(String src, int firstLine) {
        return refuseAssign(new Lexer(src, false, firstLine).run(), 0);
    }

    /** The tokens, if none from {@code from} on is a single '=' (which only a definition's head may hold). */
    public static List<Token> refuseAssign(List<Token> toks, int from) {
        int blocks = 0;     // CGSuite's begin x := E; ... end assigns
        for (int k = from; k < toks.size(); k++) {
            Token t = toks.get(k);
            if (t.kind() == Token.Kind.IDENT && (t.text().equals("begin") || t.text().equals("end") && blocks > 0)) {
                blocks += t.text().equals("begin") ? 1 : -1;
            }
            if (t.kind() == Token.Kind.ASSIGN && blocks > 0 && k > 0 && toks.get(k - 1).kind() == Token.Kind.COLON) {
                continue;
            }
            if (toks.get(k).kind() == Token.Kind.ASSIGN) {
                if (k > 0 && toks.get(k - 1).kind() == Token.Kind.COLON && toks.get(k - 1).touches(toks.get(k))) {
                    throw TokenCursor.error("':=' assigns a variable, which only the worksheet has (./cgcheck "
                            + "worksheet: G := {1|0}); here write the expression itself, or 'define' it in a claim file",
                            toks.get(k - 1));
                }
                throw TokenCursor.error(ASSIGN_MESSAGE, toks.get(k));
            }
        }
        return toks;
    }

    public static List<Token> tokenizeWithComments(String src) {
        return new Lexer(src, true, 1).run();
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
        if (isDigit(c)) {
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
            case '[': i++; return tok(Token.Kind.LBRACKET, start, 0);
            case ']': i++; return tok(Token.Kind.RBRACKET, start, 0);
            case ',': i++; return tok(Token.Kind.COMMA, start, 0);
            case ';': i++; return tok(Token.Kind.SEMI, start, 0);
            case ':': i++; return tok(Token.Kind.COLON, start, 0);
            case '"': return string(start);
            case '\'': i++; return tok(Token.Kind.QUOTE, start, 0);     // '{1|0}', an explicit game
            case '*':
                i++;
                if (i < src.length() && src.charAt(i) == '[') {
                    return misere(start);
                }
                if (i < src.length() && src.charAt(i) == '*') {
                    throw error("'**' is not an operator (there is no power); for n copies of a nimber write 'n * *k'",
                            start);
                }
                if (i < src.length() && src.charAt(i) == '-' && i + 1 < src.length()
                        && isDigit(src.charAt(i + 1))) {
                    throw error("a nimber's index cannot be negative ('*-n'); for star minus n write '* - n'", start);
                }
                return tok(Token.Kind.STAR, start, 0);
            case '^': return ups(start, true);
            case '.':
                if (afterNumber(start) && start + 1 < src.length() && isDigit(src.charAt(start + 1))) {
                    throw decimal(start);
                }
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
            case '-':
            case '\u2212':     // the mathematical minus sign of papers and word processors
                i++;
                if (i < src.length() && (src.charAt(i) == '-' || src.charAt(i) == '\u2212')) {
                    throw error("'--' is not an operator; for minus a negative write '- -x' or '-(-x)'", start);
                }
                return new Token(Token.Kind.MINUS, "-", pos(start), i, 0);
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
                if (src.startsWith("=>", i)) {
                    i += 2;
                    return tok(Token.Kind.NAMED, start, 0);       // a named argument; anywhere else refused by the parser
                }
                if (src.startsWith("=<", i)) {
                    throw error("'=<' is not an operator; write '<=' for less or equal", start);
                }
                i++;
                return tok(Token.Kind.ASSIGN, start, 0);     // refused by the parser except in 'define ... ='
            case '!':
                if (src.startsWith("!=", i)) {
                    i += 2;
                    return tok(Token.Kind.NE, start, 0);
                }
                throw error("'!' alone is not an operator; write 'not' for negation or '!=' for unequal", start);
            case '&':
                if (src.startsWith("&&", i)) {
                    throw error("'&&' is not an operator; write 'and'", start);
                }
                i++;
                return tok(Token.Kind.AMP, start, 0);        // S & T, loopy games' sidling
            case '<':
                i++;
                if (i < src.length()) {
                    char d = src.charAt(i);
                    if (src.startsWith("=>", i)) {
                        throw error("'<=>' is not a relation; write '==' for equal or '<>' for fuzzy (incomparable)",
                                start);
                    }
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
            case '≠': i++; return tok(Token.Kind.NE, start, 0);
            default:
                break;
        }
        int cp = src.codePointAt(start);
        String hint = LookAlikes.hint(cp);
        throw error("unexpected character " + printable(cp) + (hint == null ? "" : "; " + hint), start);
    }

    /** The character, and its code point when it is not plain ASCII (look-alikes, invisible spaces). */
    private static String printable(int cp) {
        return org.cgcheck.game.Digits.printable(cp);
    }

    /** Only ASCII digits: {@link Character#isDigit} also accepts other scripts' digits. */
    static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /** Does a digit run that is not the tail of a name ({@code G2}, {@code v3}) end just before {@code at}? */
    private boolean afterNumber(int at) {
        int k = at;
        while (k > 0 && isDigit(src.charAt(k - 1))) {
            k--;
        }
        return k < at && (k == 0 || !(Character.isLetter(src.charAt(k - 1)) || src.charAt(k - 1) == '_'));
    }

    /** A decimal such as {@code 2.5} (the dot at {@code dot}): an error that suggests the fraction. */
    private SyntaxError decimal(int dot) {
        int from = dot;
        while (from > 0 && isDigit(src.charAt(from - 1))) {
            from--;
        }
        int to = dot + 1;
        while (to < src.length() && isDigit(src.charAt(to))) {
            to++;
        }
        return error(decimalMessage(src.substring(from, to)), from);
    }

    /** "decimals are not games; write 5/2" (or why no fraction will do). */
    static String decimalMessage(String text) {
        if (text.length() > 60) {
            return "decimals are not games; write numbers as fractions a/2^k";
        }
        java.math.BigDecimal d = new java.math.BigDecimal(text);
        java.math.BigInteger num = d.unscaledValue();
        java.math.BigInteger den = java.math.BigInteger.TEN.pow(Math.max(d.scale(), 0));
        java.math.BigInteger g = num.gcd(den);
        if (g.signum() != 0) {
            num = num.divide(g);
            den = den.divide(g);
        }
        String frac = den.equals(java.math.BigInteger.ONE) ? num.toString() : num + "/" + den;
        if (den.bitCount() != 1) {
            return "decimals are not games, and " + text + " = " + frac
                    + " is not a dyadic rational (game numbers are a/2^k)";
        }
        return "decimals are not games; write " + frac;
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
        if (i + 1 < src.length() && src.charAt(i) == '/' && isDigit(src.charAt(i + 1))) {
            i++;
            digits(i);
            return tok(Token.Kind.FRACTION, start, 0);
        }
        return tok(Token.Kind.INT, start, 0);
    }

    private void digits(int from) {
        while (i < src.length() && isDigit(src.charAt(i))) {
            i++;
        }
        if (i - from > MAX_DIGITS) {
            throw error("number has " + (i - from) + " digits; the limit is " + MAX_DIGITS, from);
        }
    }

    /** {@code word.matches("v+")}, without compiling a pattern for every identifier. */
    private static boolean onlyVs(String word) {
        for (int k = 0; k < word.length(); k++) {
            if (word.charAt(k) != 'v') {
                return false;
            }
        }
        return !word.isEmpty();
    }

    /** {@code word.matches("v[0-9]+")}. */
    private static boolean vAndDigits(String word) {
        if (word.length() < 2 || word.charAt(0) != 'v') {
            return false;
        }
        for (int k = 1; k < word.length(); k++) {
            if (word.charAt(k) < '0' || word.charAt(k) > '9') {
                return false;
            }
        }
        return true;
    }

    private Token identOrDown(int start) {
        while (i < src.length() && (Character.isLetterOrDigit(src.charAt(i)) || src.charAt(i) == '_')) {
            i++;
        }
        String word = src.substring(start, i);
        if (onlyVs(word)) {
            if (word.length() == 1 && i < src.length() && (src.charAt(i) == '<' || src.charAt(i) == '[')) {
                i = start;
                return ups(start, false);
            }
            return tok(Token.Kind.DOWN, start, word.length());
        }
        if (vAndDigits(word)) {
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
            if (src.startsWith("on" + close, numStart)) {     // ^[on], v<on>: CGSuite's loopy uptimals
                i = numStart + 3;
                return tok(Token.Kind.LOOPY_WORD, start, 0);
            }
            int j = numStart;
            while (j < src.length() && isDigit(src.charAt(j))) {
                j++;
            }
            if (j == numStart || j >= src.length() || src.charAt(j) != close) {
                throw error("expected " + sym + open + "n" + close + " with a positive integer n (or " + sym + open + "on"
                        + close + ", CGSuite's loopy uptimal)", start);
            }
            int n = smallInt(src.substring(numStart, j), numStart);
            if (n < 1) {
                throw error("uptimal index must be at least 1", numStart);
            }
            if (n > MAX_UPTIMAL) {
                throw error("uptimal index " + n + " is too large (limit " + MAX_UPTIMAL + ")", numStart);
            }
            i = j + 1;
            Token.Kind k = open == '<' ? (up ? Token.Kind.UP_POWER : Token.Kind.DOWN_POWER)
                    : (up ? Token.Kind.UP_SUM : Token.Kind.DOWN_SUM);
            return tok(k, start, n);
        }
        int n = 1;
        if (i < src.length() && isDigit(src.charAt(i))) {
            int numStart = i;
            while (i < src.length() && isDigit(src.charAt(i))) {
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

    /** Limit for {@code ^<n>} and {@code ^[n]}: the engine's, checked here to point at the index. */
    private static final int MAX_UPTIMAL = org.cgcheck.game.Uptimals.MAX_INDEX;

    /** The message for a single '=' anywhere but after a definition's head. */
    public static final String ASSIGN_MESSAGE = "'=' is not a relation; write '==' for equal values";

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

    /** {@code *[...]}, brackets balanced: CGSuite's misère notation, read by the misere function. */
    private Token misere(int start) {
        int depth = 0;
        do {
            char c = src.charAt(i++);
            depth += c == '[' ? 1 : c == ']' ? -1 : 0;
        } while (depth > 0 && i < src.length() && src.charAt(i) != '\n');
        if (depth > 0) {
            throw error("unterminated misère form: '*[' needs its ']' (CGSuite's notation, e.g. *[2#0])", start);
        }
        return tok(Token.Kind.MISERE, start, 0);
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
