package org.cgcheck.eval;

import java.util.Map;
import java.util.stream.Stream;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Type;

/**
 * The type of braces {@code {L | R}} and of {@code +-G}: a loopy option makes a loopy game, an
 * explicit one an explicit game (as in CGSuite), a form a form, else a game.
 */
final class BraceTypes {
    private BraceTypes() {
    }

    static Type braces(TypeChecker tc, Expr.Braces b, Map<String, Type> scope) {
        boolean form = false;
        boolean loopy = false;
        boolean explicit = false;
        for (Expr x : Stream.concat(b.left().stream(), b.right().stream()).toList()) {
            Type t = tc.option(x, scope);
            form |= t == Type.FORM;
            loopy |= t == Type.LOOPY;
            explicit |= t == Type.EXPLICIT;
        }
        // {'{1|0}'|on}: an explicit option makes explicit braces even beside a stopper, as in CGSuite
        return explicit ? Type.EXPLICIT : loopy ? Type.LOOPY : form ? Type.FORM : Type.GAME;
    }

    static Type plusMinus(TypeChecker tc, Expr.PlusMinus pm, Map<String, Type> scope) {
        if (pm.options().stream().anyMatch(x -> tc.typeOf(x, scope) == Type.LOOPY)) {
            for (Expr x : pm.options()) {
                tc.option(x, scope);
            }
            return Type.LOOPY;          // +-G of a loopy G: {G | -G}
        }
        if (pm.options().stream().anyMatch(x -> tc.typeOf(x, scope) == Type.EXPLICIT)) {
            pm.options().forEach(x -> tc.want(x, Type.EXPLICIT, scope, "an option"));
            return Type.EXPLICIT;       // +-'{1|0}': explicit braces, as in CGSuite
        }
        for (Expr x : pm.options()) {
            tc.want(x, Type.GAME, scope, "an option");
        }
        return Type.GAME;
    }
}
