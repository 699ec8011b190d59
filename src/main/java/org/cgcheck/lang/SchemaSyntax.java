package org.cgcheck.lang;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.lang.Token.Kind;

/**
 * The argument forms of CGSuite's ruleset schemas (issue 43: GenClobber, GenToadsAndFrogs):
 * the constants {@code Coordinates.Diagonal} (a variable the evaluator knows), lists of coordinate
 * pairs {@code [(0,1),(1,0)]} (the call {@value #COORDINATES}) and maps keyed by players
 * {@code {Left => {1,2}, Right => {0}}} (the call {@value #PLAYER_MAP}; a braced value without
 * a bar is a set of integers, read as a list).
 */
public final class SchemaSyntax {
    /** The function a coordinate list stands for; its arguments are the pairs' numbers in order. */
    public static final String COORDINATES = "coordinatelist";
    /** The function a player map stands for; its arguments alternate key and value. */
    public static final String PLAYER_MAP = "playermap";

    private SchemaSyntax() {
    }

    /** {@code Coordinates.NAME} at the current token, consumed, as the variable of that name; else null. */
    static Expr coordinatesConstant(Parser p) {
        Token t = p.peek();
        if (!t.text().equals("Coordinates") || p.peek(1).kind() != Kind.DOT || !t.touches(p.peek(1))
                || p.peek(2).kind() != Kind.IDENT || !p.peek(1).touches(p.peek(2))) {
            return null;
        }
        p.advance();
        p.advance();
        Token name = p.advance();
        return new Expr.Var("Coordinates." + name.text(), t.pos());
    }

    /** Whether a coordinate list or a player map starts at the current token. */
    static boolean starts(Parser p) {
        return p.at(Kind.LBRACKET) && p.peek(1).kind() == Kind.LPAREN
                || p.at(Kind.LBRACE) && p.peek(1).kind() == Kind.IDENT && p.peek(2).kind() == Kind.NAMED;
    }

    /** A coordinate list or a player map at the current token, consumed; else null (nothing consumed). */
    static Expr value(Parser p) {
        if (!starts(p)) {
            return null;
        }
        return p.at(Kind.LBRACKET) ? coordinateList(p) : playerMap(p);
    }

    private static Expr coordinateList(Parser p) {
        Token open = p.advance();
        List<Expr> numbers = new ArrayList<>();
        do {
            if (p.at(Kind.COMMA)) {
                p.advance();
            }
            Token pair = p.expect(Kind.LPAREN, "'(' to open a coordinate pair such as (0,1)");
            numbers.add(p.expression());
            p.expect(Kind.COMMA, "',' between the row and the column of the pair opened at " + pair.pos());
            numbers.add(p.expression());
            p.expect(Kind.RPAREN, "')' to close the coordinate pair opened at " + pair.pos());
        } while (p.at(Kind.COMMA));
        p.expect(Kind.RBRACKET, "']' to close the list of coordinates opened at " + open.pos());
        return new Expr.Call(COORDINATES, numbers, open.pos());
    }

    private static Expr playerMap(Parser p) {
        Token open = p.advance();
        List<Expr> parts = new ArrayList<>();
        do {
            if (p.at(Kind.COMMA)) {
                p.advance();
            }
            Token key = p.expect(Kind.IDENT, "a key such as Left");
            p.expect(Kind.NAMED, "'=>' after the key " + key.text());
            parts.add(new Expr.Var(key.text(), key.pos()));
            parts.add(p.at(Kind.LBRACE) ? set(p) : p.expression());
        } while (p.at(Kind.COMMA));
        p.expect(Kind.RBRACE, "'}' to close the map opened at " + open.pos());
        return new Expr.Call(PLAYER_MAP, parts, open.pos());
    }

    /** {@code {1, 2}}: a set of integers, as the list of them. */
    private static Expr set(Parser p) {
        Token open = p.advance();
        List<Expr> items = new ArrayList<>();
        if (!p.at(Kind.RBRACE)) {
            items.add(p.expression());
            while (p.at(Kind.COMMA)) {
                p.advance();
                items.add(p.expression());
            }
        }
        p.expect(Kind.RBRACE, "'}' to close the set opened at " + open.pos());
        return new Expr.Call(ListSyntax.LIST_LITERAL, items, open.pos());
    }

    /** Writes a named argument, coordinate list or player map as it was written; false for any other call. */
    static boolean print(Expr.Call c, StringBuilder out) {
        List<Expr> a = c.args();
        if (c.name().equals(CallSyntax.NAMED_ARGUMENT) && a.size() == 2 && a.get(0) instanceof Expr.Str name) {
            out.append(name.value()).append(" => ").append(ExprPrinter.print(a.get(1)));
        } else if (c.name().equals(COORDINATES) && a.size() % 2 == 0) {
            out.append('[');
            for (int i = 0; i < a.size(); i += 2) {
                out.append(i > 0 ? "," : "").append('(').append(ExprPrinter.print(a.get(i))).append(',')
                        .append(ExprPrinter.print(a.get(i + 1))).append(')');
            }
            out.append(']');
        } else if (c.name().equals(PLAYER_MAP) && a.size() % 2 == 0) {
            out.append('{');
            for (int i = 0; i < a.size(); i += 2) {
                out.append(i > 0 ? ", " : "").append(ExprPrinter.print(a.get(i))).append(" => ");
                String v = ExprPrinter.print(a.get(i + 1));
                out.append(v.startsWith("[") && v.endsWith("]") ? "{" + v.substring(1, v.length() - 1) + "}" : v);
            }
            out.append('}');
        } else {
            return false;
        }
        return true;
    }

    /**
     * Where the arguments after a call's named arguments begin (the position or heaps of a second
     * argument list, {@code (...)(s)}), or -1 when no named argument is followed by others.
     */
    static int afterNamed(List<Expr> args) {
        int last = -1;
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i) instanceof Expr.Call c && c.name().equals(CallSyntax.NAMED_ARGUMENT)) {
                last = i;
            }
        }
        return last >= 0 && last < args.size() - 1 ? last + 1 : -1;
    }
}
