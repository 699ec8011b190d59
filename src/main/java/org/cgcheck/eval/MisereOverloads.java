package org.cgcheck.eval;

import java.util.List;
import java.util.Map;
import org.cgcheck.fn.Builtin;
import org.cgcheck.fn.MisereForm;
import org.cgcheck.lang.Type;

/**
 * CGSuite's properties whose name means one thing of a normal-play game and another of a misère
 * canonical form: {@code (*[[2],1]).IsEven} is misère evenness (born before G + *), not the
 * canonical form's parity; {@code .NimValue} is G⁺. Of a misère form (statically typed so, or a
 * misère form at run time) the call goes to the misère function; {@code options} of anything else
 * is a short game's options for either player ({@code alloptions}).
 */
final class MisereOverloads {
    private MisereOverloads() {
    }

    private static final Map<String, String> MISERE = Map.of("iseven", "misereiseven", "nimvalue",
            "miserenormalnimvalue");

    /** Does f name something else for a misère form (or, options, for a short game)? Only then is the argument's type wanted. */
    static boolean overloaded(Builtin f) {
        return MISERE.containsKey(f.name()) || f.name().equals("options");
    }

    /** The function a call of f on an argument of type t names (t is the first argument's). */
    static Builtin forType(Builtin f, Type t) {
        if (f.name().equals("options") && !t.misere() && t != Type.ANY) {
            return Functions.lookup(SHORT_OPTIONS);        // ({1|0}).Options: a short game's options
        }
        String m = t == Type.MISERE ? MISERE.get(f.name()) : null;
        return m == null ? f : Functions.lookup(m);
    }

    private static final String SHORT_OPTIONS = "alloptions";

    /** The function a call of f on these evaluated arguments names. */
    static Builtin forArguments(Builtin f, List<Object> args) {
        if (f.name().equals("options") && args.size() == 1 && !(args.get(0) instanceof MisereForm)) {
            return Functions.lookup(SHORT_OPTIONS);
        }
        if (args.size() == 1 && args.get(0) instanceof MisereForm m && !m.dicot()) {
            String n = MISERE.get(f.name());
            if (n != null) {
                return Functions.lookup(n);
            }
        }
        return f;
    }
}
