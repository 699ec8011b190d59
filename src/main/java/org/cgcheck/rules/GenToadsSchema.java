package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.cgcheck.fn.BadCall;

/**
 * CGSuite's GenToadsAndFrogs parameters (minSlide, maxSlide, maxJump: integers;
 * allowFriendlyJump: a boolean) read into an instance of rules/GenToads, one per choice.
 */
final class GenToadsSchema {
    private static final String FN = "game.strip.GenToadsAndFrogs";
    private static final int[] DEFAULTS = {1, 1, 1};
    private static final String[] NAMES = {"minSlide", "maxSlide", "maxJump"};

    private GenToadsSchema() {
    }

    static GenToads instance(Object[] given, Map<String, Ruleset> cache) {
        int[] v = DEFAULTS.clone();
        List<String> named = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            if (given[i] != null) {
                if (!(given[i] instanceof java.math.BigInteger)) {
                    throw new BadCall(FN + ": " + NAMES[i] + " must be an integer, not " + GenSchemas.typeName(given[i]));
                }
                v[i] = Math.max(-1000, Math.min(1000, GenSchemas.distance(given[i], FN, NAMES[i])));
                if (v[i] != DEFAULTS[i]) {
                    named.add(NAMES[i] + " => " + v[i]);
                }
            }
        }
        boolean friendly = false;
        if (given[3] != null) {
            if (!(given[3] instanceof Boolean b)) {
                throw new BadCall(FN + ": allowFriendlyJump must be true or false, not " + GenSchemas.typeName(given[3]));
            }
            friendly = b;
            if (b) {
                named.add("allowFriendlyJump => true");
            }
        }
        String qualified = FN + "(" + String.join(", ", named) + ")";
        boolean f = friendly;
        return (GenToads) cache.computeIfAbsent(qualified,
                q -> new GenToads("gentoadsandfrogs" + q.substring(FN.length()), q, v[0], v[1], v[2], f));
    }
}
