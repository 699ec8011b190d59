package org.cgcheck.rules;

import java.util.concurrent.ConcurrentHashMap;
import org.cgcheck.game.EvaluationStopped;

/**
 * Grundy values of Cram boards, on bit masks. Cram is impartial, so a board is the nimber of the
 * mex of its options' Grundy values (Sprague–Grundy), and a board split into regions that no
 * domino can join is the xor of the regions' values. Boards are keyed by a long (free cells as
 * bits, and the bounding box), normalised under the eight symmetries of the rectangle by
 * per-shape byte tables: the string keys of the general {@link Solver} spent most of Cram 5x6's
 * time building the eight images of each board as text.
 *
 * <p>The general solver remains the reference: {@code CramGrundyTest} checks every board within
 * 4x4 and random larger ones against a plain recursion.
 */
final class CramGrundy {
    /** Largest bounding box handled: its cells and both sides (6 bits each) fit in one long. */
    static final int MAX_CELLS = 52;
    private static final int MAX_SIDE = 63;
    private static final ConcurrentHashMap<Long, Integer> MEMO = new ConcurrentHashMap<>();
    private static final ConcurrentHashMap<Integer, long[][]> TABLES = new ConcurrentHashMap<>();
    private static final int MAX_ENTRIES = 20_000_000;

    private CramGrundy() {
    }

    /** Whether the board fits the bit encoding (else the caller uses the general solver). */
    static boolean handles(Grid g) {
        return g.cells.length <= MAX_CELLS && g.rows <= MAX_SIDE && g.cols <= MAX_SIDE;
    }

    /** The Grundy value of a Cram board ('.' free, anything else blocked). */
    static int of(Grid g) {
        long bits = 0;
        for (int i = 0; i < g.cells.length; i++) {
            if (g.cells[i] == '.') {
                bits |= 1L << i;
            }
        }
        return value(g.rows, g.cols, bits);
    }

    /** Forgets stored values (benchmarks measure cold solves). */
    static void clear() {
        MEMO.clear();
    }

    /** The xor of the values of the board's regions. */
    private static int value(int h, int w, long bits) {
        int x = 0;
        long rest = bits;
        while (rest != 0) {
            long region = flood(h, w, rest, Long.lowestOneBit(rest));
            rest &= ~region;
            if (Long.bitCount(region) >= 2) {
                x ^= regionValue(h, w, region);
            }
        }
        return x;
    }

    /** Per width w: the cells not in the first column, and not in the last (of any box w wide). */
    private static final long[] NOT_FIRST_COL = new long[MAX_SIDE + 1];
    private static final long[] NOT_LAST_COL = new long[MAX_SIDE + 1];

    static {
        for (int w = 1; w <= MAX_SIDE; w++) {
            for (int i = 0; i < 64; i++) {
                if (i % w != 0) {
                    NOT_FIRST_COL[w] |= 1L << i;
                }
                if (i % w != w - 1) {
                    NOT_LAST_COL[w] |= 1L << i;
                }
            }
        }
    }

    /** The cells of {@code free} connected to {@code seed} (4-neighbours within a box w wide). */
    private static long flood(int h, int w, long free, long seed) {
        long region = seed;
        while (true) {
            long grown = region | (region << w) | (region >>> w) | ((region & NOT_LAST_COL[w]) << 1)
                    | ((region & NOT_FIRST_COL[w]) >>> 1);
            grown &= free;
            if (grown == region) {
                return region;
            }
            region = grown;
        }
    }

    /** The value of one connected region, cut to its bounding box and normalised. */
    private static int regionValue(int h, int w, long region) {
        int r0 = h, r1 = -1, c0 = w, c1 = -1;
        for (long b = region; b != 0; b &= b - 1) {
            int i = Long.numberOfTrailingZeros(b);
            int r = i / w, c = i % w;
            r0 = Math.min(r0, r);
            r1 = Math.max(r1, r);
            c0 = Math.min(c0, c);
            c1 = Math.max(c1, c);
        }
        int bh = r1 - r0 + 1, bw = c1 - c0 + 1;
        long box = 0;
        for (long b = region; b != 0; b &= b - 1) {
            int i = Long.numberOfTrailingZeros(b);
            box |= 1L << ((i / w - r0) * bw + (i % w - c0));
        }
        long key = normalKey(bh, bw, box);
        Integer known = MEMO.get(key);
        if (known != null) {
            return known;
        }
        EvaluationStopped.check();          // long solves obey timeouts and Ctrl-C
        int v = mexOfMoves(bh, bw, box);
        if (MEMO.size() > MAX_ENTRIES) {
            MEMO.clear();
        }
        MEMO.put(key, v);
        return v;
    }

    /** Mex of the values after every domino placement, horizontal and vertical. */
    private static int mexOfMoves(int h, int w, long box) {
        long seen = 0;                      // values below 64 as bits; larger ones (none seen in practice) apart
        java.util.BitSet big = new java.util.BitSet();
        for (long b = box; b != 0; b &= b - 1) {
            int i = Long.numberOfTrailingZeros(b);
            if (i % w != w - 1 && (box & 1L << (i + 1)) != 0) {
                seen = record(value(h, w, box & ~(3L << i)), seen, big);
            }
            if (i + w < h * w && (box & 1L << (i + w)) != 0) {
                seen = record(value(h, w, box & ~(1L << i) & ~(1L << (i + w))), seen, big);
            }
        }
        int m = Long.numberOfTrailingZeros(~seen);
        return m < 64 ? m : big.nextClearBit(64);
    }

    private static long record(int v, long seen, java.util.BitSet big) {
        if (v < 64) {
            return seen | 1L << v;
        }
        big.set(v);
        return seen;
    }

    private static long encode(int h, int w, long cells) {
        return cells | (long) (h - 1) << 52 | (long) (w - 1) << 58;
    }

    /** The least encoding among the eight images of the box (transposes swap its sides). */
    private static long normalKey(int h, int w, long box) {
        long[][] t = TABLES.computeIfAbsent(h * 64 + w, k -> tables(h, w));
        long best = encode(h, w, box);
        for (int s = 1; s < 8; s++) {
            long img = 0;
            long[] ts = t[s];
            for (int byteIndex = 0, shift = 0; shift < h * w; byteIndex++, shift += 8) {
                img |= ts[byteIndex * 256 + (int) (box >>> shift & 0xFF)];
            }
            long key = (s & 4) != 0 ? encode(w, h, img) : encode(h, w, img);
            if (Long.compareUnsigned(key, best) < 0) {
                best = key;
            }
        }
        return best;
    }

    /**
     * For each symmetry s (bit 0 mirrors columns, bit 1 rows, bit 2 transposes) and each byte of
     * the cells, the image bits of every value of that byte.
     */
    private static long[][] tables(int h, int w) {
        int n = h * w;
        int bytes = (n + 7) / 8;
        long[][] t = new long[8][bytes * 256];
        for (int s = 0; s < 8; s++) {
            boolean tr = (s & 4) != 0;
            int iw = tr ? h : w;            // width of the image
            for (int i = 0; i < n; i++) {
                int r = i / w, c = i % w;
                if ((s & 2) != 0) {
                    r = h - 1 - r;
                }
                if ((s & 1) != 0) {
                    c = w - 1 - c;
                }
                int j = tr ? c * iw + r : r * iw + c;
                int byteIndex = i / 8, bit = i % 8;
                for (int v = 0; v < 256; v++) {
                    if ((v >> bit & 1) != 0) {
                        t[s][byteIndex * 256 + v] |= 1L << j;
                    }
                }
            }
        }
        return t;
    }
}
