package org.cgcheck.check.prove;

import java.util.List;
import org.cgcheck.form.Form;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Expr.Op;

/**
 * Re-verifies a {@link ClosedComparison} proof without the kernel's comparison: the statement's
 * sides are evaluated again and must be the proof's forms; every fact is checked against the
 * definition of <= on the forms' options (a fact X <= Y answers each Left option of X and each
 * Right option of Y by an earlier fact of the right shape; a fact not X <= Y names an option that
 * exists and an earlier fact making it a winning move); and the facts about the two sides are the
 * ones the relation means.
 */
public final class ClosedComparisonChecker {
    private ClosedComparisonChecker() {
    }

    /** Null when the proof stands; else why not. */
    public static String check(Expr body, ClosedComparison.Proof p) {
        if (!(body instanceof Expr.Binary b) || b.op() != p.op() || !b.op().isRelation() || b.op() == Op.IDENTICAL) {
            return "the claim is not the proof's comparison";
        }
        Form[] ab = ClosedComparison.values(b);
        if (ab == null || !ab[0].equals(p.a()) || !ab[1].equals(p.b())) {
            return "the sides' forms are not the proof's";
        }
        List<ClosedComparison.Fact> facts = p.facts();
        for (int i = 0; i < facts.size(); i++) {
            String why = fact(facts, i);
            if (why != null) {
                return "step " + (i + 1) + ": " + why;
            }
        }
        Boolean le = established(facts, p.a(), p.b());
        Boolean ge = established(facts, p.b(), p.a());
        boolean holds = switch (p.op()) {
            case LE -> le == Boolean.TRUE;
            case GE -> ge == Boolean.TRUE;
            case EQ -> le == Boolean.TRUE && ge == Boolean.TRUE;
            case NE -> le == Boolean.FALSE || ge == Boolean.FALSE;
            case LT -> le == Boolean.TRUE && ge == Boolean.FALSE;
            case GT -> ge == Boolean.TRUE && le == Boolean.FALSE;
            case FUZZY -> le == Boolean.FALSE && ge == Boolean.FALSE;
            case LFUZZY -> ge == Boolean.FALSE;
            case GFUZZY -> le == Boolean.FALSE;
            default -> false;
        };
        return holds ? null : "the facts do not give " + p.op().symbol + " between the two sides";
    }

    /** What the facts say of x <= y: TRUE, FALSE, or null when nothing. */
    private static Boolean established(List<ClosedComparison.Fact> facts, Form x, Form y) {
        for (ClosedComparison.Fact f : facts) {
            if (f.x().equals(x) && f.y().equals(y)) {
                return f.le();
            }
        }
        return null;
    }

    private static String fact(List<ClosedComparison.Fact> facts, int i) {
        ClosedComparison.Fact f = facts.get(i);
        for (int c : f.cites()) {
            if (c < 0 || c >= i) {
                return "cites a step that is not earlier";
            }
        }
        if (f.le()) {
            List<Form> xl = f.x().left();
            List<Form> yr = f.y().right();
            if (f.cites().size() != xl.size() + yr.size()) {
                return "does not answer every Left option of the first game and Right option of the second";
            }
            for (int k = 0; k < xl.size(); k++) {
                if (!says(facts.get(f.cites().get(k)), false, f.y(), xl.get(k))) {
                    return "a Left option of the first game is not shown to be not >= the second";
                }
            }
            for (int k = 0; k < yr.size(); k++) {
                if (!says(facts.get(f.cites().get(xl.size() + k)), false, yr.get(k), f.x())) {
                    return "a Right option of the second game is not shown to be not <= the first";
                }
            }
            return null;
        }
        if (f.cites().size() != 1) {
            return "a winning move cites one fact";
        }
        ClosedComparison.Fact c = facts.get(f.cites().get(0));
        if (f.witness() == 'L') {
            List<Form> xl = f.x().left();
            return f.index() >= 0 && f.index() < xl.size() && says(c, true, f.y(), xl.get(f.index())) ? null
                    : "the named Left option is not shown to be >= the second game";
        }
        if (f.witness() == 'R') {
            List<Form> yr = f.y().right();
            return f.index() >= 0 && f.index() < yr.size() && says(c, true, yr.get(f.index()), f.x()) ? null
                    : "the named Right option is not shown to be <= the first game";
        }
        return "names no option";
    }

    private static boolean says(ClosedComparison.Fact c, boolean le, Form x, Form y) {
        return c.le() == le && c.x().equals(x) && c.y().equals(y);
    }
}
