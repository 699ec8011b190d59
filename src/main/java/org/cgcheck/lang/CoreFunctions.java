package org.cgcheck.lang;

import java.math.BigInteger;
import java.util.List;
import org.cgcheck.game.Game;

/** Functions that need only the engine: stops, measures, outcome and simple predicates. */
final class CoreFunctions {
    private CoreFunctions() {
    }

    static void register() {
        Functions.register(Functions.unary("leftstop", "Left stop: where alternate play starting with Left ends",
                g -> Game.number(g.leftStop())));
        Functions.register(Functions.unary("rightstop", "Right stop", g -> Game.number(g.rightStop())));
        Functions.register(Functions.unary("mean", "Mean value (mast of the thermograph)", g -> Game.number(g.mean())));
        Functions.register(Functions.unary("temperature",
                "Temperature; for numbers x/2^k it is -1/2^k (integers: -1), as in CGSuite",
                g -> Game.number(g.temperature())));
        Functions.register(new Function("birthday", 1, 1, "birthday(G)",
                "Birthday of the value (of its canonical form); of the form itself for a form",
                (args, pos) -> args.get(0) instanceof org.cgcheck.form.Form f ? BigInteger.valueOf(f.birthday())
                        : Values.game(args.get(0), pos, "birthday's argument").birthday()));
        Functions.register(new Function("size", 1, 1, "size(G)",
                "Edges of the game tree: of the canonical form for a game, of the form itself for a form",
                (args, pos) -> args.get(0) instanceof GameSet s ? BigInteger.valueOf(s.size())
                        : args.get(0) instanceof org.cgcheck.form.Form f ? f.exactSize()
                        : Values.game(args.get(0), pos, "size's argument").size()));
        Functions.register(Functions.unary("outcome", "Outcome class: L, R, N or P", Game::outcome));
        Functions.register(Functions.unary("neg", "Negative -G", Game::negate));
        Functions.register(Functions.unary("isnumber", "Is G a number?", Game::isNumber));
        Functions.register(Functions.unary("isinteger", "Is G an integer?", Game::isInteger));
        Functions.register(Functions.unary("isnimber", "Is G a nimber *n?", Game::isNimber));
        Functions.register(Functions.unary("isnumberish", "Are the stops equal (number plus infinitesimal)?",
                g -> g.leftStop().equals(g.rightStop())));
        Functions.register(Functions.unary("isinfinitesimal", "Are both stops 0?",
                Game::isInfinitesimal));
        Functions.register(new Function("canonical", 1, 1, "canonical(F)",
                "The canonical form (value) of a form or game", (args, pos) ->
                Values.game(args.get(0), pos, "canonical's argument")));
        Functions.register(new Function("Tiny", 1, 1, "Tiny(G)", "Tiny(G) = {0 || 0 | -G}",
                (args, pos) -> tiny(Values.game(args.get(0), pos, "Tiny's subscript"))));
        Functions.register(new Function("Miny", 1, 1, "Miny(G)", "Miny(G) = {G | 0 || 0}",
                (args, pos) -> tiny(Values.game(args.get(0), pos, "Miny's subscript")).negate()));
    }

    static Game tiny(Game g) {
        Game inner = Game.of(List.of(Game.ZERO), List.of(g.negate()));
        return Game.of(List.of(Game.ZERO), List.of(inner));
    }
}
