package org.cgcheck.loopy;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.cgcheck.game.Dyadic;
import org.cgcheck.game.Game;

/**
 * CGSuite's loopy notation: braces with {@code pass} (the braces themselves), labels
 * ({@code a{0|{*|a}}}: a label names the braces it precedes), the constants on, off, dud, over,
 * under, upon, short literals (2, -1/2, ^, v*, 1*, *3, {3||2|1}), sums, negation, and at the top
 * level the sidling operator {@code S & T}. Syntax only: LoopyBuild makes the graph.
 */
final class LoopyParser {
    static final Map<String, LoopyGame> CONSTANTS = Map.of("on", LoopyGame.ON, "off", LoopyGame.OFF, "dud",
            LoopyGame.DUD, "over", LoopyGame.OVER, "under", LoopyGame.UNDER, "upon", LoopyGame.UPON);

    private final String s;
    private int i;

    private LoopyParser(String s) {
        this.s = s;
    }

    static LoopyTerm parse(String text) {
        LoopyParser p = new LoopyParser(text);
        LoopyTerm t = p.sided();
        p.skip();
        if (p.i < text.length()) {
            int cp = text.codePointAt(p.i);
            throw new LoopySyntaxError(org.cgcheck.game.Digits.foreign(cp) ? org.cgcheck.game.Digits.unexpected(cp)
                    : "unexpected '" + text.charAt(p.i) + "'", p.i);
        }
        return t;
    }

