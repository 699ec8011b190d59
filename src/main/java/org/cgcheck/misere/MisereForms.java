package org.cgcheck.misere;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.form.Form;
import org.cgcheck.game.OpCache;

/** From literal impartial forms to their misère canonical forms. */
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
