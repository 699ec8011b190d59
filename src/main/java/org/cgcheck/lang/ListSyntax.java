package org.cgcheck.lang;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.lang.Token.Kind;

/**
 * Lists of integers and impartial braces: {@code [2, 5, 7]}, {@code [E for X in D if C]},
 * {@code S[i]}, {@code *{ OPTIONS }} and {@code count(X in D if C)}. Lists and indexing become
 * calls of two reserved functions (as a set {@code {a, b}} is {@link Parser#SET_LITERAL}), and
 * {@code *{A}} the braces {@code {A | A}} with one option list for both players, so every walker
 * of expressions (free variables, the prover's readers) already knows them.
 */
public final class ListSyntax {
    private ListSyntax() {
    }

    /** The function a list literal {@code [a, b, E for X in D]} stands for. */
    public static final String LIST_LITERAL = "listof";

    /** The function {@code S[i]} stands for. */
    public static final String ITEM = "listitem";

    /** A star touching an opening brace: the start of an impartial game's braces. */
    static boolean startsImpartial(Parser ps) {
        return ps.at(Kind.STAR) && ps.peek(1).kind() == Kind.LBRACE && ps.peek().touches(ps.peek(1));
    }

    /** {@code *{A, B, E for X in D}}: the braces {A, B, ... | A, B, ...}, one list for both players. */
    static Expr impartial(Parser ps) {
        Token star = ps.advance();
        Token open = ps.advance();
        ps.enter(open);
        try {
            List<Expr> options = new ArrayList<>();
            while (!ps.at(Kind.RBRACE)) {
                if (ps.at(Kind.BARS)) {
                    throw Parser.error("*{...} lists the options of both players, so it has no '|'; for different"
                            + " options write {A | B}", ps.peek());
                }
                if (!options.isEmpty()) {
                    ps.expect(Kind.COMMA, "',' or '}' to close the '*{' opened at " + star.pos());
                }
                options.add(ps.optionElement());
            }
            ps.advance();
            List<Expr> both = List.copyOf(options);
            return new Expr.Braces(both, both, star.pos());
        } finally {
            ps.leave();
        }
    }

    /** Braces written {@code *{...}}: the same list object on both sides. */
    static boolean isImpartial(Expr.Braces b) {
        return b.left() == b.right();
    }

    /** {@code [a, b, E for X in D if C, ...]}. */
    static Expr literal(Parser ps) {
        Token open = ps.advance();
        ps.enter(open);
        boolean saved = ps.colonIsOrdinal;
        ps.colonIsOrdinal = true;
        try {
            List<Expr> elements = new ArrayList<>();
            if (!ps.at(Kind.RBRACKET)) {
                elements.add(ps.optionElement());
                while (ps.at(Kind.COMMA)) {
                    ps.advance();
                    elements.add(ps.optionElement());
                }
            }
            ps.expect(Kind.RBRACKET, "',' or ']' to close the list opened at " + open.pos());
            return new Expr.Call(LIST_LITERAL, elements, open.pos());
        } finally {
            ps.colonIsOrdinal = saved;
            ps.leave();
        }
    }

    /** A '[' touching what precedes it: an index {@code S[i]}. */
    static boolean atIndex(Parser ps) {
        return ps.at(Kind.LBRACKET) && ps.previous().touches(ps.peek());
    }

    /** {@code S[i]} (the '[' is the current token); located at the '['. */
    static Expr index(Parser ps, Expr target) {
        Token open = ps.advance();
        ps.enter(open);
        boolean saved = ps.colonIsOrdinal;
        ps.colonIsOrdinal = true;
        try {
            Expr i = ps.expression();
            ps.expect(Kind.RBRACKET, "']' to close the index opened at " + open.pos());
            return new Expr.Call(ITEM, List.of(target, i), open.pos());
        } finally {
            ps.colonIsOrdinal = saved;
            ps.leave();
        }
    }

    /** {@code count(X in D ...)}: a variable, then 'in'. */
    static boolean startsCount(Parser ps, String function) {
        return function.equalsIgnoreCase("count") && ps.at(Kind.IDENT) && !Parser.isKeyword(ps.peek().text())
                && ps.peek(1).kind() == Kind.IDENT && ps.peek(1).text().equals("in");
    }

    /** {@code X in D if C ...}: the comprehension {@code X for X in D if C ...}, whose values count counts. */
    static Expr countArgument(Parser ps) {
        Token v = ps.advance();
        ps.notADefinition(v);
        boolean saved = ps.colonIsOrdinal;
        ps.colonIsOrdinal = false;
        Expr.Domain d;
        try {
            d = new DomainSyntax(ps).domain();
        } finally {
            ps.colonIsOrdinal = saved;
        }
        return ComprehensionSyntax.of(ps, new Expr.Var(v.text(), v.pos()), new Expr.Clause.For(v.text(), v.pos(), d));
    }
}
