package org.cgcheck.report;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.game.Game;
import org.cgcheck.rules.MoveText;
import org.cgcheck.rules.Position;

/**
 * What the explorer page can show: the positions reachable from a start, breadth first, each with
 * its value and its moves. A ruleset position's moves are positions (boards); a game's are its
 * canonical options. Equal boards are one node. Past {@code maxNodes} positions the rest are
 * listed but not opened, so a big board still gives a page for its first moves.
 */
public final class ExplorerGraph {
    /** A move to node {@code to}; {@code wins} if the mover wins by it (G^L ≥ 0, G^R ≤ 0). */
    public record Move(int to, String label, boolean wins) {
    }

    /** A position: its name, its board (null for a game given as a value), value and moves. */
    public record Node(String name, String board, Game value, List<Move> left, List<Move> right, boolean opened,
            boolean squares) {
    }

    private final List<Node> nodes;
    private final boolean positions;

    private ExplorerGraph(List<Node> nodes, boolean positions) {
        this.nodes = nodes;
        this.positions = positions;
    }

    public List<Node> nodes() {
        return nodes;
    }

    /** Whether the boards are made of squares named a1, b1, … (grids and strips). */
    public boolean squares() {
        return !nodes.isEmpty() && nodes.get(0).squares();
    }

    /** Whether the nodes are ruleset positions (with boards) rather than values. */
    public boolean positions() {
        return positions;
    }

    /** The start and what it reaches, at most {@code maxNodes} of them opened. */
    public static ExplorerGraph of(Object start, int maxNodes) {
        if (start instanceof Position p) {
            return new Builder<Position>(maxNodes) {
                @Override
                Object key(Position q) {
                    return q.expression();
                }

                @Override
                List<Position> options(Position q, boolean left) {
                    return q.options(left);
                }

                @Override
                Game value(Position q) {
                    return q.value();
                }

                @Override
                String name(Position q) {
                    return q.expression();
                }

                @Override
                String board(Position q) {
                    return q.picture();
                }

                @Override
                String label(Position from, Position to, boolean left) {
                    return MoveText.describe(from, to);
                }
            }.build(p, true);
        }
        Game g = (Game) start;
        return new Builder<Game>(maxNodes) {
            @Override
            Object key(Game q) {
                return q;
            }

            @Override
            List<Game> options(Game q, boolean left) {
                return left ? q.leftOptions() : q.rightOptions();
            }

            @Override
            Game value(Game q) {
                return q;
            }

            @Override
            String name(Game q) {
                return q.toString();
            }

            @Override
            String board(Game q) {
                return null;
            }

            @Override
            String label(Game from, Game to, boolean left) {
                return "to " + to;
            }
        }.build(g, false);
    }

    /** Breadth-first numbering; node 0 is the start. */
    private abstract static class Builder<P> {
        private final int maxNodes;

        Builder(int maxNodes) {
            this.maxNodes = maxNodes;
        }

        abstract Object key(P p);

        abstract List<P> options(P p, boolean left);

        abstract Game value(P p);

        abstract String name(P p);

        abstract String board(P p);

        abstract String label(P from, P to, boolean left);

        ExplorerGraph build(P start, boolean positions) {
            Map<Object, Integer> ids = positions ? new HashMap<>() : new IdentityHashMap<>();
            List<P> found = new ArrayList<>();
            ArrayDeque<Integer> queue = new ArrayDeque<>();
            ids.put(key(start), 0);
            found.add(start);
            queue.add(0);
            Map<Integer, List<Move>[]> moves = new HashMap<>();
            int opened = 0;
            while (!queue.isEmpty() && opened < maxNodes) {
                int id = queue.poll();
                P p = found.get(id);
                @SuppressWarnings("unchecked")
                List<Move>[] lr = new List[2];
                for (int side = 0; side < 2; side++) {
                    boolean left = side == 0;
                    List<Move> list = new ArrayList<>();
                    for (P q : options(p, left)) {
                        Integer to = ids.get(key(q));
                        if (to == null) {
                            to = found.size();
                            ids.put(key(q), to);
                            found.add(q);
                            queue.add(to);
                        }
                        Game v = value(q);
                        boolean wins = left ? v.geq(Game.ZERO) : v.leq(Game.ZERO);
                        list.add(new Move(to, label(p, q, left), wins));
                    }
                    lr[side] = List.copyOf(list);
                }
                moves.put(id, lr);
                opened++;
            }
            List<Node> nodes = new ArrayList<>();
            for (int i = 0; i < found.size(); i++) {
                P p = found.get(i);
                List<Move>[] lr = moves.get(i);
                nodes.add(new Node(name(p), board(p), value(p), lr == null ? List.of() : lr[0],
                        lr == null ? List.of() : lr[1], lr != null, p instanceof Position q && q.ruleset().squares()));
            }
            return new ExplorerGraph(List.copyOf(nodes), positions);
        }
    }
}
