package org.cgcheck.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cgcheck.check.Verdict;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.lang.Parser;
import org.cgcheck.rules.Position;
import org.junit.jupiter.api.Test;

/**
 * Issue 46: in a sum of Hackenbush trees each tree keeps the numbers its edges have at the start
 * after cuts, in the explorer page (moves' words and pictures), the good game of a handout and the
 * checker's refuting plays, as a single tree does (StableEdgeNumbersTest).
 */
class SumEdgeNumbersTest {
    private static final String SUM = "game.graph.Hackenbush(\"r\") + game.graph.Hackenbush(\"(r;e;l)\")";
    /** Start colours by tree and edge number, 1-based: tree 1 is "r", tree 2 "(r;e;l)". */
    private static final String[][] START = {{}, {"", "red"}, {"", "red", "green", "blue"}};
    private static final Pattern CUT = Pattern.compile("(?:tree (\\d): )?cuts (blue|red|green) edge (\\d+)");

    private static Position eval(String s) {
        return (Position) new Interpreter().eval(Parser.parse(s));
    }

    /** Every cut named: by its tree's start number of the colour the edge has at the start (untold tree: either). */
    private static int cutsByStartNumbers(String text) {
        Matcher m = CUT.matcher(text);
        int n = 0;
        while (m.find()) {
            n++;
            int e = Integer.parseInt(m.group(3));
            boolean ok = false;
            for (int t = 1; t <= 2; t++) {
                if ((m.group(1) == null || m.group(1).equals(String.valueOf(t))) && e < START[t].length) {
                    ok |= START[t][e].equals(m.group(2));
                }
            }
            assertTrue(ok, m.group(0) + " in\n" + text);
        }
        return n;
    }

    @SuppressWarnings("unchecked")
    @Test
    void theExplorerKeepsEachTreesNumbersAfterACutInTheSecondTree() {
        ExplorerGraph g = ExplorerGraph.of(eval(SUM), 1000);
        String html = ExplorerPage.html(SUM, g);
        int start = html.indexOf("{\"positions\":");
        Map<String, Object> data = (Map<String, Object>) JsonReader.parse(html.substring(start, html.indexOf("</script>", start)));
        List<String> labels = (List<String>) data.get("labels");
        assertTrue(cutsByStartNumbers(String.join("\n", labels)) >= 6, labels.toString());
        // After tree 2's red edge 1 is cut, its green edge is still 2 and its blue edge 3 (renumbered: 1 and 2).
        assertTrue(labels.contains("tree 2: cuts green edge 2"), labels.toString());
        assertTrue(labels.contains("tree 2: cuts blue edge 3"), labels.toString());
        assertFalse(labels.contains("tree 2: cuts green edge 1"), labels.toString());
        // The picture of r + l reached by cutting tree 2's red and green edges numbers its trees' edges 1 and 3.
        List<Map<String, Object>> nodes = (List<Map<String, Object>>) data.get("nodes");
        List<String> pictures = (List<String>) data.get("pictures");
        String name = "game.graph.Hackenbush(\"r\") + game.graph.Hackenbush(\"l\")";
        Map<String, Object> node = nodes.stream().filter(n -> name.equals(n.get("n"))).findFirst().orElseThrow();
        String svg = pictures.get(((Number) node.get("p")).intValue());
        List<String> shown = numbersDrawn(svg);
        assertEquals(List.of("1", "3"), shown, svg);
        // its moves: tree 2's blue edge is edge 3, tree 1's red edge 1
        for (String[] side : new String[][] {{"l", "tree 2: cuts blue edge 3"}, {"r", "tree 1: cuts red edge 1"}}) {
            List<List<Number>> moves = (List<List<Number>>) node.get(side[0]);
            assertEquals(List.of(side[1]), moves.stream().map(m -> labels.get(m.get(1).intValue())).toList());
        }
    }

    private static List<String> numbersDrawn(String svg) {
        Matcher m = Pattern.compile("font-size=\"10\" fill=\"#[0-9a-f]+\">(\\d+)<").matcher(svg);
        List<String> out = new java.util.ArrayList<>();
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    @Test
    void aGoodGameOfTheSumIsToldAndDrawnByTheStartsNumbers() {
        Position p = eval(SUM);
        List<GoodGame.Step> steps = GoodGame.play(p, false, 20);        // Right first: the red edge of tree 2
        assertTrue(steps.size() >= 3, "a game of several cuts");
        List<String> told = GoodGame.told(steps, false);
        assertEquals(steps.size(), cutsByStartNumbers(String.join("\n", told)));
        String figures = GoodGame.figures(p, steps, false);
        assertTrue(cutsByStartNumbers(figures) >= steps.size());
        assertTrue(String.join("\n", told).matches("(?s).*edge [23].*"), "a tree-2 edge past the first: " + told);
    }

    @Test
    void aRefutingPlayInASumIsToldByTheStartsNumbers() {
        Verdict v = Verdicts.refuted("refuted r \"\"\n  game.graph.Hackenbush(\"l\") + game.graph.Hackenbush(\"(e;e;e)\") <= 0\n");
        String details = String.join("\n", v.details());
        assertTrue(details.contains("green edge 3"), "renumbered, every green cut would be edge 1 or 2:\n" + details);
        assertFalse(details.matches("(?s).*tree 2: cuts green edge 1.*tree 2: cuts green edge 1.*"), details);
        String svg = new String(CounterexampleWriter.files(v).get("r-positions.svg"), java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(svg.contains("green edge 3"), svg);
    }
}
