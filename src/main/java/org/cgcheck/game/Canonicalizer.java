package org.cgcheck.game;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Canonical form of {@code {L | R}} from canonical options: bypass reversible options, then
 * remove dominated ones (Siegel, CGT II.2; the lecture's Thms 4.33, 4.34).
 *
 * <p>Comparisons against the game under construction use its option arrays directly
 * ({@link Against}), since it has no canonical object yet.
 */
final class Canonicalizer {
    private Canonicalizer() {
    }

    static Game fromOptions(Game[] l, Game[] r) {
        l = dedupe(l);
        r = dedupe(r);
        int mexL = nimberMex(l);
        if (mexL >= 0 && mexL == nimberMex(r)) {
            return Game.nimber(mexL);          // fast path: impartial positions
        }
        Against g = new Against(l, r);
        l = bypassReversibleLeft(l, g);
        r = bypassReversibleRight(r, g);
        l = removeDominated(l, true);
        r = removeDominated(r, false);
        return Interner.fromCanonicalOptions(l, r);
    }

    static Game[] dedupe(Game[] gs) {
        if (gs.length < 2) {
            return gs;
        }
        List<Game> out = new ArrayList<>(gs.length);
        for (Game g : gs) {
            if (!containsSame(out, g)) {
                out.add(g);
            }
        }
        return out.size() == gs.length ? gs : out.toArray(new Game[0]);
    }

    private static boolean containsSame(List<Game> list, Game g) {
        for (Game h : list) {
            if (h == g) {
                return true;
            }
        }
        return false;
    }

    /** mex of the nimbers if every option is a nimber, else -1. */
    private static int nimberMex(Game[] gs) {
        boolean[] seen = new boolean[gs.length + 1];
        for (Game g : gs) {
            if (!g.isNimber()) {
                return -1;
            }
            if (g.star < seen.length) {
                seen[g.star] = true;
            }
        }
        int m = 0;
        while (seen[m]) {
            m++;
        }
        return m;
    }

    /** Keeps the maximal (Left) or minimal (Right) options. */
    static Game[] removeDominated(Game[] gs, boolean keepLarger) {
        if (gs.length < 2) {
            return gs;
        }
        boolean[] dead = new boolean[gs.length];
        int removed = 0;
        for (int i = 0; i < gs.length; i++) {
            if (dead[i]) {
                continue;
            }
            for (int j = 0; j < gs.length; j++) {
                if (i == j || dead[j]) {
                    continue;
                }
                boolean dominated = keepLarger ? gs[i].leq(gs[j]) : gs[j].leq(gs[i]);
                if (dominated) {
                    dead[i] = true;
                    removed++;
                    break;
                }
            }
        }
        if (removed == 0) {
            return gs;
        }
        Game[] out = new Game[gs.length - removed];
        int k = 0;
        for (int i = 0; i < gs.length; i++) {
            if (!dead[i]) {
                out[k++] = gs[i];
            }
        }
        return out;
    }

    /**
     * Comparisons of games against G = {l | r}, which has no canonical object yet. Bypassing and
     * removing dominated options never change G's value, so the original arrays and one memo
     * serve for the whole canonicalisation.
     */
    static final class Against {
        private final Game[] l;
        private final Game[] r;
        private IdMemo leqMemo;
        private IdMemo geqMemo;

        Against(Game[] l, Game[] r) {
            this.l = l;
            this.r = r;
        }

        /** h ≤ G: no G^R ≤ h and no h^L ≥ G. */
        boolean leq(Game h) {
            if (leqMemo == null) {
                leqMemo = new IdMemo();
            }
            byte m = leqMemo.get(h.id);
            if (m != 0) {
                return m == 2;
            }
            boolean result = true;
            for (Game gr : r) {
                if (gr.leq(h)) {
                    result = false;
                    break;
                }
            }
            if (result) {
                for (Game hl : h.leftArray()) {
                    if (geq(hl)) {
                        result = false;
                        break;
                    }
                }
            }
            leqMemo.put(h.id, result);
            return result;
        }

        /** h ≥ G: no h ≤ G^L and no h^R ≤ G. */
        boolean geq(Game h) {
            if (geqMemo == null) {
                geqMemo = new IdMemo();
            }
            byte m = geqMemo.get(h.id);
            if (m != 0) {
                return m == 2;
            }
            boolean result = true;
            for (Game gl : l) {
                if (h.leq(gl)) {
                    result = false;
                    break;
                }
            }
            if (result) {
                for (Game hr : h.rightArray()) {
                    if (leq(hr)) {
                        result = false;
                        break;
                    }
                }
            }
            geqMemo.put(h.id, result);
            return result;
        }
    }


    private static Game[] bypassReversibleLeft(Game[] l, Against g) {
        if (!anyReversible(l, g, true)) {
            return l;
        }
        List<Game> cur = new ArrayList<>(Arrays.asList(l));
        for (int i = 0; i < cur.size(); i++) {
            Game through = null;
            for (Game ar : cur.get(i).rightArray()) {
                if (g.leq(ar)) {
                    through = ar;
                    break;
                }
            }
            if (through != null) {
                cur.remove(i);
                for (Game x : through.leftArray()) {
                    if (!containsSame(cur, x)) {
                        cur.add(x);
                    }
                }
                i--;
            }
        }
        return cur.size() == l.length && cur.equals(Arrays.asList(l)) ? l : cur.toArray(new Game[0]);
    }

    private static Game[] bypassReversibleRight(Game[] r, Against g) {
        if (!anyReversible(r, g, false)) {
            return r;
        }
        List<Game> cur = new ArrayList<>(Arrays.asList(r));
        for (int i = 0; i < cur.size(); i++) {
            Game through = null;
            for (Game bl : cur.get(i).leftArray()) {
                if (g.geq(bl)) {
                    through = bl;
                    break;
                }
            }
            if (through != null) {
                cur.remove(i);
                for (Game x : through.rightArray()) {
                    if (!containsSame(cur, x)) {
                        cur.add(x);
                    }
                }
                i--;
            }
        }
        return cur.size() == r.length && cur.equals(Arrays.asList(r)) ? r : cur.toArray(new Game[0]);
    }

    private static boolean anyReversible(Game[] opts, Against g, boolean left) {
        for (Game a : opts) {
            for (Game x : left ? a.rightArray() : a.leftArray()) {
                if (left ? g.leq(x) : g.geq(x)) {
                    return true;
                }
            }
        }
        return false;
    }

}
