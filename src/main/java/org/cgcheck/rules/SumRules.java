package org.cgcheck.rules;

import java.util.List;

/**
 * The "ruleset" of positions that are not one ruleset's: sums of positions and literal forms.
 * It says whether both players have the same moves; it has no board to parse or enumerate.
 */
public final class SumRules implements Ruleset {
    static final SumRules IMPARTIAL = new SumRules("sum", true);
    static final SumRules PARTIZAN = new SumRules("sum", false);

    private final String name;
    private final String qualified;
    private final boolean impartial;

    SumRules(String name, boolean impartial) {
        this(name, name, impartial);
    }

    private SumRules(String name, String qualified, boolean impartial) {
        this.name = name;
        this.qualified = qualified;
        this.impartial = impartial;
    }

    /** The rules of a user's definition: {@code qualified} tells it from any other (a redefinition too). */
    public static Ruleset defined(String name, String qualified, boolean impartial) {
        return new SumRules(name, qualified, impartial);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String qualified() {
        return qualified;
    }

    @Override
    public boolean impartial() {
        return impartial;
    }

    @Override
    public Position parse(String text) {
        throw new BadPosition("a " + name + " is written as an expression, not read from a string", -1);
    }

    @Override
    public String expression(Position p) {
        return p.text();
    }

    @Override
    public String boundSyntax() {
        return "N";
    }

    @Override
    public List<Position> within(Bound bound) {
        return List.of();
    }

    @Override
    public double countWithin(Bound bound) {
        return 0;
    }

    @Override
    public Position random(Bound shape, java.util.SplittableRandom rnd) {
        throw new UnsupportedOperationException("no random " + name);
    }

    @Override
    public int exploreLimit() {
        return 0;
    }

    @Override
    public List<Position> smaller(Position p) {
        return List.of();
    }
}
