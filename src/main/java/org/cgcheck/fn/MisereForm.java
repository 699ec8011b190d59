package org.cgcheck.fn;

import java.util.function.Supplier;
import org.cgcheck.form.Form;

/**
 * A form played misère: an element of {@code misere born by N} (impartial misère play) or of
 * {@code dicot misere born by N} (misère play modulo the dicot universe), and the sums made from
 * them. {@code +} adds the forms as written, {@code ==} is misère equivalence; where a normal-play
 * value is wanted it is refused ({@link Args#game}), never silently read as one. Where a form is
 * read as written (a {@code form} parameter, {@code ===}, the misère functions) it is its form.
 *
 * <p>A form that is an impartial misère canonical form ({@code miserecanonicalform(G)}, {@code
 * *[2#0]}, the elements of {@code misere born by N} and their options) prints in CGSuite's
 * notation ({@code notation}, computed when printed); any other (a sum as written, a dicot)
 * prints as its literal form, which {@code literal(G)} (CGSuite-style {@code G.Literal}) gives.
 */
public record MisereForm(Form form, boolean dicot, Supplier<String> notation) implements Typed {
    public MisereForm {
        java.util.Objects.requireNonNull(form);
    }

    /** A form played misère, printed as its literal form. */
    public MisereForm(Form form, boolean dicot) {
        this(form, dicot, null);
    }

    /** The convention, as messages name it. */
    public String convention() {
        return dicot ? "misère play modulo dicots" : "misère play";
    }

    @Override
    public String typeName() {
        return dicot ? "a dicot misère form" : "a misère form";
    }

    // The notation is how it prints, not what it is: equal forms are equal however they print.
    @Override
    public boolean equals(Object o) {
        return o instanceof MisereForm m && m.form.equals(form) && m.dicot == dicot;
    }

    @Override
    public int hashCode() {
        return form.hashCode() * 2 + (dicot ? 1 : 0);
    }

    @Override
    public String toString() {
        return notation != null ? notation.get() : form.toString();
    }
}
