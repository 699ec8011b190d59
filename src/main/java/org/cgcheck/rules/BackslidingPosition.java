package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.loopy.SidedValue;

/**
 * A Backsliding Toads and Frogs strip ({@code game.strip.BackslidingToadsAndFrogs("tt.f")}) as a
 * position: its moves ({@link Backsliding#moves}), told as Toads and Frogs moves are ("toad 2 → 3",
 * a slide back "toad 3 → 2"), and its loopy value, from the graph of every strip it reaches.
 */
public final class BackslidingPosition implements LoopyPosition {
    private final String text;
    /** The creatures' moves: Backsliding's, or a GenToadsAndFrogs with back slides. */
    private final java.util.function.BiFunction<String, Boolean, List<String>> rules;
    /** The expression before the strip's string: {@code game.strip.BackslidingToadsAndFrogs}. */
    private final String call;

    private BackslidingPosition(String text, java.util.function.BiFunction<String, Boolean, List<String>> rules, String call) {
        this.text = text;
        this.rules = rules;
        this.call = call;
    }

    /** The strip {@code text} ('t', 'f', '.'), already read by {@link Backsliding#value}. */
    public static BackslidingPosition of(String text) {
        return new BackslidingPosition(text, Backsliding::moves, "game.strip.BackslidingToadsAndFrogs");
    }

    /** A strip of a GenToadsAndFrogs whose play can return ({@code minSlide} below 0), {@code call} its ruleset's expression. */
    static BackslidingPosition of(String text, java.util.function.BiFunction<String, Boolean, List<String>> rules, String call) {
        return new BackslidingPosition(text, rules, call);
    }

    /** The strip as written. */
    public String text() {
        return text;
    }

    @Override
    public String ruleset() {
        return call.equals("game.strip.BackslidingToadsAndFrogs") ? "backslidingtoadsandfrogs" : "gentoadsandfrogs";
    }

    @Override
    public String expression() {
        return call + "(\"" + text + "\")";
    }

    @Override
    public int size() {
        return text.length();
    }

    @Override
    public String picture() {
        return text;
    }

    @Override
    public List<LoopyPosition> options(boolean left) {
        List<LoopyPosition> out = new ArrayList<>();
        for (String s : rules.apply(text, left)) {
            out.add(new BackslidingPosition(s, rules, call));
        }
        return out;
    }

    @Override
    public SidedValue value() {
        return Backsliding.value(text, rules).ofPosition(this);
    }

    @Override
    public String describe(LoopyPosition to, boolean left) {
        String other = ((BackslidingPosition) to).text;
        String told = MoveText.slide(MoveText.changes(new String[] {text}, new String[] {other}), text);
        return told != null ? told : "to " + other;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof BackslidingPosition p && p.text.equals(text) && p.call.equals(call);
    }

    @Override
    public int hashCode() {
        return text.hashCode() * 31 + call.hashCode();
    }

    @Override
    public String toString() {
        return expression();
    }
}
