package org.cgcheck.check.prove;

import java.math.BigInteger;
import java.util.Map;
import java.util.TreeMap;
import org.cgcheck.game.Game;

/** An integer-linear combination Σ k·atom of atoms (unknown games) plus a constant game. */
record Linear(TreeMap<String, BigInteger> coeffs, Game constant) {
    static Linear atom(String key) {
        TreeMap<String, BigInteger> c = new TreeMap<>();
        c.put(key, BigInteger.ONE);
        return new Linear(c, Game.ZERO);
    }

    static Linear constant(Game g) {
        return new Linear(new TreeMap<>(), g);
    }

    Linear plus(Linear o) {
        TreeMap<String, BigInteger> c = new TreeMap<>(coeffs);
        o.coeffs.forEach((v, k) -> c.merge(v, k, BigInteger::add));
        c.values().removeIf(k -> k.signum() == 0);
        return new Linear(c, constant.plus(o.constant));
    }

    Linear minus(Linear o) {
        return plus(o.times(BigInteger.ONE.negate()));
    }

    Linear times(BigInteger n) {
        TreeMap<String, BigInteger> c = new TreeMap<>();
        if (n.signum() != 0) {
            coeffs.forEach((v, k) -> c.put(v, k.multiply(n)));
        }
        return new Linear(c, times(n, constant));
    }

    /** n·g: the engine's integer multiple (exact, canonical). */
    static Game times(BigInteger n, Game g) {
        return org.cgcheck.theory.Norton.times(n, g);
    }

    /** A canonical text, used as the key of an application with this argument (congruence). */
    String key() {
        StringBuilder sb = new StringBuilder("[");
        for (Map.Entry<String, BigInteger> e : coeffs.entrySet()) {
            sb.append(e.getValue()).append('·').append(e.getKey()).append(' ');
        }
        return sb.append("+ ").append(constant).append(']').toString();
    }
}
