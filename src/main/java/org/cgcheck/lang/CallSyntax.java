package org.cgcheck.lang;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.lang.Token.Kind;

/**
 * The arguments of a function call, as CGSuite's ruleset constructors write them:
 * {@code game.grid.Domineering("..|..")}, {@code game.heap.TakeAndBreak("0.07")(7)},
 * {@code game.heap.Cutcake((3,4))}. Tuples are flattened into arguments and a second argument
 * list continues the first. (A literal position is checked by the type checker, which knows the
 * rulesets, at its own column.)
 */
public final class CallSyntax {
    /**
     * The function a named argument {@code allbut => true} stands for: its value is the pair
      * (name, value), which the called ruleset constructor reads.
     */
    public static final String NAMED_ARGUMENT = "namedargument";

    /** The function a ruleset name without parentheses stands for: {@code game.heap.Kayles} is the ruleset. */
    public static final String RULESET_CONSTANT = "rulesetconstant";

    private CallSyntax() {
    }

    /** The call at the current token ({@code name} already consumed). */
    static Expr call(Parser p, String name, Token start) {
        if (!p.at(Kind.LPAREN) && name.startsWith("game.")) {       // a bare ruleset: game.heap.Kayles (issue 43)
            return new Expr.Call(RULESET_CONSTANT, List.of(new Expr.Str(name, start.pos())), start.pos());
        }
        if (!p.at(Kind.LPAREN)) {
            throw Parser.error("expected '(' after " + name, p.peek());
        }
        List<Expr> args = arguments(p, name);
        while (p.at(Kind.LPAREN) && p.previous().touches(p.peek())) {
            args.addAll(arguments(p, name));      // TakeAndBreak("0.07")(n)
        }
        return new Expr.Call(name, args, start.pos());
    }

    /** Argument lists at the current token, a touching second list continuing the first: {@code (S)((3,4))}. */
    static List<Expr> continued(Parser p, String name) {
        List<Expr> args = arguments(p, name);
        while (p.at(Kind.LPAREN) && p.previous().touches(p.peek())) {
            args.addAll(arguments(p, name));
        }
        return args;
    }

    private static List<Expr> arguments(Parser p, String name) {
        Token open = p.expect(Kind.LPAREN, "'('");
        List<Expr> args = new ArrayList<>();
        if (ListSyntax.startsCount(p, name)) {
            args.add(ListSyntax.countArgument(p));        // count(X in D if C)
        } else if (name.equals(HeapFunctionSyntax.NAME) && p.at(Kind.IDENT) && p.peek(1).kind() == Kind.MINUS
                && p.peek(2).kind() == Kind.GT && p.peek(1).touches(p.peek(2))) {
            args.add(HeapFunctionSyntax.lambda(p));       // HeapRuleset(n -> [[k, n - k] for k from 1 to n - 1])
        } else if (!p.at(Kind.RPAREN)) {
            argument(p, args);
            while (p.at(Kind.COMMA)) {
                p.advance();
                argument(p, args);
            }
        }
        p.expect(Kind.RPAREN, "')' to close '(' at " + open.pos());
        return args;
    }

    /** The call that stands for a function argument {@code k -> E} (its one argument, {@code [E for k in 0..]}). */
    public static final String FUNCTION_OF = "function$of";

    /**
     * CGSuite's function argument {@code k -> E} (GenWythoff's bound, TakeAway's limit), read as
     * {@code function$of(E for k in 0..)}: the evaluator calls it at one k at a time, when the
     * ruleset asks (eval/FunctionArguments), so it is not tabulated and has no largest argument.
     */
    private static Expr lambda(Parser p) {
        Token var = p.advance();
        p.advance();
        Token arrow = p.advance();
        Expr body = p.expression();
        Expr.Clause k = new Expr.Clause.For(var.text(), var.pos(), new Expr.Domain.Range(
                new Expr.IntLit(java.math.BigInteger.ZERO, arrow.pos()), null, arrow.pos()));
        return new Expr.Call(FUNCTION_OF, List.of(new Expr.Comprehension(body, List.of(k), var.pos())), var.pos());
    }

    /** Largest arguments at which a two-argument condition {@code (a, b) -> C} is tabulated. */
    public static final int PREDICATE_TABLE = 100;

    /**
     * CGSuite's condition of two integers {@code (memory, j) -> j >= memory} (GenMem's), read as the
     * table {@code [if C then 1 else 0 for a in 0..100 for b in 0..100]}, row a.
     */
    private static Expr predicate(Parser p) {
        p.advance();
        Token a = p.advance();
        p.advance();
        Token b = p.advance();
        p.advance();
        p.advance();
        Token arrow = p.advance();
        Expr cond = p.expression();
        Expr one = new Expr.IntLit(java.math.BigInteger.ONE, arrow.pos());
        Expr zero = new Expr.IntLit(java.math.BigInteger.ZERO, arrow.pos());
        List<Expr.Clause> clauses = new ArrayList<>();
        for (Token v : List.of(a, b)) {
            clauses.add(new Expr.Clause.For(v.text(), v.pos(), new Expr.Domain.Range(zero,
                    new Expr.IntLit(java.math.BigInteger.valueOf(PREDICATE_TABLE), arrow.pos()), arrow.pos())));
        }
        return new Expr.Call(ListSyntax.LIST_LITERAL, List.of(new Expr.Comprehension(
                new Expr.If(cond, one, zero, arrow.pos()), clauses, a.pos())), a.pos());
    }

