package org.cgcheck.loopy;

/**
 * The order of stoppers: G ≥ H iff Left, moving second in G - H, survives (never runs out of
 * moves; infinite play is survival). Siegel, CGT VI.2. Computed for every pair of nodes of one
 * graph at once, as the least fixed point of "Right wins" on the pairs:
 * Right wins g - h moving first iff some g^R - h or g - h^L is lost by Left moving first; Left
 * moving first loses iff every g^L - h and g - h^R is won by Right moving first.
 */
public final class Survival {
    private final int n;
    private final boolean[] rightWinsFirst;   // index g*n+h: not g ≥ h

    private Survival(int n, boolean[] rightWinsFirst) {
        this.n = n;
        this.rightWinsFirst = rightWinsFirst;
    }

    /** Pairs of positions one comparison may solve at most: about 2 GB of tables (a 12,000-node graph with itself). */
    static final long MAX_PAIRS = 150_000_000L;

    /** The relation on all nodes of g (meaningful where both nodes are stoppers). */
    public static Survival of(LoopyGame g) {
        int[][] revL = reverse(g, true);
        int[][] revR = reverse(g, false);
        return new Survival(g.nodes(), solve(g, revL, revR, g, revL, revR, -1));
    }

    /**
     * Right moving first wins a - b, at index a * h.nodes() + b, for every node a of g and b of h
     * (play in g - h stays in these pairs: one game can be g's and the other h's graph). With a
     * target pair, stops once Right's win there is known (other entries are then unfinished).
     */
    private static boolean[] solve(LoopyGame g, int[][] revLg, int[][] revRg, LoopyGame h, int[][] revLh, int[][] revRh,
            int target) {
        int n = g.nodes();
        int m = h.nodes();
        if ((long) n * m > MAX_PAIRS) {     // 14 bytes a pair; past 2^31 pairs an index would wrap
            throw new org.cgcheck.game.InfeasibleException(String.format(java.util.Locale.ROOT,
                    "comparing loopy games of %,d and %,d positions needs %,d pairs of positions (about %.1f GB);"
                    + " the limit is %,d pairs", n, m, (long) n * m, (long) n * m * 14 / 1e9, MAX_PAIRS));
        }
        org.cgcheck.game.EvaluationStopped.check();          // before allocating n * m pairs of tables
        boolean[] r1 = new boolean[n * m];        // Right moving first wins g - h
        boolean[] r2 = new boolean[n * m];        // Left moving first loses g - h
        int[] pending = new int[n * m];
        // Each pair enters each queue at most once (marked as it enters): arrays with head and tail.
        Queue queue1 = new Queue(n * m);
        Queue queue2 = new Queue(n * m);
        for (int a = 0; a < n; a++) {
            org.cgcheck.game.EvaluationStopped.check();      // n * m pairs here too: the deadline stops it
            int la = g.left(a).length;
            for (int b = 0; b < m; b++) {
                int p = a * m + b;
                pending[p] = la + h.right(b).length;
                if (pending[p] == 0) {
                    r2[p] = true;
                    queue2.add(p);
                }
            }
        }
        int polls = 0;
        while (!queue1.isEmpty() || !queue2.isEmpty()) {
            if ((++polls & 1023) == 0) {
                org.cgcheck.game.EvaluationStopped.check();      // pairs grow as the square of the nodes: a deadline or Ctrl-C stops it
            }
            if (!queue2.isEmpty()) {
                int p = queue2.poll();
                int a = p / m;
                int b = p % m;
                for (int g1 : revRg[a]) {                // a is a Right option of g1: Right moves g1 → a
                    mark(r1, queue1, g1 * m + b);
                }
                for (int h1 : revLh[b]) {                // b is a Left option of h1: Right moves -h1 → -b
                    mark(r1, queue1, a * m + h1);
                }
                if (target >= 0 && r1[target]) {
                    return r1;
                }
            } else {
                int p = queue1.poll();
                int a = p / m;
                int b = p % m;
                for (int g1 : revLg[a]) {                // Left moved g1 → a
                    int q = g1 * m + b;
                    if (!r2[q] && --pending[q] == 0) {
                        mark(r2, queue2, q);
                    }
                }
                for (int h1 : revRh[b]) {                // Left moved -h1 → -b
                    int q = a * m + h1;
                    if (!r2[q] && --pending[q] == 0) {
                        mark(r2, queue2, q);
                    }
                }
            }
        }
        return r1;
    }

    /** G ≥ H (stoppers; or any G, then: Left survives G - H moving second), solved on the pairs of G's and H's nodes only. */
    public static boolean geq(LoopyGame g, LoopyGame h) {
        int target = g.root() * h.nodes() + h.root();
        return !solve(g, reverse(g, true), reverse(g, false), h, reverse(h, true), reverse(h, false), target)[target];
    }

    /** G = H for stoppers: G ≥ H, then H ≥ G. */
    public static boolean equal(LoopyGame g, LoopyGame h) {
        int[][] revLg = reverse(g, true);
        int[][] revRg = reverse(g, false);
        int[][] revLh = reverse(h, true);
        int[][] revRh = reverse(h, false);
        int gh = g.root() * h.nodes() + h.root();
        if (solve(g, revLg, revRg, h, revLh, revRh, gh)[gh]) {
            return false;
        }
        int hg = h.root() * g.nodes() + g.root();
        return !solve(h, revLh, revRh, g, revLg, revRg, hg)[hg];
    }

    private static final class Queue {
        private final int[] items;
        private int head;
        private int tail;

        Queue(int capacity) {
            items = new int[capacity];
        }

        void add(int p) {
            items[tail++] = p;
        }

        int poll() {
            return items[head++];
        }

        boolean isEmpty() {
            return head == tail;
        }
    }

    private static void mark(boolean[] set, Queue queue, int p) {
        if (!set[p]) {
            set[p] = true;
            queue.add(p);
        }
    }

    /** For every node, the nodes with an edge of that side into it. */
    static int[][] reverse(LoopyGame g, boolean leftEdges) {
        int n = g.nodes();
        int[] count = new int[n];
        for (int k = 0; k < n; k++) {
            for (int t : leftEdges ? g.left(k) : g.right(k)) {
                count[t]++;
            }
        }
        int[][] out = new int[n][];
        for (int k = 0; k < n; k++) {
            out[k] = new int[count[k]];
        }
        int[] fill = new int[n];
        for (int k = 0; k < n; k++) {
            for (int t : leftEdges ? g.left(k) : g.right(k)) {
                out[t][fill[t]++] = k;
            }
        }
        return out;
    }

    public boolean geq(int g, int h) {
        return !rightWinsFirst[g * n + h];
    }

    public boolean equal(int g, int h) {
        return geq(g, h) && geq(h, g);
    }
}
