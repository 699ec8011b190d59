package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** A graph ruleset's positions on one family of shapes, for domains: {@code snort paths within 7}. */
final class GraphFamily implements Ruleset {
    private final GraphRuleset base;
    private final String family;

    GraphFamily(GraphRuleset base, String family) {
        this.base = base;
        this.family = family;
    }

    @Override
    public String name() {
        return base.name() + " " + family;
    }

    @Override
    public String qualified() {
        return base.qualified();
    }

    @Override
    public boolean impartial() {
        return base.impartial();
    }

    @Override
    public Position parse(String text) {
        return base.parse(text);
    }

    @Override
    public String boundSyntax() {
        return "N";
    }

    @Override
    public List<Position> within(Bound bound) {
        List<Position> out = new ArrayList<>();
        for (int n = 1; n <= bound.rows(); n++) {
            base.labelled(List.of(Graph.path(n)), out);
        }
        return out;
    }

    @Override
    public double countWithin(Bound bound) {
        double total = 0;
        for (int n = 1; n <= bound.rows(); n++) {
            total += Math.pow(base.vertexLabelsInDomains(), n) * Math.pow(base.edgeLabelsInDomains(), n - 1)
                    * (base.rooted() ? n : 1);
        }
        return total;
    }

    @Override
    public Position random(Bound shape, SplittableRandom rnd) {
        Graph s = Graph.path(shape.rows());
        if (base.rooted()) {
            s = GraphOps.rootedAt(s, rnd.nextInt(shape.rows()));
        }
        long total = GraphRuleset.pow(base.vertexLabelsInDomains(), s.vertexCount())
                * GraphRuleset.pow(base.edgeLabelsInDomains(), s.edgeCount());
        return base.position(base.labelledBy(s, Math.floorMod(rnd.nextLong(), total)));
    }

    @Override
    public int exploreLimit() {
        return 14;
    }

    /** Paths shrink by an end vertex (not the ground). */
    @Override
    public List<Position> smaller(Position p) {
        List<Position> out = new ArrayList<>();
        for (Position q : base.smaller(p)) {
            Graph g = ((GraphPosition) q).graph;
            if (g.isConnected()) {
                out.add(q);
            }
        }
        return out;
    }
}
