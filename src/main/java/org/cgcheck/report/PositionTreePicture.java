package org.cgcheck.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.game.Game;
import org.cgcheck.rules.MoveText;
import org.cgcheck.rules.Position;

/**
 * The tree of a ruleset position's moves drawn as SVG: a small board per node with the squares
 * the move changed outlined, the move in words and the board's value under it; Left's moves hang
 * on solid blue edges, Right's on dashed red ones; moves to the same board up to symmetry are one
 * node "×n"; "…" marks a board whose moves are not drawn. Integer coordinates: same bytes each time.
 */
public final class PositionTreePicture {
    private static final int GAP = 16;
    private static final int LEVEL_GAP = 36;
    private static final int LINE = 13;
    private static final int CHAR = 6;          // px per character of the 10 px captions
    /** Moves drawn per node; the rest are counted in a "… n more" node. */
    static final int WIDTH = 6;
    /** Grandchildren drawn at most; a bigger tree is drawn one move deep. */
    static final int MAX_SECOND_LEVEL = 16;

    private PositionTreePicture() {
    }

    private static final class Node {
        final Position pos;
        final Boolean left;         // the mover of the edge into this node; null at the root
        final String words;
        int count = 1;
        int more;                   // a "… n more moves" node when > 0
        boolean cut;
        final List<Node> children = new ArrayList<>();
        int w;
        int h;
        int x;                      // left edge of the subtree
        int subtree;
        String board = "";
        List<Dominoes.Domino> placed = List.of();   // dominoes placed on the way here, drawn as such
        int[] edges;                // a Hackenbush tree's edges by the root's numbers (null: as written)

        Node(Position pos, Boolean left, String words) {
            this.pos = pos;
            this.left = left;
            this.words = words;
        }
    }

    /** The picture of p's moves, one or two moves deep; {@code title} names it. */
    public static String svg(String title, Position p) {
        Node root = new Node(p, null, title);
        expand(root);
        int second = root.children.stream().mapToInt(c -> c.pos == null ? 0 : c.pos.options(true).size()
                + c.pos.options(false).size()).sum();
        if (second > 0 && second <= MAX_SECOND_LEVEL) {
            root.children.forEach(c -> {
                if (c.pos != null) {
                    expand(c);
                }
            });
        }
        List<Integer> levels = new ArrayList<>();
        measure(root, 0, levels);
        place(root, GAP / 2);
        StringBuilder body = new StringBuilder();
        int top = 8;
        List<Integer> ys = new ArrayList<>();
        for (int h : levels) {
            ys.add(top);
            top += h + LEVEL_GAP;
        }
        draw(body, root, 0, ys);
        int width = root.subtree + GAP;
        int height = top - LEVEL_GAP + 8;
        String label = "Tree of moves of " + title + " = " + p.value() + ": " + summary(root);
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + width + "\" height=\"" + height
                + "\" viewBox=\"0 0 " + width + " " + height + "\" font-family=\"monospace\" font-size=\"10\""
                + " role=\"img\" aria-label=\"" + Pictures.esc(label) + "\">\n  <title>" + Pictures.esc(label)
                + "</title>\n  <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n" + body + "</svg>\n";
    }

    /** The moves below n, merged by board, at most {@link #WIDTH} drawn. */
    private static void expand(Node n) {
        boolean impartial = n.pos.ruleset().impartial();
        List<Node> all = new ArrayList<>();
        for (boolean left : impartial ? new boolean[] {true} : new boolean[] {true, false}) {
            Map<String, Node> merged = new LinkedHashMap<>();
            for (Position q : n.pos.options(left)) {
                org.cgcheck.game.EvaluationStopped.check();
                Node old = merged.get(q.key());
                if (old != null) {
                    old.count++;
                } else {
                    Node c = new Node(q, impartial ? null : left,
                            org.cgcheck.rules.EdgeNumbers.words(MoveText.describe(n.pos, q), n.edges, n.pos, q));
                    c.board = board(n.pos, q, n.placed, n.edges);
                    c.edges = org.cgcheck.rules.EdgeNumbers.after(n.edges, n.pos, q);
                    Dominoes.Domino d = Dominoes.placed(n.pos, q);
                    if (d != null) {
                        List<Dominoes.Domino> path = new ArrayList<>(n.placed);
                        path.add(d);
                        c.placed = List.copyOf(path);
                    }
                    c.cut = !q.over();
                    merged.put(q.key(), c);
                }
            }
            all.addAll(merged.values());
        }
        n.cut = false;
        n.children.addAll(all.subList(0, Math.min(WIDTH, all.size())));
        if (all.size() > WIDTH) {
            Node more = new Node(null, null, "");
            more.more = all.size() - WIDTH;
            n.children.add(more);
        }
    }

