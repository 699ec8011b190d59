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
 * its moves and, where it was computed within the budget, its value. A ruleset position's moves are
 * positions (boards); a game's are its canonical options. Equal boards are one node. Past
 * {@code maxNodes} opened positions, or {@link #MAX_LISTED} listed ones, the rest are listed but not
 * opened, so a big board still gives a page for its first moves. The moves are cheap (the
 * ruleset's move generator); the values may not be, so they are computed afterwards under an
 * {@link ExplorerBudget}, cheapest first ({@link ExplorerValues}).
 */
public final class ExplorerGraph {
    /** Positions listed at most (opened or reached by one move from an opened one): the page's size. */
    public static final int MAX_LISTED = 50_000;
    /** Characters of names and boards listed at most: a big board's page stays a few MB. */
    public static final long MAX_LISTED_CHARS = 6_000_000;

    /**
     * A move to node {@code to}; {@code wins} if the mover wins by it (G^L ≥ 0, G^R ≤ 0), null if
     * the value of {@code to} was not computed.
     */
    public record Move(int to, String label, Boolean wins) {
    }

    /**
     * A position: its name, its board (null for a game given as a value), its value (null if not
     * computed within the budget), its moves (empty unless opened). {@code temperature} and
     * {@code thermograph} (an SVG; null if not drawn) are known when the value is.
     */
    public record Node(String name, String board, Game value, String temperature, String thermograph,
            List<Move> left, List<Move> right, boolean opened, boolean squares, String picture) {
        public boolean computed() {
            return value != null;
        }

        /**
         * Whether Left ({@code left}) moving first here wins: from the value when computed, else
         * from the moves' values (some move wins, or every move is known to lose); null if not known.
         */
        public Boolean firstWins(boolean left) {
            if (value != null) {
                return left ? !value.leq(Game.ZERO) : !Game.ZERO.leq(value);
            }
            if (!opened) {
                return null;
            }
            boolean unknown = false;
            for (Move m : left ? this.left : right) {
                if (m.wins() == null) {
                    unknown = true;
                } else if (m.wins()) {
                    return true;
                }
            }
            return unknown ? null : false;
        }
    }

    /** Characters of SVG pictures of positions (those not drawn square by square) at most: the page's size. */
    public static final long MAX_PICTURE_CHARS = 4_000_000;

    private final List<Node> nodes;
    private final boolean positions;
    private final boolean impartial;
    private final String ruleset;
    private final boolean capped;
    private final double seconds;

    private ExplorerGraph(List<Node> nodes, boolean positions, boolean impartial, String ruleset, boolean capped,
            double seconds) {
        this.ruleset = ruleset;
        this.nodes = nodes;
        this.positions = positions;
        this.impartial = impartial;
        this.capped = capped;
        this.seconds = seconds;
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

    /**
     * Whether the start is an impartial position (both players have the same moves everywhere):
     * its page lists the moves once, tells who wins by the player to move and gives Grundy values.
     */
    public boolean impartial() {
        return impartial;
    }

    /** The start's ruleset's name ({@code domineering}), or null for a game given as a value. */
    public String ruleset() {
        return ruleset;
    }

    /** Whether opening stopped at {@link #MAX_LISTED} positions or characters rather than at maxNodes. */
    public boolean capped() {
        return capped;
    }

    /** Positions whose value was computed. */
    public int computed() {
        return (int) nodes.stream().filter(Node::computed).count();
    }

    public int opened() {
        return (int) nodes.stream().filter(Node::opened).count();
    }

    /** Whether every listed position has its value. */
    public boolean complete() {
        return computed() == nodes.size();
    }

    /** The time limit the values were computed within (0: none). */
    public double seconds() {
        return seconds;
    }

    /** The start and what it reaches, at most {@code maxNodes} of them opened, every value computed. */
    public static ExplorerGraph of(Object start, int maxNodes) {
        return of(start, maxNodes, ExplorerBudget.unlimited());
    }

    /** The start and what it reaches, at most {@code maxNodes} of them opened, values within {@code budget}. */
    public static ExplorerGraph of(Object start, int maxNodes, ExplorerBudget budget) {
        if (start instanceof Position p) {
            return new Builder<Position>(maxNodes, true, impartial(p)) {
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
                    return MoveText.describe(from, to, left);
                }

                @Override
                String picture(Position q) {
                    return BoardPicture.squares(q) ? null : BoardPicture.svg(q, q.expression());
                }
            }.build(p, budget);
        }
        Game g = (Game) start;
        return new Builder<Game>(maxNodes, false, false) {
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

            @Override
            String picture(Game q) {
                return null;
            }
        }.build(g, budget);
    }

    /** Whether a position is impartial: its ruleset's, or every part's when it is a sum of parts. */
    public static boolean impartial(Position p) {
        if (p.ruleset().impartial()) {
            return true;
        }
        List<Position> parts = p.components();
        return parts.size() > 1 && parts.stream().allMatch(c -> c != p && c.ruleset().impartial());
    }

    /**
     * Why {@code start} is too big for a page (null if it is not): its moves alone pass the page's
     * limits (a Nim heap of 20,000 has 20,000 moves, each a picture of up to 20,000 tokens). Checked
     * before the page is built, so such a start is refused with its size rather than filling memory.
     */
    public static String tooBig(Object start) {
        if (!(start instanceof Position p)) {
            return null;
        }
        long moves = 0;
        long chars = 0;
        for (int side = 0; side < 2; side++) {
            for (Position q : p.options(side == 0)) {
                org.cgcheck.game.EvaluationStopped.check();     // a deadline or Ctrl-C stops the count
                moves++;
                chars += q.expression().length() + q.picture().length();
                if (moves > MAX_LISTED || chars > MAX_LISTED_CHARS) {
                    return "the start's moves alone pass the page's limit of " + MAX_LISTED + " positions or "
                            + MAX_LISTED_CHARS / 1_000_000 + " MB of boards (" + moves + " moves counted, "
                            + chars / 1_000_000 + " MB): explore a smaller position";
                }
            }
        }
        return null;
    }

    /** Breadth-first numbering; node 0 is the start. */
    private abstract static class Builder<P> {
        private final int maxNodes;
        private final boolean positions;
        private final boolean impartial;

        Builder(int maxNodes, boolean positions, boolean impartial) {
            this.maxNodes = maxNodes;
            this.positions = positions;
            this.impartial = impartial;
        }

        abstract Object key(P p);

        abstract List<P> options(P p, boolean left);

        abstract Game value(P p);

        abstract String name(P p);

        abstract String board(P p);

        abstract String label(P from, P to, boolean left);

        /** An SVG picture of p, or null when the page draws it from its board (squares) or it is a value. */
        abstract String picture(P p);

        private record Edge(int to, String label) {
        }

        ExplorerGraph build(P start, ExplorerBudget budget) {
            Map<Object, Integer> ids = positions ? new HashMap<>() : new IdentityHashMap<>();
            List<P> found = new ArrayList<>();
            List<Integer> depths = new ArrayList<>();
            List<String> names = new ArrayList<>();
            List<String> boards = new ArrayList<>();
            ArrayDeque<Integer> queue = new ArrayDeque<>();
            Map<Integer, List<Edge>[]> moves = new HashMap<>();
            long chars = 0;
            boolean capped = false;
            ids.put(key(start), 0);
            found.add(start);
            names.add(name(start));
            boards.add(board(start));
            depths.add(0);
            queue.add(0);
            // Opening stops at the time limit too (the start is always opened): --timeout bounds the listing
            while (!queue.isEmpty() && moves.size() < maxNodes && (moves.isEmpty() || !budget.expired())) {
                if (moves.size() > 0 && (found.size() >= MAX_LISTED || chars >= MAX_LISTED_CHARS)) {
                    capped = true;
                    break;
                }
                int id = queue.poll();
                P p = found.get(id);
                @SuppressWarnings("unchecked")
                List<Edge>[] lr = new List[2];
                for (int side = 0; side < 2; side++) {
                    boolean left = side == 0;
                    List<Edge> list = new ArrayList<>();
                    for (P q : options(p, left)) {
                        org.cgcheck.game.EvaluationStopped.check();
                        Integer to = ids.get(key(q));
                        if (to == null) {
                            to = found.size();
                            ids.put(key(q), to);
                            found.add(q);
                            names.add(name(q));
                            boards.add(board(q));
                            depths.add(depths.get(id) + 1);
                            queue.add(to);
                            chars += names.get(to).length() + (positions ? boards.get(to).length() : 0);
                        }
                        list.add(new Edge(to, label(p, q, left)));
                    }
                    lr[side] = List.copyOf(list);
                }
                moves.put(id, lr);
            }
            int n = found.size();
            int[] depth = depths.stream().mapToInt(Integer::intValue).toArray();
            boolean[] opened = new boolean[n];
            moves.keySet().forEach(i -> opened[i] = true);
            // A nimber's thermograph is a bare mast: an impartial page draws none.
            boolean[] draw = impartial ? new boolean[n] : opened;
            ExplorerValues values = ExplorerValues.compute(found, depth, draw, this::value, budget);
            long pictureChars = 0;
            List<Node> nodes = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                P p = found.get(i);
                List<Edge>[] lr = moves.get(i);
                ExplorerValues.Shown s = values.of(i);
                String picture = pictureChars < MAX_PICTURE_CHARS ? picture(p) : null;
                pictureChars += picture == null ? 0 : picture.length();
                nodes.add(new Node(names.get(i), boards.get(i), s == null ? null : s.value(), s == null ? null : s.temperature(),
                        s == null ? null : s.thermograph(), lr == null ? List.of() : moves(lr[0], true, values),
                        lr == null ? List.of() : moves(lr[1], false, values), lr != null,
                        p instanceof Position q && q.ruleset().squares(), picture));
            }
            String rules = start instanceof Position q ? q.ruleset().name() : null;
            return new ExplorerGraph(List.copyOf(nodes), positions, impartial, rules, capped, budget.seconds());
        }

        private static List<Move> moves(List<Edge> edges, boolean left, ExplorerValues values) {
            List<Move> out = new ArrayList<>(edges.size());
            for (Edge e : edges) {
                ExplorerValues.Shown s = values.of(e.to());
                Boolean wins = s == null ? null : left ? s.value().geq(Game.ZERO) : s.value().leq(Game.ZERO);
                out.add(new Move(e.to(), e.label(), wins));
            }
            return List.copyOf(out);
        }
    }
}