    /** The call that stands for {@code HeapRuleset}'s function {@code n -> [[a, b], ...]} (lang/HeapFunctionSyntax). */
    public static final String HEAP_FUNCTION = HeapFunctionSyntax.FUNCTION;

    /** The function a collection of coordinates {@code {(4,2),(4,4)}} stands for: its pairs' parts in order. */
    public static final String COORDINATES = SchemaSyntax.COORDINATES;

    /** CGSuite's collection of coordinates, a set {@code {(r,c), ...}} or a list {@code [(r,c), ...]}. */
    private static Expr coordinates(Parser p) {
        Token open = p.advance();
        Kind close = open.kind() == Kind.LBRACE ? Kind.RBRACE : Kind.RBRACKET;
        List<Expr> parts = new ArrayList<>();
        while (!p.at(close)) {
            Token pair = p.expect(Kind.LPAREN, "'(' to open a pair (row, col)");
            parts.add(p.expression());
            p.expect(Kind.COMMA, "',' between a pair's row and column");
            parts.add(p.expression());
            p.expect(Kind.RPAREN, "')' to close the pair opened at " + pair.pos());
            if (!p.at(close)) {
                p.expect(Kind.COMMA, "',' between pairs");
            }
        }
        p.advance();
        return new Expr.Call(COORDINATES, parts, open.pos());
    }

    /** One argument, or the parts of a tuple {@code (a, b)}. */
    private static void argument(Parser p, List<Expr> args) {
        if (p.at(Kind.IDENT) && p.peek(1).kind() == Kind.MINUS && p.peek(2).kind() == Kind.GT
                && p.peek(1).touches(p.peek(2))) {
            args.add(lambda(p));
        } else if (p.at(Kind.LPAREN) && p.peek(1).kind() == Kind.IDENT && p.peek(2).kind() == Kind.COMMA
                && p.peek(3).kind() == Kind.IDENT && p.peek(4).kind() == Kind.RPAREN && p.peek(5).kind() == Kind.MINUS
                && p.peek(6).kind() == Kind.GT && p.peek(5).touches(p.peek(6))) {
            args.add(predicate(p));
        } else if (p.at(Kind.IDENT) && p.peek(1).kind() == Kind.NAMED) {       // allbut => true
            Token name = p.advance();
            p.advance();
            Expr schema = LabelListSyntax.starts(p) ? null : SchemaSyntax.value(p);   // directions => [(0,1)], ...
            Expr value = LabelListSyntax.starts(p) ? LabelListSyntax.list(p) : schema != null ? schema : p.expression();
            args.add(new Expr.Call(NAMED_ARGUMENT, List.of(new Expr.Str(name.text(), name.pos()), value), name.pos()));
        } else if (LabelListSyntax.starts(p)) {         // GenCol([Nothing, Left], ...): graph labels
            args.add(LabelListSyntax.list(p));
        } else if (SchemaSyntax.starts(p)) {
            args.add(SchemaSyntax.value(p));
        } else if ((p.at(Kind.LBRACE) || p.at(Kind.LBRACKET)) && (p.peek(1).kind() == Kind.LPAREN
                || p.at(Kind.LBRACE) && p.peek(1).kind() == Kind.RBRACE) && !p.groupHolds(Kind.BARS)) {
            args.add(coordinates(p));       // FoxAndGeese's geese {(4,2),(4,4)}
        } else if (p.at(Kind.LPAREN) && p.groupHolds(Kind.COMMA)) {
            Token open = p.advance();
            args.add(p.expression());
            while (p.at(Kind.COMMA)) {
                p.advance();
                args.add(p.expression());
            }
            p.expect(Kind.RPAREN, "')' to close the tuple opened at " + open.pos());
        } else {
            args.add(args.isEmpty() ? p.comprehensionOr(p.expression()) : p.expression());
        }
    }

    /**
     * A CGSuite qualified name such as {@code game.grid.Domineering}, {@code Grid.Empty} or {@code Graph.Path} at the
     * current token (all parts touching, the first {@code game}, {@code Grid} or {@code Graph}); the tokens are
     * consumed. Else null. Whether the name exists is the type checker's question, so an unknown
     * ruleset is named as such.
     */
    static String dottedName(Parser p) {
        StringBuilder sb = new StringBuilder(p.peek().text());
        int k = 0;
        while (p.peek(k + 1).kind() == Kind.DOT && p.peek(k).touches(p.peek(k + 1)) && p.peek(k + 2).kind() == Kind.IDENT
                && p.peek(k + 1).touches(p.peek(k + 2)) && !(k >= 4 && Parser.PROPERTIES.contains(p.peek(k + 2).text()))) {
            // game.heap.Kayles.NimValueSequence(20): a property of the bare ruleset ends its name (issue 43)
            sb.append('.').append(p.peek(k + 2).text());
            k += 2;
        }
        String first = p.peek().text();
        if (k == 0 || !(first.equals("game") || first.equals("Grid") || first.equals("Graph"))) {
            return null;
        }
        for (int i = 0; i <= k; i++) {
            p.advance();
        }
        return sb.toString();
    }
}
