package org.cgcheck.theory;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.cgcheck.form.Form;
import org.cgcheck.form.FormReductions;
import org.cgcheck.game.Dyadic;
import org.cgcheck.game.Game;
import org.cgcheck.fn.Args;
import org.cgcheck.fn.BadCall;
import org.cgcheck.fn.Builtin;

/** The theory's functions, for the evaluator's table of built-ins. */
public final class TheoryFunctions {
    private TheoryFunctions() {
    }

    public static List<Builtin> functions() {
        List<Builtin> out = new ArrayList<>();
        out.add(Builtin.unary("rcf", "Reduced canonical form p(G_*) (Calistrate)",
                ReducedCanonicalForm::rcf));
        out.add(Builtin.unary("coolstar", "G cooled by *: G for numbers, else {G^L_* + * | G^R_* + *}",
                ReducedCanonicalForm::coolStar));
        out.add(Builtin.unary("starprojection",
                "*-projection p(H): x for x and x*, else p of the options", ReducedCanonicalForm::starProjection));
        out.add(Builtin.unary("isreduced", "rcf(G) == G", ReducedCanonicalForm::isReduced));
        out.add(new Builtin("cool", 2, 2, "cool(G, t)",
                "G cooled by the number t ≥ 0", args -> Cooling.cool(game(args, 0, "cool"),
                        temperature(args.get(1), "cool"))));
        out.add(new Builtin("heat", 2, 2, "heat(G, t)", "G heated by the game t",
                args -> Cooling.heat(game(args, 0, "heat"), game(args, 1, "heat"))));
        out.add(Builtin.unary("atomicweight", "Atomic weight; an error if G is not atomic",
                AtomicWeight::of));
        out.add(Builtin.unary("isallsmall", "All-small: every position is 0 or has options for both",
                AtomicWeight::isAllSmall));
        out.add(new Builtin("isdicotic", 1, 1, "isdicotic(G)",
                "Dicotic: every position is {|} or has options for both players (a form is checked as written)",
                args -> args.get(0) instanceof Form f ? isDicotic(f)
                        : AtomicWeight.isAllSmall(game(args, 0, "isdicotic"))));
        out.add(new Builtin("norton", 2, 2, "norton(G, U)", "Norton product G.U",
                args -> Norton.multiply(game(args, 0, "norton"), game(args, 1, "norton"))));
        out.add(new Builtin("ordinal", 2, 2, "ordinal(G, H)", "Ordinal sum G : H",
                args -> args.get(0) instanceof Form f ? OrdinalSum.of(f, game(args, 1, "ordinal"))     // base as written
                        : OrdinalSum.of(game(args, 0, "ordinal"), game(args, 1, "ordinal"))));
        out.add(Builtin.unary("conjugate", "Conjugate (negative) of G", Game::negate));
        out.add(new Builtin("isimpartial", 1, 1, "isimpartial(F)",
                "Is the form impartial (the same options for both players, recursively)?",
                args -> form(args, 0, "isimpartial").isImpartial()));
        out.add(new Builtin("grundy", 1, 1, "grundy(F)",
                "Grundy value of an impartial form: the mex of its options' Grundy values",
                args -> BigInteger.valueOf(Impartial.grundy(form(args, 0, "grundy")))));
        out.add(new Builtin("mex", 0, Integer.MAX_VALUE, "mex(n1, n2, ...)",
                "Least non-negative integer not among the arguments", args -> {
                    List<BigInteger> ns = new ArrayList<>();
                    for (Object a : args) {
                        ns.add(Args.integer(a, "mex's argument"));
                    }
                    return Impartial.mexOf(ns);
                }));
        out.add(new Builtin("iscanonical", 1, 1, "iscanonical(F)",
                "Is the form its own canonical form (no dominated or reversible options anywhere)?",
                args -> form(args, 0, "iscanonical").isCanonical()));
        out.add(new Builtin("removedominated", 1, 1, "removedominated(F)",
                "The form F without its dominated options (top level)",
                args -> FormReductions.removeDominated(form(args, 0, "removedominated"))));
        out.add(new Builtin("bypassreversible", 1, 1, "bypassreversible(F)",
                "The form F with its reversible options bypassed (top level, repeatedly)",
                args -> FormReductions.bypassReversible(form(args, 0, "bypassreversible"))));
        formSurgery(out);
        out.addAll(VocabularyFunctions.functions());
        out.addAll(IntegerFunctions.functions());       // issue 42: CGSuite's methods of integers
        out.add(AllOptions.function());                 // issue 42: .Options of a short game
        return out;
    }

