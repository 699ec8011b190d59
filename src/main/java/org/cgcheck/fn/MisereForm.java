package org.cgcheck.fn;

import org.cgcheck.form.Form;

/**
 * A form played misère: an element of {@code misere born by N} (impartial misère play) or of
 * {@code dicot misere born by N} (misère play modulo the dicot universe), and the sums made from
 * them. {@code +} adds the forms as written, {@code ==} is misère equivalence; where a normal-play
 * value is wanted it is refused ({@link Args#game}), never silently read as one. Where a form is
 * read as written (a {@code form} parameter, {@code ===}, the misère functions) it is its form.
 */
public record MisereForm(Form form, boolean dicot) implements Typed {
    public MisereForm {
        java.util.Objects.requireNonNull(form);
    }

    /** The convention, as messages name it. */
    public String convention() {
        return dicot ? "misère play modulo dicots" : "misère play";
    }

    @Override
    public String typeName() {
        return dicot ? "a dicot misère form" : "a misère form";
    }

    @Override
    public String toString() {
        return form.toString();
    }
}
