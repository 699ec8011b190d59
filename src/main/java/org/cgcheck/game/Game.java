package org.cgcheck.game;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;

/**
 * A short partizan game value, held in canonical form. Values are hash-consed: two games are
 * equal iff they are the same object (and have the same {@link #id()}).
 *
 * <p>Numbers and number-up-star values ({@code x + a·↑ + *n}) carry their closed form and are
 * combined in closed form; integers are never materialised as chains of options.
 */
public final class Game {
    final int id;
    /** Number part of a number-up-star value, or null for other games. */
    final Dyadic number;
    final int ups;
    final int star;
    /**
     * The key ({@link OpCache#key}) of the pair this value was first built as the sum of, or -1:
     * lets {@link SumCache} store the value itself instead of an entry object.
     */
    final long sumKey;
    /** Canonical options; for number-up-star values computed lazily (see {@link #leftArray()}). */
    private volatile Game[] left;
    private volatile Game[] right;

    /** Stops, computed once from the options' stops (no recursion: options exist first). */
    final Dyadic leftStop;
    final Dyadic rightStop;
    /** The stops as fixed-point longs ({@link Dyadic#fixedPoint()}) for the hot comparisons. */
    final long leftFix;
    final long rightFix;

    // Lazily computed, idempotent caches (benign races).
    volatile Game negative;
    private volatile BigInteger birthday;
    private volatile BigInteger size;
    volatile Object uptimal;
    volatile Thermograph thermograph;
    volatile NimberOrder.Sets nimberOrder;
    /** Positions of the DAG that are not numbers, capped (SumCost); 0 until counted. */
    volatile long positions;
    /** The {@link Memo} slots: values of unary maps computed outside this package. */
    private volatile Game starCooled;
    private volatile Game starProjection;

    Game(int id, Dyadic number, int ups, int star, Game[] left, Game[] right) {
        this(id, number, ups, star, left, right, -1);
    }

    private Game(int id, Dyadic number, int ups, int star, Game[] left, Game[] right, long sumKey) {
        this.id = id;
        this.sumKey = sumKey;
        this.number = number;
        this.ups = ups;
        this.star = star;
        this.left = left;
        this.right = right;
        this.leftStop = number != null ? number : Stops.maxRightStop(left);
        this.rightStop = number != null ? number : Stops.minLeftStop(right);
        this.leftFix = leftStop.fixedPoint();
        this.rightFix = rightStop.fixedPoint();
    }

    /** A general (not number-up-star) value with these canonical options, sorted by id. */
    Game(int id, Game[] left, Game[] right, long sumKey) {
        this(id, null, 0, 0, left, right, sumKey);
    }

    // ---- factories -------------------------------------------------------------------------

    public static final Game ZERO = Interner.number(Dyadic.ZERO);
    public static final Game ONE = Interner.number(Dyadic.ONE);
    public static final Game MINUS_ONE = Interner.number(Dyadic.MINUS_ONE);
    public static final Game STAR = Interner.nus(Dyadic.ZERO, 0, 1);
    public static final Game UP = Interner.nus(Dyadic.ZERO, 1, 0);
    public static final Game DOWN = Interner.nus(Dyadic.ZERO, -1, 0);

    /** The number x. */
    public static Game number(Dyadic x) {
        return Interner.number(x);
    }

    public static Game integer(long n) {
        return Interner.number(Dyadic.integer(n));
    }

    /** The nimber *n. */
    public static Game nimber(int n) {
        return Interner.nus(Dyadic.ZERO, 0, n);
    }

    /** x + ups·↑ + *star. */
    public static Game nus(Dyadic x, int ups, int star) {
        return Interner.nus(x, ups, star);
    }

    /** The canonical form of {@code {left | right}}; the options may be any values. */
    public static Game of(List<Game> left, List<Game> right) {
        return Canonicalizer.fromOptions(toArray(left), toArray(right));
    }

    public static Game of(Game[] left, Game[] right) {
        return Canonicalizer.fromOptions(left.clone(), right.clone());
    }

    private static Game[] toArray(List<Game> list) {
        return list.toArray(new Game[0]);
    }

    // ---- structure -------------------------------------------------------------------------

    /** A stable identity, equal for equal values (only within one process). */
    public int id() {
        return id;
    }

    /** Canonical Left options (a fresh copy, in no particular order). */
    public List<Game> leftOptions() {
        return List.of(leftArray());
    }

    public List<Game> rightOptions() {
        return List.of(rightArray());
    }

    Game[] leftArray() {
        Game[] l = left;
        if (l == null) {
            materializeNumberOptions();
            l = left;
        }
        return l;
    }

    Game[] rightArray() {
        Game[] r = right;
        if (r == null) {
            materializeNumberOptions();
            r = right;
        }
        return r;
    }

    private void materializeNumberOptions() {
        // Closed-form values build their options only when asked (Interner.nusOptions):
        // a nimber *n has n of them, so building them eagerly is quadratic in n.
        Game[][] lr = Interner.nusOptions(number, ups, star);
        right = lr[1];
        left = lr[0];
    }

    public boolean isNumber() {
        return number != null && ups == 0 && star == 0;
    }

    public boolean isInteger() {
        return isNumber() && number.isInteger();
    }

    /** True for x + a·↑ + *n (including numbers and nimbers). */
    public boolean isNumberUpStar() {
        return number != null;
    }

