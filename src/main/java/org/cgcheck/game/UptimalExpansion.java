package org.cgcheck.game;

import java.util.Arrays;

/**
 * {@code x + d1·↑ + d2·↑² + ... + dn·↑ⁿ + *m}: the expansion CGSuite uses to print uptimals.
 * Immutable; trailing zero digits are dropped.
 */
public final class UptimalExpansion implements Comparable<UptimalExpansion> {
    private final Dyadic number;
    private final int star;
    private final int[] digits;

    public UptimalExpansion(Dyadic number, int star, int... digits) {
        int len = digits.length;
        while (len > 0 && digits[len - 1] == 0) {
            len--;
        }
        this.number = number;
        this.star = star;
        this.digits = Arrays.copyOf(digits, len);
    }

    public Dyadic number() {
        return number;
    }

    public int star() {
        return star;
    }

    public int length() {
        return digits.length;
    }

    /** One-based digit d_i (0 beyond the length). */
    public int digit(int i) {
        return i <= digits.length ? digits[i - 1] : 0;
    }

    public UptimalExpansion negate() {
        int[] d = new int[digits.length];
        for (int i = 0; i < d.length; i++) {
            d[i] = -digits[i];
        }
        return new UptimalExpansion(number.negate(), star, d);
    }

    /**
     * Adds one to digits 1..n and toggles the star (the inverse of moving to G^R): a positive
     * uptimal's expansion is its Right option's incremented (see {@link Uptimals}).
     */
    public UptimalExpansion increment(int n) {
        int[] d = Arrays.copyOf(digits, Math.max(n, digits.length));
        for (int i = 0; i < n; i++) {
            d[i]++;
        }
        return new UptimalExpansion(number, star ^ 1, d);
    }

    /** A single ±1 digit. */
    public boolean isUnit() {
        int nonzero = 0;
        for (int d : digits) {
            if (d != 0) {
                if (Math.abs(d) != 1) {
                    return false;
                }
                nonzero++;
            }
        }
        return nonzero <= 1;
    }

    /** All digits equal to the same ±1. */
    public boolean isUnitSum() {
        if (digits.length == 0) {
            return true;
        }
        if (Math.abs(digits[0]) != 1) {
            return false;
        }
        for (int d : digits) {
            if (d != digits[0]) {
                return false;
            }
        }
        return true;
    }

    /** Printable in the compact {@code [x][ups][star]} notation. */
    public boolean isCompact() {
        return digits.length <= 1 || isUnit() || isUnitSum();
    }

    /** Order used for printing options: number, digits over the shorter length, length, star. */
    @Override
    public int compareTo(UptimalExpansion o) {
        int c = number.compareTo(o.number);
        if (c != 0) {
            return c;
        }
        int n = Math.min(digits.length, o.digits.length);
        for (int i = 0; i < n; i++) {
            c = Integer.compare(digits[i], o.digits[i]);
            if (c != 0) {
                return c;
            }
        }
        c = Integer.compare(digits.length, o.digits.length);
        return c != 0 ? c : Integer.compare(star, o.star);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof UptimalExpansion u && u.star == star && u.number.equals(number)
                && Arrays.equals(u.digits, digits);
    }

    @Override
    public int hashCode() {
        return number.hashCode() * 31 + Arrays.hashCode(digits) * 7 + star;
    }

    @Override
    public String toString() {
        return number + "." + Arrays.toString(digits) + (star == 0 ? "" : "*" + star);
    }
}
