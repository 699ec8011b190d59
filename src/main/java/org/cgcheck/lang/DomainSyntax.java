package org.cgcheck.lang;

import java.math.BigInteger;
import java.util.List;
import org.cgcheck.lang.Token.Kind;

/** The domain of a quantifier: what follows the variables of {@code forall} / {@code exists}. */
final class DomainSyntax {
    private final Parser ps;

    DomainSyntax(Parser ps) {
        this.ps = ps;
    }

    Expr.Domain domain() {
        Token t = ps.peek();
        if (ps.at(Kind.IDENT) && ps.peek(1).kind() == Kind.IDENT && ps.peek(1).text().equals("within")) {
            return within();
        }
        if (ps.at(Kind.IDENT) && ps.peek(1).kind() == Kind.IDENT && ps.peek(1).text().equals("paths")
                && ps.peek(2).kind() == Kind.IDENT && ps.peek(2).text().equals("within")) {
            return pathsWithin();       // issue 43: a graph ruleset on paths only ("snort paths within 7")
        }
        if (ps.at(Kind.IDENT) && ps.peek(1).kind() == Kind.IDENT && ps.peek(1).text().equals("boards")) {
            return boards();
        }
        String kind = "values";
        if (ps.at(Kind.IDENT) && Parser.DOMAIN_KINDS.contains(t.text())) {
            kind = ps.advance().text();
            if (kind.equals("dicot")) {         // "dicot misere": reduced dicots modulo D, misère play
                if (!ps.atWord("misere")) {
                    throw Parser.error("expected 'misere' after 'dicot' (the domain is 'dicot misere born by N')",
                            ps.peek());
                }
                ps.advance();
                kind = "dicot misere";
            }
            if (kind.equals("form") && ps.atWord("over")) {
                ps.advance();
                return new Expr.Domain.FormsOver(ps.list("the values after 'over'"), t.pos());
            }
        }
        if (ps.atWord("born")) {
            ps.advance();
            if (!ps.atWord("by")) {
                throw Parser.error("expected 'by' after 'born'", ps.peek());
            }
            ps.advance();
            return new Expr.Domain.BornBy(kind, ps.additive(), t.pos());
        }
        if (ps.at(Kind.COLON) || ps.at(Kind.COMMA)) {
            return new Expr.Domain.All(kind, t.pos());      // no bound: every game of the kind
        }
        if (!kind.equals("values")) {
            throw Parser.error("expected 'born by' or ':' after '" + kind + "'", ps.peek());
        }
        if (!ps.atWord("in")) {
            throw Parser.error("expected a domain (':' for all games, 'born by N', 'in A..B', 'in A..', 'in {...}', 'in left(G)') but found "
                    + ps.peek().describe(), ps.peek());
        }
        Token in = ps.advance();
        if ((ps.atWord("left") || ps.atWord("right")) && ps.peek(1).kind() == Kind.LPAREN) {
            boolean left = ps.advance().text().equals("left");
            List<Expr> args = ps.arguments();
            if (args.size() != 1) {
                throw Parser.error((left ? "left" : "right") + "(G) takes one game", in);
            }
            return new Expr.Domain.Options(left, args.get(0), in.pos());
        }
        if (ps.at(Kind.LBRACE) && !ps.groupHolds(Kind.BARS)) {
            return new Expr.Domain.Explicit(ps.list("the listed elements"), in.pos());
        }
        Expr lo = ps.additive();
        if (!ps.at(Kind.RANGE)) {
            return new Expr.Domain.InSet(lo, in.pos());     // a set of games: "in incentives(G)"
        }
        ps.expect(Kind.RANGE, "'..' in an integer range A..B");
        if (ps.at(Kind.COLON) || ps.at(Kind.COMMA) || ps.at(Kind.RPAREN) || ps.at(Kind.RBRACE) || ps.at(Kind.BARS)
                || ps.at(Kind.RBRACKET)
                || ps.atWord("if") || ps.atWord("for")) {
            return new Expr.Domain.Range(lo, null, in.pos());      // "in A..": every integer from A up
        }
        Expr hi = ps.additive();
        return new Expr.Domain.Range(lo, hi, in.pos());
    }

    /** {@code RULESET boards RxC..RxC}: the starting positions of every shape in between ({@code N..M}: one size). */
    private Expr.Domain boards() {
        Token name = ps.advance();
        Token w = ps.advance();
        Expr[] from = shape();
        ps.expect(Kind.RANGE, "'..' between the smallest and the largest board, e.g. 'boards 2x2..4x5'");
        Expr[] to = shape();
        return new Expr.Domain.Within(name.text(), to[0], to[1], w.pos(), name.pos(), from[0],
                from[1] == null ? from[0] : from[1]);
    }

    /** {@code RULESET within RxC} (boards, cakes) or {@code RULESET within N} (strips, trees, heaps). */
    private Expr.Domain within() {
        Token name = ps.advance();       // whether the ruleset exists is the type checker's question
        Token w = ps.advance();
        Expr[] shape = shape();
        return new Expr.Domain.Within(name.text(), shape[0], shape[1], w.pos(), name.pos());
    }

    /** {@code RULESET paths within N}: the ruleset named "RULESET paths" (its positions on paths). */
    private Expr.Domain pathsWithin() {
        Token name = ps.advance();
        ps.advance();
        Token w = ps.advance();
        Expr[] shape = shape();
        return new Expr.Domain.Within(name.text() + " paths", shape[0], shape[1], w.pos(), name.pos());
    }

    /** {@code R x C} (cols after an {@code x}, written apart or touching: {@code 3x4}) or one size (cols null). */
    private Expr[] shape() {
        Expr rows = ps.additive();
        Expr cols = null;
        if (ps.at(Kind.IDENT) && ps.peek().text().matches("x[0-9]+") && ps.previous().touches(ps.peek())) {
            Token c = ps.advance();
            cols = new Expr.IntLit(new BigInteger(c.text().substring(1)), new Pos(c.pos().line(), c.pos().col() + 1,
                    c.pos().offset() + 1));
        } else if (ps.atWord("x")) {
            ps.advance();
            cols = ps.additive();
        }
        return new Expr[] {rows, cols};
    }
}
