package org.cgcheck.loopy;

/** Entry points: parse CGSuite's loopy notation into a game graph or a sided value. */
public final class Loopy {
    private Loopy() {
    }

    /** A loopy game as written (no '&'); LoopySyntaxError if ill-formed. */
    public static LoopyGame parseGame(String text) {
        return LoopyBuild.game(LoopyParser.parse(text));
    }

    /** Values of literals read before (a claim or a file names the same literal many times). */
    private static final java.util.Map<String, SidedValue> VALUES = java.util.Collections.synchronizedMap(
            new java.util.LinkedHashMap<>(64, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(java.util.Map.Entry<String, SidedValue> e) {
                    return size() > 512;
                }
            });

    /** The value of a literal: a sided value (a stopper is its own onside and offside). */
    public static SidedValue parseValue(String text) {
        SidedValue known = VALUES.get(text);
        if (known != null) {
            return known;
        }
        SidedValue v = readValue(text);
        VALUES.put(text, v);
        return v;
    }

    private static SidedValue readValue(String text) {
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