    private void skip() {
        while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
            i++;
        }
    }

    private boolean at(char c) {
        skip();
        return i < s.length() && s.charAt(i) == c;
    }

    private char peekRaw() {
        return i < s.length() ? s.charAt(i) : '\0';
    }

    private LoopyTerm sided() {
        LoopyTerm a = sum();
        if (at('&')) {
            int pos = i++;
            return new LoopyTerm.Sidle(a, sum(), pos);
        }
        return a;
    }

    private LoopyTerm sum() {
        LoopyTerm a = unary();
        while (switchAhead()) {
            a = new LoopyTerm.Sum(a, primary(), i);
        }
        while ((at('+') && !switchAhead()) || at('-')) {
            int pos = i;
            boolean minus = s.charAt(i++) == '-';
            LoopyTerm b = unary();
            a = new LoopyTerm.Sum(a, minus ? new LoopyTerm.Neg(b, pos) : b, pos);
        }
        return a;
    }

    private LoopyTerm unary() {
        if (at('-')) {
            int pos = i++;
            if (org.cgcheck.game.Digits.ascii(peekRaw())) {
                i = pos;                  // a negative number: -1/2 is one literal
                return primary();
            }
            return new LoopyTerm.Neg(unary(), pos);
        }
        return primary();
    }

    private LoopyTerm primary() {
        skip();
        int pos = i;
        if (i >= s.length()) {
            throw new LoopySyntaxError("expected a game but the text ended", pos);
        }
        char c = s.charAt(i);
        if (c == '(') {
            i++;
            LoopyTerm t = sum();
            if (!at(')')) {
                throw new LoopySyntaxError("expected ')' to close '(' at column " + (pos + 1), i);
            }
            i++;
            return t;
        }
        if (c == '{') {
            return braces(null, pos);
        }
        if (switchAhead()) {
            i += 2;
            return plusMinus(pos);
        }
        if (Character.isLetter(c) && !isDownRun() && !tinyAhead()) {
            String name = identifier();
            if (peekRaw() == '{') {
                if (CONSTANTS.containsKey(name) || name.equals("pass")) {
                    throw new LoopySyntaxError("'" + name + "' is a constant, not a label", pos);
                }
                return braces(name, pos);
            }
            if (name.equals("pass")) {
                return new LoopyTerm.Pass(pos);
            }
            LoopyGame k = CONSTANTS.get(name);
            return k != null ? new LoopyTerm.Closed(k, pos) : new LoopyTerm.Ref(name, pos);
        }
        return new LoopyTerm.Closed(atom(), pos);
    }

    private boolean switchAhead() {
        skip();
        return s.startsWith("+-", i) || s.startsWith("\u00b1", i);
    }

    private boolean tinyAhead() {
        return s.startsWith("Tiny(", i) || s.startsWith("Miny(", i);
    }

    /** After '+-': {@code +-x} is {x | -x}; {@code +-{a,b}} is {a,b | -a,-b}. */
    private LoopyTerm plusMinus(int pos) {
        List<LoopyTerm> opts;
        if (at('{')) {
            int open = i;
            opts = side(items(open), open);
        } else {
            opts = List.of(primary());
        }
        List<LoopyTerm> negs = new ArrayList<>(opts.size());
        for (LoopyTerm o : opts) {
            negs.add(new LoopyTerm.Neg(o, o.pos()));
        }
        return new LoopyTerm.Braces(null, opts, negs, pos);
    }

    private boolean isDownRun() {
        int j = i;
        while (j < s.length() && s.charAt(j) == 'v') {
            j++;
        }
        return j > i && (j == s.length() || !Character.isLetterOrDigit(s.charAt(j)));
    }

    private String identifier() {
        int start = i;
        while (i < s.length() && (Character.isLetterOrDigit(s.charAt(i)) || s.charAt(i) == '_')) {
            i++;
        }
        return s.substring(start, i);
    }

    /**
     * [-]number, then ^.. or v.., then *[n], all touching: the sum of the parts. Also CGSuite's
     * loopy shorthand after the number: over and under (5over = 5 + over), the upon forms
     * ^[on]*n = upon + *n, v[on]*n, ^<on>*n = {0,*,..,*n | v[on]*(n^1)}, v<on>*n (CanonicalStopper's
     * uponForm), and Tiny(S) / Miny(S) of a loopy S.
     */
    private LoopyGame atom() {
        int pos = i;
        Dyadic x = Dyadic.ZERO;
        int ups = 0;
        int star = 0;
        boolean any = false;
        boolean negative = peekRaw() == '-';
        if (negative) {
            i++;
        }
        if (org.cgcheck.game.Digits.ascii(peekRaw())) {
            BigInteger num = digits();
            BigInteger den = BigInteger.ONE;
            if (peekRaw() == '/') {
                i++;
                if (!org.cgcheck.game.Digits.ascii(peekRaw())) {
                    throw new LoopySyntaxError("expected a denominator after '/'", i);
                }
                den = digits();
            }
            try {
                x = Dyadic.parse(negative ? num.negate() : num, den);
            } catch (IllegalArgumentException ex) {
                throw new LoopySyntaxError(ex.getMessage(), pos);
            }
            any = true;
        } else if (negative) {
            throw new LoopySyntaxError("expected a number after '-'", i);
        }
        LoopyGame number = LoopyGame.of(Game.number(x));
        for (String word : new String[] {"over", "under"}) {
            if (any && s.startsWith(word, i) && !wordContinues(i + word.length())) {
                i += word.length();
                return number.plus(word.equals("over") ? LoopyGame.OVER : LoopyGame.UNDER);
            }
        }
        LoopyGame upon = uponForm(x);
        if (upon != null) {
            return upon;
        }
        while (peekRaw() == '^' || peekRaw() == '\u2191') {
            ups++;
            i++;
            any = true;
        }
        while (ups == 0 && (peekRaw() == 'v' || peekRaw() == '\u2193')) {
            ups--;
            i++;
            any = true;
        }
        if (ups != 0 && org.cgcheck.game.Digits.ascii(peekRaw())) {
            ups = ups * digits().intValueExact();   // ^3, v4
        }
        Game uptimal = Game.ZERO;
        if (peekRaw() == '<' || peekRaw() == '[') {
            // ^<n> = ↑ⁿ and ^[n] = ↑ + ↑² + ... + ↑ⁿ (v: their negatives), as short games print them
            char open = peekRaw();
            int at = i;
            i++;
            if (Math.abs(ups) != 1 || !org.cgcheck.game.Digits.ascii(peekRaw())) {
                throw new LoopySyntaxError("expected ^" + open + "n" + (open == '<' ? '>' : ']')
                        + " with a positive integer n after a single ^ or v", at);
            }
            BigInteger n = digits();
            if (peekRaw() != (open == '<' ? '>' : ']') || n.signum() <= 0
                    || n.compareTo(BigInteger.valueOf(org.cgcheck.game.Uptimals.MAX_INDEX)) > 0) {
                throw new LoopySyntaxError("expected ^" + open + "n" + (open == '<' ? '>' : ']') + " with n from 1 to "
                        + org.cgcheck.game.Uptimals.MAX_INDEX, at);
            }
            i++;
            uptimal = open == '<' ? org.cgcheck.game.Uptimals.upPower(n.intValueExact())
                    : org.cgcheck.game.Uptimals.upSum(n.intValueExact());
            uptimal = ups < 0 ? uptimal.negate() : uptimal;
            ups = 0;
        }
        if (peekRaw() == '*') {
            i++;
            star = org.cgcheck.game.Digits.ascii(peekRaw()) ? digits().intValueExact() : 1;
            any = true;
        }
        LoopyGame tiny = null;
        if (tinyAhead()) {
            boolean isTiny = s.charAt(i) == 'T';
            i += 5;
            LoopyGame sub = LoopyBuild.game(sum());
            if (!at(')')) {
                throw new LoopySyntaxError("expected ')'", i);
            }
            i++;
            tiny = tinyOf(sub);
            tiny = isTiny ? tiny : tiny.negate();
            any = true;
        }
        if (!any) {
            throw new LoopySyntaxError("expected a game but found '" + s.charAt(pos) + "'", pos);
        }
        LoopyGame base = LoopyGame.of(Game.nus(x, ups, star).plus(uptimal));
        return tiny == null ? base : base.plus(tiny);
    }

    private boolean wordContinues(int j) {
        return j < s.length() && Character.isLetterOrDigit(s.charAt(j));
    }

    /** Tiny(S) = {0 || 0 | -S}; Miny(S) = {S | 0 || 0} is its negative. */
    private static LoopyGame tinyOf(LoopyGame sub) {
        GraphBuilder b = new GraphBuilder();
        int k = b.addNode();
        int h = b.addNode();
        int zero = b.embed(Game.ZERO);
        b.addLeft(k, zero);
        b.addRight(k, h);
        b.addLeft(h, zero);
        b.addRight(h, b.embed(sub.negate()));
        return b.build(k);
    }

    /** x^[on]*n, xv[on]*n, x^<on>*n, xv<on>*n after the number x (CGSuite's CanonicalStopper.uponForm). */
    private LoopyGame uponForm(Dyadic x) {
        String[] forms = {"^[on]", "v[on]", "^<on>", "v<on>"};
        int which = -1;
        for (int f = 0; f < forms.length; f++) {
            if (s.startsWith(forms[f], i)) {
                which = f;
            }
        }
        if (which < 0) {
            return null;
        }
        i += 5;
        int star = 0;
        if (peekRaw() == '*') {
            i++;
            star = org.cgcheck.game.Digits.ascii(peekRaw()) ? digits().intValueExact() : 1;
        }
        boolean up = which % 2 == 0;
        if (which < 2) {
            LoopyGame u = up ? LoopyGame.UPON : LoopyGame.UPON.negate();
            return LoopyGame.of(Game.nus(x, 0, star)).plus(u);
        }
        Dyadic y = up ? x : x.negate();
        GraphBuilder b = new GraphBuilder();
        int k = b.addNode();
        for (int j = 0; j <= star; j++) {
            b.addLeft(k, b.embed(Game.nus(y, 0, j)));
        }
        b.addRight(k, b.embed(LoopyGame.of(Game.nus(y, 0, star ^ 1)).plus(LoopyGame.UPON.negate())));
        LoopyGame uponth = b.build(k);
        return up ? uponth : uponth.negate();
    }

    private BigInteger digits() {
        int start = i;
        while (org.cgcheck.game.Digits.ascii(peekRaw())) {
            i++;
        }
        return new BigInteger(s.substring(start, i));
    }

    /** Options separated by commas and runs of bars; the longest run splits (slash counting). */
    private LoopyTerm braces(String label, int pos) {
        return split(label, items(i), pos);
    }

    /** The options and bar runs between '{' (at i) and its '}'. */
    private List<Object> items(int open) {
        i++;
        List<Object> items = new ArrayList<>();   // LoopyTerm, or Integer: a run of k bars
        boolean expectOption = true;
        while (!at('}')) {
            if (i >= s.length()) {
                throw new LoopySyntaxError("no '}' for the '{' at column " + (open + 1), i);
            }
            char c = s.charAt(i);
            if (c == ',') {
                if (expectOption) {
                    throw new LoopySyntaxError("missing option before ','", i);
                }
                i++;
                expectOption = true;
            } else if (c == '|') {
                int k = 0;
                while (peekRaw() == '|') {
                    k++;
                    i++;
                }
                items.add(k);
                expectOption = true;
            } else {
                if (!expectOption) {
                    throw new LoopySyntaxError("expected ',' or '|' between options", i);
                }
                items.add(sum());
                expectOption = false;
            }
        }
        i++;
        return items;
    }

    private static LoopyTerm split(String label, List<Object> items, int pos) {
        int max = 0;
        int where = -1;
        boolean twice = false;
        for (int k = 0; k < items.size(); k++) {
            if (items.get(k) instanceof Integer bars) {
                if (bars > max) {
                    max = bars;
                    where = k;
                    twice = false;
                } else if (bars == max) {
                    twice = true;
                }
            }
        }
        if (where < 0) {
            throw new LoopySyntaxError("braces need a '|' between Left and Right options", pos);
        }
        if (twice) {
            throw new LoopySyntaxError("ambiguous braces: two runs of " + max + " '|'", pos);
        }
        return new LoopyTerm.Braces(label, side(items.subList(0, where), pos), side(items.subList(where + 1,
                items.size()), pos), pos);
    }

    /** Options, or one braces term where they hold bars. Loops, not streams: parsing runs cold. */
    private static List<LoopyTerm> side(List<Object> items, int pos) {
        List<LoopyTerm> out = new ArrayList<>(items.size());
        for (Object o : items) {
            if (o instanceof Integer) {
                return List.of(split(null, items, pos));
            }
            out.add((LoopyTerm) o);
        }
        return out;
    }
}
