package org.cgcheck.theory;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.cgcheck.form.Form;
import org.cgcheck.form.FormReductions;
import org.cgcheck.game.Dyadic;
import org.cgcheck.game.Game;
import org.cgcheck.lang.Function;
import org.cgcheck.lang.Functions;
import org.cgcheck.lang.Pos;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.lang.Values;

/** Registers the theory's functions with the expression language. */
public final class TheoryFunctions {
    private TheoryFunctions() {
    }

    public static void register() {
        Functions.register(Functions.unary("rcf", "Reduced canonical form p(G_*) (Calistrate)",
                ReducedCanonicalForm::rcf));
        Functions.register(Functions.unary("coolstar", "G cooled by *: G for numbers, else {G^L_* + * | G^R_* + *}",
                ReducedCanonicalForm::coolStar));
        Functions.register(Functions.unary("starprojection",
                "*-projection p(H): x for x and x*, else p of the options", ReducedCanonicalForm::starProjection));
        Functions.register(Functions.unary("isreduced", "rcf(G) == G", ReducedCanonicalForm::isReduced));
        Functions.register(new Function("cool", 2, 2, "cool(G, t)",
                "G cooled by the number t ≥ 0", (args, pos) -> Cooling.cool(game(args, 0, pos, "cool"),
                        temperature(args.get(1), pos, "cool"))));
        Functions.register(new Function("heat", 2, 2, "heat(G, t)", "G heated by the game t",
                (args, pos) -> Cooling.heat(game(args, 0, pos, "heat"), game(args, 1, pos, "heat"))));
        Functions.register(Functions.unary("atomicweight", "Atomic weight; an error if G is not atomic",
                AtomicWeight::of));
        Functions.register(Functions.unary("isallsmall", "All-small: every position is 0 or has options for both",
                AtomicWeight::isAllSmall));
        Functions.register(new Function("isdicotic", 1, 1, "isdicotic(G)",
                "Dicotic: every position is {|} or has options for both players (a form is checked as written)",
                (args, pos) -> args.get(0) instanceof Form f ? isDicotic(f)
                        : AtomicWeight.isAllSmall(game(args, 0, pos, "isdicotic"))));
        Functions.register(new Function("norton", 2, 2, "norton(G, U)", "Norton product G.U",
                (args, pos) -> Norton.multiply(game(args, 0, pos, "norton"), game(args, 1, pos, "norton"))));
        Functions.register(new Function("ordinal", 2, 2, "ordinal(G, H)", "Ordinal sum G : H",
                (args, pos) -> OrdinalSum.of(game(args, 0, pos, "ordinal"), game(args, 1, pos, "ordinal"))));
        Functions.register(Functions.unary("conjugate", "Conjugate (negative) of G", Game::negate));
        Functions.register(new Function("isimpartial", 1, 1, "isimpartial(F)",
                "Is the form impartial (the same options for both players, recursively)?",
                (args, pos) -> form(args, 0, pos, "isimpartial").isImpartial()));
        Functions.register(new Function("grundy", 1, 1, "grundy(F)",
                "Grundy value of an impartial form: the mex of its options' Grundy values",
                (args, pos) -> BigInteger.valueOf(Impartial.grundy(form(args, 0, pos, "grundy")))));
        Functions.register(new Function("mex", 0, Integer.MAX_VALUE, "mex(n1, n2, ...)",
                "Least non-negative integer not among the arguments", (args, pos) -> {
                    List<BigInteger> ns = new ArrayList<>();
                    for (Object a : args) {
                        ns.add(Values.integer(a, pos, "mex's argument"));
                    }
                    return Impartial.mexOf(ns);
                }));
        Functions.register(new Function("iscanonical", 1, 1, "iscanonical(F)",
                "Is the form its own canonical form (no dominated or reversible options anywhere)?",
                (args, pos) -> form(args, 0, pos, "iscanonical").isCanonical()));
        Functions.register(new Function("removedominated", 1, 1, "removedominated(F)",
                "The form F without its dominated options (top level)",
                (args, pos) -> FormReductions.removeDominated(form(args, 0, pos, "removedominated"))));
        Functions.register(new Function("bypassreversible", 1, 1, "bypassreversible(F)",
                "The form F with its reversible options bypassed (top level, repeatedly)",
                (args, pos) -> FormReductions.bypassReversible(form(args, 0, pos, "bypassreversible"))));
    }

    private static boolean isDicotic(Form f) {
        if (f.left().isEmpty() != f.right().isEmpty()) {
            return false;
        }
        for (Form x : f.left()) {
            if (!isDicotic(x)) {
                return false;
            }
        }
        for (Form x : f.right()) {
            if (!isDicotic(x)) {
                return false;
            }
        }
        return true;
    }

    private static Game game(List<Object> args, int i, Pos pos, String fn) {
        return Values.game(args.get(i), pos, fn + "'s argument " + (i + 1));
    }

    private static Form form(List<Object> args, int i, Pos pos, String fn) {
        return Values.form(args.get(i), pos, fn + "'s argument " + (i + 1));
    }

    private static Dyadic temperature(Object v, Pos pos, String fn) {
        Game t = Values.game(v, pos, fn + "'s temperature");
        if (!t.isNumber()) {
            throw new SyntaxError(fn + ": the temperature must be a number, not " + t, pos);
        }
        if (t.numberValue().signum() < 0) {
            throw new SyntaxError(fn + ": the temperature must be ≥ 0, got " + t, pos);
        }
        return t.numberValue();
    }
}
