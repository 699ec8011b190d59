package org.cgcheck.rules;

import java.util.List;

/**
 * A Kayles move told as a class plays it, with pins: "knocks down pin 3 of the row of 5, leaving
 * rows of 2 and 2", "knocks down 2 pins at an end of the row of 5, leaving a row of 3". Pins are
 * counted from the left; a move that leaves two rows knocks the pins between them.
 */
final class KaylesText {
    private KaylesText() {
    }

    static String knock(int rows, HeapGame.HeapMove m) {
        String which = rows == 1 ? "the row of " + m.heap() : "row " + (m.index() + 1) + " (of " + m.heap() + " pins)";
        List<Integer> left = m.leaves();
        int taken = m.taken();
        if (left.isEmpty()) {
            return taken == 1 ? "knocks down the last pin of " + which : "knocks down both pins of " + which;
        }
        if (left.size() == 1) {
            return "knocks down " + (taken == 1 ? "an end pin" : taken + " pins at an end") + " of " + which
                    + ", leaving a row of " + left.get(0);
        }
        int first = left.get(0) + 1;
        return "knocks down " + (taken == 1 ? "pin " + first : "pins " + first + " and " + (first + 1)) + " of " + which
                + ", leaving rows of " + left.get(0) + " and " + left.get(1);
    }
}
