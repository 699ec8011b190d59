package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Graphs written as CGSuite writes them: a vertex (its label, or {@code .} / nothing when
 * unlabelled), then an edge ({@code -} plain, or the edge's label such as {@code l}) and the next
 * vertex; {@code (a;b)} branches; {@code ;} at the top starts another component; {@code :A} or
 * {@code :{Name}} names a vertex, and a name written again is the same vertex (cycles); a label
 * of several letters is braced: {@code {10}}. {@code "L-.-.-.-L"} is a path of five vertices.
 */
public final class GraphText {
    /** A ruleset's label names: vertex labels by code (code 0 ""), edge labels by code ("" is the plain edge {@code -}). */
    public record Labels(String what, List<String> vertex, List<String> edge) {
    }

    static final int MAX_VERTICES = 64;

    private record Tok(String text, int at) {
    }

    private final String src;
    private final Labels labels;
    private final List<Tok> toks = new ArrayList<>();
    private int i;
    private final List<Integer> vlabels = new ArrayList<>();
    private final List<List<int[]>> edges = new ArrayList<>();
    private final Map<String, Integer> names = new HashMap<>();

    private GraphText(String src, Labels labels) {
        this.src = src;
        this.labels = labels;
    }

    /** The graph written {@code text}; a {@link BadPosition} at the offending character otherwise. */
    public static Graph parse(String text, Labels labels) {
        GraphText p = new GraphText(text, labels);
        p.tokenize();
        p.chain(-1);
        while (p.i < p.toks.size()) {
            if (!p.peek().equals(";")) {
                throw p.bad("unexpected '" + p.peek() + "' in a " + labels.what() + " graph (components are separated by ';')");
            }
            p.i++;
            p.chain(-1);
        }
        int n = p.vlabels.size();
        int[] lab = new int[n];
        int[][] t = new int[n][];
        int[][] e = new int[n][];
        for (int v = 0; v < n; v++) {
            lab[v] = p.vlabels.get(v);
            List<int[]> es = p.edges.get(v);
            t[v] = new int[es.size()];
            e[v] = new int[es.size()];
            for (int k = 0; k < es.size(); k++) {
                t[v][k] = es.get(k)[0];
                e[v][k] = es.get(k)[1];
            }
        }
        return new Graph(lab, t, e);
    }

    private void tokenize() {
        for (int k = 0; k < src.length(); k++) {
            char c = src.charAt(k);
            if (c == ' ') {
                continue;
            }
            if (c == '{') {
                int end = src.indexOf('}', k + 1);
                if (end < 0) {
                    throw new BadPosition("unclosed '{' in a " + labels.what() + " graph", k);
                }
                toks.add(new Tok(src.substring(k + 1, end), k));
                k = end;
            } else {
                toks.add(new Tok(String.valueOf(c), k));
            }
        }
    }

    private String peek() {
        return i < toks.size() ? toks.get(i).text() : null;
    }

    private BadPosition bad(String msg) {
        return new BadPosition(msg, i < toks.size() ? toks.get(i).at() : Math.max(0, src.length() - 1));
    }

    /** A vertex and what hangs from it; {@code prec} the vertex it is joined to, or -1 at the start. */
    private void chain(int prec) {
        if (i >= toks.size()) {
            return;
        }
        int edge = -1;
        if (prec >= 0) {
            String h = peek();
            if (h.equals("(")) {
                do {
                    i++;
                    chain(prec);
                } while (i < toks.size() && peek().equals(";"));
                if (i >= toks.size() || !peek().equals(")")) {
                    throw bad("unmatched '(' in a " + labels.what() + " graph");
                }
                i++;
                return;
            }
            if (h.equals(";") || h.equals(")")) {
                return;
            }
            if (h.equals(">") || h.equals("<")) {
                throw bad("directed edges are not allowed in a " + labels.what() + " graph");
            }
            edge = labels.edge().indexOf(h.equals("-") ? "" : h);
            if (edge < 0) {
                throw bad(h.equals("-") ? "a " + labels.what() + " graph's edges are written "
                        + String.join(", ", quoted(labels.edge())) + ", not '-'"
                        : "unknown edge '" + h + "' in a " + labels.what() + " graph (edges are "
                        + String.join(", ", quoted(labels.edge())) + ")");
            }
            i++;
            if (i < toks.size() && (peek().equals(">") || peek().equals("<"))) {
                throw bad("directed edges are not allowed in a " + labels.what() + " graph");
            }
        }
        int at = i;
        int vlabel = 0;
        if (i < toks.size() && !peek().isEmpty() && labels.vertex().indexOf(peek()) > 0) {
            vlabel = labels.vertex().indexOf(peek());
            i++;
        } else if (i < toks.size() && (peek().equals(".") || peek().isEmpty())) {
            i++;
        }
        String name = null;
        if (i < toks.size() && peek().equals(":")) {
            i++;
            if (i >= toks.size()) {
                throw bad("a vertex name is missing after ':'");
            }
            name = peek();
            i++;
        }
        int vertex;
        if (name != null && names.containsKey(name)) {
            vertex = names.get(name);
            if (vlabels.get(vertex) != vlabel) {
                i = at;
                throw bad("the vertex named '" + name + "' is written with two different labels");
            }
        } else {
            vertex = vlabels.size();
            if (vertex >= MAX_VERTICES) {
                i = at;
                throw bad("a " + labels.what() + " graph of more than " + MAX_VERTICES + " vertices is too large to solve");
            }
            vlabels.add(vlabel);
            edges.add(new ArrayList<>());
            if (name != null) {
                names.put(name, vertex);
            }
        }
        if (prec >= 0) {
            edges.get(prec).add(new int[] {vertex, edge});
            if (prec != vertex) {
                edges.get(vertex).add(new int[] {prec, edge});
            }
        }
        chain(vertex);
    }

    private static List<String> quoted(List<String> edgeNames) {
        List<String> out = new ArrayList<>();
        for (String s : edgeNames) {
            out.add("'" + (s.isEmpty() ? "-" : s) + "'");
        }
        return out;
    }

    /** The graph as CGSuite prints it (a spanning forest walked depth first; shared vertices named A, B, ...). */
    public static String print(Graph g, Labels labels) {
        int n = g.vertexCount();
        List<List<int[]>> remaining = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            List<int[]> es = new ArrayList<>();
            for (int j = 0; j < g.to[v].length; j++) {
                es.add(new int[] {g.to[v][j], g.edgeLabel[v][j]});
            }
            remaining.add(es);
        }
        int[] ref = new int[n];
        List<Tree> trees = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            if (ref[v] == 0) {
                trees.add(treeify(v, remaining, ref));
            }
        }
        Map<Integer, String> named = new HashMap<>();
        List<String> parts = new ArrayList<>();
        for (Tree t : trees) {
            StringBuilder b = new StringBuilder();
            stringify(g, t, ref, labels, named, b);
            parts.add(b.length() == 0 ? "." : b.toString());
        }
        return String.join(";", parts);
    }

    private record Tree(int vertex, List<int[]> edgeLabels, List<Tree> children) {
    }

    private static Tree treeify(int v, List<List<int[]>> remaining, int[] ref) {
        ref[v]++;
        List<Tree> children = new ArrayList<>();
        List<int[]> labs = new ArrayList<>();
        if (ref[v] == 1) {
            while (!remaining.get(v).isEmpty()) {
                int[] e = remaining.get(v).remove(0);
                int w = e[0];
                if (w != v) {
                    List<int[]> back = remaining.get(w);
                    for (int k = 0; k < back.size(); k++) {
                        if (back.get(k)[0] == v && back.get(k)[1] == e[1]) {
                            back.remove(k);
                            break;
                        }
                    }
                }
                labs.add(new int[] {e[1]});
                children.add(treeify(w, remaining, ref));
            }
        }
        return new Tree(v, labs, children);
    }

    private static void stringify(Graph g, Tree t, int[] ref, Labels labels, Map<Integer, String> named, StringBuilder b) {
        append(b, labels.vertex().get(g.label[t.vertex()]));
        if (ref[t.vertex()] > 1) {
            b.append(':');
            String name = named.computeIfAbsent(t.vertex(), k -> named.size() < 26
                    ? String.valueOf((char) ('A' + named.size())) : "v" + named.size());
            append(b, name);
        }
        int c = t.children().size();
        if (c > 1) {
            b.append('(');
        }
        for (int k = 0; k < c; k++) {
            String el = labels.edge().get(t.edgeLabels().get(k)[0]);
            if (el.isEmpty()) {
                b.append('-');
            }
            append(b, el);
            stringify(g, t.children().get(k), ref, labels, named, b);
            if (k < c - 1) {
                b.append(';');
            }
        }
        if (c > 1) {
            b.append(')');
        }
    }

    private static void append(StringBuilder b, String s) {
        b.append(s.length() > 1 ? "{" + s + "}" : s);
    }
}
