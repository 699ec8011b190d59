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

    /** The relation on all nodes of g (meaningful where both nodes are stoppers). */
    public static Survival of(LoopyGame g) {
        int n = g.nodes();
        int[][] revL = reverse(g, true);
        int[][] revR = reverse(g, false);
        boolean[] r1 = new boolean[n * n];        // Right moving first wins g - h
        boolean[] r2 = new boolean[n * n];        // Left moving first loses g - h
        int[] pending = new int[n * n];
        // Each pair enters each queue at most once (marked as it enters): arrays with head and tail.
        Queue queue1 = new Queue(n * n);
        Queue queue2 = new Queue(n * n);
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < n; b++) {
                pending[a * n + b] = g.left(a).length + g.right(b).length;
                if (pending[a * n + b] == 0) {
                    r2[a * n + b] = true;
                    queue2.add(a * n + b);
                }
            }
        }
        while (!queue1.isEmpty() || !queue2.isEmpty()) {
            if (!queue2.isEmpty()) {
                int p = queue2.poll();
                int a = p / n;
                int b = p % n;
                for (int g1 : revR[a]) {                 // a is a Right option of g1: Right moves g1 → a
                    mark(r1, queue1, g1 * n + b);
                }
                for (int h1 : revL[b]) {                 // b is a Left option of h1: Right moves -h1 → -b
                    mark(r1, queue1, a * n + h1);
                }
            } else {
                int p = queue1.poll();
                int a = p / n;
                int b = p % n;
                for (int g1 : revL[a]) {                 // Left moved g1 → a
                    int q = g1 * n + b;
                    if (!r2[q] && --pending[q] == 0) {
                        mark(r2, queue2, q);
                    }
                }
                for (int h1 : revR[b]) {                 // Left moved -h1 → -b
                    int q = a * n + h1;
                    if (!r2[q] && --pending[q] == 0) {
                        mark(r2, queue2, q);
                    }
                }
            }
        }
        return new Survival(n, r1);
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

    /** G = H for stoppers: one relation for both directions. */
    public static boolean equal(LoopyGame g, LoopyGame h) {
        GraphBuilder b = new GraphBuilder();
        int x = b.embed(g);
        int y = b.embed(h);
        return of(b.buildAll(x)).equal(x, y);
    }

    /** G ≥ H for stoppers, through one graph holding both. */
    public static boolean geq(LoopyGame g, LoopyGame h) {
        GraphBuilder b = new GraphBuilder();
        int x = b.embed(g);
        int y = b.embed(h);
        return of(b.buildAll(x)).geq(x, y);
    }
}
