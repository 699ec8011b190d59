package org.cgcheck.misere;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.form.Form;
import org.cgcheck.game.OpCache;

/**
 * From literal impartial forms, and positions of impartial rulesets (played as their rules say,
 * not as their normal-play values), to their misère canonical forms.
 */
public final class MisereForms {
    private MisereForms() {
    }

    // Bounded and keyed by form id, like the other form caches: a map from forms would keep them alive.
    private static final OpCache<MisereCanonicalGame> CANONICAL = new OpCache<>(16);

    /**
     * The misère canonical form of an impartial form: its options' canonical forms, simplified.
     * Throws IllegalArgumentException for a form that is not impartial.
     */
    public static MisereCanonicalGame canonical(Form f) {
        if (!f.isImpartial()) {
            throw new IllegalArgumentException(f + " is not impartial (misère canonical forms are for impartial games)");
        }
        return canonicalOf(f);
    }

    // Keyed by ruleset and the position's key (equal for positions equal up to symmetry, so with
    // isomorphic move trees); bounded: cleared when it grows past the limit.
    private static final java.util.Map<String, MisereCanonicalGame> POSITIONS = new java.util.concurrent.ConcurrentHashMap<>();
    private static final int MAX_POSITIONS = 1 << 20;

    /**
     * The misère canonical form of a position of an impartial ruleset: the sum of its
     * components' canonical forms, each from its moves. Throws IllegalArgumentException for a
     * partizan ruleset.
     */
    public static MisereCanonicalGame canonical(org.cgcheck.rules.Position p) {
        if (!p.ruleset().impartial()) {
            throw new IllegalArgumentException(p.ruleset().name() + " is not impartial (misère canonical forms are"
                    + " for impartial games)");
        }
        List<org.cgcheck.rules.Position> parts = p.components();
        if (parts.size() == 1) {
            return component(parts.get(0));
        }
        MisereCanonicalGame sum = MisereCanonicalGame.ZERO;
        for (org.cgcheck.rules.Position c : parts) {
            sum = sum.plus(component(c));
        }
        return sum;
    }

    private static MisereCanonicalGame component(org.cgcheck.rules.Position p) {
        if (p instanceof org.cgcheck.rules.FormPosition f) {        // a form kept in a sum: as written
            return canonicalOf(f.form());
        }
        String key = p.ruleset().qualified() + ":" + p.key();
        MisereCanonicalGame m = POSITIONS.get(key);
        if (m == null) {
            List<MisereCanonicalGame> os = new ArrayList<>();
            for (org.cgcheck.rules.Position o : p.options(true)) {
                org.cgcheck.game.EvaluationStopped.check();     // long rows: a timeout or Ctrl-C ends them
                os.add(canonical(o));
            }
            m = MisereCanonicalGame.of(os);
            if (POSITIONS.size() > MAX_POSITIONS) {
                POSITIONS.clear();
            }
            POSITIONS.put(key, m);
        }
        return m;
    }

    private static MisereCanonicalGame canonicalOf(Form f) {
        if (f == Form.ZERO) {
            return MisereCanonicalGame.ZERO;
        }
        long key = OpCache.key(f.id(), 0);
        MisereCanonicalGame m = CANONICAL.get(key);
        if (m == null) {
            List<MisereCanonicalGame> os = new ArrayList<>();
            for (Form o : f.left()) {      // impartial: the right options are the same
                os.add(canonicalOf(o));
            }
            m = MisereCanonicalGame.of(os);
            CANONICAL.put(key, m);
        }
        return m;
    }
}
