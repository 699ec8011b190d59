package org.cgcheck.eval;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BinaryOperator;
import org.cgcheck.fn.Args;
import org.cgcheck.fn.BadCall;
import org.cgcheck.fn.Builtin;
import org.cgcheck.game.Game;

/**
 * Conway's product of games, CGSuite's {@code G.ConwayProduct(H)} (ONAG ch. 1; evaluated on the
 * canonical forms, as CGSuite does): G·H = { G^L H + G H^L − G^L H^L, G^R H + G H^R − G^R H^R |
 * G^L H + G H^R − G^L H^R, G^R H + G H^L − G^R H^L }. On numbers it is their product; on nimbers
 * it is nim multiplication (*2·*3 = *).
 */
final class ConwayProduct {
    private ConwayProduct() {
    }

    /** Largest birthday sum accepted: the recursion visits every pair of followers. */
    static final int MAX_BIRTHDAYS = 12;

    static List<Builtin> functions() {
        return List.of(new Builtin("conwayproduct", 2, 2, "conwayproduct(G, H)", "Conway's product of G and H"
                + " (ONAG ch. 1), on their canonical forms: numbers multiply, nimbers nim-multiply. CGSuite:"
                + " G.ConwayProduct(H)", args -> of(Args.game(args.get(0), "conwayproduct's first argument"),
                        Args.game(args.get(1), "conwayproduct's second argument"))));
    }

    static Game of(Game g, Game h) {
        if (g.birthdayInt() + h.birthdayInt() > MAX_BIRTHDAYS) {
            throw new BadCall("conwayproduct: birthdays " + g.birthdayInt() + " and " + h.birthdayInt() + " add up to more"
                    + " than " + MAX_BIRTHDAYS + " (every pair of followers is multiplied)");
        }
        return product(g, h, new HashMap<>());
    }

    private static Game product(Game g, Game h, Map<List<Game>, Game> memo) {
        List<Game> key = List.of(g, h);
        Game known = memo.get(key);
        if (known != null) {
            return known;
        }
        org.cgcheck.game.EvaluationStopped.check();
        List<Game> left = new ArrayList<>();
        List<Game> right = new ArrayList<>();
        BinaryOperator<Game> times = (a, b) -> product(a, b, memo);
        terms(g.leftOptions(), h.leftOptions(), g, h, times, left);
        terms(g.rightOptions(), h.rightOptions(), g, h, times, left);
        terms(g.leftOptions(), h.rightOptions(), g, h, times, right);
        terms(g.rightOptions(), h.leftOptions(), g, h, times, right);
        Game p = Game.of(left, right);
        memo.put(key, p);
        return p;
    }

    /** G^X H + G H^Y − G^X H^Y for every G^X in gs and H^Y in hs. */
    private static void terms(List<Game> gs, List<Game> hs, Game g, Game h, BinaryOperator<Game> times, List<Game> out) {
        for (Game a : gs) {
            for (Game b : hs) {
                out.add(times.apply(a, h).plus(times.apply(g, b)).minus(times.apply(a, b)));
            }
        }
    }
}
