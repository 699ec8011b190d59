package org.cgcheck.report;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.cgcheck.form.Form;
import org.cgcheck.game.Notation;

/**
 * The game tree of one variable's value laid out for drawing: every position is its own node (a
 * tree, not a shared DAG, so each path is a line of play), Left's options before Right's, both in
 * notation order. At most {@link #BUDGET} nodes are drawn; a position whose options are not drawn
 * is marked {@code cut}. The game 0 is a single node.
 *
 * @param title  e.g. "G = {1|*}"
 * @param nodes  in breadth-first order; nodes.get(0) is the root
 * @param width  the layout width in slots
 */
public record GameTree(String title, List<Node> nodes, List<Edge> edges, int width, int depth) {
    static final int BUDGET = 40;

    /** x is the centre in layout units (each leaf gets one unit per character of its label, plus 3, at least 5). */
    public record Node(int id, String label, int depth, int x, boolean cut) { }

    public record Edge(int from, int to, boolean left) { }

    private static final class Build {
        final Object form;      // a Form, or a Position drawn as written (a sum keeps its components)
        final int depth;
        final List<Build> kids = new ArrayList<>();
        final List<Boolean> kidLeft = new ArrayList<>();
        boolean cut;
        int id;
        int x;

        Build(Object form, int depth) {
            this.form = form;
            this.depth = depth;
        }
    }

    public static GameTree of(String title, Form root) {
        return build(title, root);
    }

    /** The tree of a position's moves, each node labelled as the position is written (a sum as its summands). */
    public static GameTree of(String title, org.cgcheck.rules.Position root) {
        return build(title, root);
    }

    /** A game written in braces whose options are drawn as written (a sum as its summands). */
    public record Written(String label, List<org.cgcheck.rules.Position> left, List<org.cgcheck.rules.Position> right) { }

    public static GameTree of(String title, Written root) {
        return build(title, root);
    }

    private static List<?> options(Object node, boolean left) {
        if (node instanceof Written w) {
            return left ? w.left() : w.right();
        }
        if (node instanceof org.cgcheck.rules.Position p) {
            // Moves to the same game as written (either of two equal heaps) are drawn once.
            Map<String, org.cgcheck.rules.Position> once = new java.util.LinkedHashMap<>();
            p.options(left).forEach(o -> once.putIfAbsent(o.expression(), o));
            return new ArrayList<>(once.values());
        }
        Form f = (Form) node;
        return sorted(left ? f.left() : f.right());
    }

    private static String label(Object node) {
        return node instanceof org.cgcheck.rules.Position p ? p.expression()
                : node instanceof Written w ? w.label() : node.toString();
    }

    private static GameTree build(String title, Object root) {
        Build top = new Build(root, 0);
        // Expand breadth first so a big game shows its first moves rather than one deep line.
        ArrayDeque<Build> todo = new ArrayDeque<>(List.of(top));
        List<Build> order = new ArrayList<>();
        int count = 1;
        while (!todo.isEmpty()) {
            Build b = todo.removeFirst();
            order.add(b);
            List<?> ls = options(b.form, true);
            List<?> rs = options(b.form, false);
            int n = ls.size() + rs.size();
            if (n == 0) {
                continue;
            }
            if (count + n > BUDGET) {
                b.cut = true;
                continue;
            }
            count += n;
            for (boolean left : new boolean[] {true, false}) {
                for (Object o : left ? ls : rs) {
                    Build k = new Build(o, b.depth + 1);
                    b.kids.add(k);
                    b.kidLeft.add(left);
                    todo.addLast(k);
                }
            }
        }
        int width = place(top, 0);
        List<Node> nodes = new ArrayList<>();
        List<Edge> edges = new ArrayList<>();
        int depth = 0;
        for (int i = 0; i < order.size(); i++) {
            order.get(i).id = i;
        }
        for (Build b : order) {
            nodes.add(new Node(b.id, label(b.form), b.depth, b.x, b.cut));
            depth = Math.max(depth, b.depth);
            for (int i = 0; i < b.kids.size(); i++) {
                edges.add(new Edge(b.id, b.kids.get(i).id, b.kidLeft.get(i)));
            }
        }
        return new GameTree(title, nodes, edges, width, depth);
    }

    /** Lays out b's subtree starting at x0 (leaves side by side, parents centred); returns its width. */
    private static int place(Build b, int x0) {
        int own = Math.max(5, label(b.form).length() + 3);
        if (b.kids.isEmpty()) {
            b.x = x0 + own / 2;
            return own;
        }
        int w = 0;
        for (Build k : b.kids) {
            w += place(k, x0 + w);
        }
        int first = b.kids.get(0).x;
        int last = b.kids.get(b.kids.size() - 1).x;
        if (w < own) {      // a wide label over narrow children: centre the children under it
            int shift = (own - w) / 2;
            for (Build k : b.kids) {
                shiftAll(k, shift);
            }
            first += shift;
            last += shift;
            w = own;
        }
        b.x = (first + last) / 2;
        return w;
    }

    private static void shiftAll(Build b, int dx) {
        b.x += dx;
        b.kids.forEach(k -> shiftAll(k, dx));
    }

    private static List<Form> sorted(List<Form> opts) {
        Form[] s = opts.toArray(new Form[0]);
        Arrays.sort(s, Comparator.comparing(Form::value, Notation.ORDER).thenComparing(Form::toString));
        return Arrays.asList(s);
    }
}
