package org.cgcheck.fn;

/** CGSuite's named argument {@code allbut => true}: the name and the value, read by the function called. */
public record NamedArgument(String name, Object value) implements Typed {
    @Override
    public String typeName() {
        return "a named argument (" + name + " => ...)";
    }

    @Override
    public String toString() {
        return name + " => " + value;
    }
}
