package org.cgcheck.fn;

/** A run-time value of a kind the functions layer does not know, naming itself in messages. */
public interface Typed {
    /** "a position", "an uptimal expansion": how an error message names a value of this kind. */
    String typeName();
}
