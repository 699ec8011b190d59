package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Hackenbush on trees rooted at the ground: 'l' blue (Left), 'r' red (Right), 'e' green (both)
 * edges from the ground upward, {@code (a;b;...)} branches. Cutting an edge removes everything
 * no longer connected to the ground. Each trunk standing on the ground is a component.
 */
public final class Hackenbush implements Ruleset {
    public static final Hackenbush RULES = new Hackenbush("hackenbush", "lre");
    /** Domains of trees of one kind: blue-red only, green only. */
    public static final Hackenbush BLUE_RED = new Hackenbush("blueredhackenbush", "lr");
    public static final Hackenbush GREEN = new Hackenbush("greenhackenbush", "e");
    static final int MAX_EDGES = 60;
    private final String name;
    private final String colors;

    private Hackenbush(String name, String colors) {
        this.name = name;
        this.colors = colors;
    }

    /** An edge of colour {@code color} carrying the edges {@code above}. */
    public record Edge(char color, List<Edge> above) {
    }

    /** The edges standing on the ground of a Hackenbush position (for pictures). */
    public static List<Edge> ground(Position p) {
        return ((TreePosition) p).ground;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String qualified() {
        return "game.graph.Hackenbush";
    }

    @Override
    public boolean impartial() {
        return colors.equals("e");
    }

    @Override
    public String boundSyntax() {
        return "N";
    }

    @Override
    public Position parse(String text) {
        if (text.isEmpty()) {
            throw new BadPosition("empty Hackenbush string: write edges 'l', 'r', 'e' from the ground up, "
                    + "branches as (a;b)", -1);
        }
        int[] at = {0};
        List<Edge> ground = chain(text, at);
        if (at[0] < text.length()) {
            char c = text.charAt(at[0]);
            throw new BadPosition(("lre();".indexOf(c) < 0 ? "unknown character '" : "unexpected '") + c
                    + "' in a Hackenbush string", at[0]);
        }
        for (int i = 0; i < text.length(); i++) {
            if ("lre".indexOf(text.charAt(i)) >= 0 && colors.indexOf(text.charAt(i)) < 0) {
                throw new BadPosition("'" + text.charAt(i) + "' is not an edge of " + name, i);
            }
        }
        TreePosition p = new TreePosition(this, ground);
        if (p.size() > MAX_EDGES) {
            throw new BadPosition("a Hackenbush tree of " + p.size() + " edges is too large to solve (at most "
                    + MAX_EDGES + ")", -1);
        }
        return p;
    }

    /** Edges {@code c1 c2 ... [(branch; branch; ...)]} standing on one point; returns the edges on that point. */
    private static List<Edge> chain(String s, int[] at) {
        StringBuilder colors = new StringBuilder();
        while (at[0] < s.length() && "lre".indexOf(s.charAt(at[0])) >= 0) {
            colors.append(s.charAt(at[0]++));
        }
        List<Edge> top = new ArrayList<>();
        if (at[0] < s.length() && s.charAt(at[0]) == '(') {
            int open = at[0]++;
            while (true) {
                if (at[0] >= s.length()) {
                    throw new BadPosition("unclosed '(' in a Hackenbush string", open);
                }
                List<Edge> branch = chain(s, at);
                if (branch.isEmpty()) {
                    throw new BadPosition("empty branch in a Hackenbush string", Math.min(at[0], s.length() - 1));
                }
                top.addAll(branch);
                if (at[0] < s.length() && s.charAt(at[0]) == ';') {
                    at[0]++;
                } else if (at[0] < s.length() && s.charAt(at[0]) == ')') {
                    at[0]++;
                    break;
                } else if (at[0] >= s.length()) {
                    throw new BadPosition("unclosed '(' in a Hackenbush string", open);
                } else {
                    throw new BadPosition("unknown character '" + s.charAt(at[0])
                            + "' in a Hackenbush string (use 'l', 'r', 'e', '(', ';', ')')", at[0]);
                }
            }
        } else if (colors.length() == 0 && at[0] < s.length() && s.charAt(at[0]) != ';' && s.charAt(at[0]) != ')') {
            throw new BadPosition("unknown character '" + s.charAt(at[0])
                    + "' in a Hackenbush string (use 'l', 'r', 'e', '(', ';', ')')", at[0]);
        }
        if (colors.length() == 0) {
            return top;
        }
        for (int i = colors.length() - 1; i >= 0; i--) {
            top = List.of(new Edge(colors.charAt(i), top));
        }
        return top;
    }

    static String write(List<Edge> edges) {
        return write(edges, false);
    }

    /** The same tree with branches in a fixed order: equal for trees equal up to reordering. */
    static String normal(List<Edge> edges) {
        return write(edges, true);
    }

    private static String write(List<Edge> edges, boolean sorted) {
        if (edges.size() == 1) {
            Edge e = edges.get(0);
            return e.color() + (e.above().isEmpty() ? "" : write(e.above(), sorted));
        }
        List<String> parts = new ArrayList<>();
        for (Edge e : edges) {
            parts.add(write(List.of(e), sorted));
        }
        if (sorted) {
            parts.sort(null);
        }
        return "(" + String.join(";", parts) + ")";
    }

    static int count(List<Edge> edges) {
        int n = 0;
        for (Edge e : edges) {
            n += 1 + count(e.above());
        }
        return n;
    }

    /** Every way to cut one edge of a colour in {@code colors}. */
    static List<List<Edge>> cuts(List<Edge> edges, String colors) {
        List<List<Edge>> out = new ArrayList<>();
        for (int i = 0; i < edges.size(); i++) {
            Edge e = edges.get(i);
            if (colors.indexOf(e.color()) >= 0) {
                List<Edge> rest = new ArrayList<>(edges);
                rest.remove(i);
                out.add(rest);
            }
            for (List<Edge> above : cuts(e.above(), colors)) {
                List<Edge> rest = new ArrayList<>(edges);
                rest.set(i, new Edge(e.color(), above));
                out.add(rest);
            }
        }
        return out;
    }

    /**
     * A cut: the edge's path from the ground (the index among the edges on each point), its colour,
     * its number counting edges as the text writes them (1 = the first letter), and how many edges
     * above it fall with it.
     */
    public record Cut(List<Integer> path, char color, int number, int falling) {
    }

    /** The cut that takes {@code from} to {@code to} (an option of it), or null if none does. */
    public static Cut cut(Position from, Position to) {
        List<Edge> ground = ground(from);
        return findCut(ground, ground, new ArrayList<>(), new int[] {0}, to.text());
    }

    /** Tries every edge in text order (a counter of the edges passed), rebuilding the tree without it. */
    private static Cut findCut(List<Edge> root, List<Edge> edges, List<Integer> path, int[] seen, String target) {
        for (int i = 0; i < edges.size(); i++) {
            Edge e = edges.get(i);
            int number = ++seen[0];
            path.add(i);
            List<Edge> rest = without(root, path, 0);
            if ((rest.isEmpty() ? "" : write(rest)).equals(target)) {
                return new Cut(List.copyOf(path), e.color(), number, count(e.above()));
            }
            Cut above = findCut(root, e.above(), path, seen, target);
            path.remove(path.size() - 1);
            if (above != null) {
                return above;
            }
        }
        return null;
    }

    private static List<Edge> without(List<Edge> edges, List<Integer> path, int depth) {
        List<Edge> rest = new ArrayList<>(edges);
        int i = path.get(depth);
        if (depth == path.size() - 1) {
            rest.remove(i);
        } else {
            rest.set(i, new Edge(edges.get(i).color(), without(edges.get(i).above(), path, depth + 1)));
        }
        return rest;
    }

    @Override
    public List<Position> within(Bound b) {
        List<Position> out = new ArrayList<>();
        Set<String> level = new TreeSet<>(List.of(""));
        for (int n = 1; n <= b.rows(); n++) {
            Set<String> next = new TreeSet<>();
            for (String t : level) {
                List<Edge> tree = t.isEmpty() ? List.of() : ((TreePosition) parse(t)).ground;
                for (List<Edge> grown : grow(tree)) {
                    next.add(normal(grown));
                }
            }
            for (String t : next) {
                out.add(parse(t));
            }
            level = next;
        }
        return out;
    }

    /** Every tree made by adding one edge of any colour at any point. */
    private List<List<Edge>> grow(List<Edge> edges) {
        List<List<Edge>> out = new ArrayList<>();
        for (char c : colors.toCharArray()) {
            List<Edge> more = new ArrayList<>(edges);
            more.add(new Edge(c, List.of()));
            out.add(more);
        }
        for (int i = 0; i < edges.size(); i++) {
            Edge e = edges.get(i);
            for (List<Edge> above : grow(e.above())) {
                List<Edge> rest = new ArrayList<>(edges);
                rest.set(i, new Edge(e.color(), above));
                out.add(rest);
            }
        }
        return out;
    }

    /**
     * A random recursive tree: each new edge stands on the ground or on the top of an earlier edge,
     * chosen uniformly (so trees have a few trunks and a mix of stalks and branches); each edge
     * has a colour of the ruleset, drawn uniformly.
     */
    @Override
    public Position random(Bound shape, java.util.SplittableRandom rnd) {
        int n = shape.rows();
        int[] parent = new int[n + 1];         // node 0 is the ground; edge i ends at node i
        char[] color = new char[n + 1];
        for (int i = 1; i <= n; i++) {
            parent[i] = rnd.nextInt(i);
            color[i] = colors.charAt(rnd.nextInt(colors.length()));
        }
        return new TreePosition(this, above(0, parent, color));
    }

    private static List<Edge> above(int node, int[] parent, char[] color) {
        List<Edge> out = new ArrayList<>();
        for (int i = node + 1; i < parent.length; i++) {
            if (parent[i] == node) {
                out.add(new Edge(color[i], above(i, parent, color)));
            }
        }
        return out;
    }

    /** Trees of more than 20 edges can have too many subtrees to solve quickly. */
    @Override
    public int exploreLimit() {
        return 20;
    }

    /** The tree with one edge cut (and what stood on it), if anything is left. */
    @Override
    public List<Position> smaller(Position p) {
        List<Position> out = new ArrayList<>();
        for (List<Edge> t : cuts(((TreePosition) p).ground, "lre")) {
            if (!t.isEmpty()) {
                out.add(new TreePosition(this, t));
            }
        }
        return out;
    }

    @Override
    public double countWithin(Bound b) {
        // Rooted trees with n edges grow about 3x per edge, times 3 colours per edge.
        return Math.pow(3 * colors.length(), Math.min(b.rows(), 300));
    }

    static final class TreePosition extends BasePosition {
        private final Hackenbush rules;
        final List<Edge> ground;

        TreePosition(Hackenbush rules, List<Edge> ground) {
            super(rules);
            this.rules = rules;
            this.ground = ground;
        }

        @Override
        public String text() {
            return ground.isEmpty() ? "" : write(ground);
        }

        @Override
        Object identity() {
            return text();
        }

        @Override
        public List<Position> options(boolean left) {
            List<Position> out = new ArrayList<>();
            for (List<Edge> t : cuts(ground, left ? "le" : "re")) {
                out.add(new TreePosition(rules, t));
            }
            return out;
        }

        @Override
        public int size() {
            return count(ground);
        }

        @Override
        public List<Position> components() {
            if (ground.size() <= 1) {
                return List.of(this);
            }
            List<Position> out = new ArrayList<>();
            for (Edge e : ground) {
                out.add(new TreePosition(rules, List.of(e)));
            }
            return out;
        }

        @Override
        public String key() {
            return ground.isEmpty() ? "" : normal(ground);
        }
    }
}
