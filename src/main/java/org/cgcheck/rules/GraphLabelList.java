package org.cgcheck.rules;

import java.util.List;
import java.util.Locale;
import org.cgcheck.fn.Typed;

/**
 * A list of CGSuite's graph labels, {@code [Nothing, Left]} or {@code [game.graph.Color.Blue]}
 * (lang/LabelListSyntax): GenCol's permitted vertex labels, GenHackenbush's childish colours.
 */
public record GraphLabelList(List<String> names) implements Typed {
    @Override
    public String typeName() {
        return "a list of graph labels";
    }

    /** The labels as bits: {@code order} lists the names (lower case) of bits 0, 1, ...; other names give none. */
    int bits(List<String> order) {
        int b = 0;
        for (String n : names) {
            int i = order.indexOf(n.toLowerCase(Locale.ROOT));
            b |= i >= 0 ? 1 << i : 0;
        }
        return b;
    }

    @Override
    public String toString() {
        return "[" + String.join(",", names) + "]";
    }
}
