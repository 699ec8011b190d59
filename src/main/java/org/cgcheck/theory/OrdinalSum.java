package org.cgcheck.theory;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.cgcheck.game.Game;
import org.cgcheck.game.Limits;

/** Ordinal sum G : H = {G^L, G:H^L | G^R, G:H^R}, on the canonical form of G. */
public final class OrdinalSum {
    private OrdinalSum() {
    }

    private static final String RECURSES = "the ordinal sum G : H, which recurses through H's options,";

    public static Game of(Game g, Game h) {
        if (g.isNumberUpStar() && g.upMultiple() == 0 && h.isNimber()) {
            return Game.nus(g.numberPart(), 0, g.nimberPart() + h.nimberPart());
        }
        Limits.refuseLargeNimber(h, RECURSES);
        return memoised(g.leftOptions(), g.rightOptions(), h, new java.util.IdentityHashMap<>());
    }

    /**
     * G : H with G : X computed once for each follower X of H: H's followers share positions
     * ({0,*|0,*} : *30 reaches *k along 30! paths), so without the memo it is exponential.
     */
    private static Game memoised(List<Game> baseLeft, List<Game> baseRight, Game h, java.util.Map<Game, Game> memo) {
        Game done = memo.get(h);
        if (done != null) {
            return done;
        }
        org.cgcheck.game.EvaluationStopped.check();
        Game r = sum(baseLeft, baseRight, h, x -> memoised(baseLeft, baseRight, x, memo));
        memo.put(h, r);
        return r;
    }

    /**
     * G : H on a literal form G: the ordinal sum depends on the form of the base, so
     * {@code {-1|1} : 1} is 1/2 while {@code 0 : 1} is 1. G's options are taken as written.
     */
    public static Game of(org.cgcheck.form.Form g, Game h) {
        Limits.refuseLargeNimber(h, RECURSES);     // before the base's options are evaluated
        return memoised(values(g.left()), values(g.right()), h, new java.util.IdentityHashMap<>());
    }

    /** {@code {base^L, G:H^L | base^R, G:H^R}}, with {@code onto} making G : H^L and G : H^R. */
    private static Game sum(List<Game> baseLeft, List<Game> baseRight, Game h, UnaryOperator<Game> onto) {
        List<Game> l = new ArrayList<>(baseLeft);
        for (Game hl : h.leftOptions()) {
            l.add(onto.apply(hl));
        }
        List<Game> r = new ArrayList<>(baseRight);
        for (Game hr : h.rightOptions()) {
            r.add(onto.apply(hr));
        }
        return Game.of(l, r);
    }

    private static List<Game> values(List<org.cgcheck.form.Form> forms) {
        return forms.stream().map(org.cgcheck.form.Form::value).toList();
    }
}
