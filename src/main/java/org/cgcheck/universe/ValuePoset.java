package org.cgcheck.universe;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.cgcheck.game.Game;
import org.jgrapht.Graph;
import org.jgrapht.alg.TransitiveReduction;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.DirectedAcyclicGraph;

/**
 * A finite set of values under ≤, held as its Hasse diagram (a jgrapht DAG, edges from smaller
 * to covering larger values). Comparability for antichain enumeration is read off the DAG.
 */
public final class ValuePoset {
    private final List<Game> elements;
    private final DirectedAcyclicGraph<Game, DefaultEdge> hasse;
    /** above[i]: indices of elements strictly greater than element i. */
    private final BitSet[] above;
    private final BitSet[] below;

    public ValuePoset(List<Game> elements) {
        this.elements = List.copyOf(elements);
        DirectedAcyclicGraph<Game, DefaultEdge> g = new DirectedAcyclicGraph<>(DefaultEdge.class);
        elements.forEach(g::addVertex);
        for (Game a : elements) {
            for (Game b : elements) {
                if (a != b && a.leq(b)) {
                    g.addEdge(a, b);
                }
            }
        }
        TransitiveReduction.INSTANCE.reduce(g);
        this.hasse = g;
        this.above = reachability();
        this.below = new BitSet[above.length];
        for (int i = 0; i < above.length; i++) {
            below[i] = new BitSet(above.length);
        }
        for (int i = 0; i < above.length; i++) {
            for (int j = above[i].nextSetBit(0); j >= 0; j = above[i].nextSetBit(j + 1)) {
                below[j].set(i);
            }
        }
    }

    /** Strictly-above sets, propagated from the Hasse diagram in reverse topological order. */
    private BitSet[] reachability() {
        int n = elements.size();
        java.util.Map<Game, Integer> index = new java.util.HashMap<>();
        for (int i = 0; i < n; i++) {
            index.put(elements.get(i), i);
        }
        BitSet[] up = new BitSet[n];
        List<Game> topo = new ArrayList<>();
        hasse.iterator().forEachRemaining(topo::add);
        for (int k = topo.size() - 1; k >= 0; k--) {
            Game v = topo.get(k);
            BitSet s = new BitSet(n);
            for (DefaultEdge e : hasse.outgoingEdgesOf(v)) {
                int t = index.get(hasse.getEdgeTarget(e));
                s.set(t);
                s.or(up[t]);
            }
            up[index.get(v)] = s;
        }
        return up;
    }

    public Graph<Game, DefaultEdge> hasseDiagram() {
        return hasse;
    }

    public List<Game> elements() {
        return elements;
    }

    public boolean comparable(int i, int j) {
        return above[i].get(j) || above[j].get(i);
    }

    /** Every antichain (including the empty one), as lists of elements. */
    public List<List<Game>> antichains() {
        List<List<Game>> out = new ArrayList<>();
        extend(0, new ArrayList<>(), new BitSet(elements.size()), out);
        return out;
    }

    private void extend(int from, List<Integer> chosen, BitSet blocked, List<List<Game>> out) {
        List<Game> current = new ArrayList<>(chosen.size());
        for (int i : chosen) {
            current.add(elements.get(i));
        }
        out.add(current);
        for (int i = from; i < elements.size(); i++) {
            if (!blocked.get(i)) {
                BitSet nb = (BitSet) blocked.clone();
                nb.or(above[i]);
                nb.or(below[i]);
                chosen.add(i);
                extend(i + 1, chosen, nb, out);
                chosen.remove(chosen.size() - 1);
            }
        }
    }
}
