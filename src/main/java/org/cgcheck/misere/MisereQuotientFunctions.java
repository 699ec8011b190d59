package org.cgcheck.misere;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.fn.Args;
import org.cgcheck.fn.BadCall;
import org.cgcheck.fn.Builtin;
import org.cgcheck.rules.BadPosition;
import org.cgcheck.rules.HeapGame;

/**
 * Misère quotients of heap games as claim-language built-ins. The game is named by a string: an
 * octal code ("0.75") or nim, kayles, dawsonskayles, grundysgame; N bounds the heap sizes.
 */
public final class MisereQuotientFunctions {
    private MisereQuotientFunctions() {
    }

    // A claim asks for the same quotient in every instance: keep the last few.
    private static final Map<String, MisereQuotient> CACHE = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, MisereQuotient> e) {
            return size() > 32;
        }
    };

    public static List<Builtin> functions() {
        List<Builtin> out = new ArrayList<>();
        String of = " of the sums of heaps ≤ N of a heap game (\"0.75\", \"kayles\", ...; N ≤ " + MisereQuotient.maxBound() + ")";
        out.add(new Builtin("miserequotientorder", 2, 2, "miserequotientorder(game, N)",
                "The order |Q| of the misère quotient" + of,
                args -> BigInteger.valueOf(quotient(args, "miserequotientorder").order())));
        out.add(new Builtin("miserequotientpportion", 2, 2, "miserequotientpportion(game, N)",
                "The size of the P-portion (the classes of misère P-positions) of the misère quotient" + of,
                args -> BigInteger.valueOf(quotient(args, "miserequotientpportion").pPortionSize())));
        out.add(new Builtin("miserequotient", 2, 2, "miserequotient(game, N)",
                "The misère quotient" + of + " as text: <generators | relations>; P = {...}",
                args -> quotient(args, "miserequotient").presentation()));
        out.add(new Builtin("miserepretend", 3, 3, "miserepretend(game, N, n)",
                "The element of the misère quotient" + of + " that heap n (0 ≤ n ≤ N) pretends to be, as a word",
                args -> {
                    MisereQuotient q = quotient(args, "miserepretend");
                    BigInteger n = Args.integer(args.get(2), "miserepretend's heap");
                    if (n.signum() < 0 || n.compareTo(BigInteger.valueOf(q.bound())) > 0) {
                        throw new BadCall("miserepretend: the heap must be 0.." + q.bound() + ", got " + n);
                    }
                    return q.pretend(n.intValue());
                }));
        return out;
    }

    private static MisereQuotient quotient(List<Object> args, String fn) {
        String name = Args.string(args.get(0), fn + "'s game");
        BigInteger n = Args.integer(args.get(1), fn + "'s heap bound");
        int max = MisereQuotient.maxBound();
        if (n.signum() < 0 || n.compareTo(BigInteger.valueOf(max)) > 0) {
            throw new BadCall(fn + ": the heap bound must be 0.." + max + ", got " + n);
        }
        HeapGame g;
        try {
            g = HeapGame.named(name);
        } catch (BadPosition e) {
            throw new BadCall(fn + ": \"" + name + "\" is not a heap game: " + e.getMessage()
                    + " (or nim, kayles, dawsonskayles, grundysgame)");
        }
        String key = g.identity() + ":" + n;
        synchronized (CACHE) {
            MisereQuotient q = CACHE.get(key);
            if (q != null) {
                return q;
            }
        }
        MisereQuotient q;
        try {
            q = MisereQuotient.of(g, name, n.intValue());
        } catch (IllegalArgumentException e) {
            throw new BadCall(fn + ": " + e.getMessage());
        }
        synchronized (CACHE) {
            CACHE.put(key, q);
        }
        return q;
    }
}
