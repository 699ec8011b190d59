package org.cgcheck.lang;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.cgcheck.lang.Token.Kind;

/**
 * CGSuite's explicit games (issue 42): braces in single quotes, {@code '{1|0}'}, are kept as
 * written, not canonicalised. The literal becomes a call of a reserved function (as a set
 * {@code {a, b}} is {@link Parser#SET_LITERAL}): its first argument the number of Left options,
 * then the Left options and the Right ones, so every walker of expressions already knows it.
 * CGSuite's compound operations are written infix too, {@code G ConjunctiveSum H}, as its
 * integer methods are ({@link CgsuiteMethods#INFIX}).
 */
public final class ExplicitSyntax {
    private ExplicitSyntax() {
    }

    /** The function an explicit literal {@code '{L|R}'} stands for. */
    public static final String LITERAL = "explicitgame";

    /** CGSuite's compound operations and the functions that keep them unevaluated, as CGSuite does. */
    public static final java.util.Map<String, String> METHODS = java.util.Map.of(
            "ConjunctiveSum", "conjunctivesumgame", "SelectiveSum", "selectivesumgame",
            "OrdinalProduct", "ordinalproductgame");

    /** {@code '{L|R}'}: the quote, braces touching it, and a quote touching the closing brace. */
    static Expr literal(Parser ps, GameLiterals literals) {
        Token quote = ps.advance();
        Token open = ps.peek();
        if (open.kind() != Kind.LBRACE || !quote.touches(open)) {
            throw Parser.error("a quote starts an explicit game '{L|R}' (braces kept as written); here it is followed"
                    + " by " + open.describe(), quote);
        }
        Expr e = literals.braces();
        Token close = ps.peek();
        if (close.kind() != Kind.QUOTE) {
            throw Parser.error("expected ' to close the explicit game opened at " + quote.pos() + " but found "
                    + close.describe(), close);
        }
        ps.advance();
        if (!(e instanceof Expr.Braces b)) {
            throw Parser.error("an explicit game '{L|R}' needs braces with '|'", quote);
        }
        for (Expr x : b.left()) {
            noComprehension(x);
        }
        for (Expr x : b.right()) {
            noComprehension(x);
        }
        List<Expr> args = new ArrayList<>();
        args.add(new Expr.IntLit(BigInteger.valueOf(b.left().size()), quote.pos()));
        args.addAll(b.left());
        args.addAll(b.right());
        return new Expr.Call(LITERAL, args, quote.pos());
    }

    private static void noComprehension(Expr x) {
        if (x instanceof Expr.Comprehension c) {
            throw new SyntaxError("an explicit game '{L|R}' lists its options one by one (no 'for' inside)", c.pos());
        }
    }
}
