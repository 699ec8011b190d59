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

    private BackslidingPosition(String text) {
        this.text = text;
    }

    /** The strip {@code text} ('t', 'f', '.'), already read by {@link Backsliding#value}. */
    public static BackslidingPosition of(String text) {
        return new BackslidingPosition(text);
    }

    /** The strip as written. */
    public String text() {
        return text;
    }

    @Override
    public String ruleset() {
        return "backslidingtoadsandfrogs";
    }

    @Override
    public String expression() {
        return "game.strip.BackslidingToadsAndFrogs(\"" + text + "\")";
    }

    @Override
    public String picture() {
        return text;
    }

    @Override
    public List<LoopyPosition> options(boolean left) {
        List<LoopyPosition> out = new ArrayList<>();
        for (String s : Backsliding.moves(text, left)) {
            out.add(new BackslidingPosition(s));
        }
        return out;
    }

    @Override
    public SidedValue value() {
        return Backsliding.value(text).ofPosition(this);
    }

    @Override
    public String describe(LoopyPosition to, boolean left) {
        String other = ((BackslidingPosition) to).text;
        String told = MoveText.slide(MoveText.changes(new String[] {text}, new String[] {other}), text);
        return told != null ? told : "to " + other;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof BackslidingPosition p && p.text.equals(text);
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }

    @Override
    public String toString() {
        return expression();
    }
}
