package org.cgcheck.fn;

/** CGSuite's {@code inf}, as a parameter takes it: no limit ({@code maxDistance => inf}). */
public enum Unbounded implements Typed {
    INF;

    @Override
    public String typeName() {
        return "inf";
    }

    @Override
    public String toString() {
        return "inf";
    }
}
