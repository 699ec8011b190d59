package org.cgcheck.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.cgcheck.rules.Clobber;
import org.cgcheck.rules.Domineering;
import org.cgcheck.rules.Hackenbush;
import org.cgcheck.rules.Position;
import org.cgcheck.rules.ToadsAndFrogs;
import org.junit.jupiter.api.Test;

class BoardPictureTest {
    private static String draw(Position p) {
        StringBuilder sb = new StringBuilder();
        BoardPicture.draw(sb, p);
        return sb.toString();
    }

    private static int count(String s, String part) {
        return s.split(java.util.regex.Pattern.quote(part), -1).length - 1;
    }

    @Test
    void boardsStripsAndTreesAreDrawn() {
        String d = draw(Domineering.RULES.parse("#.|.."));
        assertEquals(4, count(d, "<rect"), "one square per cell");
        assertEquals(1, count(d, "#555555"), "one blocked cell");
        String c = draw(Clobber.RULES.parse("xo.|..o"));
        assertEquals(3, count(c, "<circle"), "one stone per x and o");
        String t = draw(ToadsAndFrogs.RULES.parse("t.f"));
        assertEquals(2, count(t, "<polygon"));
        String h = draw(Hackenbush.RULES.parse("lr(e;l)"));
        assertEquals(4, count(h, "<circle"), "one joint per edge");
        assertEquals(5, count(h, "<line x1"), "four edges and the ground");
        assertEquals(4, count(h, "<line class=\"hit\""), "a clickable line over each edge (issue 46)");
    }

    @Test
    void pageCombinesBoardAndTreesDeterministically() {
        String trees = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"300\" height=\"200\"></svg>\n";
        List<Position> ps = List.of(Domineering.RULES.parse("..|.."));
        String a = BoardPicture.withBoards(trees, List.of("P"), ps);
        assertEquals(a, BoardPicture.withBoards(trees, List.of("P"), ps));
        assertTrue(a.startsWith("<svg") && a.contains(trees) && a.contains(">P</text>"), a);
    }

    /** Issue 46: every board drawn in a counterexample's pictures has the coordinates its moves are named by. */
    @Test
    void boardsInTreesAndPlaysHaveCoordinates() {
        String row1 = "text-anchor=\"end\" fill=\"#555\" font-size=\"12\">1</text>";
        String colB = "text-anchor=\"middle\" fill=\"#555\" font-size=\"12\">b</text>";
        String tree = PositionTreePicture.svg("P", Domineering.RULES.parse("#.|.."));
        assertEquals(3, count(tree, row1), "the start and its two moves, each with rows 1, 2: " + tree);
        assertEquals(3, count(tree, colB));
        org.cgcheck.check.Verdict v = Verdicts.refuted("refuted r \"\"\n  forall P domineering within 3x3: not isnumber(P)"
                + " implies P >= 0\n");
        String svg = new String(CounterexampleWriter.files(v).get("r-positions.svg"), java.nio.charset.StandardCharsets.UTF_8);
        int boards = count(svg, "<rect x=\"0\" y=\"0\" width=\"28\"");      // each board's top left square
        assertTrue(boards >= 5, "the tree's three boards and the play's two: " + boards);
        assertEquals(boards, count(svg, row1), "every board with its row numbers");
        assertEquals(boards, count(svg, colB), "every board with its column letters");
        // Not a board: no coordinates.
        assertEquals(0, count(PositionTreePicture.svg("P", Hackenbush.RULES.parse("lr")), row1));
    }
}
