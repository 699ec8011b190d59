package org.cgcheck.misere;

import org.cgcheck.form.Form;

/**
 * A sum G + X played without building it, as the pair of its parts' followers: the memo key of the
 * references' pair play ({@link MisereReference}, {@link DicotReference}). Forms are interned, so
 * the parts compare by identity.
 */
record FollowerPair(Form g, Form x) {
    @Override
    public boolean equals(Object o) {
        return o instanceof FollowerPair p && p.g == g && p.x == x;
    }

    @Override
    public int hashCode() {
        return g.id() * 0x9E3779B1 + x.id();
    }
}
