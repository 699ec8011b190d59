package org.cgcheck.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.cgcheck.check.Exploration;
import org.cgcheck.check.Verdict;
import org.junit.jupiter.api.Test;

/** What a student reads for a refuted claim: explanation lines, the page and its picture. */
class CounterexamplePageTest {
    private static final String TWICE = "refuted twice forall G born by 2: G + G == 0 implies G == 0\n";

    @Test
    void explanationShowsTheHypothesisValueAndNeverALiteralEqualToItself() {
        Verdict v = Verdicts.refuted(TWICE);
        assertEquals(Map.of("G", "*"), v.counterexample());
        List<String> d = v.details();
        assertTrue(d.contains("G + G = 0"), d::toString);
        assertTrue(d.contains("G = *   (birthday 1)"), d::toString);
        assertFalse(d.contains("G = *"), "the counterexample's G listed twice (issue 45): " + d);
        for (String line : d) {
            String[] parts = line.split(" = ", -1);
            assertFalse(parts.length == 2 && parts[0].equals(parts[1]), "says a term equals itself: " + line);
        }
    }

    @Test
    void subtermsOfTheFailingRelationAreShownInnerFirst() {
        Verdict v = Verdicts.refuted("refuted s forall G, H born by 1: -(G + H) == -G + H\n");
        List<String> d = v.details();
        String g = v.counterexample().get("G");
        String h = v.counterexample().get("H");
        // both sides and their compound parts, each with its value
        assertTrue(d.stream().anyMatch(l -> l.startsWith("G + H = ")), d::toString);
        assertTrue(d.stream().anyMatch(l -> l.startsWith("-(G + H) = ")), d::toString);
        assertTrue(d.stream().anyMatch(l -> l.startsWith("-G + H = ")), d::toString);
        assertTrue(d.indexOf(d.stream().filter(l -> l.startsWith("G + H = ")).findFirst().get())
                < d.indexOf(d.stream().filter(l -> l.startsWith("-(G + H) = ")).findFirst().get()), d::toString);
        assertFalse(g.isEmpty() || h.isEmpty());
    }

    @Test
    void aPositionCounterexampleShowsItsMovesInWords() {
        Verdict v = Verdicts.refuted("refuted d forall P domineering within 3x3: isnumber(P)\n");
        String md = CounterexampleWriter.markdown(v);
        assertTrue(md.contains("## Moves of P"), md);
        assertTrue(md.contains("#.|.. = *\n├─L vertical domino on b1–b2  → ##|.# = 0  (wins)\n"
                + "└─R horizontal domino on a2–b2  → #.|## = 0  (wins)\n"), md);
        Verdict w = Verdicts.refuted("refuted n forall G born by 1: isnumber(G)\n");
        assertFalse(CounterexampleWriter.markdown(w).contains("## Moves of"), "a value has no board moves");
    }

    @Test
    void numbersAreComparedAsNumbersNotByMoves() {
        Verdict v = Verdicts.refuted("refuted n forall G in {1/2}: G + 1/2 >= 2\n");
        List<String> d = v.details();
        assertTrue(d.contains("1 < 2"), d::toString);
        assertTrue(d.stream().noneMatch(l -> l.contains("moves")), d::toString);
        Verdict w = Verdicts.refuted("refuted m forall G in {3}: G <= 2\n");
        assertTrue(w.details().contains("3 > 2"), w.details()::toString);
    }

    @Test
    void equalNumbersAreNotPrintedAsALiteralEqualToItself() {
        Verdict v = Verdicts.refuted("refuted e forall G in {1}: G < 1\n");
        assertTrue(v.details().contains("both sides are 1"), v.details()::toString);
        assertFalse(v.details().contains("1 = 1"), v.details()::toString);
    }

    @Test
    void gamesKeepTheWinningMoveAndGetAWholeRefutingPlay() {
        List<String> d = Verdicts.refuted(TWICE).details();
        assertTrue(d.stream().anyMatch(l -> l.contains("Left moves first from * to 0")), d::toString);
        int head = d.indexOf("refuting play in * − 0 (Left starts; whoever cannot move loses):");
        assertTrue(head >= 0, d::toString);
        assertEquals("  1. Left moves * → 0: now 0 − 0", d.get(head + 1));
        assertEquals("  2. Right cannot move in 0 − 0, so Left wins", d.get(head + 2));
    }

