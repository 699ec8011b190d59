package org.cgcheck.rules;

import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * One board shape (at most 64 cells) as {@link AmazonsSolver} reads it: cell i = row * w + column
 * is bit i of a mask; the eight queen steps as shifts with the cells they may start from; an
 * 8-neighbour dilation for flood fills; and the eight symmetric images of a mask through byte
 * tables, for canonical memo keys without reading cell by cell.
 */
final class AmazonsShape {
    static final int MAX_CELLS = 64;
    /** Shapes of at most this many cells have keys in one long (shape id in 7 bits, two 28-bit planes). */
    static final int SMALL = 28;
    private static final int[] DR = {-1, -1, -1, 0, 0, 1, 1, 1};
    private static final int[] DC = {-1, 0, 1, -1, 1, -1, 0, 1};
    /** Shape ids by (rows, cols), from 1; shapes of at most {@link #SMALL} cells first, so their ids fit in 7 bits. */
    private static final int[][] ID = new int[MAX_CELLS + 1][MAX_CELLS + 1];
    private static final AtomicReferenceArray<AmazonsShape> SHAPES = new AtomicReferenceArray<>(65 * 65);
    /** Rows and columns by shape id: a small key names its shape. */
    private static final int[] ROWS = new int[700], COLS = new int[700];

    static {
        int next = 1;
        for (int n = 1; n <= MAX_CELLS; n++) {
            for (int h = 1; h <= n; h++) {
                if (n % h == 0) {
                    ROWS[next] = h;
                    COLS[next] = n / h;
                    ID[h][n / h] = next++;
                }
            }
            if (n == SMALL && next > 128) {
                throw new AssertionError("small shape ids exceed 7 bits");
            }
        }
    }

    final int h, w, n;
    /** All cells of the shape. */
    final long full;
    /** For each step d, the cells whose step d stays on the board, and the step as a shift of the mask. */
    final long[] from = new long[8];
    final int[] shift = new int[8];
    private final long notFirstCol, notLastCol;
    /** sym[s][b][v]: the image under symmetry s of byte b of a mask having the bits v there. */
    private final long[][][] sym;
    /** The shape id of image s (transposes swap rows and columns). */
    private final long[] imageId = new long[8];
    private final int bytes;

    private AmazonsShape(int h, int w) {
        this.h = h;
        this.w = w;
        this.n = h * w;
        this.full = n == 64 ? -1L : (1L << n) - 1;
        for (int d = 0; d < 8; d++) {
            from[d] = GridMasks.inside(h, w, DR[d], DC[d]);
            shift[d] = DR[d] * w + DC[d];
        }
        notFirstCol = GridMasks.inside(h, w, 0, -1);
        notLastCol = GridMasks.inside(h, w, 0, 1);
        bytes = (n + 7) / 8;
        sym = new long[8][bytes][256];
        for (int s = 0; s < 8; s++) {
            boolean t = (s & 4) != 0;
            int ih = t ? w : h, iw = t ? h : w;
            imageId[s] = ID[ih][iw];
            int[] to = new int[n];      // board cell -> image cell
            for (int r = 0; r < ih; r++) {
                for (int c = 0; c < iw; c++) {
                    int sr = t ? c : r, sc = t ? r : c;
                    if ((s & 2) != 0) {
                        sr = h - 1 - sr;
                    }
                    if ((s & 1) != 0) {
                        sc = w - 1 - sc;
                    }
                    to[sr * w + sc] = r * iw + c;
                }
            }
            for (int b = 0; b < bytes; b++) {
                for (int v = 0; v < 256; v++) {
                    long m = 0;
                    for (int j = 0; j < 8; j++) {
                        int i = 8 * b + j;
                        if ((v >>> j & 1) != 0 && i < n) {
                            m |= 1L << to[i];
                        }
                    }
                    sym[s][b][v] = m;
                }
            }
        }
    }

    /** The shape h x w (h * w at most 64), built once. */
    static AmazonsShape of(int h, int w) {
        int i = h * 65 + w;
        AmazonsShape s = SHAPES.get(i);
        if (s == null) {
            s = new AmazonsShape(h, w);
            SHAPES.set(i, s);       // final fields: safely published; a racing thread may build its own copy
        }
        return s;
    }

    /** The raw key of planes a, b on the shape h x w (as {@link #rawKey}), without fetching the shape. */
    static long rawKey(int h, int w, long a, long b) {
        return (long) ID[h][w] << 56 | a << 28 | b;
    }

    /** The shape whose id a key carries. */
    static AmazonsShape byId(int id) {
        return of(ROWS[id], COLS[id]);
    }

    /** The mask moved one step d (the caller keeps only cells in {@code from[d]}). */
    long step(long m, int d) {
        int k = shift[d];
        return k >= 0 ? m << k : m >>> -k;
    }

    /** The cells of m and their eight neighbours. */
    long dilate(long m) {
        long row = m | ((m & notLastCol) << 1) | ((m & notFirstCol) >>> 1);
        return (row | (row << w) | (row >>> w)) & full;
    }

    /** The cells of {@code all} joined to {@code seed} by king steps inside {@code all}. */
    long flood(long seed, long all) {
        long r = seed;
        while (true) {
            long g = dilate(r) & all;
            if (g == r) {
                return r;
            }
            r = g;
        }
    }

    /** Mask m under symmetry s. */
    long image(int s, long m) {
        long[][] t = sym[s];
        long out = 0;
        for (int b = 0; b < bytes; b++) {
            out |= t[b][(int) (m >>> (8 * b)) & 255];
        }
        return out;
    }

    /**
     * For shapes of at most {@link #SMALL} cells: the least over the eight images of the shape id
     * and the two planes {@code a}, {@code b} (non-zero, as the shape id is).
     */
    long smallKey(long a, long b) {
        long best = Long.MAX_VALUE;
        for (int s = 0; s < 8; s++) {
            long k = imageId[s] << 56 | image(s, a) << 28 | image(s, b);
            if (k < best) {
                best = k;
            }
        }
        return best;
    }

    /** The key of the region as it stands (image 0 only), for shapes of at most {@link #SMALL} cells. */
    long rawKey(long a, long b) {
        return imageId[0] << 56 | a << 28 | b;
    }

    /** For larger shapes: the least image (shape id, then plane a, then plane b). */
    AmazonsSolver.BigKey bigKey(long a, long b) {
        long bi = Long.MAX_VALUE, ba = 0, bb = 0;
        for (int s = 0; s < 8; s++) {
            long i = imageId[s], ia = image(s, a), ib = image(s, b);
            if (i < bi || i == bi && (ia < ba || ia == ba && ib < bb)) {
                bi = i;
                ba = ia;
                bb = ib;
            }
        }
        return new AmazonsSolver.BigKey(bi, ba, bb);
    }
}
