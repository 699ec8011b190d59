package org.cgcheck.eval;

import java.util.List;
import org.cgcheck.fn.BadCall;
import org.cgcheck.fn.Builtin;

/**
 * CGSuite's players {@code Left} and {@code Right} ({@code Player.Left}, {@code Player.Right}),
 * printed as CGSuite prints them; {@code .Opponent} is the other one. Constants of the language
 * that a variable of the same name hides; compared for equality only.
 */
enum Player implements org.cgcheck.fn.Typed {
    Left, Right;

    Player opponent() {
        return this == Left ? Right : Left;
    }

    @Override
    public String typeName() {
        return "a player";
    }

    static Player named(String name) {
        return name.equals("Left") ? Left : name.equals("Right") ? Right : null;
    }

    static List<Builtin> functions() {
        return List.of(new Builtin("opponent", 1, 1, "opponent(p)", "The other player: opponent(Left) is Right."
                + " CGSuite: .Opponent", args -> {
                    if (args.get(0) instanceof Player p) {
                        return p.opponent();
                    }
                    throw new BadCall("opponent's argument must be a player (Left or Right)");
                }));
    }
}
