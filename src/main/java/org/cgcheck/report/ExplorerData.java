package org.cgcheck.report;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.game.Game;

/**
 * The explorer page's data, as compact JSON (one position a line): a page lists tens of thousands
 * of positions, so what repeats is written once. Move labels and values are tables the positions
 * point into; a position's name is left out when it is the start's name with the board swapped
 * ({@code prefix + board + suffix}, rows joined by {@code |}); whether a move wins is not written,
 * as it follows from the outcome of the position it goes to (G ≥ 0 exactly when the outcome is L
 * or P). A position: {@code b} board, {@code n} name (when not derived), {@code v} index into
 * {@code values} (absent: not computed), {@code o} what its moves tell of its outcome when its value
 * is not computed, {@code l} and {@code r} the moves as [position, label index] (absent: not
 * opened; on an impartial page only {@code l}, Right's moves being the same), {@code p} index into
 * {@code pictures} (an SVG of a position not drawn square by square; absent: the board's text is
 * shown). A value: [value, outcome, temperature, thermograph index or -1 too hot or null not drawn].
 * {@code grid} names the ruleset whose boards the script draws square by square in the colours of
 * {@code palette} (the same as the claim pages' pictures).
 */
final class ExplorerData {
    private ExplorerData() {
    }

    static String json(ExplorerGraph graph) {
        return json(graph, Classroom.DEFAULT);
    }

    /**
     * The data with the class's settings: {@code hints} (answers shown at first), {@code misere},
     * {@code counter} (what a move takes, for the misère winner's sentence) and, in misère play,
     * {@code mis}: each position's misère outcome (L, R, N, P, or null where the page does not tell).
     */
    static String json(ExplorerGraph graph, Classroom classroom) {
        List<ExplorerGraph.Node> nodes = graph.nodes();
        String prefix = null;
        String suffix = null;
        ExplorerGraph.Node start = nodes.get(0);
        if (graph.positions()) {
            String text = start.board().replace('\n', '|');
            int at = start.name().indexOf(text);
            if (at >= 0 && start.name().indexOf(text, at + 1) < 0) {
                prefix = start.name().substring(0, at);
                suffix = start.name().substring(at + text.length());
            }
        }
        Map<String, Integer> labels = new HashMap<>();
        List<String> labelList = new ArrayList<>();
        Map<Game, Integer> values = new HashMap<>();
        List<String> valueList = new ArrayList<>();
        List<String> thermographs = new ArrayList<>();
        List<String> pictures = new ArrayList<>();
        StringBuilder b = new StringBuilder();
        HackenbushLabels edges = HackenbushLabels.of(graph);        // issue 46: an edge keeps its number after cuts
        for (int index = 0; index < nodes.size(); index++) {
            ExplorerGraph.Node n = nodes.get(index);
            int from = index;
            java.util.function.Function<ExplorerGraph.Move, String> relabel = edges == null ? ExplorerGraph.Move::label
                    : m -> edges.label(from, m.to(), m.label());
            b.append(b.length() == 0 ? "[\n{" : ",\n{");
            String sep = "";
            if (n.board() != null) {
                b.append("\"b\":").append(Json.str(n.board()));
                sep = ",";
            }
            if (prefix == null || n.board() == null || !n.name().equals(prefix + n.board().replace('\n', '|') + suffix)) {
                b.append(sep).append("\"n\":").append(Json.str(n.name()));
                sep = ",";
            }
            if (n.picture() != null) {
                b.append(sep).append("\"p\":").append(pictures.size());
                pictures.add((edges == null ? n.picture() : edges.picture(index, n.picture())).replaceAll("\n +", "\n"));
                sep = ",";
            }
            if (n.computed()) {
                Integer v = values.get(n.value());
                if (v == null || valueList.get(v).endsWith(",null]") && (n.thermograph() != null || n.opened())) {
                    String entry = "[" + Json.str(n.value().toString()) + "," + Json.str(n.value().outcome().name()) + ","
                            + Json.str(n.temperature()) + "," + thermograph(n, thermographs) + "]";
                    if (v == null) {
                        v = valueList.size();
                        valueList.add(entry);
                        values.put(n.value(), v);
                    } else {
                        valueList.set(v, entry);
                    }
                }
                b.append(sep).append("\"v\":").append(v);
                sep = ",";
            } else {
                String o = outcomeFromMoves(n);
                if (o != null) {
                    b.append(sep).append("\"o\":").append(Json.str(o));
                    sep = ",";
                }
            }
            if (n.opened()) {
                b.append(sep).append("\"l\":").append(moves(n.left(), labels, labelList, relabel));
                if (!graph.impartial()) {
                    b.append(",\"r\":").append(moves(n.right(), labels, labelList, relabel));
                }
            }
            b.append('}');
        }
        b.append("\n]");
        StringBuilder out = new StringBuilder("{\"positions\":").append(graph.positions())
                .append(",\"squares\":").append(graph.squares())
                .append(",\"impartial\":").append(graph.impartial())
                .append(",\"grid\":").append(grid(graph))
                .append(",\"palette\":").append(BoardPicture.palette())
                .append(",\"complete\":").append(graph.complete())
                .append(",\"seconds\":").append(Json.str(graph.complete() ? "0" : seconds(graph.seconds())))
                .append(",\"opened\":").append(graph.opened())
                .append(",\"computed\":").append(graph.computed())
                .append(",\"prefix\":").append(prefix == null ? "null" : Json.str(prefix))
                .append(",\"suffix\":").append(suffix == null ? "null" : Json.str(suffix))
                .append(",\"hints\":").append(classroom.hints())
                .append(",\"misere\":").append(classroom.misere())
                .append(",\"counter\":").append(classroom.counter() == null ? "null" : Json.str(classroom.counter()))
                .append(",\"mis\":").append(classroom.misere() ? misere(graph) : "null")
                .append(",\n\"labels\":").append(Json.value(labelList))
                .append(",\n\"values\":[\n").append(String.join(",\n", valueList)).append("\n]")
                .append(",\n\"thermographs\":[\n");
        for (int i = 0; i < thermographs.size(); i++) {
            out.append(i > 0 ? ",\n" : "").append(Json.str(thermographs.get(i)));
        }
        out.append("\n],\n\"pictures\":[\n");
        for (int i = 0; i < pictures.size(); i++) {
            out.append(i > 0 ? ",\n" : "").append(Json.str(pictures.get(i)));
        }
        return out.append("\n],\n\"nodes\":").append(b).append("}").toString();
    }

