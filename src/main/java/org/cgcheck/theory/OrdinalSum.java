package org.cgcheck.theory;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.game.Game;
import org.cgcheck.game.Limits;

/** Ordinal sum G : H = {G^L, G:H^L | G^R, G:H^R}, on the canonical form of G. */
public final class OrdinalSum {
    private OrdinalSum() {
    }

    public static Game of(Game g, Game h) {
        if (g.isNumberUpStar() && g.upMultiple() == 0 && h.isNimber()) {
            return Game.nus(g.numberPart(), 0, g.nimberPart() + h.nimberPart());
        }
        Limits.refuseLargeNimber(h, "the ordinal sum G : H, which recurses through H's options,");
        List<Game> l = new ArrayList<>(g.leftOptions());
        for (Game hl : h.leftOptions()) {
            l.add(of(g, hl));
        }
        List<Game> r = new ArrayList<>(g.rightOptions());
        for (Game hr : h.rightOptions()) {
            r.add(of(g, hr));
        }
        return Game.of(l, r);
    }

    /**
     * G : H on a literal form G: the ordinal sum depends on the form of the base, so
     * {@code {-1|1} : 1} is 1/2 while {@code 0 : 1} is 1. G's options are taken as written.
     */
    public static Game of(org.cgcheck.form.Form g, Game h) {
        Limits.refuseLargeNimber(h, "the ordinal sum G : H, which recurses through H's options,");
        List<Game> l = new ArrayList<>();
        g.left().forEach(x -> l.add(x.value()));
        for (Game hl : h.leftOptions()) {
            l.add(of(g, hl));
        }
        List<Game> r = new ArrayList<>();
        g.right().forEach(x -> r.add(x.value()));
        for (Game hr : h.rightOptions()) {
            r.add(of(g, hr));
        }
        return Game.of(l, r);
    }
}
