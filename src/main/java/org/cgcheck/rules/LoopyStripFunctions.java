package org.cgcheck.rules;

import java.util.List;
import org.cgcheck.fn.Args;
import org.cgcheck.fn.BadCall;
import org.cgcheck.fn.Builtin;
import org.cgcheck.loopy.SidedValue;

/**
 * {@code game.strip.BackslidingToadsAndFrogs("tt.f")} (a loopy value, as CGSuite's
 * {@code .GameValue} gives it) and {@code .GameValue} itself ({@code gamevalue(G)}): the value of a
 * position or game, loopy or short.
 */
public final class LoopyStripFunctions {
    public static final List<String> LOOPY_CONSTRUCTORS = List.of("game.strip.backslidingtoadsandfrogs",
            "backslidingtoadsandfrogs");

    private LoopyStripFunctions() {
    }

    static List<Builtin> functions() {
        List<Builtin> out = new java.util.ArrayList<>();
        for (String name : List.of("game.strip.BackslidingToadsAndFrogs", "backslidingtoadsandfrogs")) {
            out.add(new Builtin(name, 1, 1, name + "(\"tt.f\")",
                    "Backsliding Toads and Frogs: the loopy value of the strip (creatures may also slide back)",
                    args -> backsliding(args.get(0), name)));
        }
        out.add(new Builtin("gamevalue", 1, 1, "gamevalue(G)",
                "The value of a game or position, loopy or short (CGSuite's .GameValue)",
                args -> args.get(0) instanceof SidedValue v ? v : Args.game(args.get(0), "GameValue's argument")));
        return out;
    }

    private static Object backsliding(Object v, String name) {
        if (!(v instanceof String s)) {
            throw new BadCall(name + " needs a strip string such as \"tt.f\", not " + Args.typeName(v));
        }
        try {
            return Backsliding.value(s).ofPosition(BackslidingPosition.of(s));      // show and explore play it
        } catch (BadPosition e) {
            throw new BadCall(e.getMessage());
        } catch (RuntimeException e) {
            if (e.getClass().getSimpleName().equals("NotSettled")) {
                throw new BadCall(name + ": " + e.getMessage());
            }
            throw e;
        }
    }
}
