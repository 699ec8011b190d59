package org.cgcheck.misere;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.cgcheck.rules.HeapGame;

/**
 * The misère quotient (Plambeck–Siegel) of A_N, the sums of heaps of sizes ≤ N of a heap game:
 * the commutative monoid of its indistinguishability classes, its P-portion, its elements named
 * by generators a, b, c, ... and the pretending function (heap n ↦ element).
 *
 * <p>Generators: heap n gets a new letter when its class is not a product of the classes of heaps
 * 1..n-1 (in the final quotient). Elements are written by their least word in the graded order
 * (total degree, then the larger exponent of the last letter is larger), and the relations are the
 * minimal words that are not least in their class — a Gröbner-style presentation, as MisereSolver
 * prints (e.g. {@code <a, b | a^2 = 1, b^3 = b>}).
 */
public final class MisereQuotient {
    /** Largest heap bound accepted; past the budgets of {@link IncrementalQuotient} a bound is refused earlier. */
    static final int MAX_BOUND = 1000;

    private final String game;
    private final int bound;
    private final QuotientTable t;
    private final int threshold;           // QuotientSolver's largest threshold, 0 for the incremental algorithm
    private final int[][] rep;             // a word (heap indices) per class
    private final int[] heapClass;         // class of heap n, n = 0..N
    private final List<Integer> generators = new ArrayList<>();   // heap sizes
    private final Map<Integer, int[]> word = new HashMap<>();      // class -> least word (exponents)
    private final List<String> relations = new ArrayList<>();

    private MisereQuotient(String game, int bound, QuotientTable t, int threshold) {
        this.game = game;
        this.bound = bound;
        this.t = t;
        this.threshold = threshold;
        rep = IncrementalQuotient.words(t);
        heapClass = new int[bound + 1];
        heapClass[0] = t.identity();
        for (int h = 1; h <= bound; h++) {
            heapClass[h] = t.act()[h - 1][t.identity()];
        }
        chooseGenerators();
        nameElements();
    }

    /**
     * The quotient of the game's sums of heaps ≤ N, computed heap by heap ({@link IncrementalQuotient})
     * and proved for every such sum. Throws IllegalArgumentException when N is past {@link #MAX_BOUND}
     * or the computation passes its budgets (the message says how far it got).
     */
    public static MisereQuotient of(HeapGame g, String name, int n) {
        if (n < 0) {
            throw new IllegalArgumentException("the heap bound must be ≥ 0, got " + n);
        }
        if (n > MAX_BOUND) {
            throw new IllegalArgumentException("heap bound " + n + " is too large: quotients are computed for heaps ≤ "
                    + MAX_BOUND);
        }
        return new MisereQuotient(name, n, IncrementalQuotient.of(g).upTo(n, name), 0);
    }

    /**
     * The same quotient by {@link QuotientSolver} (saturated multiplicities, proved on the extended count
     * vectors): the independent method the incremental one is checked against; N ≤ {@link #saturationBound()}.
     */
    static MisereQuotient bySaturation(HeapGame g, String name, int n) {
        if (n < 0) {
            throw new IllegalArgumentException("the heap bound must be ≥ 0, got " + n);
        }
        if (QuotientSolver.work(n, 1) == Long.MAX_VALUE) {
            throw new IllegalArgumentException("heap bound " + n + " is too large: quotients are computed for heaps ≤ "
                    + saturationBound() + " (its budget: (t+4)^N ≤ " + QuotientSolver.MAX_WORK + "; the proof checks (t+3)^N count vectors)");
        }
        List<List<List<Integer>>> moves = new ArrayList<>();
        for (int h = 1; h <= n; h++) {
            moves.add(g.heapMoves(h));
        }
        QuotientSolver.Solved s = new QuotientSolver(n, moves).solve();
        if (s == null) {
            throw new IllegalArgumentException("no quotient of " + name + " with heaps ≤ " + n + " was proved: the multiplicity"
                    + " thresholds it needs take the proof past " + QuotientSolver.MAX_WORK + " count vectors or past "
                    + QuotientSolver.MAX_THRESHOLD + " (try a smaller bound)");
        }
        return new MisereQuotient(name, n, QuotientTable.of(s), java.util.Arrays.stream(s.thresholds()).max().orElse(1));
    }

    /** The largest heap bound accepted. */
    public static int maxBound() {
        return MAX_BOUND;
    }

    /** The largest heap bound {@link #bySaturation} accepts (threshold 1): (1+4)^N ≤ its work limit. */
    static int saturationBound() {
        int n = 0;
        while (QuotientSolver.work(n + 1, 1) != Long.MAX_VALUE) {
            n++;
        }
        return n;
    }

    public String game() {
        return game;
    }

    public int bound() {
        return bound;
    }

    /** |Q|. */
    public int order() {
        return t.order();
    }

    /** The number of classes that are misère P-positions. */
    public int pPortionSize() {
        int k = 0;
        for (boolean b : t.p()) {
            k += b ? 1 : 0;
        }
        return k;
    }

    /** For {@link #bySaturation}: the largest multiplicity threshold used (k copies = k - 2 copies for k > t + 1); 0 otherwise. */
    int threshold() {
        return threshold;
    }

    /** The table (for comparing the two methods). */
    QuotientTable table() {
        return t;
    }

    /** The class (0..order-1) of the sum with counts[h] heaps of size h (counts[0] ignored). */
    public int classOf(int[] counts) {
        return t.classOf(counts);
    }

