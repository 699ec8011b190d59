package org.cgcheck.check;

import java.util.List;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.lang.Expr;

/** The warnings a claim earns before any case runs: Norton products by a U that is not > 0. */
final class NortonWarnings {
    private NortonWarnings() {
    }

    /**
     * norton(G, U) (or G.U) with a constant U that is not > 0: Norton's theorem (additive, order-
     * preserving in G) needs U > 0, so such a product silently loses those laws; say so.
     */
    static void collect(Expr e, List<String> out) {
        org.cgcheck.game.EvaluationStopped.check();
        Expr u = e instanceof Expr.Call c && c.name().equalsIgnoreCase("norton") && c.args().size() == 2 ? c.args().get(1)
                : e instanceof Expr.Binary b && b.op() == Expr.Op.NORTON ? b.right() : null;
        if (u != null && FreeVariables.of(u).isEmpty()) {
            try {
                org.cgcheck.game.Game g = org.cgcheck.eval.Values.game(new Interpreter().eval(u), u.pos(), "U");
                boolean positive = g.geq(org.cgcheck.game.Game.ZERO) && !org.cgcheck.game.Game.ZERO.geq(g);
                String w = "warning: norton(G, U) with U = " + g + " (first at " + u.pos() + "): U is not > 0, so G.U is"
                        + " neither additive nor order-preserving in G (Norton's theorem needs U > 0)";
                String same = "warning: norton(G, U) with U = " + g + " (";
                if (!positive && out.stream().noneMatch(x -> x.startsWith(same))) {
                    out.add(w);
                }
            } catch (RuntimeException ex) {
                // not a game: the type checker or the evaluation reports it
            }
        }
        for (Expr x : org.cgcheck.lang.ExprChildren.of(e)) {
            collect(x, out);
        }
    }
}
