package org.cgcheck.rules;

import java.util.LinkedHashMap;
import java.util.Map;

/** The rulesets by their short names, as {@code within} domains and aliases name them. */
public final class Rulesets {
    private static final Map<String, Ruleset> BY_NAME = new LinkedHashMap<>();

    static {
        for (Ruleset r : new Ruleset[] {Domineering.RULES, Cram.RULES, Clobber.RULES, ToadsAndFrogs.RULES,
                TopplingDominoes.RULES, Hackenbush.RULES, Hackenbush.BLUE_RED, Hackenbush.GREEN, HeapGame.NIM, HeapGame.KAYLES, HeapGame.DAWSONS_KAYLES,
                HeapGame.GRUNDYS_GAME, Cutcake.RULES}) {
            BY_NAME.put(r.name(), r);
        }
        HeapRulesetFunctions.withinDomains().forEach(r -> BY_NAME.put(r.name(), r));     // issue 43's heap games
        for (Ruleset r : BoardRulesets.domains()) {     // issue 43, boards: graph games and their families
            BY_NAME.put(r.name(), r);
        }
    }

    private Rulesets() {
    }

    /** The ruleset of a short name (any case), or null. */
    public static Ruleset byName(String name) {
        return BY_NAME.get(name.toLowerCase());
    }

    public static Map<String, Ruleset> all() {
        return java.util.Collections.unmodifiableMap(BY_NAME);
    }
}