    private static String misere(ExplorerGraph graph) {
        StringBuilder b = new StringBuilder("[");
        for (String o : ExplorerMisere.outcomes(graph)) {
            b.append(b.length() > 1 ? "," : "").append(o == null ? "null" : Json.str(o));
        }
        return b.append(']').toString();
    }

    /** The ruleset whose boards the script draws square by square, or null. */
    private static String grid(ExplorerGraph graph) {
        ExplorerGraph.Node start = graph.nodes().get(0);
        return graph.positions() && start.picture() == null && start.board() != null
                ? Json.str(graph.ruleset()) : "null";
    }

    /** Seconds as the user would write them: 60, not 60.0. */
    static String seconds(double s) {
        return s == Math.rint(s) ? String.valueOf((long) s) : String.valueOf(s);
    }

    private static String thermograph(ExplorerGraph.Node n, List<String> thermographs) {
        if (n.thermograph() == null) {
            return n.opened() ? "-1" : "null";         // an opened position's is drawn unless too hot
        }
        // The SVG's indentation is for people reading the file; on the page it is only bytes.
        thermographs.add(n.thermograph().replaceAll("\n +", "\n"));
        return String.valueOf(thermographs.size() - 1);
    }

    /** For a position whose value was not computed: who wins moving first, as far as its moves' values tell. */
    static String outcomeFromMoves(ExplorerGraph.Node n) {
        Boolean left = n.firstWins(true);
        Boolean right = n.firstWins(false);
        if (left != null && right != null) {
            return left ? (right ? "N" : "L") : (right ? "R" : "P");
        }
        if (left == null && right == null) {
            return null;
        }
        return left != null ? (left ? "Left moving first wins" : "Left moving first loses")
                : (right ? "Right moving first wins" : "Right moving first loses");
    }

    private static String moves(List<ExplorerGraph.Move> moves, Map<String, Integer> labels, List<String> labelList,
            java.util.function.Function<ExplorerGraph.Move, String> relabel) {
        StringBuilder b = new StringBuilder("[");
        for (ExplorerGraph.Move m : moves) {
            String text = relabel.apply(m);
            Integer l = labels.get(text);
            if (l == null) {
                l = labelList.size();
                labelList.add(text);
                labels.put(text, l);
            }
            b.append(b.length() > 1 ? "," : "").append('[').append(m.to()).append(',').append(l).append(']');
        }
        return b.append(']').toString();
    }
}
