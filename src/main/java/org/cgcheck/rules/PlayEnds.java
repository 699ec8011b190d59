package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Whether play from a position always ends: the positions it reaches, searched depth first for a
 * move back to a position on the current line of play. A schema's parameters can make play return
 * (GenClobber with pieces that move onto empty squares and leave nothing behind, GenToadsAndFrogs
 * with back slides); CGSuite then refuses the canonical form as "not a short game".
 */
final class PlayEnds {
    /** Most positions searched before the question is refused as too large. */
    static final int LIMIT = 200_000;

    private PlayEnds() {
    }

    /** The position play from {@code start} can return to, or null if play always ends. */
    static String returnsTo(Position start, String what) {
        Map<String, Boolean> onLine = new HashMap<>();      // true: on the current line; false: done
        List<Position> stack = new ArrayList<>();
        List<java.util.Iterator<Position>> next = new ArrayList<>();
        onLine.put(start.text(), true);
        stack.add(start);
        next.add(options(start).iterator());
        while (!stack.isEmpty()) {
            java.util.Iterator<Position> it = next.get(next.size() - 1);
            if (!it.hasNext()) {
                onLine.put(stack.remove(stack.size() - 1).text(), false);
                next.remove(next.size() - 1);
                continue;
            }
            Position q = it.next();
            Boolean seen = onLine.get(q.text());
            if (seen == null) {
                if (onLine.size() >= LIMIT) {
                    throw new BadPosition(what + " reaches more than " + LIMIT
                            + " positions; too many to check that play from it ends", -1);
                }
                onLine.put(q.text(), true);
                stack.add(q);
                next.add(options(q).iterator());
            } else if (seen) {
                return q.text();
            }
        }
        return null;
    }

    private static List<Position> options(Position p) {
        List<Position> out = new ArrayList<>(p.options(true));
        out.addAll(p.options(false));
        return out;
    }
}
