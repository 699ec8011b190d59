package org.cgcheck.rules;

import java.util.LinkedHashMap;
import java.util.Map;

/** The loopy rulesets by the short names {@code within} domains give them (issue 43, loopy rulesets). */
public final class LoopyRulesets {
    private static final Map<String, LoopyRuleset> BY_NAME = new LinkedHashMap<>();

    static {
        for (LoopyRuleset r : new LoopyRuleset[] {new BackslidingDomain(), FoxDomain.plain(), FoxDomain.ceylonese(),
                FoxDomain.general()}) {
            BY_NAME.put(r.name(), r);
        }
    }

    private LoopyRulesets() {
    }

    /** The ruleset of a short name (any case), or null. */
    public static LoopyRuleset byName(String name) {
        return BY_NAME.get(name.toLowerCase());
    }

    public static Map<String, LoopyRuleset> all() {
        return java.util.Collections.unmodifiableMap(BY_NAME);
    }
}
