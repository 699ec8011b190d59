package org.cgcheck.lang;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.lang.Token.Kind;

/**
 * Finds loopy literals in claims: braces holding {@code pass} or a label ({@code a{...}}), or a
 * label before braces. Their text goes whole to the loopy parser (eval); braces without either,
 * such as {@code {on|0}}, stay ordinary braces whose options may be loopy.
 */
final class LoopySyntax {
    private LoopySyntax() {
    }

    /** Is the brace group starting k tokens ahead (at '{') a loopy literal? A label before it (k = 1) makes it one. */
    static boolean isLoopy(Parser ps, int k) {
        if (k == 1) {
            return true;
        }
        int depth = 0;
        for (int j = k; ; j++) {
            Token t = ps.peek(j);
            if (t.kind() == Kind.EOF) {
                return false;
            }
            if (t.kind() == Kind.LBRACE) {
                depth++;
            } else if (t.kind() == Kind.RBRACE && --depth == 0) {
                return false;
            } else if (t.kind() == Kind.IDENT && (t.text().equals("pass")
                    || ps.peek(j + 1).kind() == Kind.LBRACE && t.touches(ps.peek(j + 1)))
                    || startsShorthand(ps, j)) {
                return true;
            }
        }
    }

    /** Consumes the literal (an optional label and its braces) and keeps its text. */
    static Expr literal(Parser ps) {
        Token first = ps.peek();
        List<Integer> starts = new ArrayList<>();
        List<Pos> at = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        int depth = 0;
        Token prev = null;
        do {
            Token t = ps.advance();
            if (t.kind() == Kind.EOF) {
                throw Parser.error("unbalanced '{': no matching '}'", first);
            }
            if (t.kind() == Kind.NEWLINE) {
                continue;
            }
            if (prev != null && !prev.touches(t)) {
                text.append(' ');
            }
            starts.add(text.length());
            at.add(t.pos());
            text.append(t.text());
            if (t.kind() == Kind.LBRACE) {
                depth++;
            } else if (t.kind() == Kind.RBRACE) {
                depth--;
            }
            prev = t;
        } while (depth > 0 || prev.kind() == Kind.IDENT);
        return new Expr.LoopyLit(text.toString(), starts, at, first.pos());
    }

    /** Words of CGSuite's loopy shorthand that follow a number or stand inside Tiny(...) and Miny(...). */
    private static final java.util.Set<String> SIDES = java.util.Set.of("over", "under");
    private static final java.util.Set<String> LOOPY_NAMES = java.util.Set.of("on", "off", "over", "under", "upon",
            "dud");

    /**
     * Does CGSuite's loopy shorthand start k tokens ahead: ^[on] and its kin, a number or up touching
     * over or under (5over, 3/2under), or Tiny(on), Miny(over) and the like, possibly after a number?
     */
    static boolean startsShorthand(Parser ps, int k) {
        Token t = ps.peek(k);
        if (t.kind() == Kind.LOOPY_WORD) {
            return true;
        }
        if (t.kind() == Kind.IDENT && (t.text().equals("Tiny") || t.text().equals("Miny"))) {
            return ps.peek(k + 1).kind() == Kind.LPAREN && t.touches(ps.peek(k + 1))
                    && ps.peek(k + 2).kind() == Kind.IDENT && LOOPY_NAMES.contains(ps.peek(k + 2).text())
                    && ps.peek(k + 3).kind() == Kind.RPAREN;
        }
        boolean compact = t.kind() == Kind.INT || t.kind() == Kind.FRACTION || t.kind() == Kind.UP
                || t.kind() == Kind.DOWN || t.kind() == Kind.STAR;
        if (!compact || !t.touches(ps.peek(k + 1))) {
            return false;
        }
        Token n = ps.peek(k + 1);
        return n.kind() == Kind.IDENT && SIDES.contains(n.text()) && !(ps.peek(k + 2).kind() == Kind.LPAREN
                && n.touches(ps.peek(k + 2))) || startsShorthand(ps, k + 1);
    }

    /** After +-: a loopy operand written as CGSuite prints it (+-on, +-over, +-(5over)). */
    static boolean startsLoopyOperand(Parser ps) {
        Token t = ps.peek();
        if (t.kind() == Kind.IDENT && LOOPY_NAMES.contains(t.text())) {
            return true;
        }
        return t.kind() == Kind.LPAREN && startsShorthand(ps, 1) || startsShorthand(ps, 0);
    }

    /**
     * Consumes the run of touching tokens that spells the shorthand (with {@code sign}, a '-' or
     * '+-' just consumed, in front) and keeps its text for the loopy parser, as for a literal.
     */
    static Expr shorthand(Parser ps, Token sign) {
        Token first = sign != null ? sign : ps.peek();
        List<Integer> starts = new ArrayList<>();
        List<Pos> at = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        if (sign != null) {
            starts.add(0);
            at.add(sign.pos());
            text.append(sign.text());
        }
        Token prev = sign;
        int depth = 0;
        while (true) {
            Token t = ps.peek();
            boolean opens = t.kind() == Kind.LPAREN;
            boolean closes = t.kind() == Kind.RPAREN;
            boolean part = t.kind() == Kind.LOOPY_WORD || t.kind() == Kind.INT || t.kind() == Kind.FRACTION
                    || t.kind() == Kind.UP || t.kind() == Kind.DOWN || t.kind() == Kind.STAR || opens
                    || closes && depth > 0 || t.kind() == Kind.IDENT && (LOOPY_NAMES.contains(t.text())
                    || t.text().equals("Tiny") || t.text().equals("Miny"));
            if (!part || prev != null && !prev.touches(t)) {
                break;
            }
            depth += opens ? 1 : closes ? -1 : 0;
            starts.add(text.length());
            at.add(t.pos());
            text.append(t.text());
            prev = ps.advance();
        }
        if (depth != 0) {
            throw Parser.error("unbalanced '(' in " + text, first);
        }
        return new Expr.LoopyLit(text.toString(), starts, at, first.pos());
    }

    /** {@code S & T} between sums, below the relations: {@code 1 + 1 & 0 == 2 & 0}. */
    static Expr sided(Parser ps) {
        Expr e = ps.additive();
        if (ps.at(Kind.AMP)) {
            Token t = ps.advance();
            e = new Expr.Binary(Expr.Op.SIDLE, e, ps.additive(), t.pos());
            if (ps.at(Kind.AMP)) {
                throw Parser.error("'&' does not chain: a value has one onside and one offside", ps.peek());
            }
        }
        return e;
    }

    static final String AND_HINT = "'&' is the sidling operator of loopy games (S & T); to join conditions write 'and'";

    /** {@code A == B & C == D}: '&' written for 'and'. */
    static boolean sidesAComparison(Expr relation) {
        return relation instanceof Expr.Binary b && b.right() instanceof Expr.Binary r && r.op() == Expr.Op.SIDLE;
    }
}
