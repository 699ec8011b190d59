package org.cgcheck.loopy;

import java.util.ArrayDeque;
import java.util.Deque;

/** Builds the graph of a parsed loopy literal: braces become nodes, labels and pass edges back. */
final class LoopyBuild {
    private record Binding(String label, int node) {
    }

    private final GraphBuilder b = new GraphBuilder();
    private final Deque<Binding> scope = new ArrayDeque<>();

    /** The game of a literal without '&'. */
    static LoopyGame game(LoopyTerm t) {
        if (t instanceof LoopyTerm.Sidle s) {
            throw new LoopySyntaxError("'&' makes a sided value, not a game: it can only stand at the top level", s.pos());
        }
        LoopyBuild lb = new LoopyBuild();
        return lb.b.build(lb.node(t, -1));
    }

    private int node(LoopyTerm t, int enclosing) {
        if (t instanceof LoopyTerm.Braces br) {
            org.cgcheck.game.EvaluationStopped.check();     // a node per braces, a label looked up through the nesting
            int n = b.addNode();
            scope.push(new Binding(br.label(), n));
            for (LoopyTerm o : br.left()) {
                b.addLeft(n, node(o, n));
            }
            for (LoopyTerm o : br.right()) {
                b.addRight(n, node(o, n));
            }
            scope.pop();
            return n;
        }
        if (t instanceof LoopyTerm.Pass p) {
            if (enclosing < 0) {
                throw new LoopySyntaxError("'pass' must be an option inside braces", p.pos());
            }
            return enclosing;
        }
        if (t instanceof LoopyTerm.Ref r) {
            for (Binding bd : scope) {
                if (r.name().equals(bd.label())) {
                    return bd.node();
                }
            }
            throw new LoopySyntaxError("unbound label '" + r.name() + "' (a label names the braces it precedes,"
                    + " and is seen inside them, not inside a sum; a loopy literal cannot mention a claim's variables)", r.pos());
        }
        if (t instanceof LoopyTerm.Closed c) {
            return b.embed(c.game());
        }
        if (t instanceof LoopyTerm.Neg ng) {
            return b.embed(game(ng.a()).negate());
        }
        if (t instanceof LoopyTerm.Sum sm) {
            return b.embed(game(sm.a()).plus(game(sm.b())));
        }
        throw new LoopySyntaxError("'&' can only stand at the top level", t.pos());
    }
}