    public boolean isNimber() {
        return number != null && ups == 0 && number.signum() == 0;
    }

    /** The number value; only for {@link #isNumber()} games. */
    public Dyadic numberValue() {
        if (!isNumber()) {
            throw new IllegalStateException("not a number: " + this);
        }
        return number;
    }

    /** Number part of a number-up-star value, else null. */
    public Dyadic numberPart() {
        return number;
    }

    public int upMultiple() {
        return ups;
    }

    public int nimberPart() {
        return star;
    }

    // ---- arithmetic and order ----------------------------------------------------------------

    public Game plus(Game h) {
        return Arithmetic.sum(this, h);
    }

    public Game negate() {
        return Arithmetic.negate(this);
    }

    public Game minus(Game h) {
        return plus(Arithmetic.negate(h));
    }

    /** this ≤ h. */
    public boolean leq(Game h) {
        return Arithmetic.leq(this, h);
    }

    public boolean geq(Game h) {
        return Arithmetic.leq(h, this);
    }

    public boolean lessThan(Game h) {
        return this != h && leq(h) && !h.leq(this);
    }

    public boolean greaterThan(Game h) {
        return h.lessThan(this);
    }

    /** this || h (incomparable, "fuzzy"). */
    public boolean fuzzy(Game h) {
        return !leq(h) && !h.leq(this);
    }

    /** this &lt;| h: this is less than or confused with h, i.e. not this ≥ h. */
    public boolean lessOrFuzzy(Game h) {
        return !h.leq(this);
    }

    /** this |&gt; h: not this ≤ h. */
    public boolean greaterOrFuzzy(Game h) {
        return !leq(h);
    }

    public Outcome outcome() {
        boolean geq0 = ZERO.leq(this);
        boolean leq0 = leq(ZERO);
        if (geq0) {
            return leq0 ? Outcome.P : Outcome.L;
        }
        return leq0 ? Outcome.R : Outcome.N;
    }

    /**
     * Both stops 0, read from the fixed-point stops when they fit: the value's own fields only,
     * not its stops' objects (a claim tests this on a new sum per case, so each read is a miss).
     */
    public boolean isInfinitesimal() {
        if (leftFix != Dyadic.NOT_FIXED && rightFix != Dyadic.NOT_FIXED) {
            return leftFix == 0 && rightFix == 0;
        }
        return leftStop.signum() == 0 && rightStop.signum() == 0;
    }

    public Dyadic leftStop() {
        return leftStop;
    }

    public Dyadic rightStop() {
        return rightStop;
    }

    public Thermograph thermograph() {
        return Thermograph.of(this);
    }

    /** Mean (mast value of the thermograph). */
    public Dyadic mean() {
        return number != null ? number : thermograph().mast();
    }

    /** Temperature; for numbers x/2^k it is -1/2^k (integers -1), as in CGSuite. */
    public Dyadic temperature() {
        if (number != null) {
            return isNumber() ? Dyadic.of(-1, number.denominatorExponent()) : Dyadic.ZERO;
        }
        return thermograph().temperature();
    }

    // ---- memos of unary maps ----------------------------------------------------------------

    /**
     * Unary maps of other packages memoised on the value itself: the reduced canonical form's
     * recursions (cooling by *, the *-projection) visit every position of every sum of a claim
     * over day-3 pairs, and reading a field of a value the caller already holds costs no cache
     * miss where a probe of a shared table costs two (docs/performance.md, issue 32, eng). The
     * value held is the map's result for this value; it lives as long as this value does.
     */
    public enum Memo {
        /** G_*, G cooled (equivalently heated) by * ({@code ReducedCanonicalForm.coolStar}). */
        STAR_COOLED,
        /** p(G), the *-projection ({@code ReducedCanonicalForm.starProjection}). */
        STAR_PROJECTION
    }

    /** The memoised result of {@code m} for this value, or null if not computed yet. */
    public Game memo(Memo m) {
        return m == Memo.STAR_COOLED ? starCooled : starProjection;
    }

    /**
     * Records {@code m}'s result for this value. Benign races: the map is a function of the value
     * and results are interned, so every thread stores the same object.
     */
    public void memoize(Memo m, Game result) {
        if (m == Memo.STAR_COOLED) {
            starCooled = result;
        } else {
            starProjection = result;
        }
    }

    // ---- measures ----------------------------------------------------------------------------

    /** Birthday of the value (of its canonical form). */
    public BigInteger birthday() {
        BigInteger b = birthday;
        if (b == null) {
            b = Measures.birthday(this);
            birthday = b;
        }
        return b;
    }

    /** Birthday as an int; throws ArithmeticException if it does not fit. */
    public int birthdayInt() {
        return birthday().intValueExact();
    }

    /** Number of edges of the canonical game tree (a tree, not the DAG). */
    public BigInteger size() {
        BigInteger s = size;
        if (s == null) {
            s = Measures.size(this);
            size = s;
        }
        return s;
    }

    /** CGSuite notation. */
    @Override
    public String toString() {
        String t = text;
        if (t == null) {
            t = Notation.print(this);
            text = t;
        }
        return t;
    }

    private volatile String text;

    @Override
    public int hashCode() {
        return id;
    }

    @Override
    public boolean equals(Object o) {
        return this == o;
    }

    String debug() {
        return "#" + id + "{" + Arrays.toString(leftArray()) + "|" + Arrays.toString(rightArray()) + "}";
    }
}
