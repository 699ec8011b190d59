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
                (args, pos) -> args.get(0) instanceof Form f ? OrdinalSum.of(f, game(args, 1, pos, "ordinal"))     // base as written
                        : OrdinalSum.of(game(args, 0, pos, "ordinal"), game(args, 1, pos, "ordinal"))));
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
        registerFormSurgery();
        VocabularyFunctions.register();
    }

    private static void registerFormSurgery() {
        Functions.register(new Function("withoutleft", 2, 2, "withoutleft(F, A)",
                "The form F with its Left option A removed (A must be one of left(F))",
                (args, pos) -> without(form(args, 0, pos, "withoutleft"), form(args, 1, pos, "withoutleft"), true, pos)));
        Functions.register(new Function("withoutright", 2, 2, "withoutright(F, B)",
                "The form F with its Right option B removed (B must be one of right(F))",
                (args, pos) -> without(form(args, 0, pos, "withoutright"), form(args, 1, pos, "withoutright"), false, pos)));
        Functions.register(new Function("replaceoption", 3, 3, "replaceoption(F, A, B)",
                "The form F with its option A replaced by B on both sides where A occurs",
                (args, pos) -> replace(form(args, 0, pos, "replaceoption"), form(args, 1, pos, "replaceoption"),
                        form(args, 2, pos, "replaceoption"))));
        Functions.register(new Function("kayles", 1, 1, "kayles(n)",
                "Kayles: the impartial form of a row of n pins (remove one pin or two adjacent ones)",
                (args, pos) -> Impartial.kayles(Values.integer(args.get(0), pos, "kayles's argument").intValueExact())));
        Functions.register(Functions.unary("rcfoptions", "{rcf(G^L) | rcf(G^R)} over G's canonical options",
                g -> Game.of(g.leftOptions().stream().map(ReducedCanonicalForm::rcf).toList(),
                        g.rightOptions().stream().map(ReducedCanonicalForm::rcf).toList())));
        Functions.register(Functions.unary("projectionform",
                "The literal form {p(H^L) | p(H^R)} over H's canonical options, before any reduction",
                g -> Form.of(g.leftOptions().stream().map(x -> Form.canonical(ReducedCanonicalForm.starProjection(x)))
                        .toList(), g.rightOptions().stream()
                        .map(x -> Form.canonical(ReducedCanonicalForm.starProjection(x))).toList())));
    }

    private static Form without(Form f, Form a, boolean left, Pos pos) {
        List<Form> side = new ArrayList<>(left ? f.left() : f.right());
        if (!side.remove(a)) {
            throw new SyntaxError((left ? "withoutleft" : "withoutright") + ": " + a + " is not a "
                    + (left ? "Left" : "Right") + " option of " + f, pos);
        }
        return left ? Form.of(side, f.right()) : Form.of(f.left(), side);
    }

    private static Form replace(Form f, Form a, Form b) {
        List<Form> l = new ArrayList<>();
        for (Form x : f.left()) {
            l.add(x == a ? b : x);
        }
        List<Form> r = new ArrayList<>();
        for (Form x : f.right()) {
            r.add(x == a ? b : x);
        }
        return Form.of(l, r);
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

    // The instanceof tests first: the message is only built for a wrong argument.
    static Game game(List<Object> args, int i, Pos pos, String fn) {
        Object v = args.get(i);
        return v instanceof Game g ? g : Values.game(v, pos, fn + "'s argument " + (i + 1));
    }

    private static Form form(List<Object> args, int i, Pos pos, String fn) {
        Object v = args.get(i);
        return v instanceof Form f ? f : Values.form(v, pos, fn + "'s argument " + (i + 1));
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
