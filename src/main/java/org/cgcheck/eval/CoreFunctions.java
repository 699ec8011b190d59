package org.cgcheck.eval;

import java.math.BigInteger;
import java.util.List;
import java.util.ArrayList;
import org.cgcheck.fn.Args;
import org.cgcheck.fn.BadCall;
import org.cgcheck.fn.Builtin;
import org.cgcheck.fn.GameSet;
import org.cgcheck.game.Game;

/** Functions that need only the engine: stops, measures, outcome and simple predicates. */
final class CoreFunctions {
    private CoreFunctions() {
    }

    static List<Builtin> functions() {
        List<Builtin> out = new ArrayList<>();
        out.add(new Builtin("leftstop", 1, 1, "leftstop(G)", "Left stop: where alternate play starting with Left"
                + " ends; of a stopper, a pseudonumber (on, off, x, x over, x under; docs/loopy.md)",
                args -> args.get(0) instanceof org.cgcheck.loopy.SidedValue s ? LoopyFunctions.stop(s, true)
                        : Game.number(Args.game(args.get(0), "leftstop's argument").leftStop())));
        out.add(new Builtin("rightstop", 1, 1, "rightstop(G)", "Right stop; of a stopper, a pseudonumber",
                args -> args.get(0) instanceof org.cgcheck.loopy.SidedValue s ? LoopyFunctions.stop(s, false)
                        : Game.number(Args.game(args.get(0), "rightstop's argument").rightStop())));
        out.add(Builtin.unary("mean", "Mean value (mast of the thermograph)", g -> Game.number(g.mean())));
        out.add(Builtin.unary("temperature",
                "Temperature; for numbers x/2^k it is -1/2^k (integers: -1), as in CGSuite",
                g -> Game.number(g.temperature())));
        out.add(new Builtin("birthday", 1, 1, "birthday(G)",
                "Birthday of the value (of its canonical form); of the form itself for a form",
                args -> args.get(0) instanceof org.cgcheck.form.Form f ? BigInteger.valueOf(f.birthday())
                        : Args.game(args.get(0), "birthday's argument").birthday()));
        out.add(new Builtin("size", 1, 1, "size(G)",
                "Edges of the game tree: of the canonical form for a game, of the form itself for a form",
                args -> args.get(0) instanceof GameSet s ? BigInteger.valueOf(s.size())
                        : args.get(0) instanceof LoopySet s ? BigInteger.valueOf(s.size())
                        : args.get(0) instanceof org.cgcheck.form.Form f ? f.exactSize()
                        : Args.game(args.get(0), "size's argument").size()));
        out.add(new Builtin("outcome", 1, 1, "outcome(G)", "Outcome class: L, R, N or P",
                args -> args.get(0) instanceof org.cgcheck.loopy.SidedValue s ? LoopyValues.outcomeClass(s)
                        : Args.game(args.get(0), "outcome's argument").outcome()));
        out.add(Builtin.unary("neg", "Negative -G", Game::negate));
        out.add(Builtin.unary("isnumber", "Is G a number?", Game::isNumber));
        out.add(Builtin.unary("isinteger", "Is G an integer?", Game::isInteger));
        out.add(Builtin.unary("isnimber", "Is G a nimber *n?", Game::isNimber));
        out.add(Builtin.unary("isnumberish", "Are the stops equal (number plus infinitesimal)?",
                g -> g.leftStop().equals(g.rightStop())));
        out.add(Builtin.unary("isinfinitesimal", "Are both stops 0?",
                Game::isInfinitesimal));
        out.add(new Builtin("canonical", 1, 1, "canonical(F)",
                "The canonical form (value) of a form or game", args ->
                Args.game(args.get(0), "canonical's argument")));
        // issue 46: a position's value by name, as a class would ask for it
        out.add(new Builtin("value", 1, 1, "value(G)", "The value (canonical form) of a position, form or game",
                args -> Args.game(args.get(0), "value's argument")));
        out.add(new Builtin("Tiny", 1, 1, "Tiny(G)", "Tiny(G) = {0 || 0 | -G}",
                args -> tiny(Args.game(args.get(0), "Tiny's subscript"))));
        out.add(new Builtin("Miny", 1, 1, "Miny(G)", "Miny(G) = {G | 0 || 0}",
                args -> tiny(Args.game(args.get(0), "Miny's subscript")).negate()));
        strings(out);
        for (boolean left : new boolean[] {true, false}) {
            out.add(new Builtin(left ? "left" : "right", 1, 1, (left ? "left" : "right") + "(G)",
                    (left ? "Left" : "Right") + "'s moves: a position's moves as positions, a form's options as written,"
                    + " a game's canonical options", args -> moves(args.get(0), left)));
        }
        for (boolean left : new boolean[] {true, false}) {
            String name = left ? "leftwinningmoves" : "rightwinningmoves";
            out.add(new Builtin(name, 1, 1, name + "(G)", (left ? "Left" : "Right") + "'s winning moves from G moving"
                    + " first: the options " + (left ? "G^L >= 0" : "G^R <= 0") + " (a position's moves, a form's"
                    + " options as written, a game's canonical options): a position's as positions, else a set of values",
                    args -> winningMoves(args.get(0), left)));
        }
        out.add(new Builtin("abs", 1, 1, "abs(x)", "Absolute value of a number (an integer for an integer)",
                args -> args.get(0) instanceof BigInteger i ? i.abs() : abs(Args.game(args.get(0), "abs's argument"))));
        out.add(new Builtin("sum", 0, Integer.MAX_VALUE, "sum(G1, G2, ...) or sum(E for X in D)",
                "The sum of the games (integers: their sum as an integer); 0 when there are none",
                CoreFunctions::sum));
        return out;
    }

