package org.cgcheck.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.cgcheck.check.Verdict;
import org.cgcheck.rules.Domineering;
import org.junit.jupiter.api.Test;

/** Refuting plays on ruleset positions are told as board moves and drawn; the tree of moves is drawn as boards. */
class PositionPlayTest {
    private static int count(String s, String part) {
        return s.split(java.util.regex.Pattern.quote(part), -1).length - 1;
    }

    private static Verdict refuted(String body) {
        return Verdicts.refuted("refuted r \"\"\n  " + body + "\n");
    }

    @Test
    void domineeringPlayIsToldAsADomino() {
        Verdict v = refuted("forall P domineering within 3x3: not isnumber(P) implies P >= 0");
        assertTrue(v.details().contains("  1. Right, in P: horizontal domino on a2–b2 (* → 0): now 0"),
                () -> String.join("\n", v.details()));
        String md = new String(CounterexampleWriter.files(v).get("r.md"), StandardCharsets.UTF_8);
        assertTrue(md.contains("Right, in P: horizontal domino on a2–b2"), md);
        assertTrue(md.contains("![Tree of moves of each position, and the refuting play on the boards](r-positions.svg)"));
        String html = HtmlReport.claimPage(v, null, null);
        assertTrue(html.contains("<li>Right, in P: horizontal domino on a2–b2 (* → 0): now 0</li>"), html);
        assertTrue(html.contains("aria-label=\"Tree of moves of P = *"), "the positions picture inlined");
    }

    @Test
    void clobberAndToadsPlaysAreTold() {
        Verdict c = refuted("forall P clobber within 2x3: P <= 0");
        assertTrue(c.details().contains("  1. Left, in P: b1 clobbers a1 (* → 0): now 0"), () -> c.details().toString());
        Verdict t = refuted("forall P toadsandfrogs within 5: not isnumber(P) implies P <= 0");
        assertTrue(t.details().contains("  1. Left, in P: toad 1 → 2 (* → 0): now 0"), () -> t.details().toString());
    }

    @Test
    void playIsDrawnOnTheBoardWithTheChangedSquaresMarked() {
        Verdict v = refuted("forall P domineering within 3x3: not isnumber(P) implies P >= 0");
        Map<String, byte[]> files = CounterexampleWriter.files(v);
        String svg = new String(files.get("r-positions.svg"), StandardCharsets.UTF_8);
        assertTrue(svg.contains("1. Right, in P: horizontal domino on a2–b2"), svg);
        assertTrue(svg.contains("At the start: P"));
        // one domino placed and outlined in the tree for each of the two moves, and one in the play
        assertEquals(3, count(svg, "stroke=\"" + BoardPicture.MARK + "\""));
        assertEquals(2, count(svg, "rx=\"5\" fill=\"" + BoardPicture.RED + "\" stroke=\"" + BoardPicture.MARK + "\""),
                "Right's horizontal dominoes drawn red");
        assertEquals(1, count(svg, "rx=\"5\" fill=\"" + BoardPicture.BLUE + "\" stroke=\"" + BoardPicture.MARK + "\""),
                "Left's vertical domino drawn blue");
        assertTrue(svg.contains("role=\"img\" aria-label=\"") && svg.contains("<title>"));
        assertEquals(svg, new String(CounterexampleWriter.files(v).get("r-positions.svg"), StandardCharsets.UTF_8),
                "the same bytes every time");
    }

    @Test
    void aLongerPlayIsDrawnBoardByBoardSkippingMovesElsewhere() {
        Verdict v = refuted("forall P domineering within 2x2: not isnumber(P) implies P <= *");
        List<String> d = v.details();
        assertTrue(d.stream().anyMatch(l -> l.contains("Left moves first (Left, in P: vertical domino on a1–a2 (+-1 → 1))")),
                d::toString);
        assertTrue(d.contains("  3. Left, in P: vertical domino on b1–b2 (1 → 0): now 0 − 0"), d::toString);
        List<String> play = CounterexampleWriter.play(v);
        String line = d.stream().filter(l -> l.startsWith("components of the play: ")).findFirst().orElseThrow();
        List<PlayBoards.Part> parts = PlayBoards.parts(line, CounterexampleGames.env(v));
        assertEquals(List.of("P", "−*"), parts.stream().map(PlayBoards.Part::label).toList());
        List<PlayBoards.Move> moves = PlayBoards.replay(parts, play.subList(1, play.size()));
        assertEquals(3, moves.size(), "two moves on the board, one in the value −*");
        assertEquals("#.|#.", moves.get(0).to().text());
        assertEquals(1, moves.get(1).part());
        assertEquals("−0", moves.get(1).value());
        String svg = PositionPictures.forCounterexample(v);
        assertTrue(svg.contains("3. Left, in P: vertical domino on b1–b2") && svg.contains("2. Right, in −*"), svg);
        // a1–a2 is drawn as Left's domino, not as blocked squares, from the move that placed it on:
        // in the tree (placed, outlined; then under b1–b2) and in the play (placed, outlined; rows 2 and 3)
        String blue = "<rect x=\"3\" y=\"3\" width=\"22\" height=\"50\" rx=\"5\" fill=\"" + BoardPicture.BLUE + "\"";
        assertEquals(5, count(svg, blue), svg);
        assertEquals(2, count(svg, blue + " stroke=\"" + BoardPicture.MARK + "\""), svg);
    }

    @Test
    void treeHasBoardsValuesCountsAndCuts() {
        String svg = PositionTreePicture.svg("P", Domineering.RULES.parse("...|...|..."));
        assertEquals(2 * (1 + 4), count(svg, "<g transform"),
                "the root and its four moves up to symmetry, each board framed by its coordinates (issue 46)");
        assertEquals(5 * 9 + 4, count(svg, "<rect x=") - count(svg, BoardPicture.MARK),
                "nine squares per board, and the two squares under each of the four dominoes placed");
        assertTrue(svg.contains("= +-1"));
        assertTrue(svg.contains("L: vertical domino on b1–b2"));
        assertTrue(svg.contains("= 1  ×2  …"), "merged moves counted, their moves cut");
        assertTrue(svg.contains("aria-label=\"Tree of moves of P = +-1: Left vertical domino on a1–a2 to {1/2|-2} (×4)"),
                svg.substring(0, 300));
        String small = PositionTreePicture.svg("Q", Domineering.RULES.parse("#..|..."));
        assertTrue(small.contains("= 0  ×2"), "two moves deep when the tree is small");
        assertTrue(!small.contains("…"), "no cut two moves deep here");
    }

    @Test
    void noPositionNoPicture() {
        Verdict v = refuted("forall G born by 1: G >= 0");
        assertEquals(null, PositionPictures.forCounterexample(v));
        assertNotNull(CounterexampleWriter.files(v).get("r.md"));
        assertEquals(List.of(), List.copyOf(CounterexampleWriter.files(v).keySet()).stream()
                .filter(f -> f.endsWith("-positions.svg")).toList());
    }
}
