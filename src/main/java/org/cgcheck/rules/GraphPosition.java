package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;

/** A position of a game on a graph; it prints as CGSuite prints the graph. */
final class GraphPosition extends BasePosition {
    private final GraphRuleset rules;
    final Graph graph;
    private String text;

    GraphPosition(GraphRuleset rules, Graph graph) {
        super(rules);
        this.rules = rules;
        this.graph = graph;
    }

    @Override
    public String text() {
        if (text == null) {
            text = graph.vertexCount() == 0 ? "" : GraphText.print(graph, rules.labels);
        }
        return text;
    }

    @Override
    public List<Position> options(boolean left) {
        List<Position> out = new ArrayList<>();
        for (Graph g : rules.moves(graph, left)) {
            out.add(rules.position(g));
        }
        return out;
    }

    /** Vertices. */
    @Override
    public int size() {
        return graph.vertexCount();
    }

    @Override
    public List<Position> components() {
        List<Graph> parts = rules.parts(graph);
        if (parts.size() == 1 && parts.get(0) == graph) {
            return List.of(this);
        }
        List<Position> out = new ArrayList<>(parts.size());
        for (Graph g : parts) {
            out.add(rules.position(g));
        }
        return out;
    }

    @Override
    public String key() {
        return GraphKey.of(graph, rules.rooted());
    }

    @Override
    public String picture() {
        return text().isEmpty() ? "(empty graph)" : text();
    }

    @Override
    Object identity() {
        return graph;
    }
}
