package org.cgcheck.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cgcheck.check.Verdict;
import org.cgcheck.rules.EdgeNumbers;
import org.cgcheck.rules.Hackenbush;
import org.cgcheck.rules.Position;
import org.junit.jupiter.api.Test;

/**
 * Issue 46: a Hackenbush edge keeps its number at the start after cuts everywhere a play is told
 * or drawn (the good game of a position page, the tree of moves, the checker's refuting plays and
 * their pictures), not only on the explorer page.
 */
class StableEdgeNumbersTest {
    private static final Pattern CUT = Pattern.compile("cuts (blue|red|green) edge (\\d+)");
    /** The colours of l(lr;e(l;r)) by the text's order, 1-based. */
    private static final String[] START = {"", "blue", "blue", "red", "green", "blue", "red"};

    private static Position tree() {
        return Hackenbush.RULES.parse("l(lr;e(l;r))");
    }

    /** Every cut named in {@code text} names an edge by a start number of the colour it has at the start; how many. */
    private static int cutsByStartNumbers(String text) {
        return cutsByStartNumbers(text, START);
    }

    private static int cutsByStartNumbers(String text, String[] start) {
        Matcher m = CUT.matcher(text);
        int n = 0;
        while (m.find()) {
            n++;
            assertEquals(start[Integer.parseInt(m.group(2))], m.group(1), m.group(0) + " in\n" + text);
        }
        return n;
    }

    @Test
    void aCutLeavesOutTheRunThatFalls() {
        Position p = tree();
        Position q = null;
        for (Position o : p.options(true)) {
            Hackenbush.Cut c = Hackenbush.cut(p, o);
            if (c != null && c.number() == 2) {
                q = o;
            }
        }
        assertNotNull(q, "Left cuts the blue edge 2");
        int[] after = EdgeNumbers.after(null, p, q);
        assertArrayEquals(new int[] {1, 4, 5, 6}, after, "edge 2 and the red edge 3 above it fall");
        assertEquals("cuts green edge 4", EdgeNumbers.words("cuts green edge 2", after));
        assertEquals(null, EdgeNumbers.after(null, org.cgcheck.rules.Domineering.RULES.parse("..|.."),
                org.cgcheck.rules.Domineering.RULES.parse("##|..")), "not a cut: nothing to renumber");
    }

    @Test
    void aGoodGameIsToldAndDrawnByTheStartsNumbers() {
        Position p = Hackenbush.RULES.parse("(e;e;e(l;r))");
        String[] start = {"", "green", "green", "green", "blue", "red"};
        List<GoodGame.Step> steps = GoodGame.play(p, true, 20);
        assertTrue(steps.size() >= 3, "a game of several cuts");
        List<String> told = GoodGame.told(steps, false);
        assertEquals(steps.size(), cutsByStartNumbers(String.join("\n", told), start));
        assertTrue(told.get(2).contains("edge 3"), "renumbered, the third cut would be edge 1: " + told);
        String figures = GoodGame.figures(p, steps, false);
        assertTrue(cutsByStartNumbers(figures, start) >= steps.size());
        assertTrue(figures.contains(HtmlPage.esc(told.get(2))), figures);
        assertTrue(cutsByStartNumbers(String.join("\n", PositionStory.lines("P", p)), start) >= steps.size());
        // The numbers drawn on the trees are the start's: never one the start does not have, and the
        // last figures (after cuts) still show the high numbers.
        Matcher m = Pattern.compile("font-size=\"10\" fill=\"#[0-9a-f]+\">(\\d+)</text>").matcher(figures);
        int max = 0;
        while (m.find()) {
            int n = Integer.parseInt(m.group(1));
            assertTrue(n >= 1 && n <= 5, "edge number " + n);
            max = Math.max(max, n);
        }
        assertEquals(5, max);
    }

    @Test
    void theTreeOfMovesNamesSecondCutsByTheStartsNumbers() {
        String svg = PositionTreePicture.svg("P", tree());
        assertTrue(cutsByStartNumbers(svg) > 6, svg);
    }

    @Test
    void aRefutingPlayIsToldAndDrawnByTheStartsNumbers() {
        Verdict v = Verdicts.refuted("refuted r \"\"\n  game.graph.Hackenbush(\"(e;e;e(l;r))\") <= 0\n");
        String details = String.join("\n", v.details());
        // Renumbered, each of these cuts would be "green edge 1".
        assertTrue(details.contains("1. Left, in game.graph.Hackenbush(\"(e;e;e(l;r))\"): cuts green edge 1 (* → 0)"), details);
        assertTrue(details.contains("2. Right, in game.graph.Hackenbush(\"(e;e;e(l;r))\"): cuts green edge 2 (0 → *)"), details);
        assertTrue(details.contains("3. Left, in game.graph.Hackenbush(\"(e;e;e(l;r))\"): cuts green edge 3, and the 2 edges"),
                details);
        String svg = new String(CounterexampleWriter.files(v).get("r-positions.svg"), java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(svg.contains("3. Left, in game.graph.Hackenbush(&quot;(e;e;e(l;r))&quot;): cuts green edge 3")
                || svg.contains("3. Left, in game.graph.Hackenbush(\"(e;e;e(l;r))\"): cuts green edge 3"), "the play drawn, step 3 told");
        // The last tree drawn (edge 3 cut, its two edges falling) still numbers them 3, 4, 5.
        int last = svg.lastIndexOf("stroke-dasharray");
        assertTrue(last > 0, "the cut drawn");
        String tail = svg.substring(last);
        for (String n : List.of(">3</text>", ">4</text>", ">5</text>")) {
            assertTrue(tail.contains(n), n + " in " + tail);
        }

        Verdict w = Verdicts.refuted("refuted r \"\"\n  game.graph.Hackenbush(\"l(lr;e(l;r))\") <= 1\n");
        assertTrue(cutsByStartNumbers(String.join("\n", w.details())) >= 4, w.details().toString());
    }
}
