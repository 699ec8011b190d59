package org.cgcheck.check.prove;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.check.prove.Certificate.Source;
import org.cgcheck.check.prove.Certificate.Use;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.ExprChildren;

/**
 * The stops of a sum (Siegel, Combinatorial Game Theory, ch. II, the stops of G + H):
 * RS(G) + RS(H) ≤ RS(G + H) ≤ RS(G) + LS(H) ≤ LS(G + H) ≤ LS(G) + LS(H), and the same with G
 * and H exchanged. Instances are offered as facts for every {@code leftstop(A + B)} or
 * {@code rightstop(A + B)} of the claim; {@code LawsOfTheDefinitionsTest} checks them over every
 * pair of games born by day 3.
 */
final class StopLaws {
    private StopLaws() {
    }

    /** The six facts {@code hi - lo ≥ 0} about the sum {@code a + b}, in a fixed order. */
    static List<Use> of(Expr.Binary sum) {
        Expr a = sum.left();
        Expr b = second(sum);
        Expr ls = stop("leftstop", sum);
        Expr rs = stop("rightstop", sum);
        List<Use> out = new ArrayList<>();
        out.add(use(plus(stop("leftstop", a), stop("leftstop", b)), ls, sum));
        out.add(use(rs, plus(stop("rightstop", a), stop("rightstop", b)), sum));
        out.add(use(plus(stop("rightstop", a), stop("leftstop", b)), rs, sum));
        out.add(use(plus(stop("leftstop", a), stop("rightstop", b)), rs, sum));
        out.add(use(ls, plus(stop("rightstop", a), stop("leftstop", b)), sum));
        out.add(use(ls, plus(stop("leftstop", a), stop("rightstop", b)), sum));
        return out;
    }

    /** LS(X) ≥ RS(X) for every X whose stops the expressions mention (Siegel, CGT, ch. II). */
    static List<Use> ordered(List<Expr> es) {
        List<Expr> args = new ArrayList<>();
        for (Expr e : es) {
            stopArguments(e, args);
        }
        List<Use> out = new ArrayList<>();
        for (Expr x : args) {
            out.add(new Use(1, stop("leftstop", x), stop("rightstop", x), 0, Source.STOPS, x));
        }
        return out;
    }

    private static void stopArguments(Expr e, List<Expr> out) {
        if (e instanceof Expr.Call c && c.args().size() == 1
                && (c.name().equalsIgnoreCase("leftstop") || c.name().equalsIgnoreCase("rightstop"))
                && !out.contains(c.args().get(0))) {
            out.add(c.args().get(0));
        }
        for (Expr x : ExprChildren.of(e)) {
            stopArguments(x, out);
        }
    }

    /** Every sum A + B that is the argument of {@code fns} (stops, mean, birthday) somewhere in the expressions. */
    static List<Expr.Binary> sums(List<Expr> es, List<String> fns) {
        List<Expr.Binary> out = new ArrayList<>();
        for (Expr e : es) {
            collect(e, fns, out);
        }
        return out;
    }

    private static void collect(Expr e, List<String> fns, List<Expr.Binary> out) {
        if (e instanceof Expr.Call c && c.args().size() == 1 && c.args().get(0) instanceof Expr.Binary b
                && fns.contains(c.name().toLowerCase())) {
            addSums(b, out);
        }
        for (Expr x : ExprChildren.of(e)) {
            collect(x, fns, out);
        }
    }

    /** The functions whose sums {@link #of} and {@link #additive} speak of. */
    static final List<String> STOPS = List.of("leftstop", "rightstop");
    static final List<String> OTHERS = List.of("mean", "birthday");

    /**
     * The mean is additive (Siegel, CGT, ch. II, the mean value theorem): mean(A + B) == mean(A) +
     * mean(B); and a sum is born no later than the sum of the birthdays: birthday(A + B) ≤
     * birthday(A) + birthday(B) (for forms too, where a sum of forms is born exactly then).
     */
    static List<Use> additive(Expr.Binary sum) {
        Expr a = sum.left();
        Expr b = second(sum);
        List<Use> out = new ArrayList<>();
        Expr mean = stop("mean", sum);
        Expr means = plus(stop("mean", a), stop("mean", b));
        out.add(use(mean, means, sum));
        out.add(use(means, mean, sum));
        out.add(use(plus(stop("birthday", a), stop("birthday", b)), stop("birthday", sum), sum));
        return out;
    }

    /** The second summand: B of A + B, and -B of A - B (a difference is the sum with the negative). */
    private static Expr second(Expr.Binary sum) {
        return sum.op() == Expr.Op.SUB ? new Expr.Neg(sum.right(), sum.right().pos()) : sum.right();
    }

    /** A sum and the sums inside it ((G + H) + K: also G + H), so a longer sum is bounded step by step. */
    private static void addSums(Expr.Binary b, List<Expr.Binary> out) {
        if (b.op() != Expr.Op.ADD && b.op() != Expr.Op.SUB) {
            return;
        }
        if (!out.contains(b)) {
            out.add(b);
        }
        for (Expr side : List.of(b.left(), b.right())) {
            if (side instanceof Expr.Binary inner) {
                addSums(inner, out);
            }
        }
    }

    private static Use use(Expr hi, Expr lo, Expr.Binary sum) {
        return new Use(1, hi, lo, 0, Source.STOPS, sum);
    }

    /** {@code which(x)}: a stop, or the mean or birthday. */
    private static Expr stop(String which, Expr x) {
        return new Expr.Call(which, List.of(x), x.pos());
    }

    private static Expr plus(Expr x, Expr y) {
        return new Expr.Binary(Expr.Op.ADD, x, y, x.pos());
    }
}
