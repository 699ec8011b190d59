package org.cgcheck.eval;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;

/**
 * A list of integers, the value of {@code [2, 5, 7]}: immutable and equal by value, so a
 * definition's memo keys a list parameter by its elements. Printed as it is written.
 */
public final class IntList implements org.cgcheck.fn.Typed, org.cgcheck.fn.Ranked, org.cgcheck.fn.IntegerList {
    /** The most elements a list may hold (a comprehension over a huge range is refused, not left to fill the heap). */
    public static final int MAX_SIZE = 1_000_000;

    /**
     * The one refusal of every list operation ({@code [..]}, {@code +}, comprehensions, definitions):
     * "a list of 3000000 elements is too long (the limit is 1000000)"; {@code count} is what the list
     * would hold, or "more than 1000000" when it is not known before building.
     */
    public static String tooLong(String count) {
        return "a list of " + count + " elements is too long (the limit is " + MAX_SIZE + ")";
    }

    private final BigInteger[] items;
    private final int hash;

    private IntList(BigInteger[] items) {
        this.items = items;
        this.hash = Arrays.hashCode(items);
    }

    public static IntList of(List<BigInteger> items) {
        return new IntList(items.toArray(new BigInteger[0]));
    }

    public int size() {
        return items.length;
    }

    public BigInteger get(int i) {
        return items[i];
    }

    public List<BigInteger> items() {
        return List.of(items);
    }

    public boolean contains(BigInteger x) {
        for (BigInteger i : items) {
            if (i.equals(x)) {
                return true;
            }
        }
        return false;
    }

    public IntList concat(IntList other) {
        BigInteger[] out = Arrays.copyOf(items, items.length + other.items.length);
        System.arraycopy(other.items, 0, out, items.length, other.items.length);
        return new IntList(out);
    }

    public IntList sorted() {
        BigInteger[] out = items.clone();
        Arrays.sort(out);
        return new IntList(out);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof IntList l && l.hash == hash && Arrays.equals(l.items, items);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    /** Counterexamples: shorter lists first, then smaller elements. */
    @Override
    public long rank() {
        return items.length;
    }

    @Override
    public long weight() {
        long w = 0;
        for (BigInteger i : items) {
            w += i.abs().min(BigInteger.valueOf(1L << 40)).longValue();
        }
        return w;
    }

    @Override
    public String typeName() {
        return "a list of integers";
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("[");
        for (int i = 0; i < items.length; i++) {
            b.append(i == 0 ? "" : ",").append(items[i]);
        }
        return b.append(']').toString();
    }
}
