package org.cgcheck.eval;

import java.util.List;
import java.util.Set;
import org.cgcheck.fn.Args;
import org.cgcheck.fn.BadCall;
import org.cgcheck.fn.Builtin;
import org.cgcheck.loopy.Loopy;
import org.cgcheck.loopy.Pseudonumber;
import org.cgcheck.loopy.StopperStops;
import org.cgcheck.loopy.LoopyGame;
import org.cgcheck.loopy.LoopySyntaxError;
import org.cgcheck.loopy.SidedValue;
import org.cgcheck.loopy.Sidling;

/** The built-in functions of loopy games (docs/loopy.md), with CGSuite's property names where it has them. */
final class LoopyFunctions {
    private LoopyFunctions() {
    }

    /** Not onside/offside: users' programs may already define those names (InductionTest does). */
    static final Set<String> NAMES = Set.of("loopy", "loopyonside", "loopyoffside", "isstopper", "loopyoutcome",
            "sidle", "loopydegree");
    static final Set<String> PROPERTIES = Set.of("Onside", "Offside", "IsStopper", "Degree");

    static List<Builtin> functions() {
        List<Builtin> out = new java.util.ArrayList<>(LoopyProperties.functions());
        out.addAll(PlayerCalls.functions());      // G.Stop(p), G.Options(p) with p a variable
        out.addAll(StepRanges.functions());       // for n from a to b by s
        out.addAll(Player.functions());     // issue 42: .Options(Left) names a player; .Opponent
        out.addAll(ConwayProduct.functions());      // issue 42: a game operation of CGSuite's
        out.addAll(ExplicitFunctions.functions());      // issue 42: explicit games, compounds
        out.addAll(List.of(
                new Builtin("loopy", 1, 1, "loopy(s)", "The loopy game written in CGSuite's notation in the string s",
                        new Body("loopy")),
                new Builtin("loopyonside", 1, 1, "loopyonside(G)",
                        "The onside of a loopy game, a stopper. CGSuite: .Onside", new Body("loopyonside")),
                new Builtin("loopyoffside", 1, 1, "loopyoffside(G)",
                        "The offside of a loopy game, a stopper. CGSuite: .Offside", new Body("loopyoffside")),
                new Builtin("isstopper", 1, 1, "isstopper(G)", "Is the value a stopper (onside = offside)? CGSuite:"
                        + " .IsStopper", new Body("isstopper")),
                new Builtin("loopyoutcome", 1, 1, "loopyoutcome(G)", "Outcome of play on a loopy game, with draws:"
                        + " L, R, N, P, D, or two letters (the winner when Left starts, when Right starts)",
                        new Body("loopyoutcome")),
                new Builtin("loopydegree", 1, 1, "loopydegree(G)", "The degree of loopiness of a stopper: 0 if it is"
                        + " loopfree, else the onside of G - G (on.Degree = on, upon.Degree = ^<on>). CGSuite: .Degree",
                        new Body("loopydegree")),
                new Builtin("sidle", 2, 2, "sidle(S, T)", "The sided value S & T of stoppers S >= T", new Body("sidle"))));
        return out;
    }

    /**
     * The functions' bodies, chosen by name: one class instead of seven lambdas, each of which
     * would cost a cold loopy line a bootstrap (a class spun at run time).
     */
    private static final class Body implements Builtin.Impl {
        private final String name;

        Body(String name) {
            this.name = name;
        }

        @Override
        public Object apply(List<Object> args) {
            switch (name) {
                case "loopy": return parse(Args.string(args.get(0), "loopy's argument"));
                case "loopyonside": return side(args.get(0), true);
                case "loopyoffside": return side(args.get(0), false);
                case "isstopper": return LoopyValues.of(args.get(0), "isstopper's argument").isStopper();
                case "loopyoutcome": return outcome(args.get(0));
                case "loopydegree": return degree(args.get(0));
                case "sidle": return sidle(args.get(0), args.get(1));
                default: throw new IllegalStateException("no loopy function " + name);
            }
        }
    }

    private static SidedValue parse(String text) {
        try {
            return Loopy.parseValue(text);
        } catch (LoopySyntaxError e) {
            throw new BadCall("in loopy(\"" + org.cgcheck.game.Excerpt.around(text, e.offset) + "\") at character "
                    + (e.offset + 1) + ": " + e.getMessage());
        } catch (Sidling.NotSettled e) {
            throw new BadCall(e.getMessage());
        }
    }

    private static SidedValue side(Object v, boolean on) {
        SidedValue s = LoopyValues.of(v, (on ? "loopyonside" : "loopyoffside") + "'s argument");
        if (!s.isStopperSided()) {
            throw new BadCall("." + (on ? "Onside" : "Offside") + ": " + s + " is not stopper-sided (its sides, printed"
                    + " around the '&', have cycles of alternating play), so it has no stopper " + (on ? "onside" : "offside")
                    + "; CGSuite has no .Onside for such games either");
        }
        LoopyGame g = on ? s.onside() : s.offside();
        return SidedValue.of(g);
    }

    private static String outcome(Object v) {
        SidedValue s = LoopyValues.of(v, "loopyoutcome's argument");
        if (s.outcome() == null) {
            throw new BadCall("a value written S & T has no game graph to play on");
        }
        return s.outcome();
    }

    /** .LeftStop / .RightStop of a stopper: a pseudonumber, as a loopy value (CGSuite's CanonicalStopper.leftStop). */
    static SidedValue stop(SidedValue s, boolean left) {
        String name = left ? "LeftStop" : "RightStop";
        if (!s.isStopper()) {
            throw new BadCall("." + name + " is defined for stoppers, and " + s + " is not one (its onside and offside"
                    + " differ); take the stop of a side: (G).Onside." + name);
        }
        try {
            Pseudonumber p = left ? StopperStops.leftStop(s.onside()) : StopperStops.rightStop(s.onside());
            return SidedValue.of(p.game());
        } catch (StopperStops.NoStop e) {
            throw new BadCall("." + name + ": " + e.getMessage());
        }
    }

    private static SidedValue degree(Object v) {
        SidedValue s = LoopyValues.of(v, "loopydegree's argument");
        SidedValue d = s.degree();
        if (d == null) {
            throw new BadCall(".Degree is defined for stoppers, and " + s + " is not one (its onside and offside differ)");
        }
        return d;
    }

    private static SidedValue sidle(Object a, Object b) {
        SidedValue s = LoopyValues.of(a, "sidle's first argument");
        SidedValue t = LoopyValues.of(b, "sidle's second argument");
        if (!s.isStopper() || !t.isStopper()) {
            throw new BadCall("sidle(S, T) takes stoppers");
        }
        if (!s.geq(t)) {
            throw new BadCall("sidle(S, T) needs S >= T");
        }
        return SidedValue.sidle(s.onside(), t.onside());
    }
}
