package org.cgcheck.eval;

import java.util.Map;
import org.cgcheck.game.Outcome;
import org.cgcheck.lang.Type;

/**
 * The language's named constants: the outcome classes L, R, N, P, the booleans true and false,
 * and CGSuite's loopy constants (on, off, dud, over, under, upon). A definition or a variable
 * cannot take one of these names: it would silently change what a claim means.
 */
public final class Constants {
    private Constants() {
    }

    private static final Map<String, Object> FIXED = Map.of("L", Outcome.L, "R", Outcome.R, "N", Outcome.N,
            "P", Outcome.P, "true", Boolean.TRUE, "false", Boolean.FALSE);

    /**
     * Loopy games' outcome classes with draws, in CGSuite's names (LoopyOutcomeClass). Not reserved:
     * {@code D} is a common name for a definition or a variable, which then hides the class.
     */
    private static final Map<String, Object> DRAW_CLASSES = Map.of("D", org.cgcheck.loopy.LoopyOutcomeClass.D,
            "PHat", org.cgcheck.loopy.LoopyOutcomeClass.PHat, "PCheck", org.cgcheck.loopy.LoopyOutcomeClass.PCheck,
            "NHat", org.cgcheck.loopy.LoopyOutcomeClass.NHat, "NCheck", org.cgcheck.loopy.LoopyOutcomeClass.NCheck);

    /** The constant's value, or null if the name is not a constant. */
    static Object value(String name) {
        Object v = FIXED.get(name);
        if (v == null) {
            v = DRAW_CLASSES.get(name);
        }
        if (v == null) {
            v = Player.named(name);     // CGSuite's Left and Right; not reserved, as the draw classes
        }
        if (v == null) {
            v = schemaConstant(name);
        }
        return v != null ? v : LoopyValues.constant(name);
    }

    /** CGSuite's {@code inf} and {@code Coordinates.Orthogonal} etc., the ruleset schemas' parameters (issue 43). */
    private static Object schemaConstant(String name) {
        return name.equals("inf") ? org.cgcheck.fn.Unbounded.INF : org.cgcheck.fn.CoordinateList.named(name);
    }

    /** The constant's type, or null if the name is not a constant. */
    static Type type(String name) {
        Object v = FIXED.get(name);
        if (v == null && Player.named(name) != null) {
            return Type.PLAYER;
        }
        if (v == null && schemaConstant(name) != null) {
            return Type.ANY;
        }
        return v instanceof Boolean ? Type.BOOL : v != null || DRAW_CLASSES.containsKey(name) ? Type.OUTCOME
                : LoopyValues.CONSTANTS.containsKey(name) ? Type.LOOPY : null;
    }

    /** What the name stands for ("the loopy constant on = {pass|}"), or null if it is not a constant. */
    public static String meaning(String name) {
        Object v = FIXED.get(name);
        if (v instanceof Boolean) {
            return "the boolean " + name;
        }
        if (v != null) {
            return "the outcome class " + name;
        }
        String loopy = LoopyValues.CONSTANTS.get(name);
        return loopy == null ? null : "the loopy constant " + name + " = " + loopy;
    }
}
