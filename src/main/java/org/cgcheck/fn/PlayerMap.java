package org.cgcheck.fn;

import java.util.List;

/**
 * CGSuite's map literal keyed by players, {@code {Left => {2}, Right => {1}}}, as GenClobber's
 * {@code clobbered} and {@code leftBehind} take it: the keys as written (printed "Left", "Right")
 * and their values, in order.
 */
public record PlayerMap(List<String> keys, List<Object> values) implements Typed {
    /** The value under {@code key}, or null. */
    public Object get(String key) {
        int i = keys.indexOf(key);
        return i < 0 ? null : values.get(i);
    }

    @Override
    public String typeName() {
        return "a map";
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("{");
        for (int i = 0; i < keys.size(); i++) {
            sb.append(i > 0 ? ", " : "").append(keys.get(i)).append(" => ").append(values.get(i));
        }
        return sb.append('}').toString();
    }
}
