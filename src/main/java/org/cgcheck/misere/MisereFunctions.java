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
 * Impartial misère play, for the evaluator's table of built-ins. Every argument is read as a
 * literal form ({@link #FORM_READERS}): misère play is not invariant under normal-play equality
 * ({@code {*2|*2}} is 0 in normal play, but not in misère play), so a value would lose what
 * matters. Names follow CGSuite where it has them (MisereCanonicalForm, Genus, MisereNimValue).
 */
public final class MisereFunctions {
    private MisereFunctions() {
    }

    /**
     * The functions whose game arguments the evaluator reads as written (eval's AsWritten: a
     * notation value as its canonical form, braces and sums as written, a position as itself),
     * never as normal-play values. A new misère function registers here.
     */
    public static final Set<String> FORM_READERS = union(Set.of("miserecanonicalform", "misereequal", "genus",
            "miserenimvalue", "miseregrundy", "miserebirthday", "miserenotation", "shortgenus",
            "misereoutcome", "literal"), union(DicotFunctions.FORM_READERS, MiserePropertyFunctions.NAMES));

    private static Set<String> union(Set<String> a, Set<String> b) {
        Set<String> u = new java.util.HashSet<>(a);
        u.addAll(b);
        return Set.copyOf(u);
    }

    public static List<Builtin> functions() {
        List<Builtin> out = new ArrayList<>();
        out.add(new Builtin("miserecanonicalform", 1, 1, "miserecanonicalform(F)",
                "The misère canonical (simplest) form of an impartial form, as a misère form printed in CGSuite's"
                        + " notation: *[2[2]] (CGSuite: .MisereCanonicalForm); literal(G) or .Literal is its literal form",
                args -> MisereForms.value(canonical(args, 0, "miserecanonicalform"))));
        out.add(new Builtin("literal", 1, 1, "literal(G)",
                "The literal form of a misère form (as written; options on both sides), of a form itself:"
                        + " literal(miserecanonicalform(*2 + *2)) is {*2,*3|*2,*3} (G.Literal is the same)",
                args -> Args.form(args.get(0), "literal's argument")));
        out.add(new Builtin("miserenotation", 1, 1, "miserenotation(F)",
                "The misère canonical form of an impartial form in CGSuite's notation, as text: *[2#0], *[2[2]]"
                        + " (CGSuite: .MisereCanonicalForm)",
                args -> canonical(args, 0, "miserenotation").toString()));
        out.add(new Builtin("misere", 1, 1, "misere(\"*[2#0]\")",
                "The misère canonical form written in CGSuite's notation (*[2#0], *[2[2]], or its lists *[[2],0]),"
                        + " as a misère form; *[2#0] written in a claim is the same",
                args -> {
                    String text = Args.string(args.get(0), "misere's argument");
                    try {
                        return MisereForms.value(MisereNotation.parse(text));
                    } catch (MisereNotation.BadNotation e) {
                        throw new BadCall("misère form " + org.cgcheck.game.Excerpt.around(text, e.offset()) + ": "
                                + e.getMessage() + " (at character " + (e.offset() + 1) + ")");
                    }
                }));
        out.add(new Builtin("misereequal", 2, 2, "misereequal(F, H)",
                "Are the impartial forms equal in misère play (the same misère outcome in every sum)?",
                args -> canonical(args, 0, "misereequal") == canonical(args, 1, "misereequal")));
        out.add(new Builtin("genus", 1, 1, "genus(F)",
                "Conway's genus g^{g0 g1 ...} of an impartial form, as text (CGSuite: .Genus)",
                args -> canonical(args, 0, "genus").genus().toString()));
        out.add(new Builtin("shortgenus", 1, 1, "shortgenus(F)",
                "The genus as CGSuite's .Genus prints it: a nim heap's Grundy value alone (2), tame and restive"
                        + " games as g^g0 (0^0 for *2 + *2), others in full as genus(F)",
                args -> canonical(args, 0, "shortgenus").shortGenus()));
        String nim = "The misère Grundy value G⁻ (1 for 0, else the mex of the options'); 0 iff a misère P-position";
        out.add(new Builtin("miserenimvalue", 1, 1, "miserenimvalue(F)", nim + " (CGSuite: .MisereNimValue)",
                args -> BigInteger.valueOf(misereGrundy(args, "miserenimvalue"))));
        out.add(new Builtin("miseregrundy", 1, 1, "miseregrundy(F)", nim + " (the same as miserenimvalue)",
                args -> BigInteger.valueOf(misereGrundy(args, "miseregrundy"))));
        out.add(new Builtin("miserebirthday", 1, 1, "miserebirthday(F)",
                "The birthday of the misère canonical form of an impartial form",
                args -> BigInteger.valueOf(canonical(args, 0, "miserebirthday").birthday())));
        out.add(new Builtin("misereoutcome", 1, 1, "misereoutcome(G)",
                "Who wins G played misère (L, R, N or P): a position as its rules play it, a form as written,"
                + " a normal-play value as its canonical form (CGSuite: .MisereOutcomeClass)",
                args -> outcome(args.get(0))));
        out.add(new Builtin("miserecount", 1, 1, "miserecount(n)",
                "How many misère canonical forms are born by day n (n ≤ 5): 1, 2, 3, 5, 22, 4171780",
                args -> {
                    BigInteger n = Args.integer(args.get(0), "miserecount's argument");
                    if (n.signum() < 0 || n.compareTo(BigInteger.valueOf(MisereDays.MAX_BUILT_DAY + 1)) > 0) {
                        throw new BadCall("miserecount: days 0..5 are counted, got " + n);
                    }
                    return BigInteger.valueOf(MisereDays.count(n.intValue()));
                }));
        out.addAll(MiserePropertyFunctions.functions());       // issue 42: CGSuite's properties
        return out;
    }

    /**
     * The misère outcome class: impartial games by their misère canonical form (a P-position iff
     * the misère nim value is 0), partizan ones by play ({@link MiserePlay}).
     */
    static org.cgcheck.game.Outcome outcome(Object v) {
        org.cgcheck.game.Outcome closed = ClosedForms.numberOutcome(valueWritten(v));
        if (closed != null) {
            return closed;
        }
        org.cgcheck.rules.Position p = v instanceof org.cgcheck.rules.Position x ? x
                : org.cgcheck.rules.FormPosition.of(Args.form(v, "misereoutcome's argument"));
        try {
            if (p.ruleset().impartial()) {
                return misereGrundy(List.of(p), "misereoutcome") == 0 ? org.cgcheck.game.Outcome.P
                        : org.cgcheck.game.Outcome.N;
            }
            return MiserePlay.outcome(p);
        } catch (IllegalArgumentException e) {
            throw new BadCall("misereoutcome: " + e.getMessage());
        }
    }

    /** G⁻ of the first argument: of a sum of positions without the sum's canonical form. */
    private static int misereGrundy(List<Object> args, String fn) {
        int closed = ClosedForms.nimberMisereGrundy(valueWritten(args.get(0)));
        if (closed >= 0) {
            return closed;
        }
        if (args.get(0) instanceof org.cgcheck.rules.Position p && p.ruleset().impartial()) {
            try {
                return MisereForms.misereGrundy(p);
            } catch (IllegalArgumentException e) {
                throw new BadCall(fn + ": " + e.getMessage());
            }
        }
        return canonical(args, 0, fn).misereGrundy();
    }

    /** The value an argument is the canonical form of, where it was written as one (a notation value); else null. */
    private static org.cgcheck.game.Game valueWritten(Object v) {
        if (v instanceof org.cgcheck.rules.FormPosition f) {
            return f.canonicalValue();
        }
        return v instanceof org.cgcheck.game.Game g ? g : v instanceof BigInteger n
                ? org.cgcheck.game.Game.number(org.cgcheck.game.Dyadic.integer(n)) : null;
    }

    static MisereCanonicalGame canonical(List<Object> args, int i, String fn) {
        Object v = args.get(i);
        if (v instanceof org.cgcheck.rules.Position p && !p.ruleset().impartial()) {
            throw new BadCall(fn + ": " + p.expression() + " is not impartial; misère canonical forms are defined for"
                    + " impartial games only (partizan dicots: miseredicotcanonicalform, miseredicotequal)");
        }
        if (v instanceof org.cgcheck.rules.Position p) {
            try {
                return MisereForms.canonical(p);
            } catch (IllegalArgumentException e) {
                throw new BadCall(fn + ": " + e.getMessage());
            }
        }
        Form f = v instanceof Form x ? x : Args.form(v, fn + "'s argument " + (i + 1));
        if (!f.isImpartial()) {
            throw new BadCall(fn + ": " + f + " is not impartial; misère canonical forms are defined for impartial"
                    + " games only (partizan dicots: miseredicotcanonicalform, miseredicotequal)");
        }
        return MisereForms.canonical(f);
    }
}