    private static void formSurgery(List<Builtin> out) {
        out.add(new Builtin("withoutleft", 2, 2, "withoutleft(F, A)",
                "The form F with its Left option A removed (A must be one of left(F))",
                args -> without(form(args, 0, "withoutleft"), form(args, 1, "withoutleft"), true)));
        out.add(new Builtin("withoutright", 2, 2, "withoutright(F, B)",
                "The form F with its Right option B removed (B must be one of right(F))",
                args -> without(form(args, 0, "withoutright"), form(args, 1, "withoutright"), false)));
        out.add(new Builtin("replaceoption", 3, 3, "replaceoption(F, A, B)",
                "The form F with its option A replaced by B on both sides where A occurs",
                args -> replace(form(args, 0, "replaceoption"), form(args, 1, "replaceoption"),
                        form(args, 2, "replaceoption"))));
        out.add(new Builtin("kayles", 1, 1, "kayles(n)",
                "Kayles: the impartial form of a row of n pins (remove one pin or two adjacent ones)",
                args -> Impartial.kayles(Args.integer(args.get(0), "kayles's argument"))));     // refused as written
        out.add(Builtin.unary("rcfoptions", "{rcf(G^L) | rcf(G^R)} over G's canonical options",
                g -> Game.of(g.leftOptions().stream().map(ReducedCanonicalForm::rcf).toList(),
                        g.rightOptions().stream().map(ReducedCanonicalForm::rcf).toList())));
        out.add(Builtin.unary("projectionform",
                "The literal form {p(H^L) | p(H^R)} over H's canonical options, before any reduction",
                g -> Form.of(g.leftOptions().stream().map(TheoryFunctions::projectedForm).toList(),
                        g.rightOptions().stream().map(TheoryFunctions::projectedForm).toList())));
    }

    /** p(x) as a literal form; a form beyond the forms' birthday limit is refused, not a crash. */
    private static Form projectedForm(Game x) {
        try {
            return Form.canonical(ReducedCanonicalForm.starProjection(x));
        } catch (IllegalArgumentException e) {
            throw new BadCall("projectionform: " + e.getMessage());
        }
    }

    private static Form without(Form f, Form a, boolean left) {
        List<Form> side = new ArrayList<>(left ? f.left() : f.right());
        if (!side.remove(a)) {
            throw new BadCall((left ? "withoutleft" : "withoutright") + ": " + a + " is not a "
                    + (left ? "Left" : "Right") + " option of " + f);
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
    static Game game(List<Object> args, int i, String fn) {
        Object v = args.get(i);
        return v instanceof Game g ? g : Args.game(v, fn + "'s argument " + (i + 1));
    }

    private static Form form(List<Object> args, int i, String fn) {
        Object v = args.get(i);
        return v instanceof Form f ? f : Args.form(v, fn + "'s argument " + (i + 1));
    }

    private static Dyadic temperature(Object v, String fn) {
        Game t = Args.game(v, fn + "'s temperature");
        if (!t.isNumber()) {
            throw new BadCall(fn + ": the temperature must be a number, not " + t);
        }
        if (t.numberValue().signum() < 0) {
            throw new BadCall(fn + ": the temperature must be ≥ 0, got " + t);
        }
        return t.numberValue();
    }
}
