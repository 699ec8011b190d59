package org.cgcheck.lang;

import java.util.List;
import org.cgcheck.lang.Token.Kind;

/**
 * CGSuite's list forms, read as the language's list comprehension {@code [E for X in D]}, so a
 * CGSuite line that builds a table pastes as it is: {@code [E for n from a to b]} (the clause
 * {@code for n from a to b} is {@code for n in a..b}), {@code for p in L yield E end} and
 * {@code for n from a to b yield E end}, and {@code L.Apply(x -> E)}. Lists hold what the
 * language's lists hold (integers).
 */
final class CgsuiteLists {
    private CgsuiteLists() {
    }

    /** The function {@code from a to b by s} calls (eval's StepRanges). */
    static final String STEP_RANGE = "steprange";

    /** After {@code for X}: {@code from a to b}, the integers a..b; {@code from a to b by s}, every s-th. */
    static boolean atFrom(Parser ps) {
        return ps.atWord("from");
    }

    static Expr.Domain fromTo(Parser ps) {
        Token from = ps.advance();
        Expr lo = ps.additive();
        if (!ps.atWord("to")) {
            throw TokenCursor.error("expected 'to' in 'from A to B' but found " + ps.peek().describe(), ps.peek());
        }
        ps.advance();
        Expr hi = ps.additive();
        if (ps.atWord("by")) {      // CGSuite's step: the list steprange(a, b, s), located at the step
            ps.advance();
            Expr step = ps.additive();
            return new Expr.Domain.InSet(new Expr.Call(STEP_RANGE, List.of(lo, hi, step), step.pos()), from.pos());
        }
        return new Expr.Domain.Range(lo, hi, from.pos());
    }

    /** {@code for X in D yield E end} or {@code for X from A to B yield E end}: a list. */
    static boolean startsYield(Parser ps) {
        return ps.atWord("for") && ps.peek(1).kind() == Kind.IDENT
                && (ps.peek(2).kind() == Kind.IDENT && (ps.peek(2).text().equals("in") || ps.peek(2).text().equals("from")));
    }

    static Expr forYield(Parser ps) {
        Token f = ps.advance();
        ps.enter(f);
        try {
            Token v = ps.expect(Kind.IDENT, "a variable name after 'for'");
            if (Parser.isKeyword(v.text())) {
                throw TokenCursor.error("'" + v.text() + "' is a keyword, not a variable name", v);
            }
            Expr.Domain d;
            boolean saved = ps.colonIsOrdinal;
            ps.colonIsOrdinal = false;
            try {
                d = atFrom(ps) ? fromTo(ps) : new DomainSyntax(ps).domain();
            } finally {
                ps.colonIsOrdinal = saved;
            }
            Expr.Clause.For clause = new Expr.Clause.For(v.text(), v.pos(), d);
            java.util.List<Expr.Clause> clauses = new java.util.ArrayList<>(List.of(clause));
            if (ps.atWord("where") || ps.atWord("if")) {
                ps.advance();
                clauses.add(new Expr.Clause.Filter(ps.or()));
            }
            if (!ps.atWord("yield")) {
                throw TokenCursor.error("expected 'yield' after the 'for' clause opened at " + f.pos() + " but found "
                        + ps.peek().describe(), ps.peek());
            }
            ps.advance();
            Expr e = ps.expression();
            if (!ps.atWord("end")) {
                throw TokenCursor.error("expected 'end' to close the 'for' at " + f.pos() + " but found "
                        + ps.peek().describe(), ps.peek());
            }
            ps.advance();
            return new Expr.Call(ListSyntax.LIST_LITERAL, List.of(new Expr.Comprehension(e, clauses, e.pos())), f.pos());
        } finally {
            ps.leave();
        }
    }

    /** {@code .Apply(} at the current token (after the dot). */
    static boolean atApply(Parser ps) {
        return ps.atWord("Apply") && ps.peek(1).kind() == Kind.LPAREN && ps.peek().touches(ps.peek(1));
    }

    /** {@code L.Apply(x -> E)}: the list [E for x in L]. */
    static Expr apply(Parser ps, Expr list) {
        Token name = ps.advance();
        Token open = ps.advance();
        ps.enter(open);
        try {
            Token v = ps.expect(Kind.IDENT, "a variable, as in .Apply(x -> E)");
            if (!(ps.at(Kind.MINUS) && ps.peek(1).kind() == Kind.GT && ps.peek().touches(ps.peek(1)))) {
                throw TokenCursor.error("expected '->' after '" + v.text() + "', as in .Apply(x -> E)", ps.peek());
            }
            ps.advance();
            ps.advance();
            Expr e = ps.expression();
            ps.expect(Kind.RPAREN, "')' to close '(' at " + open.pos());
            Expr.Clause.For clause = new Expr.Clause.For(v.text(), v.pos(), new Expr.Domain.InSet(list, name.pos()));
            return new Expr.Call(ListSyntax.LIST_LITERAL, List.of(new Expr.Comprehension(e, List.of(clause), e.pos())),
                    name.pos());
        } finally {
            ps.leave();
        }
    }
}