    /** A position's moves (positions, printed as CGSuite's expressions), else the options' values as a set. */
    static Object moves(Object g, boolean left) {
        if (g instanceof org.cgcheck.rules.Position p) {
            return new Moves(p.options(left));
        }
        if (g instanceof org.cgcheck.form.Form f) {
            return GameSet.of((left ? f.left() : f.right()).stream().map(org.cgcheck.form.Form::value).toList());
        }
        Game v = Args.game(g, (left ? "left" : "right") + "'s argument");
        return GameSet.of(left ? v.leftOptions() : v.rightOptions());
    }

    /** The moves of a position, as positions: what {@code left(P)} shows a student. */
    record Moves(List<org.cgcheck.rules.Position> positions) implements org.cgcheck.fn.Typed {
        @Override
        public String typeName() {
            return "a list of positions";
        }

        @Override
        public String toString() {
            StringBuilder b = new StringBuilder("{");
            for (int i = 0; i < positions.size(); i++) {
                b.append(i == 0 ? "" : ", ").append(positions.get(i).expression());
            }
            return b.append('}').toString();
        }
    }

    /** The values of the options from which the mover wins: Left needs G^L >= 0, Right G^R <= 0. */
    static Object winningMoves(Object g, boolean left) {
        List<Game> options = new ArrayList<>();
        if (g instanceof org.cgcheck.rules.Position p) {
            // A position's winning moves are positions: the boards a student can look at.
            return new Moves(p.options(left).stream()
                    .filter(o -> left ? o.value().geq(Game.ZERO) : o.value().leq(Game.ZERO)).toList());
        } else if (g instanceof org.cgcheck.form.Form f) {
            (left ? f.left() : f.right()).forEach(o -> options.add(o.value()));
        } else {
            Game v = Args.game(g, (left ? "left" : "right") + "winningmoves's argument");
            options.addAll(left ? v.leftOptions() : v.rightOptions());
        }
        List<Game> winning = new ArrayList<>();
        for (Game o : options) {
            if (left ? o.geq(Game.ZERO) : o.leq(Game.ZERO)) {
                winning.add(o);
            }
        }
        return GameSet.of(winning);
    }

    private static Game abs(Game g) {
        if (!g.isNumber()) {
            throw new BadCall("abs: the argument must be a number, got " + g);
        }
        return g.numberValue().signum() < 0 ? g.negate() : g;
    }

    /** Integers add as integers, anything else as games. */
    static Object sum(List<Object> args) {
        BigInteger n = BigInteger.ZERO;
        Game g = null;
        for (Object a : args) {
            if (a instanceof BigInteger i && g == null) {
                n = n.add(i);
            } else {
                g = (g == null ? Game.number(org.cgcheck.game.Dyadic.integer(n)) : g).plus(Args.game(a, "a term of sum"));
            }
        }
        return g == null ? n : g;
    }

    private static void strings(List<Builtin> out) {
        out.add(new Builtin("length", 1, 1, "length(s)", "The number of characters of a string",
                args -> BigInteger.valueOf(Strings.length(Args.string(args.get(0), "length's argument")))));
        out.add(new Builtin("substring", 3, 3, "substring(s, i, j)", "The characters i..j-1 of s (from 0)",
                args -> Strings.substring(Args.string(args.get(0), "substring's string"),
                        Args.integer(args.get(1), "substring's start"), Args.integer(args.get(2), "substring's end"))));
        out.add(new Builtin("replaceat", 3, 3, "replaceat(s, i, t)", "s with t written over it from position i",
                args -> Strings.replaceAt(Args.string(args.get(0), "replaceat's string"),
                        Args.integer(args.get(1), "replaceat's position"),
                        Args.string(args.get(2), "replaceat's replacement"))));
        out.add(new Builtin("words", 2, 2, "words(alphabet, n)",
                "Every string over the alphabet's characters of length 0..n, shortest first (a domain)",
                args -> Strings.words(Args.string(args.get(0), "words's alphabet"),
                        Args.integer(args.get(1), "words's length"))));
    }

    static Game tiny(Game g) {
        Game inner = Game.of(List.of(Game.ZERO), List.of(g.negate()));
        return Game.of(List.of(Game.ZERO), List.of(inner));
    }
}
