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

    /** The canonical form as a misère form of the claim language, printed in CGSuite's notation. */
    public static org.cgcheck.fn.MisereForm value(MisereCanonicalGame g) {
        return new org.cgcheck.fn.MisereForm(g.toForm(), false, g::toString);
    }

    /**
     * A form as a misère form: printed in CGSuite's notation if it is an impartial misère
     * canonical form (the forms of {@code misere born by N}, their options, what {@code
     * miserecanonicalform} returns), else as its literal form (a form as written, a dicot).
     */
    public static org.cgcheck.fn.MisereForm value(Form f, boolean dicot) {
        if (dicot) {
            return new org.cgcheck.fn.MisereForm(f, true);
        }
        MisereCanonicalGame g = MisereCanonicalGame.ofLiteral(f);
        return g != null ? value(g) : new org.cgcheck.fn.MisereForm(f, false, () -> text(f));
    }

    /** An impartial form in CGSuite's notation if it is a misère canonical form, else as written. */
    private static String text(Form f) {
        MisereCanonicalGame g = f.isImpartial() ? canonicalOf(f) : null;
        return g != null && g.toForm().equals(f) ? g.toString() : f.toString();
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
        if (p.ruleset() instanceof org.cgcheck.rules.HeapGame heaps) {
            return heapSum(heaps, org.cgcheck.rules.HeapGame.heaps(p));
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

    /**
     * G⁻ of a position of an impartial ruleset, as {@code canonical(p).misereGrundy()}, but for a
     * sum without the sum's canonical form ({@link SumGrundy}).
     */
    public static int misereGrundy(org.cgcheck.rules.Position p) {
        if (!p.ruleset().impartial()) {
            canonical(p);           // its error
        }
        List<MisereCanonicalGame> parts = new ArrayList<>();
        if (p.ruleset() instanceof org.cgcheck.rules.HeapGame heaps) {
            for (int h : org.cgcheck.rules.HeapGame.heaps(p)) {
                parts.add(heap(heaps, h));
            }
        } else {
            for (org.cgcheck.rules.Position c : p.components()) {
                parts.add(component(c));
            }
        }
        return SumGrundy.of(parts);
    }

    // One table per heap game: the misère canonical form of heap n at index n. A heap's options are
    // sums of smaller heaps, so each heap costs its moves' sums, not the positions below it.
    private static final java.util.Map<String, List<MisereCanonicalGame>> HEAPS = new java.util.concurrent.ConcurrentHashMap<>();

    /** The misère canonical form of one heap of a heap game. */
    public static MisereCanonicalGame heap(org.cgcheck.rules.HeapGame rules, int n) {
        List<MisereCanonicalGame> table = HEAPS.computeIfAbsent(rules.identity(),
                k -> java.util.Collections.synchronizedList(new ArrayList<>()));
        synchronized (table) {
            for (int m = table.size(); m <= n; m++) {
                List<MisereCanonicalGame> os = new ArrayList<>();
                for (List<Integer> leaves : rules.heapMoves(m)) {
                    org.cgcheck.game.EvaluationStopped.check();
                    os.add(heapSum(rules, leaves));
                }
                table.add(MisereCanonicalGame.of(os));
            }
            return table.get(n);
        }
    }

    private static MisereCanonicalGame heapSum(org.cgcheck.rules.HeapGame rules, List<Integer> heaps) {
        MisereCanonicalGame sum = MisereCanonicalGame.ZERO;
        for (int h : heaps) {
            sum = sum.plus(heap(rules, h));
        }
        return sum;
    }

    private static MisereCanonicalGame component(org.cgcheck.rules.Position p) {
        if (p instanceof org.cgcheck.rules.FormPosition f) {        // a form kept in a sum: as written
            return canonicalOf(f.form());
        }
        if (p.ruleset() instanceof org.cgcheck.rules.HeapGame heaps) {      // a heap inside a sum of positions
            return heapSum(heaps, org.cgcheck.rules.HeapGame.heaps(p));
        }
        String key = p.ruleset().identity() + ":" + p.key();
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
            m = MisereCanonicalGame.ofLiteral(f);
        }
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
