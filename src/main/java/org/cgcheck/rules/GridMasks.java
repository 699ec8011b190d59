package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * The regions of a board of at most 64 cells, with the board as a bit mask: a region grows by
 * shifting its mask one step in every direction at once, until it stops growing. The solvers split
 * every position they meet; this allocates nothing per cell, unlike a flood fill over a stack.
 */
final class GridMasks {
    private GridMasks() {
    }

    /** As {@link Grid#regions(java.util.function.IntPredicate, char, int[], int[])}, same regions in the same order. */
    static List<Grid> regions(Grid g, java.util.function.IntPredicate member, char blank, int[] dr, int[] dc) {
        int n = g.cells.length;
        long members = 0;
        for (int i = 0; i < n; i++) {
            if (member.test(g.cells[i])) {
                members |= 1L << i;
            }
        }
        int steps = dr.length;
        long[] from = masks(g.rows, g.cols, dr, dc);      // cells whose step k stays on the board
        int[] shift = new int[steps];
        for (int k = 0; k < steps; k++) {
            shift[k] = dr[k] * g.cols + dc[k];
        }
        List<Grid> out = new ArrayList<>(2);
        long rest = members;
        while (rest != 0) {
            long region = rest & -rest;     // the first cell left: regions come in the order of their first cells
            while (true) {
                long grown = region;
                for (int k = 0; k < steps; k++) {
                    long src = region & from[k];
                    grown |= shift[k] >= 0 ? src << shift[k] : src >>> -shift[k];
                }
                grown &= members;
                if (grown == region) {
                    break;
                }
                region = grown;
            }
            rest &= ~region;
            out.add(cut(g, region, blank));
        }
        return out;
    }

    /** Step masks by board shape, for the rulesets' step arrays (few and constant: compared by identity). */
    private static final java.util.Map<int[], Steps> CACHE = new java.util.concurrent.ConcurrentHashMap<>();

    private record Steps(int[] dc, java.util.concurrent.atomic.AtomicReferenceArray<long[]> masks) {
    }

    private static long[] masks(int rows, int cols, int[] dr, int[] dc) {
        Steps s = CACHE.get(dr);        // int[] keys: identity, as arrays' equals and hashCode are
        if (s == null || s.dc != dc) {
            if (CACHE.size() > 64) {
                CACHE.clear();      // rulesets made on the fly with steps of their own: keep the cache small
            }
            s = new Steps(dc, new java.util.concurrent.atomic.AtomicReferenceArray<>(65 * 65));
            CACHE.put(dr, s);
        }
        int shape = rows * 65 + cols;
        long[] m = s.masks.get(shape);
        if (m == null) {
            m = new long[dr.length];
            for (int k = 0; k < dr.length; k++) {
                m[k] = inside(rows, cols, dr[k], dc[k]);
            }
            s.masks.set(shape, m);      // published whole; a racing thread may compute its own copy
        }
        return m;
    }

    /** The cells (r, c) with (r + dr, c + dc) on a rows x cols board. */
    static long inside(int rows, int cols, int dr, int dc) {
        int r0 = Math.max(0, -dr), r1 = Math.min(rows, rows - dr);
        int c0 = Math.max(0, -dc), c1 = Math.min(cols, cols - dc);
        if (r0 >= r1 || c0 >= c1) {
            return 0;
        }
        long row = ((1L << (c1 - c0)) - 1) << c0;
        long out = 0;
        for (int r = r0; r < r1; r++) {
            out |= row << (r * cols);
        }
        return out;
    }

    private static boolean othersBlank(Grid g, long region, char blank) {
        for (int i = 0; i < g.cells.length; i++) {
            if ((region >>> i & 1) == 0 && g.cells[i] != blank) {
                return false;
            }
        }
        return true;
    }

    /** The region's bounding box, its cells as on the board and every other cell {@code blank}. */
    private static Grid cut(Grid g, long region, char blank) {
        int cols = g.cols;
        int r0 = Long.numberOfTrailingZeros(region) / cols;
        int r1 = (63 - Long.numberOfLeadingZeros(region)) / cols;
        int c0 = cols, c1 = -1;
        for (long m = region; m != 0; m &= m - 1) {
            int c = Long.numberOfTrailingZeros(m) % cols;
            c0 = Math.min(c0, c);
            c1 = Math.max(c1, c);
        }
        int h = r1 - r0 + 1, w = c1 - c0 + 1;
        if (h == g.rows && w == cols && othersBlank(g, region, blank)) {
            return g;       // the region's box is the board and the rest already blank: no copy (grids are immutable)
        }
        char[] sub = new char[h * w];
        java.util.Arrays.fill(sub, blank);
        for (long m = region; m != 0; m &= m - 1) {
            int i = Long.numberOfTrailingZeros(m);
            sub[(i / cols - r0) * w + (i % cols - c0)] = g.cells[i];
        }
        return new Grid(h, w, sub);
    }
}
