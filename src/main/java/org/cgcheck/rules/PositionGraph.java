package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Supplier;
import org.cgcheck.loopy.GraphBuilder;
import org.cgcheck.loopy.LoopyGame;
import org.cgcheck.loopy.SidedValue;

/**
 * The loopy value of a position of a ruleset whose play can return (Backsliding Toads and Frogs,
 * GenToadsAndFrogs with back slides, GenClobber with moves onto empty squares): every position
 * reachable from it is a node of the game graph, Left's moves its Left edges and Right's its Right
 * edges; the value is the graph's sided value (a simplified stopper, or onside and offside).
 * Positions are their texts.
 */
final class PositionGraph {
    /** Most positions of a non-stopper graph whose sides are searched for. */
    static final int MAX_SIDLED = 60;

    private PositionGraph() {
    }

    /**
     * The value of {@code start} under {@code moves} (Left's moves for {@code true}). At most
     * {@code maxPositions} positions are built: beyond, the refusal names the position {@code what}
     * and {@code estimate} (how many positions there may be, in words).
     */
    static SidedValue value(String start, BiFunction<String, Boolean, List<String>> moves, String what,
            int maxPositions, Supplier<String> estimate) {
        LoopyGame g = graph(start, moves, what, maxPositions, estimate);
        if (!g.isStopper() && g.shortValue() == null && g.nodes() > MAX_SIDLED) {
            // The loopy package's sidling grows beyond memory on such graphs (tt..ff: 90 positions).
            throw new BadPosition("not computed: " + what + " reaches " + g.nodes() + " positions with cycles that "
                    + "are not a stopper, and finding the sides of such a game is done for at most " + MAX_SIDLED
                    + " positions", -1);
        }
        return SidedValue.of(g);
    }

    /** The game graph of every position reachable from {@code start}, its root {@code start}. */
    static LoopyGame graph(String start, BiFunction<String, Boolean, List<String>> moves, String what,
            int maxPositions, Supplier<String> estimate) {
        GraphBuilder b = new GraphBuilder();
        Map<String, Integer> node = new HashMap<>();
        List<String> todo = new ArrayList<>();
        node.put(start, b.addNode());
        todo.add(start);
        for (int k = 0; k < todo.size(); k++) {
            org.cgcheck.game.EvaluationStopped.check();      // a deadline or Ctrl-C stops a large graph
            String s = todo.get(k);
            int from = node.get(s);
            for (boolean left : new boolean[] {true, false}) {
                for (String t : moves.apply(s, left)) {
                    Integer to = node.get(t);
                    if (to == null) {
                        if (node.size() >= maxPositions) {
                            throw new BadPosition("not computed: " + what + " reaches more than " + maxPositions
                                    + " positions (at most " + maxPositions + " are solved; there may be "
                                    + estimate.get() + ")", -1);
                        }
                        to = b.addNode();
                        node.put(t, to);
                        todo.add(t);
                    }
                    if (left) {
                        b.addLeft(from, to);
                    } else {
                        b.addRight(from, to);
                    }
                }
            }
        }
        return b.build(node.get(start));
    }
}