    public boolean isP(int cls) {
        return t.p()[cls];
    }

    /** The product of two classes. */
    public int multiply(int x, int y) {
        return QuotientTable.times(t, x, rep[y]);
    }

    /** The element heap n pretends to be, as a word in the generators ("1" for the identity). */
    public String pretend(int n) {
        if (n < 0 || n > bound) {
            throw new IllegalArgumentException("heap " + n + " is outside 0.." + bound);
        }
        return name(heapClass[n]);
    }

    /** The element of class c as its least word. */
    public String name(int c) {
        return wordText(word.get(c));
    }

    /** Heap sizes that are generators, in order (a, b, c, ...). */
    public List<Integer> generators() {
        return List.copyOf(generators);
    }

    /** The P-portion, its elements' words in the graded order. */
    public List<String> pPortion() {
        List<String> out = new ArrayList<>();
        for (int[] w : sortedWords()) {
            if (t.p()[classOfWord(w)]) {
                out.add(wordText(w));
            }
        }
        return out;
    }

    /** Every element's word, in the graded order. */
    public List<String> elements() {
        List<String> out = new ArrayList<>();
        for (int[] w : sortedWords()) {
            out.add(wordText(w));
        }
        return out;
    }

    /** {@code <a, b | a^2 = 1, b^3 = b>; P = {a, b^2}}. */
    public String presentation() {
        List<String> letters = new ArrayList<>();
        for (int i = 0; i < generators.size(); i++) {
            letters.add(letter(i));
        }
        String gens = String.join(", ", letters);
        String rels = relations.isEmpty() ? gens : gens + " | " + String.join(", ", relations);
        return "<" + rels + ">; P = {" + String.join(", ", pPortion()) + "}";
    }

    /** The pretending function for heaps 1..N, space-separated words. */
    public String pretendingFunction() {
        List<String> out = new ArrayList<>();
        for (int h = 1; h <= bound; h++) {
            out.add(pretend(h));
        }
        return String.join(" ", out);
    }

    private void chooseGenerators() {
        TreeSet<Integer> span = new TreeSet<>(List.of(heapClass[0]));
        List<Integer> gclasses = new ArrayList<>();
        for (int h = 1; h <= bound; h++) {
            if (!span.contains(heapClass[h])) {
                generators.add(h);
                gclasses.add(heapClass[h]);
                List<Integer> todo = new ArrayList<>(span);
                while (!todo.isEmpty()) {          // the closure of the span under the generators
                    int x = todo.remove(todo.size() - 1);
                    for (int g : gclasses) {
                        int y = multiply(x, g);
                        if (span.add(y)) {
                            todo.add(y);
                        }
                    }
                }
            }
        }
    }

    private int classOfWord(int[] w) {
        int c = heapClass[0];
        for (int i = 0; i < w.length; i++) {
            for (int k = 0; k < w[i]; k++) {
                c = multiply(c, heapClass[generators.get(i)]);
            }
        }
        return c;
    }

    // Graded order: degree, then exponents compared from the last letter down.
    private static final Comparator<int[]> ORDER = (x, y) -> {
        int dx = java.util.Arrays.stream(x).sum(), dy = java.util.Arrays.stream(y).sum();
        if (dx != dy) {
            return Integer.compare(dx, dy);
        }
        for (int i = x.length - 1; i >= 0; i--) {
            if (x[i] != y[i]) {
                return Integer.compare(x[i], y[i]);
            }
        }
        return 0;
    };

    private List<int[]> sortedWords() {
        List<int[]> ws = new ArrayList<>(word.values());
        ws.sort(ORDER);
        return ws;
    }

    /** Least words by degree; a candidate all of whose divisors are least words is a new element or a relation. */
    private void nameElements() {
        int r = generators.size();
        java.util.Set<List<Integer>> normal = new java.util.HashSet<>();
        int[] one = new int[r];
        word.put(heapClass[0], one);
        normal.add(asList(one));
        List<int[]> frontier = List.of(one);
        while (!frontier.isEmpty()) {
            org.cgcheck.game.EvaluationStopped.check();
            TreeSet<int[]> candidates = new TreeSet<>(ORDER);
            for (int[] w : frontier) {
                for (int i = 0; i < r; i++) {
                    int[] c = w.clone();
                    c[i]++;
                    candidates.add(c);
                }
            }
            List<int[]> next = new ArrayList<>();
            for (int[] c : candidates) {
                boolean minimal = true;
                for (int i = 0; i < r && minimal; i++) {
                    if (c[i] > 0) {
                        int[] d = c.clone();
                        d[i]--;
                        minimal = normal.contains(asList(d));
                    }
                }
                if (!minimal) {
                    continue;
                }
                int cls = classOfWord(c);
                if (!word.containsKey(cls)) {
                    word.put(cls, c);
                    normal.add(asList(c));
                    next.add(c);
                } else {
                    relations.add(wordText(c) + " = " + wordText(word.get(cls)));
                }
            }
            frontier = next;
        }
    }

    private static List<Integer> asList(int[] w) {
        return java.util.Arrays.stream(w).boxed().toList();
    }

    private static String letter(int i) {
        return i < 26 ? String.valueOf((char) ('a' + i)) : "g" + (i + 1);
    }

    private static String wordText(int[] w) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < w.length; i++) {
            if (w[i] > 0) {
                sb.append(letter(i));
                if (w[i] > 1) {
                    sb.append('^').append(w[i]);
                }
            }
        }
        return sb.length() == 0 ? "1" : sb.toString();
    }
}
