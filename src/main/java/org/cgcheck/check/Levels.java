package org.cgcheck.check;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeMap;
import org.cgcheck.universe.GameOrder;

/**
 * The exhaustive search's cases in counterexample order, without one object per case or block:
 * level s holds the tuples whose birthdays sum to s; within a level, blocks (one birthday per
 * variable, first variable's birthday slowest) follow each other, and within a block the last
 * variable varies fastest. A level's blocks are a flat array of birthday-group indices with
 * their cumulative sizes, so integer ranges (one value per birthday, a million blocks of one
 * case) cost no more than game domains.
 */
final class Levels {
    /** Per variable: its distinct birthdays ascending, and the domain positions born on each. */
    private final long[][] days;
    private final int[][][] groups;
    /** Per variable, when its birthdays are dense: birthday - first birthday → index, or -1. */
    private final int[][] direct;
    /** Least and greatest birthday sums of variables i..k-1 (index k: 0), looked up by the recursion. */
    private final long[] minRest;
    private final long[] maxRest;
    private final int k;

    Levels(List<Variable> vars) {
        k = vars.size();
        days = new long[k][];
        groups = new int[k][][];
        direct = new int[k][];
        for (int i = 0; i < k; i++) {
            TreeMap<Long, List<Integer>> m = new TreeMap<>();
            List<Object> els = vars.get(i).elements();
            for (int p = 0; p < els.size(); p++) {
                m.computeIfAbsent(GameOrder.birthday(els.get(p)), d -> new ArrayList<>()).add(p);
            }
            days[i] = m.keySet().stream().mapToLong(Long::longValue).toArray();
            groups[i] = m.values().stream().map(ps -> ps.stream().mapToInt(Integer::intValue).toArray())
                    .toArray(int[][]::new);
            long[] d = days[i];
            if (d.length > 0 && d[d.length - 1] - d[0] < 1 << 20) {
                direct[i] = new int[(int) (d[d.length - 1] - d[0] + 1)];
                Arrays.fill(direct[i], -1);
                for (int j = 0; j < d.length; j++) {
                    direct[i][(int) (d[j] - d[0])] = j;
                }
            }
        }
        minRest = new long[k + 1];
        maxRest = new long[k + 1];
        for (int i = k - 1; i >= 0; i--) {
            long[] d = days[i];         // an empty domain has no levels: its sums are never read
            minRest[i] = minRest[i + 1] + (d.length == 0 ? 0 : d[0]);
            maxRest[i] = maxRest[i + 1] + (d.length == 0 ? 0 : d[d.length - 1]);
        }
    }

    /** The index of birthday {@code day} among variable i's, or a negative number. */
    private int indexOf(int i, long day) {
        long[] d = days[i];
        if (direct[i] != null) {
            long off = day - d[0];
            return off < 0 || off >= direct[i].length ? -1 : direct[i][(int) off];
        }
        return Arrays.binarySearch(d, day);
    }

    /** The sums of birthdays that occur, ascending. */
    long[] sums() {
        long lo = 0;
        long hi = 0;
        for (long[] d : days) {
            if (d.length == 0) {
                return new long[0];
            }
            lo += d[0];
            hi += d[d.length - 1];
        }
        if (hi - lo < 1 << 22) {       // dense enough: test each candidate (cheap with pruning)
            long[] out = new long[(int) (hi - lo + 1)];
            int n = 0;
            for (long s = lo; s <= hi; s++) {
                if (exists(0, s)) {
                    out[n++] = s;
                }
            }
            return Arrays.copyOf(out, n);
        }
        long[] sums = {0};
        for (long[] d : days) {
            long[] next = new long[Math.multiplyExact(sums.length, d.length)];
            int n = 0;
            for (long s : sums) {
                for (long b : d) {
                    next[n++] = s + b;
                }
            }
            sums = Arrays.stream(next).sorted().distinct().toArray();
        }
        return sums;
    }

    private boolean exists(int i, long remaining) {
        if (i == k - 1) {
            return indexOf(i, remaining) >= 0;
        }
        long[] d = days[i];
        for (int j = first(i, remaining); j < d.length && d[j] <= remaining - minRest[i + 1]; j++) {
            if (exists(i + 1, remaining - d[j])) {
                return true;
            }
        }
        return false;
    }

    /** The first birthday index of variable i that leaves the others able to reach the rest. */
    private int first(int i, long remaining) {
        long need = remaining - maxRest[i + 1];
        int j = Arrays.binarySearch(days[i], need);
        return j >= 0 ? j : -j - 1;
    }

    /** The blocks of level s. */
    Level level(long s) {
        Level lv = new Level();
        compose(0, s, new int[k], lv);
        return lv;
    }

    private void compose(int i, long remaining, int[] chosen, Level out) {
        if (i == k - 1) {
            int j = indexOf(i, remaining);
            if (j >= 0) {
                chosen[i] = j;
                out.add(chosen);
            }
            return;
        }
        long[] d = days[i];
        long limit = remaining - minRest[i + 1];
        for (int j = first(i, remaining); j < d.length && d[j] <= limit; j++) {
            chosen[i] = j;
            compose(i + 1, remaining - d[j], chosen, out);
        }
    }

    /** One level: block b has birthday-group indices {@code block[b*k .. b*k+k)} and starts at {@code start[b]}. */
    final class Level {
        private int[] block = new int[16];
        private long[] start = new long[9];
        private int count;

        private void add(int[] chosen) {
            if ((count + 1) * k > block.length) {
                block = Arrays.copyOf(block, block.length * 2 + k);
            }
            if (count + 2 > start.length) {
                start = Arrays.copyOf(start, start.length * 2);
            }
            long size = 1;
            for (int i = 0; i < k; i++) {
                block[count * k + i] = chosen[i];
                size *= groups[i][chosen[i]].length;
            }
            start[count + 1] = start[count] + size;
            count++;
        }

        long size() {
            return start[count];
        }

        /** The block holding case {@code index} of this level. */
        int blockOf(long index) {
            int b = Arrays.binarySearch(start, 0, count + 1, index);
            return b >= 0 ? b : -b - 2;
        }

        /** Where block b starts; {@code blockStart(count)} is the level's size. */
        long blockStart(int b) {
            return start[b];
        }

        /** Variable i's group of positions in block b. */
        int[] group(int b, int i) {
            return groups[i][block[b * k + i]];
        }
    }
}
