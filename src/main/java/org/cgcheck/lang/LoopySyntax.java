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
                    || ps.peek(j + 1).kind() == Kind.LBRACE && t.touches(ps.peek(j + 1)))) {
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
