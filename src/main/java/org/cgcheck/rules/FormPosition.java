package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.form.Form;
import org.cgcheck.game.Game;

/**
 * A literal form as a position: its options as written are its moves. A normal-play value stands
 * here as its canonical form (the one meaning a value has as a position), built only when its
 * moves are asked for. What a sum keeps of a form or value beside positions.
 */
public final class FormPosition implements Position {
    /** The rules of literal forms: impartial ones (the same options for both players) and the others. */
    static final Ruleset IMPARTIAL = new SumRules("form", true);
    static final Ruleset PARTIZAN = new SumRules("form", false);

    public static final FormPosition ZERO = new FormPosition(Form.ZERO, Game.ZERO);

    private final Game value;
    private volatile Form form;

    private FormPosition(Form form, Game value) {
        this.form = form;
        this.value = value;
    }

    public static FormPosition of(Form f) {
        return new FormPosition(f, null);
    }

    /** A normal-play value as a position: its canonical form. */
    public static FormPosition ofValue(Game g) {
        return new FormPosition(null, g);
    }

    public Form form() {
        Form f = form;
        if (f == null) {
            f = Form.canonical(value);
            form = f;
        }
        return f;
    }

    /** The value this position is the canonical form of, when it was made from one; else null. */
    public Game canonicalValue() {
        return value;
    }

    @Override
    public Form literal() {
        return form();
    }

    @Override
    public Ruleset ruleset() {
        boolean impartial = form != null ? form.isImpartial() : value.isNimber();
        return impartial ? IMPARTIAL : PARTIZAN;
    }

    @Override
    public String text() {
        return form != null ? form.toString() : value.toString();
    }

    @Override
    public String expression() {
        return text();
    }

    @Override
    public List<Position> options(boolean left) {
        List<Position> out = new ArrayList<>();
        for (Form o : left ? form().left() : form().right()) {
            out.add(of(o));
        }
        return out;
    }

    @Override
    public int size() {
        return form != null ? form.birthday() : value.birthday().intValue();
    }

    @Override
    public String key() {
        return "#" + form().id();
    }

    @Override
    public Game value() {
        return value != null ? value : form.value();
    }

    /** A form is written on one line: its bars are the notation's, not a board's rows. */
    @Override
    public String picture() {
        return text();
    }

    @Override
    public String toString() {
        return text();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof FormPosition p && p.form().equals(form());
    }

    @Override
    public int hashCode() {
        return form().hashCode();
    }
}
