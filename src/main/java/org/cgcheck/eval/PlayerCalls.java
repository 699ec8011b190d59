package org.cgcheck.eval;

import java.util.List;
import java.util.Map;
import org.cgcheck.fn.BadCall;
import org.cgcheck.fn.Builtin;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.lang.Type;

/**
 * CGSuite's methods that take a player as a value, {@code G.Stop(p)} and {@code G.Options(p)} with p
 * a variable or computed ({@code Player.Left.Opponent}): the calls {@code playerstop(G, p)} and
 * {@code playeroptions(G, p)}, which are {@code leftstop(G)} / {@code rightstop(G)} (and the options)
 * once p is known. Typed and evaluated as that one-argument call, so a short game, a loopy game and
 * an explicit game each answer as with {@code .Stop(Left)} written out.
 */
final class PlayerCalls {
    private PlayerCalls() {
    }

    /** The call's name, and its CGSuite syntax for messages. */
    private static final Map<String, String> SYNTAX = Map.of("playerstop", ".Stop(p)", "playeroptions", ".Options(p)");

    static boolean handles(String name) {
        return name != null && SYNTAX.containsKey(name.toLowerCase(java.util.Locale.ROOT));
    }

    /** leftstop or rightstop (leftoptions or rightoptions) for the player. */
    private static String sided(String name, boolean left) {
        String n = name.toLowerCase(java.util.Locale.ROOT);
        return (left ? "left" : "right") + n.substring("player".length());
    }

    /** The type of {@code playerstop(G, p)}: p must be a player; the result is {@code leftstop(G)}'s. */
    static Type type(TypeChecker tc, String name, List<Expr> args, Map<String, Type> scope) {
        String syntax = SYNTAX.get(name.toLowerCase(java.util.Locale.ROOT));
        if (args.size() != 2) {
            throw new SyntaxError(syntax + " takes one player: G" + syntax, args.isEmpty() ? null : args.get(0).pos());
        }
        Type p = tc.typeOf(args.get(1), scope);
        if (!p.fits(Type.PLAYER)) {
            throw new SyntaxError(message(syntax, p.description), args.get(1).pos());
        }
        String left = sided(name, true);
        try {
            return tc.typeOf(new Expr.Call(left, List.of(args.get(0)), args.get(0).pos()), scope);
        } catch (SyntaxError e) {       // in the user's words: not "leftstop's argument" for G.Stop(p)
            throw new SyntaxError(e.getMessage().replace(left + "'s argument (" + left + "(G))", "G in G" + syntax),
                    e.pos());
        }
    }

    private static String message(String syntax, String what) {
        return syntax + " takes a player p: Left or Right (Player.Left, Left.Opponent, a variable holding one),"
                + " but this is " + what + " (CGSuite refuses it too)";
    }

    /** The one-argument function the call stands for, once the player is known (an error at pos if p is none). */
    static Builtin resolve(Builtin f, List<Object> args, org.cgcheck.lang.Pos pos) {
        if (!(args.get(1) instanceof Player p)) {
            String m = message(SYNTAX.get(f.name().toLowerCase(java.util.Locale.ROOT)), Values.typeName(args.get(1)));
            if (pos == null) {
                throw new BadCall(m);
            }
            throw new SyntaxError(m, pos);
        }
        return Functions.lookup(sided(f.name(), p == Player.Left));
    }

    static List<Builtin> functions() {
        return List.of(
                new Builtin("playerstop", 2, 2, "playerstop(G, p)", "G's stop for the player p (Left or Right):"
                        + " CGSuite's G.Stop(p) with p a variable or Player.Left.Opponent; of a loopy game, a"
                        + " pseudonumber as leftstop's", impl("playerstop")),
                new Builtin("playeroptions", 2, 2, "playeroptions(G, p)", "G's options for the player p (Left or"
                        + " Right): CGSuite's G.Options(p) with p a variable or Player.Left.Opponent", impl("playeroptions")));
    }

    /** Signatures for {@link Signatures}'s table (the type checker types these calls by {@link #type}). */
    static void signatures(ExplicitFunctions.Put put) {
        put.put("playerstop", Type.ANY, Type.ANY, Type.PLAYER);
        put.put("playeroptions", Type.ANY, Type.ANY, Type.PLAYER);
    }

    /** Outside an expression (a compiled plan calls the implementation): the sided call, its error unlocated. */
    private static Builtin.Impl impl(String name) {
        return args -> {
            Builtin sided = resolve(Functions.lookup(name), args, null);
            try {
                return Interpreter.apply(sided, List.of(args.get(0)), null);
            } catch (SyntaxError e) {
                throw new BadCall(e.getMessage());
            }
        };
    }
}
