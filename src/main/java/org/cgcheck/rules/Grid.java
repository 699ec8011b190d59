package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * An immutable rectangular board of characters, written as rows separated by {@code |}. Knows
 * its connected regions and its symmetric images, which the grid rulesets use to split and
 * normalise positions.
 */
public final class Grid {
    final int rows;
    final int cols;
    final char[] cells;

    Grid(int rows, int cols, char[] cells) {
        this.rows = rows;
        this.cols = cols;
        this.cells = cells;
    }

    /** Parses {@code text}; every character must be in {@code alphabet}; rows must be equally long. */
    static Grid parse(String text, String alphabet, String what) {
        if (text.isEmpty()) {
            throw new BadPosition("empty " + what + " board: write rows of " + Alphabet.quoted(alphabet) + " separated by '|'", -1);
        }
        String[] rowTexts = text.split("\\|", -1);
        int cols = rowTexts[0].length();
        char[] cells = new char[rowTexts.length * cols];
        int offset = 0;
        for (int r = 0; r < rowTexts.length; r++) {
            String row = rowTexts[r];
            if (row.isEmpty()) {
                throw new BadPosition("empty row " + (r + 1) + " in the " + what + " board", Math.max(0, offset - 1));
            }
            if (row.length() != cols) {
                throw new BadPosition("ragged board: row " + (r + 1) + " has " + row.length() + " cells but row 1 has "
                        + cols, offset);
            }
            for (int c = 0; c < cols; c++) {
                char ch = row.charAt(c);
                if (alphabet.indexOf(ch) < 0) {
                    throw new BadPosition("unknown character '" + ch + "' in a " + what + " board (use "
                            + Alphabet.quoted(alphabet) + ")", offset + c);
                }
                cells[r * cols + c] = ch;
            }
            offset += row.length() + 1;
        }
        return new Grid(rowTexts.length, cols, cells);
    }

    static Grid filled(int rows, int cols, char ch) {
        char[] cells = new char[rows * cols];
        java.util.Arrays.fill(cells, ch);
        return new Grid(rows, cols, cells);
    }

    /** The h x w sub-board whose top left cell is (r0, c0). */
    Grid crop(int r0, int c0, int h, int w) {
        char[] sub = new char[h * w];
        for (int r = 0; r < h; r++) {
            System.arraycopy(cells, (r0 + r) * cols + c0, sub, r * w, w);
        }
        return new Grid(h, w, sub);
    }

    char at(int r, int c) {
        return cells[r * cols + c];
    }

    boolean inside(int r, int c) {
        return r >= 0 && c >= 0 && r < rows && c < cols;
    }

    /** A copy with two cells changed. */
    Grid with(int i, char a, int j, char b) {
        char[] copy = cells.clone();
        copy[i] = a;
        copy[j] = b;
        return new Grid(rows, cols, copy);
    }

    String text() {
        return new String(imageChars(0, null));
    }

    /** Row and column steps to the four orthogonal neighbours. */
    private static final int[] DR = {-1, 1, 0, 0};
    private static final int[] DC = {0, 0, -1, 1};

    /**
     * The 4-connected regions of cells for which {@code member} holds, each cut to its bounding
     * box with every other cell set to {@code blank}.
     */
    List<Grid> regions(java.util.function.IntPredicate member, char blank) {
        return regions(member, blank, DR, DC);
    }

    /** As {@link #regions(java.util.function.IntPredicate, char)}, cells joined by the steps {@code (dr[k], dc[k])}. */
    List<Grid> regions(java.util.function.IntPredicate member, char blank, int[] dr, int[] dc) {
        if (cells.length <= 64) {
            return GridMasks.regions(this, member, blank, dr, dc);
        }
        return regionsByStack(member, blank, dr, dc);
    }

    /** {@link #regions} by a flood fill over a stack: any board (the masks' way fits 64 cells). */
    List<Grid> regionsByStack(java.util.function.IntPredicate member, char blank, int[] dr, int[] dc) {
        int n = cells.length;
        int[] label = new int[n];
        List<Grid> out = new ArrayList<>();
        int[] stack = new int[n];
        int[] members = new int[n];     // cells of the region being collected (no boxing: solvers call this per position)
        int next = 0;
        for (int s = 0; s < n; s++) {
            if (label[s] != 0 || !member.test(cells[s])) {
                continue;
            }
            next++;
            int top = 0;
            int count = 0;
            stack[top++] = s;
            label[s] = next;
            int r0 = rows, r1 = -1, c0 = cols, c1 = -1;
            while (top > 0) {
                int i = stack[--top];
                members[count++] = i;
                int r = i / cols, c = i % cols;
                r0 = Math.min(r0, r);
                r1 = Math.max(r1, r);
                c0 = Math.min(c0, c);
                c1 = Math.max(c1, c);
                for (int k = 0; k < dr.length; k++) {       // the neighbours, without allocating
                    int r2 = r + dr[k];
                    int c2 = c + dc[k];
                    if (inside(r2, c2)) {
                        int j = r2 * cols + c2;
                        if (label[j] == 0 && member.test(cells[j])) {
                            label[j] = next;
                            stack[top++] = j;
                        }
                    }
                }
            }
            int h = r1 - r0 + 1, w = c1 - c0 + 1;
            char[] sub = new char[h * w];
            java.util.Arrays.fill(sub, blank);
            for (int m = 0; m < count; m++) {
                int i = members[m];
                sub[(i / cols - r0) * w + (i % cols - c0)] = cells[i];
            }
            out.add(new Grid(h, w, sub));
        }
        return out;
    }

    /** The text of the image under symmetry {@code s}: bit 0 mirrors columns, bit 1 rows, bit 2 transposes. */
    String image(int s) {
        return new String(imageChars(s, null));
    }

    /** The image's text as characters, written into {@code into} when it has the right length. */
    private char[] imageChars(int s, char[] into) {
        boolean t = (s & 4) != 0;
        int h = t ? cols : rows, w = t ? rows : cols;
        char[] out = into != null && into.length == h * (w + 1) - 1 ? into : new char[h * (w + 1) - 1];
        int k = 0;
        for (int r = 0; r < h; r++) {
            if (r > 0) {
                out[k++] = '|';
            }
            for (int c = 0; c < w; c++) {
                int sr = t ? c : r, sc = t ? r : c;
                if ((s & 2) != 0) {
                    sr = rows - 1 - sr;
                }
                if ((s & 1) != 0) {
                    sc = cols - 1 - sc;
                }
                out[k++] = cells[sr * cols + sc];
            }
        }
        return out;
    }

    /**
     * The least text among the images under symmetries 0..count-1 (4: mirrors only, 8: with
     * transposes). Images are compared as character arrays and only the least becomes a string:
     * the solvers call this for every position they meet.
     */
    String normalForm(int count) {
        char[] best = imageChars(0, null);
        char[] spare = null;
        for (int s = 1; s < count; s++) {
            char[] img = imageChars(s, spare);
            if (java.util.Arrays.compare(img, best) < 0) {
                spare = best;
                best = img;
            } else {
                spare = img;
            }
        }
        return new String(best);
    }

    /** True if the first or last row or column holds only {@code blank} (a smaller board says the same). */
    boolean hasBlankBorder(char blank) {
        boolean top = true, bottom = true, left = true, right = true;
        for (int c = 0; c < cols; c++) {
            top &= at(0, c) == blank;
            bottom &= at(rows - 1, c) == blank;
        }
        for (int r = 0; r < rows; r++) {
            left &= at(r, 0) == blank;
            right &= at(r, cols - 1) == blank;
        }
        return top || bottom || left || right;
    }
}
