package org.cgcheck.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.game.Game;
import org.cgcheck.rules.MoveText;
import org.cgcheck.rules.Position;

/**
 * The tree of a ruleset position's moves as text: each move told in words with the board it
 * leaves and that board's value, the mover's winning moves marked, moves that lead to equal
 * positions (the same board up to symmetry) merged with a count, and "…" below the depth drawn.
 */
public final class PositionTree {
    private PositionTree() {
    }

    /** Lines of the tree below {@code p}, {@code depth} moves deep; at most {@code width} moves per node. */
    public static List<String> lines(Position p, int depth, int width) {
        List<String> out = new ArrayList<>();
        walk(p, depth, width, "", out);
        return out;
    }

    private record Branch(Position to, String label, int count) {
    }

    private static void walk(Position p, int depth, int width, String indent, List<String> out) {
        if (depth <= 0) {
            return;
        }
        List<Branch> branches = new ArrayList<>();
        List<Boolean> sides = new ArrayList<>();
        boolean impartial = p.ruleset().impartial();       // the same moves for both: listed once
        for (boolean left : impartial ? new boolean[] {true} : new boolean[] {true, false}) {
            Map<String, Branch> merged = new LinkedHashMap<>();
            for (Position q : p.options(left)) {
                org.cgcheck.game.EvaluationStopped.check();     // as many as the moves: a deadline or Ctrl-C stops it
                merged.merge(q.key(), new Branch(q, MoveText.describe(p, q, left), 1),
                        (a, b) -> new Branch(a.to(), a.label(), a.count() + 1));
            }
            for (Branch b : merged.values()) {
                branches.add(b);
                sides.add(left);
            }
        }
        int shown = Math.min(branches.size(), width);
        for (int i = 0; i < shown; i++) {
            Branch b = branches.get(i);
            boolean left = sides.get(i);
            boolean last = i == branches.size() - 1;
            Game v = b.to().value();
            boolean wins = left ? v.geq(Game.ZERO) : v.leq(Game.ZERO);
            boolean deeper = !b.to().over();
            out.add(indent + (last ? "└─" : "├─") + (impartial ? "" : left ? "L " : "R ") + b.label()
                    + (b.count() > 1 ? " (×" + b.count() + ", the same up to symmetry)" : "")
                    + (b.label().startsWith("to ") ? "" : "  → " + b.to().text()) + " = " + v + (wins ? "  (wins)" : "")
                    + (deeper && depth <= 1 ? " …" : ""));
            if (depth > 1) {
                walk(b.to(), depth - 1, width, indent + (last ? "   " : "│  "), out);
            }
        }
        if (shown < branches.size()) {
            out.add(indent + "└─… " + (branches.size() - shown) + " more move" + (branches.size() - shown == 1 ? "" : "s"));
        }
    }
}
