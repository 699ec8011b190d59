package org.cgcheck.universe;

import java.util.Comparator;
import org.cgcheck.form.Form;
import org.cgcheck.game.Game;

/**
 * The deterministic order of domains: by birthday, then size (edges of the canonical form, or
 * of the literal tree for forms), then printed text. Minimal counterexamples are least in the
 * same order, summed over a tuple. A loopy ruleset's position (a {@code within} domain's) is ordered
 * by its squares, then the edges of its value's simplified sides, then its expression (LoopyOrder).
 */
public final class GameOrder {
    private GameOrder() {
    }

    public static final Comparator<Game> VALUES = Comparator.comparing(Game::birthday)
            .thenComparing(Game::size).thenComparing(Game::toString);

    public static final Comparator<Form> FORMS = Comparator.comparingInt(Form::birthday)
            .thenComparingLong(Form::size).thenComparing(Form::toString);

    /** Birthday of any domain element: games, forms, integers (|n|). */
    public static long birthday(Object o) {
        if (o instanceof Game g) {
            return g.birthday().min(java.math.BigInteger.valueOf(Long.MAX_VALUE)).longValueExact();
        }
        if (o instanceof Form f) {
            return f.birthday();
        }
        if (o instanceof org.cgcheck.fn.MisereForm m) {
            return m.form().birthday();
        }
        if (o instanceof java.math.BigInteger n) {
            return n.abs().min(java.math.BigInteger.valueOf(Long.MAX_VALUE)).longValueExact();
        }
        if (o instanceof org.cgcheck.rules.Position p) {
            return p.size();        // positions of a ruleset are ordered by cells, squares or edges
        }
        if (o instanceof org.cgcheck.fn.Ranked r) {
            return r.rank();        // lists: shortest first
        }
        if (LoopyOrder.position(o) != null) {
            return LoopyOrder.position(o).size();      // a loopy ruleset's position: by squares, as boards are
        }
        return 0;
    }

    /** Size of any domain element: edges of the canonical form / literal tree; |n| for integers. */
    public static long size(Object o) {
        if (o instanceof Game g) {
            return g.size().min(java.math.BigInteger.valueOf(Long.MAX_VALUE)).longValueExact();
        }
        if (o instanceof Form f) {
            return f.size();
        }
        if (o instanceof org.cgcheck.fn.Ranked r) {
            return r.weight();
        }
        if (o instanceof org.cgcheck.fn.MisereForm m) {
            return m.form().size();
        }
        if (o instanceof org.cgcheck.loopy.SidedValue v) {
            return LoopyOrder.edges(v);
        }
        return birthday(o);
    }
}
