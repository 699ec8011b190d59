package org.cgcheck.misere;

import org.cgcheck.form.Form;

/**
 * Comparison of dicots modulo the dicot universe D in misère play: G ≥ H (mod D) when
 * o⁻(G + X) ≥ o⁻(H + X) for every dicot X (outcomes ordered L > N, P > R).
 *
 * <p>The test implemented is the "options only" maintenance–proviso test, proved for D by
 * Larsson, Milley, Nowakowski, Renault and Santos ("Progress on misère dead ends: game comparison,
 * canonical form, and conjugate inverses", arXiv 1807.11297, 2018), and in general for universes by
 * Siegel ("On the general dead-ending universe of partizan games", 2025, §5; formalised in Lean as
 * {@code Promain.Test}, lean-pool MisereGames/Misere/Comparison.lean). For dicots G, H:
 * G ≥ H (mod D) iff
 * <ol>
 * <li>(maintenance, Right) for every G^R there is an H^R with G^R ≥ H^R, or a G^RL with G^RL ≥ H;</li>
 * <li>(maintenance, Left) for every H^L there is a G^L with G^L ≥ H^L, or an H^LR with G ≥ H^LR;</li>
 * <li>(proviso, Right) if G is a Right end (in D: G = 0), Right wins H moving first;</li>
 * <li>(proviso, Left) if H is a Left end (in D: H = 0), Left wins G moving first.</li>
 * </ol>
 * The provisos are the general ones ("H is Right-strong: Right wins H + X moving first for every
 * Right end X in the universe") with X = 0, the only end in D. Every recursive call is on a pair of
 * followers, so the test terminates. It is checked against brute-force play of G + X in
 * DicotOrderTest. Arguments that are not dicots are refused: the theorem says nothing about them.
 */
public final class DicotOrder {
    private DicotOrder() {
    }

    // Keyed by the two forms' ids (never reused); bounded: cleared when it grows past the limit.
    private static final PairMemo<Boolean> GE = new PairMemo<>();
    private static final int MAX_MEMO = 1 << 21;

    /** G ≥ H modulo D. Throws IllegalArgumentException when G or H is not a dicot. */
    public static boolean ge(Form g, Form h) {
        requireDicot(g, "the left side");
        requireDicot(h, "the right side");
        return geDicots(g, h);
    }

    /** G ≡ H modulo D: G ≥ H and H ≥ G. Throws IllegalArgumentException for a non-dicot. */
    public static boolean equivalent(Form g, Form h) {
        return g == h || ge(g, h) && ge(h, g);
    }

    static void requireDicot(Form f, String what) {
        Form bad = Dicots.offendingFollower(f);
        if (bad != null) {
            throw new IllegalArgumentException(what + " (" + abbreviate(f) + ") is not a dicot: its follower "
                    + abbreviate(bad) + " has moves for " + (bad.left().isEmpty() ? "Right" : "Left") + " only");
        }
    }

    private static String abbreviate(Form f) {
        String s = f.birthday() > 6 ? null : f.toString();
        return s == null || s.length() > 200 ? "a form born on day " + f.birthday() : s;
    }

    /** The test on forms already known to be dicots. */
    static boolean geDicots(Form g, Form h) {
        if (g == h) {
            return true;
        }
        long key = PairMemo.orderedKey(g.id(), h.id());
        Boolean known = GE.get(key);
        if (known != null) {
            return known;
        }
        org.cgcheck.game.EvaluationStopped.check();
        boolean ge = provisos(g, h) && maintainsRight(g, h) && maintainsLeft(g, h);
        if (GE.size() > MAX_MEMO) {
            GE.clear();
        }
        GE.put(key, ge);
        return ge;
    }

    private static boolean provisos(Form g, Form h) {
        if (g.right().isEmpty() && !Dicots.rightWinsFirst(h)) {
            return false;
        }
        return !h.left().isEmpty() || Dicots.leftWinsFirst(g);
    }

    private static boolean maintainsRight(Form g, Form h) {
        for (Form gr : g.right()) {
            boolean answered = false;
            for (Form hr : h.right()) {
                if (geDicots(gr, hr)) {
                    answered = true;
                    break;
                }
            }
            for (int i = 0; !answered && i < gr.left().size(); i++) {
                answered = geDicots(gr.left().get(i), h);
            }
            if (!answered) {
                return false;
            }
        }
        return true;
    }

    private static boolean maintainsLeft(Form g, Form h) {
        for (Form hl : h.left()) {
            boolean answered = false;
            for (Form gl : g.left()) {
                if (geDicots(gl, hl)) {
                    answered = true;
                    break;
                }
            }
            for (int i = 0; !answered && i < hl.right().size(); i++) {
                answered = geDicots(g, hl.right().get(i));
            }
            if (!answered) {
                return false;
            }
        }
        return true;
    }
}
