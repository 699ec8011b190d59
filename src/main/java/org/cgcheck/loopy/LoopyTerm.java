package org.cgcheck.loopy;

import java.util.List;

/** The syntax of a loopy literal, before its graph is built (LoopyParser, LoopyBuild). */
sealed interface LoopyTerm {
    int pos();

    /** {@code label{left | right}}; label may be null. */
    record Braces(String label, List<LoopyTerm> left, List<LoopyTerm> right, int pos) implements LoopyTerm {
    }

    /** {@code pass}: the enclosing braces themselves. */
    record Pass(int pos) implements LoopyTerm {
    }

    /** A label bound by enclosing braces. */
    record Ref(String name, int pos) implements LoopyTerm {
    }

    /** A closed game: a short literal or a named constant. */
    record Closed(LoopyGame game, int pos) implements LoopyTerm {
    }

    record Sum(LoopyTerm a, LoopyTerm b, int pos) implements LoopyTerm {
    }

    record Neg(LoopyTerm a, int pos) implements LoopyTerm {
    }

    /** The sidling operator {@code S & T}: onside S, offside T (top level only). */
    record Sidle(LoopyTerm onside, LoopyTerm offside, int pos) implements LoopyTerm {
    }
}
