package org.cgcheck.lang;

import java.util.ArrayList;
import java.util.List;

/**
 * A CGSuite postfix property as the function call it stands for: {@code (G).LeftIncentives} is
 * {@code leftincentives(G)}, {@code (G).Cool(t)} is {@code cool(G, t)}, and the player-valued
 * {@code (G).Options(Left)} / {@code (G).Stop(Right)} are {@code leftoptions(G)} / {@code rightstop(G)}.
 */
final class PropertyCalls {
    private PropertyCalls() {
    }

    static Expr.Call resolve(Expr.Property p) {
        if (p.name().equals("Options") || p.name().equals("Stop")) {
            String player = p.args().size() == 1 && p.args().get(0) instanceof Expr.Var v ? v.name() : null;
            if (!"Left".equals(player) && !"Right".equals(player)) {
                throw new SyntaxError("." + p.name() + " takes the player: ." + p.name() + "(Left) or ." + p.name()
                        + "(Right)", p.pos());
            }
            String fn = player.toLowerCase() + (p.name().equals("Options") ? "options" : "stop");
            return new Expr.Call(fn, List.of(p.target()), p.pos());
        }
        List<Expr> args = new ArrayList<>();
        args.add(p.target());
        args.addAll(p.args());
        return new Expr.Call(Functions.functionForProperty(p.name()), args, p.pos());
    }
}
