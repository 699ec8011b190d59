package org.cgcheck.check.prove;

import java.util.List;
import org.cgcheck.check.prove.Certificate.Source;
import org.cgcheck.check.prove.Certificate.Use;
import org.cgcheck.lang.Expr;

/**
 * What a hypothesis literal {@code a R b} says, for the search: the facts {@code hi - lo ≥ 0} it
 * gives, and what it denies (a list of alternatives, each a list of {@code hi - lo ≥ 0} that cannot
 * all hold). {@code a < b} means {@code a ≤ b} and not {@code b ≤ a}.
 */
final class HypothesisFacts {
    private HypothesisFacts() {
    }

    static List<Use> uses(Expr.Binary r, boolean integers) {
        Expr a = r.left();
        Expr b = r.right();
        return switch (r.op()) {
            case EQ -> List.of(use(b, a, 0, r), use(a, b, 0, r));
            case LE -> List.of(use(b, a, 0, r));
            case GE -> List.of(use(a, b, 0, r));
            case LT -> integers ? List.of(use(b, a, 1, r), use(b, a, 0, r)) : List.of(use(b, a, 0, r));
            case GT -> integers ? List.of(use(a, b, 1, r), use(a, b, 0, r)) : List.of(use(a, b, 0, r));
            default -> List.of();
        };
    }

    static List<List<Expr[]>> denials(Expr.Binary r) {
        Expr a = r.left();
        Expr b = r.right();
        return switch (r.op()) {
            case LT, LFUZZY -> List.of(List.<Expr[]>of(new Expr[] {a, b}));
            case GT, GFUZZY -> List.of(List.<Expr[]>of(new Expr[] {b, a}));
            case FUZZY -> List.of(List.<Expr[]>of(new Expr[] {b, a}), List.<Expr[]>of(new Expr[] {a, b}));
            case NE -> List.of(List.of(new Expr[] {a, b}, new Expr[] {b, a}));
            default -> List.of();
        };
    }

    private static Use use(Expr hi, Expr lo, int offset, Expr.Binary from) {
        return new Use(1, hi, lo, offset, Source.HYPOTHESIS, from);
    }
}
