package org.cgcheck.misere;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import org.cgcheck.form.Form;

/**
 * The reduced (canonical) form of a dicot modulo the dicot universe D in misère play
 * (Dorbec, Renault, Siegel, Sopena, "Dicots, and a taxonomy of ranks for misère games", JCTA 2015;
 * Larsson, Milley, Nowakowski, Renault, Santos, arXiv 1807.11297). With the options reduced first,
 * and every comparison the one of {@link DicotOrder}, a G ≡ 0 becomes 0 (rule 4: the other rules
 * never remove a player's last option, so {*|*} ≡ 0 would stay); otherwise three rules are applied
 * until none does (for Left; Right's are the mirror images):
 * <ol>
 * <li><b>Domination.</b> A Left option A with another Left option B ≥ A (mod D) is removed.</li>
 * <li><b>Reversal.</b> A Left option A with a Right option A^R ≤ G (mod D), A^R ≠ 0, is replaced
 * by the Left options of A^R (there are some: A^R is a dicot other than 0).</li>
 * <li><b>Reversal through the end 0.</b> A Left option A ≠ * with 0 as a Right option, where
 * 0 ≤ G (mod D), is replaced by *. An option * with 0 ≤ G is removed when G has another Left
 * option and Left still wins G moving first without it; otherwise it stays.</li>
 * </ol>
 * Why rule 3 is sound (with the comparison test): G' = G with A replaced by * has G ≥ G' (the new
 * option * is answered by G ≥ 0 through its Right option 0) and G' ≥ G (A is answered by its
 * Right option 0 ≤ G': Right's options are G's, and Left wins G' moving first by playing * —
 * Right must answer to 0, where Left cannot move and so wins). Removing * instead keeps G' ≥ G
 * only when Left still wins G' moving first (the proviso for 0 ≤ G'); when she does not, G' ≢ G,
 * since 0 ≤ G forces Left to win G moving first. The rules never remove a player's last option,
 * so every step stays in D, and each step lowers the forms' birthdays or removes an option, so the
 * process ends. That the result is unique (equivalent dicots get the same reduced form) is the
 * papers' theorem, and it is checked here, not assumed: DicotCanonicalTest compares reduced forms
 * with the comparison test and with brute-force play.
 */
public final class DicotCanonical {
    private DicotCanonical() {
    }

    // Keyed by form id (never reused); bounded: cleared when it grows past the limit.
    private static final ConcurrentHashMap<Integer, Form> REDUCED = new ConcurrentHashMap<>();
    private static final int MAX_MEMO = 1 << 20;

    /** The reduced form of a dicot modulo D. Throws IllegalArgumentException for a non-dicot. */
    public static Form reduce(Form g) {
        DicotOrder.requireDicot(g, "the argument");
        return reduced(g);
    }

    /** Is this dicot its own reduced form? */
    public static boolean isReduced(Form g) {
        return reduce(g) == g;
    }

    static Form reduced(Form g) {
        if (g == Form.ZERO) {
            return g;
        }
        Form known = REDUCED.get(g.id());
        if (known != null) {
            return known;
        }
        org.cgcheck.game.EvaluationStopped.check();
        List<Form> left = new ArrayList<>();
        for (Form o : g.left()) {
            left.add(reduced(o));
        }
        List<Form> right = new ArrayList<>();
        for (Form o : g.right()) {
            right.add(reduced(o));
        }
        Form r = simplify(Form.of(left, right));
        if (REDUCED.size() > MAX_MEMO) {
            REDUCED.clear();
        }
        REDUCED.put(g.id(), r);
        REDUCED.put(r.id(), r);
        return r;
    }

    /** Applies the rules to a dicot whose options are reduced, until none applies. */
    private static Form simplify(Form g) {
        if (DicotOrder.geDicots(g, Form.ZERO) && DicotOrder.geDicots(Form.ZERO, g)) {
            return Form.ZERO;       // rule 4: the rules above never remove a player's last option
        }
        Form cur = g;
        while (true) {
            Form next = step(cur, true);
            if (next == null) {
                next = step(cur, false);
            }
            if (next == null) {
                return cur;
            }
            cur = next;
        }
    }

    /** One rule applied to one of the player's options (Left when {@code left}), or null if none applies. */
    private static Form step(Form g, boolean left) {
        List<Form> mine = left ? g.left() : g.right();
        for (Form a : mine) {
            for (Form b : mine) {
                if (a != b && better(b, a, left) && (!better(a, b, left) || b.id() < a.id())) {
                    return with(g, left, a, List.of());       // a is dominated by b (of equal ones, keep the first)
                }
            }
        }
        for (Form a : mine) {
            for (Form back : left ? a.right() : a.left()) {
                if (back != Form.ZERO && better(g, back, left)) {
                    List<Form> replacement = left ? back.left() : back.right();
                    return with(g, left, a, replacement);   // a reverses through back
                }
            }
        }
        for (Form a : mine) {
            List<Form> theirs = left ? a.right() : a.left();
            if (!theirs.contains(Form.ZERO) || !better(g, Form.ZERO, left)) {
                continue;
            }
            if (a != Dicots.STAR) {
                return with(g, left, a, List.of(Dicots.STAR));   // reversal through the end 0
            }
            if (mine.size() > 1) {
                Form without = with(g, left, a, List.of());
                if (left ? Dicots.leftWinsFirst(without) : Dicots.rightWinsFirst(without)) {
                    return without;
                }
            }
        }
        return null;
    }

    /** Is x at least as good as y for the player (x ≥ y for Left, x ≤ y for Right), mod D? */
    private static boolean better(Form x, Form y, boolean left) {
        return left ? DicotOrder.geDicots(x, y) : DicotOrder.geDicots(y, x);
    }

    /** G with the player's option a replaced by the given forms. */
    private static Form with(Form g, boolean left, Form a, List<Form> replacement) {
        List<Form> opts = new ArrayList<>(left ? g.left() : g.right());
        opts.remove(a);
        opts.addAll(replacement);
        return left ? Form.of(opts, g.right()) : Form.of(g.left(), opts);
    }
}
