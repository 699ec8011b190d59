package org.cgcheck.loopy;

/** Entry points: parse CGSuite's loopy notation into a game graph or a sided value. */
public final class Loopy {
    private Loopy() {
    }

    /** A loopy game as written (no '&'); LoopySyntaxError if ill-formed. */
    public static LoopyGame parseGame(String text) {
        return LoopyBuild.game(LoopyParser.parse(text));
    }

    /** The value of a literal: a sided value (a stopper is its own onside and offside). */
    public static SidedValue parseValue(String text) {
        LoopyTerm t = LoopyParser.parse(text);
        if (t instanceof LoopyTerm.Sidle s) {
            LoopyGame on = LoopyBuild.game(s.onside());
            LoopyGame off = LoopyBuild.game(s.offside());
            if (!on.isStopper() || !off.isStopper()) {
                throw new LoopySyntaxError("both sides of '&' must be stoppers", s.pos());
            }
            if (!Survival.geq(on, off)) {
                throw new LoopySyntaxError("S & T needs S ≥ T (the onside at least the offside)", s.pos());
            }
            return SidedValue.sidle(on, off);
        }
        return SidedValue.of(LoopyBuild.game(t));
    }
}
