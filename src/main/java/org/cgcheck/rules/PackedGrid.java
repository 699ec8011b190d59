package org.cgcheck.rules;

/**
 * Memo keys of small boards as one {@code long}: a cell in one bit (two-letter alphabets) or two
 * (up to four letters), the board's height and width above; the least such number over the rules'
 * symmetric images. Equal keys mean boards that are images of one another, as equal
 * {@link Grid#normalForm} texts do, but no string is built: the solver asks for a key per
 * position it meets, and building and hashing the texts was most of a 5x5 Amazons solve.
 */
final class PackedGrid {
    /** No packed key: the board or the alphabet is too large (the text key is used instead). */
    static final long NONE = -1L;
    /** Bits for the cells below the height (bits 60..63) and width (56..59). */
    private static final int CELL_BITS = 56;
    private static final int MAX_SIDE = 15;
    private static final long HEADER = -1L << 56;
    /** PERMS[rows][cols][s][k]: the board cell that is cell k of image s (as {@link Grid#image}). */
    private static final int[][][][] PERMS = new int[MAX_SIDE + 1][MAX_SIDE + 1][][];

    static {
        for (int rows = 1; rows <= MAX_SIDE; rows++) {
            for (int cols = 1; cols <= MAX_SIDE; cols++) {
                if (rows * cols <= CELL_BITS) {
                    PERMS[rows][cols] = images(rows, cols);
                }
            }
        }
    }

    private PackedGrid() {
    }

    /** The code of each character of {@code alphabet} (index in it), -1 for the others. */
    static byte[] codes(String alphabet) {
        byte[] out = new byte[128];
        java.util.Arrays.fill(out, (byte) -1);
        for (int i = 0; i < alphabet.length(); i++) {
            char c = alphabet.charAt(i);
            if (c < 128) {
                out[c] = (byte) i;
            }
        }
        return out;
    }

    /**
     * The key of {@code g}: the least over images 0..symmetries-1 (4: mirrors, 8: with transposes)
     * of the image's height, width and cell codes; {@link #NONE} if it does not fit in 64 bits.
     */
    static long key(Grid g, byte[] codes, int alphabetSize, int symmetries) {
        int bits = alphabetSize <= 2 ? 1 : alphabetSize <= 4 ? 2 : 0;
        int n = g.cells.length;
        if (bits == 0 || g.rows > MAX_SIDE || g.cols > MAX_SIDE || n * bits > CELL_BITS) {
            return NONE;
        }
        long raw = 0;       // the board's own cells, as image 0 packs them
        for (int i = 0; i < n; i++) {
            char c = g.cells[i];
            int x = c < 128 ? codes[c] : -1;
            if (x < 0) {
                return NONE;
            }
            raw |= (long) x << (bits * i);
        }
        long best = ((long) g.rows << 60) | ((long) g.cols << 56) | raw;
        int[][] perms = PERMS[g.rows][g.cols];
        long cellMask = (1L << bits) - 1;
        for (int s = 1; s < symmetries; s++) {
            boolean t = (s & 4) != 0;
            long v = ((long) (t ? g.cols : g.rows) << 60) | ((long) (t ? g.rows : g.cols) << 56);
            int[] perm = perms[s];
            // Cells from the most significant down, stopping as soon as the image is known to be
            // larger: most images differ from the least within a few cells (the least is the same).
            boolean less = v < (best & HEADER);
            if (!less && v != (best & HEADER)) {
                continue;
            }
            int k = n - 1;
            for (; k >= 0 && !less; k--) {
                v |= ((raw >>> (bits * perm[k])) & cellMask) << (bits * k);
                long high = -1L << (bits * k);
                long mine = v & high, theirs = best & high;
                if (mine != theirs) {
                    if (mine > theirs) {
                        break;
                    }
                    less = true;
                }
            }
            if (less) {
                for (; k >= 0; k--) {
                    v |= ((raw >>> (bits * perm[k])) & cellMask) << (bits * k);
                }
                best = v;
            }
        }
        return best;
    }

    /** The eight images' cell orders: bit 0 of s mirrors columns, bit 1 rows, bit 2 transposes. */
    private static int[][] images(int rows, int cols) {
        int[][] out = new int[8][rows * cols];
        for (int s = 0; s < 8; s++) {
            boolean t = (s & 4) != 0;
            int h = t ? cols : rows, w = t ? rows : cols;
            for (int r = 0; r < h; r++) {
                for (int c = 0; c < w; c++) {
                    int sr = t ? c : r, sc = t ? r : c;
                    if ((s & 2) != 0) {
                        sr = rows - 1 - sr;
                    }
                    if ((s & 1) != 0) {
                        sc = cols - 1 - sc;
                    }
                    out[s][r * w + c] = sr * cols + sc;
                }
            }
        }
        return out;
    }
}
