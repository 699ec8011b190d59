package org.cgcheck.misere;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.cgcheck.form.Form;

/**
 * A misère canonical (simplest) form of an impartial game: a set of options, each itself a
 * misère canonical form, with no reversible option (Conway, ONAG ch. 12; Siegel, Combinatorial
 * Game Theory, ch. V.1). Interned, so two impartial games are misère-equal (same misère outcome
 * in every sum) iff their canonical forms are the same object. CGSuite calls these
 * {@code MisereCanonicalGame}.
 *
 * <p>The simplification ({@link #of}), for a set S of options already in canonical form:
 * <ul>
 * <li><b>to 0</b>: S ≠ ∅, 0 ∉ S, every option has 0 as an option, and some option is a misère
 * P-position (the proviso: 0 itself is a misère N-position, so G must be one too);</li>
 * <li><b>to K ≠ 0</b>: S = T ∪ U with K = {T} canonical and every option in U has K as an option
 * (the options in U are reversible through K = G). Then every option of T is born before K and
 * every one of U after it, so T is S cut at a birthday.</li>
 * </ul>
 * Otherwise {S} is canonical. Checked against brute-force misère play in MisereCanonicalTest.
 */
public final class MisereCanonicalGame {
    private record Key(int[] ids) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && Arrays.equals(k.ids, ids);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(ids);
        }
    }

    // Strong references: the misère values used in a run are few (day 4 has 22), and an id is
    // stable for the life of the JVM, which the option order relies on.
    private static final ConcurrentHashMap<Key, MisereCanonicalGame> TABLE = new ConcurrentHashMap<>();
    private static final AtomicInteger NEXT_ID = new AtomicInteger();

    private final int id;
    private final MisereCanonicalGame[] options;     // sorted by id
    private final int[] optionIds;                    // their ids, for binary search
    private final int birthday;
    private final int misereGrundy;
    private final int normalGrundy;
    private volatile Genus genus;
    private volatile Form form;

    private MisereCanonicalGame(int id, MisereCanonicalGame[] options) {
        this.id = id;
        this.options = options;
        this.optionIds = ids(options);
        int b = 0;
        BitSet minus = new BitSet();
        BitSet plus = new BitSet();
        for (MisereCanonicalGame o : options) {
            b = Math.max(b, o.birthday + 1);
            minus.set(o.misereGrundy);
            plus.set(o.normalGrundy);
        }
        this.birthday = b;
        this.misereGrundy = options.length == 0 ? 1 : minus.nextClearBit(0);   // G⁻(0) = 1: no move is a win
        this.normalGrundy = plus.nextClearBit(0);
    }

    public static final MisereCanonicalGame ZERO = intern(new MisereCanonicalGame[0]);

    private static MisereCanonicalGame intern(MisereCanonicalGame[] sorted) {
        Key key = new Key(ids(sorted));
        MisereCanonicalGame g = TABLE.get(key);
        if (g != null) {
            return g;
        }
        synchronized (TABLE) {          // one id per option set, in creation order
            return TABLE.computeIfAbsent(key, k -> new MisereCanonicalGame(NEXT_ID.getAndIncrement(), sorted));
        }
    }

    private static int[] ids(MisereCanonicalGame[] gs) {
        int[] a = new int[gs.length];
        for (int i = 0; i < gs.length; i++) {
            a[i] = gs[i].id;
        }
        return a;
    }

    /** The existing canonical form whose options are exactly these (sorted by id), or null. */
    private static MisereCanonicalGame lookup(MisereCanonicalGame[] sorted) {
        return TABLE.get(new Key(ids(sorted)));
    }

    /** The misère canonical form of the game whose options are these (canonical) games. */
    public static MisereCanonicalGame of(Collection<MisereCanonicalGame> opts) {
        return of(opts.toArray(new MisereCanonicalGame[0]));
    }

    /** The same, for an array of options (which this sorts and may reorder). */
    static MisereCanonicalGame of(MisereCanonicalGame[] opts) {
        org.cgcheck.game.EvaluationStopped.check();     // a timeout or Ctrl-C stops long sums and rows
        Arrays.sort(opts, BY_ID);
        int n = 0;
        for (int i = 0; i < opts.length; i++) {
            if (n == 0 || opts[n - 1] != opts[i]) {
                opts[n++] = opts[i];
            }
        }
        MisereCanonicalGame[] s = n == opts.length ? opts : Arrays.copyOf(opts, n);
        MisereCanonicalGame known = lookup(s);
        if (known != null) {
            return known;
        }
        if (reducesToZero(s)) {
            return ZERO;
        }
        MisereCanonicalGame k = reversibleTarget(s);
        return k != null ? k : intern(s);
    }

    private static final Comparator<MisereCanonicalGame> BY_ID = (a, b) -> Integer.compare(a.id, b.id);

    private static boolean reducesToZero(MisereCanonicalGame[] s) {
        boolean someP = false;
        for (MisereCanonicalGame o : s) {
            if (o == ZERO || !o.hasOption(ZERO)) {
                return false;
            }
            someP |= o.misereGrundy == 0;
        }
        return someP;            // the proviso; s is nonempty here (∅ is ZERO, found above)
    }

    /** The K ≠ 0 that every option outside K's own options reverses through, or null. */
    private static MisereCanonicalGame reversibleTarget(MisereCanonicalGame[] s) {
        MisereCanonicalGame[] byBirthday = s.clone();
        Arrays.sort(byBirthday, Comparator.comparingInt((MisereCanonicalGame g) -> g.birthday)
                .thenComparingInt(g -> g.id));
        for (int j = 1; j < byBirthday.length; j++) {
            // T = the options born before day b, U = the rest, all born after T's game K (day b + 1).
            if (byBirthday[j].birthday <= byBirthday[j - 1].birthday + 1) {
                continue;
            }
            MisereCanonicalGame[] t = Arrays.copyOf(byBirthday, j);
            Arrays.sort(t, Comparator.comparingInt(g -> g.id));
            MisereCanonicalGame k = lookup(t);
            if (k == null) {
                continue;        // {T} is not canonical, or no option could have it as an option
            }
            boolean all = true;
            for (int i = j; all && i < byBirthday.length; i++) {
                all = byBirthday[i].hasOption(k);
            }
            if (all) {
                return k;
            }
        }
        return null;
    }

    public boolean hasOption(MisereCanonicalGame g) {
        return Arrays.binarySearch(optionIds, g.id) >= 0;
    }

    public List<MisereCanonicalGame> options() {
        return List.of(options);
    }

    /** The options, sorted by id; the shared array, not to be changed. */
    MisereCanonicalGame[] optionArray() {
        return options;
    }

    public int id() {
        return id;
    }

    public int birthday() {
        return birthday;
    }

    /** G⁻: 1 for 0, else the mex of the options' G⁻; G is a misère P-position iff G⁻ = 0. */
    public int misereGrundy() {
        return misereGrundy;
    }

    /** G⁺, the normal-play Grundy value (misère-equal games have equal G⁺). */
    public int normalGrundy() {
        return normalGrundy;
    }

    public boolean isMisereP() {
        return misereGrundy == 0;
    }

    /** The genus g^{g0 g1 ...} (Conway), from the options' genera. */
    public Genus genus() {
        Genus g = genus;
        if (g == null) {
            List<Genus> gs = new ArrayList<>();
            for (MisereCanonicalGame o : options) {
                gs.add(o.genus());
            }
            g = Genus.ofOptions(gs);
            genus = g;
        }
        return g;
    }

    /** This canonical form as a literal impartial game tree (options on both sides). */
    public Form toForm() {
        Form f = form;
        if (f == null) {
            List<Form> os = new ArrayList<>();
            for (MisereCanonicalGame o : options) {
                os.add(o.toForm());
            }
            f = Form.of(os, os);
            form = f;
            BY_FORM.putIfAbsent(f.id(), this);
        }
        return f;
    }

    // Literal forms made by toForm, back to their canonical forms: a misère function reading a
    // form that came from here (a sum of positions, say) must not canonicalise it again.
    private static final ConcurrentHashMap<Integer, MisereCanonicalGame> BY_FORM = new ConcurrentHashMap<>();

    /** The canonical form whose {@link #toForm} is f, or null if f was not made that way. */
    static MisereCanonicalGame ofLiteral(Form f) {
        return BY_FORM.get(f.id());
    }

    /** The nim heap *n (its canonical form is itself: {0, *, ..., *(n-1)}). */
    public static MisereCanonicalGame nimHeap(int n) {
        List<MisereCanonicalGame> heaps = new ArrayList<>();
        MisereCanonicalGame h = ZERO;
        for (int i = 0; i < n; i++) {
            heaps.add(h);
            h = of(heaps);
        }
        return h;
    }

    private static final PairMemo<MisereCanonicalGame> SUMS = new PairMemo<>();

    /**
     * The disjunctive sum G + H, in misère canonical form. Computed on even parts (G = E + *
     * or E, see {@link #isOdd}) since * + * = 0, which halves the pairs memoised.
     */
    public MisereCanonicalGame plus(MisereCanonicalGame h) {
        if (h == ZERO) {
            return this;
        }
        if (this == ZERO) {
            return h;
        }
        boolean odd = isOdd() ^ h.isOdd();
        MisereCanonicalGame a = evenPart();
        MisereCanonicalGame b = h.evenPart();
        MisereCanonicalGame s;
        if (a == ZERO || b == ZERO) {
            s = a == ZERO ? b : a;
        } else {
            long key = PairMemo.key(a.id, b.id);
            s = SUMS.get(key);
            if (s == null) {
                MisereCanonicalGame[] os = new MisereCanonicalGame[a.options.length + b.options.length];
                int k = 0;
                for (MisereCanonicalGame o : a.options) {
                    os[k++] = o.plus(b);
                }
                for (MisereCanonicalGame o : b.options) {
                    os[k++] = a.plus(o);
                }
                s = of(os);
                SUMS.put(key, s);
            }
        }
        return odd ? s.plusStar() : s;
    }

    private volatile MisereCanonicalGame twin;       // this + *
    private volatile MisereCanonicalGame[] ordered;  // options in CGSuite's canonical order
    private volatile Phylum phylum;
    private volatile MisereCanonicalGame mate;

    /** Conway's mate: 0 and * swap, otherwise the game of the options' mates (CGSuite: .Mate). */
    public MisereCanonicalGame mate() {
        MisereCanonicalGame m = mate;
        if (m == null) {
            if (this == ZERO || this == nimHeap(1)) {
                m = this == ZERO ? nimHeap(1) : ZERO;
            } else {
                MisereCanonicalGame[] os = new MisereCanonicalGame[options.length];
                for (int i = 0; i < os.length; i++) {
                    os[i] = options[i].mate();
                }
                m = of(os);
            }
            mate = m;
        }
        return m;
    }

    /** CGSuite's phylum (tame, restive, ...), shared with the odd twin: see {@link Phylum}. */
    Phylum phylum() {
        Phylum p = phylum;
        if (p == null) {
            MisereCanonicalGame e = evenPart();
            p = e == this ? Phylum.of(this) : e.phylum();
            phylum = p;
        }
        return p;
    }

    /** The genus as CGSuite prints it: nim heaps as their Grundy value, tame and restive games as G⁺^G⁻. */
    public String shortGenus() {
        return Phylum.shortGenus(this);
    }

    /** The options in CGSuite's canonical order ({@link MisereOrder}); a shared array, not to be changed. */
    MisereCanonicalGame[] orderedOptions() {
        MisereCanonicalGame[] o = ordered;
        if (o == null) {
            o = MisereOrder.sorted(options());
            ordered = o;
        }
        return o;
    }

    /** G + *: its options are G' + * and G (never reversible: CGSuite stores it as G's odd twin). */
    public MisereCanonicalGame plusStar() {
        MisereCanonicalGame t = twin;
        if (t == null) {
            MisereCanonicalGame[] os = new MisereCanonicalGame[options.length + 1];
            for (int i = 0; i < options.length; i++) {
                os[i] = options[i].plusStar();
            }
            os[options.length] = this;
            t = of(os);
            t.twin = this;
            twin = t;
        }
        return t;
    }

    /**
     * Odd: G = E + * for a game E born a day earlier (CGSuite's odd games; * + * = 0, so of G and
     * G + * exactly one is odd). 0 is even and * odd.
     */
    public boolean isOdd() {
        return plusStar().birthday < birthday;
    }

    /** G if G is even, else G + * (the even game it is a * away from). */
    public MisereCanonicalGame evenPart() {
        return isOdd() ? plusStar() : this;
    }

    /** CGSuite's notation for misère canonical forms ({@link MisereNotation}): {@code *[2#0]}, {@code *[2[2]]}. */
    @Override
    public String toString() {
        return MisereNotation.print(this);
    }
}
