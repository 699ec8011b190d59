package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * What the games on graphs share (CGSuite's game.graph): positions are graphs written as CGSuite
 * writes them ({@link GraphText}), split into parts that never interact, memoised under a key
 * equal for isomorphic graphs ({@link GraphKey}). {@code within N} ranges over every connected
 * graph of 1..N vertices with every labelling the ruleset's domains use.
 */
abstract class GraphRuleset implements Ruleset {
    private final String name;
    private final String qualified;
    final GraphText.Labels labels;

    GraphRuleset(String name, String qualified, GraphText.Labels labels) {
        this.name = name;
        this.qualified = qualified;
        this.labels = labels;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String qualified() {
        return qualified;
    }

    /** The ruleset as a value prints as its CGSuite expression ({@code game.graph.GenCol([Left], [Right])}). */
    @Override
    public String toString() {
        return qualified;
    }

    /** A move: the graph it leads to and what it does in words ("colours vertex 3 blue"). */
    record Move(Graph result, String words) {
    }

    /** The moves of a player, in CGSuite's order. */
    abstract List<Move> play(Graph g, boolean left);

    /** The graphs a player's moves lead to. */
    List<Graph> moves(Graph g, boolean left) {
        List<Graph> out = new ArrayList<>();
        for (Move m : play(g, left)) {
            out.add(m.result());
        }
        return out;
    }

    /** The words of the move from {@code from} to {@code to}, or null. */
    static String describe(Position from, Position to) {
        String l = describe(from, to, true);
        return l != null ? l : describe(from, to, false);
    }

    /** The words of the player's move from {@code from} to {@code to}, or null. */
    static String describe(Position from, Position to, boolean player) {
        if (!(from instanceof GraphPosition a) || !(to instanceof GraphPosition b) || a.ruleset() != b.ruleset()) {
            return null;
        }
        GraphRuleset r = (GraphRuleset) a.ruleset();
        for (boolean left : new boolean[] {player}) {
            for (Move m : r.play(a.graph, left)) {
                if (m.result().equals(b.graph)) {
                    return m.words();
                }
            }
        }
        return null;
    }

    /** Independent parts whose values add up (default: the connected components). */
    List<Graph> parts(Graph g) {
        return g.components();
    }

    /** True if vertex 0 is special (Hackenbush's ground): keys and domains keep it apart. */
    boolean rooted() {
        return false;
    }

    /** CGSuite's refusals of a graph, as a message, or null. */
    String refusal(Graph g) {
        return null;
    }

    /** The vertex labels the domains draw (codes into {@code labels.vertex()}). */
    int vertexLabelsInDomains() {
        return labels.vertex().size();
    }

    /** The shape labelled by {@code code} as domains draw it (GraphOps.labelledBy over the domains' labels). */
    Graph labelledBy(Graph shape, long code) {
        return GraphOps.labelledBy(shape, code, vertexLabelsInDomains(), edgeLabelsInDomains());
    }

    /** The edge labels the domains draw. */
    int edgeLabelsInDomains() {
        return labels.edge().size();
    }

    @Override
    public Position parse(String text) {
        Graph g = GraphText.parse(text, labels);
        String why = refusal(g);
        if (why != null) {
            throw new BadPosition(why, -1);
        }
        return position(g);
    }

    GraphPosition position(Graph g) {
        return new GraphPosition(this, g);
    }

    @Override
    public String boundSyntax() {
        return "N";
    }

    @Override
    public List<Position> within(Bound b) {
        List<Position> out = new ArrayList<>();
        for (int n = 1; n <= b.rows(); n++) {
            labelled(GraphShapes.connected(n), out);
        }
        return out;
    }

    /** Every labelling of every shape (and, rooted, every choice of ground), once up to isomorphism. */
    void labelled(List<Graph> shapes, List<Position> out) {
        Map<String, Graph> seen = new LinkedHashMap<>();
        int vl = vertexLabelsInDomains(), el = edgeLabelsInDomains();
        for (Graph shape : shapes) {
            for (int root = 0; root < (rooted() ? shape.vertexCount() : 1); root++) {
                Graph s = rooted() ? GraphOps.rootedAt(shape, root) : shape;
                int n = s.vertexCount(), e = s.edgeCount();
                long total = pow(vl, n) * pow(el, e);
                for (long code = 0; code < total; code++) {
                    Graph g = labelledBy(s, code);
                    if (refusal(g) == null) {
                        seen.putIfAbsent(GraphKey.of(g, rooted()), g);
                    }
                }
            }
            for (Graph g : seen.values()) {
                out.add(position(g));
            }
            seen.clear();
        }
    }

    static long pow(int base, int exp) {
        long r = 1;
        for (int i = 0; i < exp; i++) {
            r *= base;
        }
        return r;
    }

    @Override
    public double countWithin(Bound b) {
        if (b.rows() > GraphShapes.MAX_CONNECTED) {
            return Double.POSITIVE_INFINITY;
        }
        double total = 0;
        for (int n = 1; n <= b.rows(); n++) {
            for (Graph s : GraphShapes.connected(n)) {
                total += Math.pow(vertexLabelsInDomains(), n) * Math.pow(edgeLabelsInDomains(), s.edgeCount())
                        * (rooted() ? n : 1);
            }
        }
        return total;
    }

    @Override
    public Position random(Bound shape, SplittableRandom rnd) {
        Graph s = GraphShapes.random(shape.rows(), rnd);
        int n = s.vertexCount(), e = s.edgeCount();
        long total = pow(vertexLabelsInDomains(), n) * pow(edgeLabelsInDomains(), e);
        return position(labelledBy(s, total <= 1 ? 0 : Math.floorMod(rnd.nextLong(), total)));
    }

    @Override
    public int exploreLimit() {
        return 10;
    }

    /** Smaller graphs: a vertex removed (not the ground), while the graph stays one the ruleset accepts. */
    @Override
    public List<Position> smaller(Position p) {
        Graph g = ((GraphPosition) p).graph;
        List<Position> out = new ArrayList<>();
        for (int v = rooted() ? 1 : 0; v < g.vertexCount(); v++) {
            boolean[] gone = new boolean[g.vertexCount()];
            gone[v] = true;
            Graph h = g.without(gone);
            if (refusal(h) == null) {
                out.add(position(h));
            }
        }
        return out;
    }
}
