package org.cgcheck.misere;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.cgcheck.fn.Args;
import org.cgcheck.fn.BadCall;
import org.cgcheck.fn.Builtin;
import org.cgcheck.form.Form;

/**
 * Partizan misère play modulo the dicot universe D, for the evaluator's table of built-ins.
 * Arguments are literal forms, as for the impartial misère functions (a normal-play value would
 * lose what misère play sees: {*|*} is 0 in normal play, and happens to be ≡ 0 mod D too, but
 * {*2|*2} is not). CGSuite has no functions for misère play modulo a universe, so the names are
 * cgcheck's own, after {@code miserecanonicalform} and {@code misereequal}.
 */
public final class DicotFunctions {
    private DicotFunctions() {
    }

    /** The functions whose arguments the evaluator must pass as literal forms. */
    public static final Set<String> FORM_READERS = Set.of("isdicot", "miseredicotge", "miseredicotequal",
            "miseredicotcanonicalform");

    public static List<Builtin> functions() {
        List<Builtin> out = new ArrayList<>();
        out.add(new Builtin("isdicot", 1, 1, "isdicot(F)",
                "Is the literal form a dicot (from every follower both players can move, or neither)?"
                + " The same condition as isdicotic, but always on the form as written",
                args -> Dicots.isDicot(form(args, 0, "isdicot"))));
        out.add(new Builtin("miseredicotge", 2, 2, "miseredicotge(G, H)",
                "G ≥ H modulo the dicot universe in misère play: o⁻(G + X) ≥ o⁻(H + X) for every dicot X",
                args -> DicotOrder.geDicots(dicot(args, 0, "miseredicotge"), dicot(args, 1, "miseredicotge"))));
        out.add(new Builtin("miseredicotequal", 2, 2, "miseredicotequal(G, H)",
                "G ≡ H modulo the dicot universe in misère play: the same misère outcome in every sum with a dicot",
                args -> {
                    Form g = dicot(args, 0, "miseredicotequal");
                    Form h = dicot(args, 1, "miseredicotequal");
                    return DicotOrder.geDicots(g, h) && DicotOrder.geDicots(h, g);
                }));
        out.add(new Builtin("miseredicotcanonicalform", 1, 1, "miseredicotcanonicalform(G)",
                "The reduced (canonical) form of a dicot modulo the dicot universe in misère play, as a literal form",
                args -> DicotCanonical.reduced(dicot(args, 0, "miseredicotcanonicalform"))));
        out.add(new Builtin("miseredicotcount", 1, 1, "miseredicotcount(n)",
                "How many reduced dicots (mod D, misère) are born by day n (n ≤ 3): 1, 2, 9, 1268",
                args -> {
                    BigInteger n = Args.integer(args.get(0), "miseredicotcount's argument");
                    if (n.signum() < 0 || n.compareTo(BigInteger.valueOf(DicotDays.MAX_BUILT_DAY)) > 0) {
                        throw new BadCall("miseredicotcount: days 0.." + DicotDays.MAX_BUILT_DAY + " are counted, got " + n);
                    }
                    return BigInteger.valueOf(DicotDays.count(n.intValue()));
                }));
        return out;
    }

    private static Form form(List<Object> args, int i, String fn) {
        Object v = args.get(i);
        if (v instanceof org.cgcheck.rules.Position p && p.literal() != null) {
            return p.literal();         // a form or a sum of forms, as written
        }
        if (v instanceof org.cgcheck.rules.Position) {
            throw new BadCall(fn + ": argument " + (i + 1) + " is a ruleset position; partizan misère play reads"
                    + " literal forms only (write the position's form)");
        }
        return v instanceof Form f ? f : Args.form(v, fn + "'s argument " + (i + 1));
    }

    /** The argument as a literal form, refused (naming the follower at fault) when it is not a dicot. */
    private static Form dicot(List<Object> args, int i, String fn) {
        Form f = form(args, i, fn);
        try {
            DicotOrder.requireDicot(f, "argument " + (i + 1));
        } catch (IllegalArgumentException e) {
            throw new BadCall(fn + ": " + e.getMessage() + "; the comparison test modulo D holds for dicots only");
        }
        return f;
    }
}
