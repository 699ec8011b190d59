package org.cgcheck.lang;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.cgcheck.game.Dyadic;
import org.cgcheck.lang.Expr.Op;
import org.cgcheck.lang.Token.Kind;

/**
 * Game notation as CGSuite prints it: juxtaposed terms ({@code 73/16v9*8}, {@code 2Tiny(2)}) and
 * braces with slash runs ({@code {3||2|1}}); everything else belongs to {@link Parser}.
 */
final class GameLiterals {
    private final Parser ps;

    GameLiterals(Parser ps) {
        this.ps = ps;
    }

    /**
     * A juxtaposed term as CGSuite prints it: {@code [number][ups][star][Tiny(..)|Miny(..)]},
     * e.g. {@code 73/16v9*8}, {@code 2Tiny(2)}. The parts must touch; the value is their sum.
     */
    Expr compact(boolean negativeNumber) {
        List<Expr> parts = new ArrayList<>();
        Token first = ps.peek();
        Token prev = null;
        Token t = ps.peek();
        if (t.kind() == Kind.INT || t.kind() == Kind.FRACTION) {
            parts.add(numberLiteral(ps.advance(), negativeNumber));
            prev = t;
        }
        t = ps.peek();
        if ((prev == null || prev.touches(t)) && isUpToken(t.kind())) {
            parts.add(upLiteral(ps.advance()));
            prev = t;
        }
        t = ps.peek();
        if ((prev == null || prev.touches(t)) && t.kind() == Kind.STAR) {
            Token after = ps.peek(1);
            if (prev != null && t.touches(after) && (after.kind() == Kind.IDENT || after.kind() == Kind.LPAREN)
                    && !(after.text().equals("Tiny") || after.text().equals("Miny"))) {
                // CGSuite prints "2*3" for 2 + *3, but never a name or '(' after the star: ambiguous.
                throw Parser.error("ambiguous '" + prev.text() + "*" + after.text() + "': write '" + prev.text() + " * "
                        + after.text() + "' for " + prev.text() + " copies, or '" + prev.text() + " + *" + after.text()
                        + "' for the sum with a nimber", t);
            }
            parts.add(star(ps.advance()));
            prev = ps.previous();
        }
        t = ps.peek();
        if (prev != null && prev.touches(t) && t.kind() == Kind.IDENT
                && (t.text().equals("Tiny") || t.text().equals("Miny"))) {
            ps.advance();
            parts.add(new Expr.Call(t.text(), ps.arguments(), t.pos()));
        }
        if (parts.isEmpty()) {
            throw Parser.error("expected a game but found " + first.describe(), first);
        }
        Expr e = parts.get(0);
        for (int k = 1; k < parts.size(); k++) {
            e = new Expr.Binary(Op.ADD, e, parts.get(k), parts.get(k).pos());
        }
        return e;
    }

    private static boolean isUpToken(Kind k) {
        return k == Kind.UP || k == Kind.DOWN || k == Kind.UP_POWER || k == Kind.DOWN_POWER
                || k == Kind.UP_SUM || k == Kind.DOWN_SUM;
    }

    private Expr numberLiteral(Token t, boolean negative) {
        Pos pos = t.pos();
        if (t.kind() == Kind.INT) {
            BigInteger v = new BigInteger(t.text());
            return new Expr.IntLit(negative ? v.negate() : v, pos);
        }
        String[] ab = t.text().split("/");
        try {
            Dyadic d = Dyadic.parse(new BigInteger(ab[0]), new BigInteger(ab[1]));
            return new Expr.NumLit(negative ? d.negate() : d, pos);
        } catch (IllegalArgumentException ex) {
            throw new SyntaxError(ex.getMessage(), pos);
        }
    }

    private static Expr upLiteral(Token t) {
        switch (t.kind()) {
            case UP: return new Expr.Ups(t.n(), t.pos());
            case DOWN: return new Expr.Ups(-t.n(), t.pos());
            case UP_POWER: return new Expr.Uptimal(t.n(), true, false, t.pos());
            case DOWN_POWER: return new Expr.Uptimal(t.n(), true, true, t.pos());
            case UP_SUM: return new Expr.Uptimal(t.n(), false, false, t.pos());
            default: return new Expr.Uptimal(t.n(), false, true, t.pos());
        }
    }

    /** After '*': a touching integer, variable or parenthesised expression is the index. */
    private Expr star(Token s) {
        Token t = ps.peek();
        if (s.touches(t)) {
            if (t.kind() == Kind.INT) {
                ps.advance();
                return new Expr.Star(new Expr.IntLit(new BigInteger(t.text()), t.pos()), s.pos());
            }
            if (t.kind() == Kind.IDENT && !Set.of("Tiny", "Miny").contains(t.text())) {
                ps.advance();
                if (ps.at(Kind.LPAREN) && t.touches(ps.peek())) {
                    Definition.Link link = ps.definitionLink(t.text());       // *g(S, n) with g defined
                    return new Expr.Star(link != null ? new Expr.UserCall(link, ps.arguments(), t.pos())
                            : new Expr.Call(t.text(), ps.arguments(), t.pos()), s.pos());
                }
                return new Expr.Star(new Expr.Var(t.text(), t.pos()), s.pos());
            }
            if (t.kind() == Kind.LPAREN) {
                ps.advance();
                Expr e = ps.expression();
                ps.expect(Kind.RPAREN, "')' to close '(' at " + t.pos());
                return new Expr.Star(e, s.pos());
            }
            if (t.kind() == Kind.FRACTION) {
                throw Parser.error("a nimber's index must be a non-negative integer", t);
            }
        }
        return new Expr.Star(null, s.pos());
    }

    /** Braces {@code {A, B | C}} with CGSuite's slash runs ({@code {3||2|1}}). */
    Expr braces() {
        Token open = ps.advance();
        ps.enter(open);
        try {
            List<SlashTree.Item> items = new ArrayList<>();
            boolean expectOption = true;
            while (!ps.at(Kind.RBRACE)) {
                Token t = ps.peek();
                if (t.kind() == Kind.EOF) {
                    throw Parser.error("unbalanced '{': no matching '}' for the '{' at " + open.pos(), open);
                }
                if (t.kind() == Kind.COMMA || t.kind() == Kind.BARS) {
                    boolean afterComma = !items.isEmpty() && items.get(items.size() - 1) instanceof SlashTree.Sep s
                            && s.t().kind() == Kind.COMMA;
                    if (t.kind() == Kind.BARS && afterComma) {
                        throw Parser.error("missing option after ','", t);
                    }
                    if (t.kind() == Kind.COMMA && expectOption) {
                        throw Parser.error("missing option before ','", t);
                    }
                    items.add(new SlashTree.Sep(ps.advance()));
                    expectOption = true;
                } else {
                    if (!expectOption) {
                        throw Parser.error("expected ',', '|' or '}' but found " + t.describe(), t);
                    }
                    items.add(new SlashTree.Opt(ps.optionElement()));
                    expectOption = false;
                }
            }
            Token close = ps.advance();
            if (!items.isEmpty() && items.get(items.size() - 1) instanceof SlashTree.Sep s && s.t().kind() == Kind.COMMA) {
                throw Parser.error("missing option after ','", close);
            }
            if (items.stream().noneMatch(it -> it instanceof SlashTree.Sep s && s.t().kind() == Kind.BARS)) {
                throw Parser.error("a game needs '|' between Left and Right options", close);
            }
            return SlashTree.game(items, open.pos());
        } finally {
            ps.leave();
        }
    }
}