    private static String board(Position from, Position to, List<Dominoes.Domino> earlier, int[] edges) {
        StringBuilder sb = new StringBuilder();
        int[] wh = from == null ? BoardPicture.draw(sb, to) : BoardPicture.drawMove(sb, from, to, earlier, edges);
        wh = BoardPicture.framed(sb, to, wh);       // the squares named as the moves name them (issue 46)
        return wh[0] + "," + wh[1] + "\n" + sb;
    }

    private static List<String> captions(Node n) {
        List<String> out = new ArrayList<>();
        if (n.pos == null) {
            out.add("… " + n.more + " more move" + (n.more == 1 ? "" : "s"));
            return out;
        }
        if (!n.words.isEmpty()) {
            out.add((n.left == null ? "" : n.left ? "L: " : "R: ") + n.words);
        }
        Game v = n.pos.value();
        out.add("= " + v + (n.count > 1 ? "  ×" + n.count : "") + (n.cut ? "  …" : ""));
        return out;
    }

    private static void measure(Node n, int depth, List<Integer> levels) {
        if (n.pos != null && n.board.isEmpty()) {
            n.board = board(null, n.pos, List.of(), null);
        }
        int bw = 0;
        int bh = 0;
        if (n.pos != null) {
            String[] size = n.board.substring(0, n.board.indexOf('\n')).split(",");
            bw = Integer.parseInt(size[0]);
            bh = Integer.parseInt(size[1]);
        }
        List<String> caps = captions(n);
        n.w = Math.max(bw, caps.stream().mapToInt(String::length).max().orElse(0) * CHAR);
        n.h = bh + 4 + LINE * caps.size();
        if (levels.size() <= depth) {
            levels.add(0);
        }
        levels.set(depth, Math.max(levels.get(depth), n.h));
        int sum = 0;
        for (Node c : n.children) {
            measure(c, depth + 1, levels);
            sum += c.subtree + (sum > 0 ? GAP : 0);
        }
        n.subtree = Math.max(n.w, sum);
    }

    private static void place(Node n, int x) {
        n.x = x;
        int sum = n.children.stream().mapToInt(c -> c.subtree).sum() + GAP * Math.max(0, n.children.size() - 1);
        int cx = x + (n.subtree - sum) / 2;
        for (Node c : n.children) {
            place(c, cx);
            cx += c.subtree + GAP;
        }
    }

    private static int centre(Node n) {
        return n.x + n.subtree / 2;
    }

    private static void draw(StringBuilder sb, Node n, int depth, List<Integer> ys) {
        int y = ys.get(depth);
        int cx = centre(n);
        for (Node c : n.children) {
            int cy = ys.get(depth + 1);
            boolean left = c.left == null || c.left;
            String color = c.left == null ? "#444444" : left ? "#1f4fd1" : "#c8202a";
            sb.append("  <line x1=\"").append(cx).append("\" y1=\"").append(y + n.h + 2).append("\" x2=\"")
                    .append(centre(c)).append("\" y2=\"").append(cy - 4).append("\" stroke=\"").append(color)
                    .append('"').append(left ? "" : " stroke-dasharray=\"5,3\"").append(" stroke-width=\"1.5\"/>\n");
            draw(sb, c, depth + 1, ys);
        }
        int bh = 0;
        if (n.pos != null) {
            String[] size = n.board.substring(0, n.board.indexOf('\n')).split(",");
            int bw = Integer.parseInt(size[0]);
            bh = Integer.parseInt(size[1]);
            sb.append("  <g transform=\"translate(").append(cx - bw / 2).append(',').append(y).append(")\">\n")
                    .append(n.board.substring(n.board.indexOf('\n') + 1)).append("  </g>\n");
        }
        int ty = y + bh + 4 + 10;
        for (String line : captions(n)) {
            sb.append("  <text x=\"").append(cx).append("\" y=\"").append(ty).append("\" text-anchor=\"middle\">")
                    .append(Pictures.esc(line)).append("</text>\n");
            ty += LINE;
        }
    }

    /** The tree in words, for the picture's text alternative. */
    private static String summary(Node root) {
        List<String> parts = new ArrayList<>();
        for (Node c : root.children) {
            if (c.pos == null) {
                parts.add(c.more + " more");
            } else {
                parts.add((c.left == null ? "" : c.left ? "Left " : "Right ") + c.words + " to " + c.pos.value()
                        + (c.count > 1 ? " (×" + c.count + ")" : ""));
            }
        }
        return parts.isEmpty() ? "no moves" : String.join("; ", parts);
    }
}