    @Test
    void pageEmbedsThePictureAndShowsThePlay() {
        Verdict v = Verdicts.refuted(TWICE);
        String md = CounterexampleWriter.markdown(v);
        assertTrue(md.contains("![Game trees of the counterexample and the refuting play](twice.svg)"), md);
        assertTrue(md.contains("  - 1\\. Left moves \\* → 0: now 0 − 0"), md);
        String svg = CounterexampleWriter.svg(v);
        assertTrue(svg.startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\""), svg);
        assertTrue(svg.contains(">G = *</text>"), svg);
        assertTrue(svg.contains(">refuting play</text>") && svg.contains(">1. Left moves * → 0: now 0 − 0</text>"), svg);
    }

    @Test
    void theGameZeroIsDrawnAsANode() {
        Verdict v = Verdicts.refuted("refuted z forall G born by 1: G != 0\n");
        assertEquals(Map.of("G", "0"), v.counterexample());
        String svg = CounterexampleWriter.svg(v);
        assertTrue(svg.contains(">G = 0</text>") && svg.contains("<rect") && svg.contains(">0</text>"), svg);
        String dot = CounterexampleWriter.dot(v);
        assertTrue(dot.contains("label=\"G = 0\"") && dot.contains("t0n0 [label=\"0\"]"), dot);
    }

    @Test
    void oneLabelledTreePerVariable() {
        Verdict v = Verdicts.refuted("refuted two forall G, H born by 1: G + H == G\n");
        List<GameTree> trees = CounterexampleWriter.trees(v);
        assertEquals(2, trees.size());
        assertTrue(trees.get(0).title().startsWith("G = ") && trees.get(1).title().startsWith("H = "));
        String dot = CounterexampleWriter.dot(v);
        assertTrue(dot.contains("subgraph cluster_0") && dot.contains("subgraph cluster_1"), dot);
    }

    @Test
    void integerVariablesGetNoTree() {
        Verdict v = Verdicts.refuted("refuted i forall n in 0..3: *n + *n == *(n + n)\n");
        assertTrue(CounterexampleWriter.trees(v).isEmpty());
    }

    @Test
    void aTreeIsATreeNotASharedDag() {
        // {*|*}... *2 = {0,*|0,*}: the position 0 appears under * and directly; each is its own node.
        GameTree t = GameTree.of("G = *2", org.cgcheck.form.Form.canonical(org.cgcheck.game.Game.nimber(2)));
        assertEquals(t.nodes().size() - 1, t.edges().size());
        assertEquals(9, t.nodes().size());
    }

    @Test
    void bigGamesAreCutAtABudget() {
        GameTree t = GameTree.of("G", org.cgcheck.form.Form.canonical(org.cgcheck.game.Game.nimber(7)));
        assertTrue(t.nodes().size() <= GameTree.BUDGET);
        assertTrue(t.nodes().stream().anyMatch(GameTree.Node::cut));
    }

    @Test
    void pagesAreDeterministic() {
        Verdict a = Verdicts.refuted("refuted two forall G, H born by 2: G + H == G\n");
        Verdict b = Verdicts.refuted("refuted two forall G, H born by 2: G + H == G\n");
        assertEquals(CounterexampleWriter.markdown(a), CounterexampleWriter.markdown(b));
        assertEquals(CounterexampleWriter.svg(a), CounterexampleWriter.svg(b));
        assertEquals(CounterexampleWriter.dot(a), CounterexampleWriter.dot(b));
    }

    @Test
    void pageShowsTheExplorationSummary() {
        Verdict v = Verdicts.refuted(TWICE);
        Exploration ex = new Exploration(1000, 3, 4, null, null, List.of(), -1);
        Verdict w = new Verdict(v.claim(), v.status(), v.ok(), v.cases(), v.randomCases(), v.seconds(),
                v.counterexample(), v.details(), v.message(), v.failureBound(), v.seed(), v.orderKey(),
                "for all games born by day 2", ex, v.proof());
        String md = CounterexampleWriter.markdown(w);
        assertTrue(md.contains("**Beyond the bound:** " + ex.summary()), md);
        assertTrue(md.contains("**Scope:** for all games born by day 2"), md);
        assertFalse(CounterexampleWriter.markdown(v).contains("Beyond the bound"));
    }

    @Test
    void longClaimNamesGiveBoundedDistinctDeterministicFileNames() {
        String a = "a".repeat(299) + "x";
        String b = "a".repeat(299) + "y";
        String ba = CounterexampleWriter.baseName(a);
        assertTrue(ba.length() <= CounterexampleWriter.MAX_NAME, ba);
        assertNotEquals(ba, CounterexampleWriter.baseName(b));
        assertEquals(ba, CounterexampleWriter.baseName(a));
        assertEquals("short_name", CounterexampleWriter.baseName("short_name"));
    }
}
