package org.cgcheck.form;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.cgcheck.game.Game;
import org.cgcheck.game.Notation;
import org.cgcheck.game.OpCache;
import org.cgcheck.game.WeakValues;

/**
 * A literal game form: a tree of option sets, not canonicalised ({@code {0,1|}} stays as it
 * is). Forms are interned, so identical forms ({@code ===}: the same sets of option forms,
 * recursively) are the same object.
 */
public final class Form {
    private record Key(int[] left, int[] right, int hash) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.hash == hash && Arrays.equals(k.left, left) && Arrays.equals(k.right, right);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }

    // Weak: a form nobody references is dropped (and rebuilt with a new id if needed again).
    private static final WeakValues<Key, Form> TABLE = new WeakValues<>();
    private static final AtomicInteger NEXT_ID = new AtomicInteger();

    /** Literal forms of huge values (e.g. the integer 10^9 as a chain) are refused above this birthday. */
    public static final int MAX_LITERAL_BIRTHDAY = 10_000;

    private final int id;
    private final Form[] left;
    private final Form[] right;
    private final int birthday;
    private final long edges;
    private volatile Game value;
    private volatile Form negative;

    private Form(int id, Form[] left, Form[] right) {
        this.id = id;
        this.left = left;
        this.right = right;
        int b = 0;
        long e = 0;
        for (Form f : left) {
            b = Math.max(b, f.birthday + 1);
            e = saturatingAdd(e, f.edges + 1);
        }
        for (Form f : right) {
            b = Math.max(b, f.birthday + 1);
            e = saturatingAdd(e, f.edges + 1);
        }
        this.birthday = b;
        this.edges = e;
    }

    private static long saturatingAdd(long a, long b) {
        long s = a + b;
        return s < 0 ? Long.MAX_VALUE : s;
    }

    public static final Form ZERO = of(List.of(), List.of());

    /** The form {left | right}; duplicate options collapse (options are sets). */
    public static Form of(List<Form> left, List<Form> right) {
        Form[] l = canonicalSet(left);
        Form[] r = canonicalSet(right);
        int[] li = ids(l);
        int[] ri = ids(r);
        Key key = new Key(li, ri, Arrays.hashCode(li) * 31 + Arrays.hashCode(ri));
        Form f = TABLE.get(key);
        if (f != null) {
            return f;
        }
        Form fresh = new Form(NEXT_ID.getAndIncrement(), l, r);
        return TABLE.putIfAbsent(key, fresh);
    }

    private static Form[] canonicalSet(List<Form> fs) {
        Form[] a = fs.stream().distinct().toArray(Form[]::new);
        Arrays.sort(a, Comparator.comparingInt(f -> f.id));
        return a;
    }

    private static int[] ids(Form[] fs) {
        int[] a = new int[fs.length];
        for (int i = 0; i < fs.length; i++) {
            a[i] = fs[i].id;
        }
        return a;
    }

    /** The canonical form of a value, as a literal tree. */
    public static Form canonical(Game g) {
        if (g.birthday().compareTo(java.math.BigInteger.valueOf(MAX_LITERAL_BIRTHDAY)) > 0) {
            throw new IllegalArgumentException("the literal form of " + g + " has birthday " + g.birthday()
                    + "; forms are limited to birthday " + MAX_LITERAL_BIRTHDAY);
        }
        return canonicalUnchecked(g);
    }

    // Bounded and keyed by id: a map from games would keep every game it ever saw alive.
    private static final OpCache<Form> CANONICAL = new OpCache<>(16);

    private static Form canonicalUnchecked(Game g) {
        long key = OpCache.key(g.id(), 0);
        Form f = CANONICAL.get(key);
        if (f != null) {
            return f;
        }
        List<Form> l = new ArrayList<>();
        for (Game x : g.leftOptions()) {
            l.add(canonicalUnchecked(x));
        }
        List<Form> r = new ArrayList<>();
        for (Game x : g.rightOptions()) {
            r.add(canonicalUnchecked(x));
        }
        f = of(l, r);
        f.value = g;
        CANONICAL.put(key, f);
        return f;
    }

    public List<Form> left() {
        return List.of(left);
    }

    public List<Form> right() {
        return List.of(right);
    }

    public int id() {
        return id;
    }

    public int birthday() {
        return birthday;
    }

    /** Edges of the game tree (saturates at Long.MAX_VALUE). */
    public long size() {
        return edges;
    }

    /** Edges of the game tree, exactly ({@link #size()} saturates: a DAG's tree can be exponential). */
    public java.math.BigInteger exactSize() {
        return edges < Long.MAX_VALUE ? java.math.BigInteger.valueOf(edges) : exactSize(new java.util.IdentityHashMap<>());
    }

    private java.math.BigInteger exactSize(java.util.Map<Form, java.math.BigInteger> memo) {
        if (edges < Long.MAX_VALUE) {
            return java.math.BigInteger.valueOf(edges);
        }
        java.math.BigInteger s = memo.get(this);
        if (s == null) {
            s = java.math.BigInteger.ZERO;
            for (Form f : left) {
                s = s.add(f.exactSize(memo)).add(java.math.BigInteger.ONE);
            }
            for (Form f : right) {
                s = s.add(f.exactSize(memo)).add(java.math.BigInteger.ONE);
            }
            memo.put(this, s);
        }
        return s;
    }

    /** The value of this form, i.e. its canonical form. */
    public Game value() {
        Game v = value;
        if (v == null) {
            Game[] l = new Game[left.length];
            Game[] r = new Game[right.length];
            for (int i = 0; i < l.length; i++) {
                l[i] = left[i].value();
            }
            for (int i = 0; i < r.length; i++) {
                r[i] = right[i].value();
            }
            v = Game.of(l, r);
            value = v;
        }
        return v;
    }

    public boolean isCanonical() {
        return this == canonicalUnchecked(value());
    }

    /** Every option's options on both sides mirror each other (impartial). */
    public boolean isImpartial() {
        Boolean cached = impartial;
        if (cached == null) {
            boolean b = left.length == right.length;
            for (int i = 0; b && i < left.length; i++) {
                b = left[i] == right[i] && left[i].isImpartial();
            }
            cached = b;
            impartial = cached;
        }
        return cached;
    }

    private volatile Boolean impartial;

    public Form negate() {
        Form n = negative;
        if (n == null) {
            List<Form> l = new ArrayList<>();
            for (Form f : right) {
                l.add(f.negate());
            }
            List<Form> r = new ArrayList<>();
            for (Form f : left) {
                r.add(f.negate());
            }
            n = of(l, r);
            negative = n;
            n.negative = this;
        }
        return n;
    }

    /** The disjunctive sum as a literal form (not simplified). */
    public Form plus(Form h) {
        if (this == ZERO) {
            return h;
        }
        if (h == ZERO) {
            return this;
        }
        long key = OpCache.key(id, h.id);
        Form cached = SUMS.get(key);
        if (cached != null) {
            return cached;
        }
        List<Form> l = new ArrayList<>();
        List<Form> r = new ArrayList<>();
        for (Form f : left) {
            l.add(f.plus(h));
        }
        for (Form f : h.left) {
            l.add(plus(f));
        }
        for (Form f : right) {
            r.add(f.plus(h));
        }
        for (Form f : h.right) {
            r.add(plus(f));
        }
        Form sum = of(l, r);
        SUMS.put(key, sum);
        return sum;
    }

    private static final OpCache<Form> SUMS = new OpCache<>(18);

    /**
     * Literal notation: a subform that is exactly the canonical form of its value prints as that
     * value (so it reads back to the same form); anything else prints in braces.
     */
    @Override
    public String toString() {
        String t = text;
        if (t == null) {
            long n = printedLength(new java.util.IdentityHashMap<>());
            if (n > MAX_PRINTED) {          // the text is a tree, the form a DAG: it can be astronomically long
                throw new org.cgcheck.game.InfeasibleException(String.format(java.util.Locale.ROOT,
                        "this form is about %.1e characters long in braces notation; printing is refused above %d"
                        + " characters (ask for its value, birthday or size instead)", (double) n, MAX_PRINTED));
            }
            StringBuilder sb = new StringBuilder();
            append(sb);
            t = sb.toString();
            text = t;
        }
        return t;
    }

    private volatile String text;

    /** Longest braces notation printed: a few megabytes. */
    private static final long MAX_PRINTED = org.cgcheck.game.Limits.MAX_PRINTED;

    /** Characters of the notation, saturating above MAX_PRINTED (memoised over the DAG). */
    private long printedLength(java.util.Map<Form, Long> memo) {
        if (text != null) {
            return text.length();
        }
        Long known = memo.get(this);
        if (known != null) {
            return known;
        }
        long n;
        if (birthday <= 64 && isCanonical()) {
            n = value().toString().length();
        } else {
            n = 3 + Math.max(0, left.length - 1) + Math.max(0, right.length - 1);
            for (Form[] side : new Form[][] {left, right}) {
                for (Form f : side) {
                    n = Math.min(MAX_PRINTED + 1, n + f.printedLength(memo));
                }
            }
        }
        memo.put(this, n);
        return n;
    }

    private void append(StringBuilder sb) {
        if (birthday <= 64 && isCanonical()) {
            sb.append(value());
            return;
        }
        sb.append('{');
        appendSide(sb, left);
        sb.append('|');
        appendSide(sb, right);
        sb.append('}');
    }

    private static void appendSide(StringBuilder sb, Form[] opts) {
        Form[] sorted = opts.clone();
        Arrays.sort(sorted, Comparator.comparing(Form::value, Notation.ORDER).thenComparing(Form::toString));
        for (int i = 0; i < sorted.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(sorted[i]);
        }
    }

    /** An edge of the game DAG: a move for Left or for Right. */
    public record Move(Form from, Form to, boolean left) { }

    /** The game DAG (shared subpositions appear once) as a jgrapht graph with L/R move edges. */
    public org.jgrapht.Graph<Form, Move> dag() {
        org.jgrapht.Graph<Form, Move> g = new org.jgrapht.graph.DirectedMultigraph<>(null, null, false);
        java.util.ArrayDeque<Form> todo = new java.util.ArrayDeque<>(List.of(this));
        g.addVertex(this);
        while (!todo.isEmpty()) {
            Form f = todo.pop();
            for (boolean left : new boolean[] {true, false}) {
                for (Form o : left ? f.left : f.right) {
                    if (g.addVertex(o)) {
                        todo.push(o);
                    }
                    g.addEdge(f, o, new Move(f, o, left));
                }
            }
        }
        return g;
    }

    @Override
    public int hashCode() {
        return id;
    }

    @Override
    public boolean equals(Object o) {
        return this == o;
    }
}
