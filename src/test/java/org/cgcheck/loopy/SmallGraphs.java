package org.cgcheck.loopy;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.cgcheck.game.Game;

/** Small game graphs for exhaustive and random tests: nodes 0..n-1 (root 0) and short targets. */
final class SmallGraphs {
    private SmallGraphs() {
    }

    /** Node k's Left edges are the bits of left[k] over (nodes..., shorts...), likewise Right. */
    static LoopyGame graph(int n, List<Game> shorts, long[] left, long[] right) {
        GraphBuilder b = new GraphBuilder();
        for (int k = 0; k < n; k++) {
            b.addNode();
        }
        int[] target = new int[n + shorts.size()];
        for (int k = 0; k < n; k++) {
            target[k] = k;
        }
        for (int s = 0; s < shorts.size(); s++) {
            target[n + s] = b.embed(shorts.get(s));
        }
        for (int k = 0; k < n; k++) {
            for (int t = 0; t < target.length; t++) {
                if ((left[k] >> t & 1) != 0) {
                    b.addLeft(k, target[t]);
                }
                if ((right[k] >> t & 1) != 0) {
                    b.addRight(k, target[t]);
                }
            }
        }
        return b.build(0);
    }

    /** Every graph of n nodes over these short targets. */
    static List<LoopyGame> all(int n, List<Game> shorts) {
        int width = n + shorts.size();
        int bitsPerNode = 2 * width;
        long total = 1L << (bitsPerNode * n);
        List<LoopyGame> out = new ArrayList<>();
        for (long code = 0; code < total; code++) {
            long[] l = new long[n];
            long[] r = new long[n];
            for (int k = 0; k < n; k++) {
                long bits = code >> (k * bitsPerNode);
                l[k] = bits & ((1L << width) - 1);
                r[k] = (bits >> width) & ((1L << width) - 1);
            }
            out.add(graph(n, shorts, l, r));
        }
        return out;
    }

    /** Every one-node graph, then random two- and three-node graphs (the given counts and seeds). */
    static List<LoopyGame> sample(List<Game> shorts, int twos, long seed2, int threes, long seed3) {
        List<LoopyGame> all = new ArrayList<>(all(1, shorts));
        all.addAll(random(twos, 2, shorts, seed2));
        all.addAll(random(threes, 3, shorts, seed3));
        return all;
    }

    static List<LoopyGame> random(int count, int n, List<Game> shorts, long seed) {
        Random rnd = new Random(seed);
        int width = n + shorts.size();
        List<LoopyGame> out = new ArrayList<>();
        for (int c = 0; c < count; c++) {
            long[] l = new long[n];
            long[] r = new long[n];
            for (int k = 0; k < n; k++) {
                l[k] = sparse(rnd, width);
                r[k] = sparse(rnd, width);
            }
            out.add(graph(n, shorts, l, r));
        }
        return out;
    }

    /** Each target with probability 1/3: few options, as in the games of the books. */
    private static long sparse(Random rnd, int width) {
        long m = 0;
        for (int t = 0; t < width; t++) {
            if (rnd.nextInt(3) == 0) {
                m |= 1L << t;
            }
        }
        return m;
    }

    static List<LoopyGame> stoppers(List<LoopyGame> games) {
        return games.stream().filter(LoopyGame::isStopper).toList();
    }
}
