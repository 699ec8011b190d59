package org.cgcheck.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.cgcheck.check.Verdict;
import org.cgcheck.rules.Hackenbush;
import org.cgcheck.rules.HeapGame;
import org.cgcheck.rules.Position;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

/**
 * The refuting play drawn on the boards of a sum's or a negative's parts, side by side; heaps with
 * the tokens taken crossed out; Hackenbush trees with the edge cut marked. Every picture is
 * well-formed XML with a text alternative that tells the whole play.
 */
class PartsPictureTest {
    private static int count(String s, String part) {
        return s.split(java.util.regex.Pattern.quote(part), -1).length - 1;
    }

    private static Verdict refuted(String body) {
        return Verdicts.refuted("refuted r \"\"\n  " + body + "\n");
    }

    /** Parses the SVG as XML (throws if it is not well-formed); returns the root's aria-label. */
    private static String wellFormed(String svg) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        Document doc = f.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
        assertEquals("svg", doc.getDocumentElement().getLocalName());
        return doc.getDocumentElement().getAttribute("aria-label");
    }

    /** The play picture: the last nested svg of the positions picture (the trees come first). */
    private static String playPicture(Verdict v) {
        String all = PositionPictures.forCounterexample(v);
        assertNotNull(all, "a positions picture");
        int at = all.lastIndexOf("<svg x=\"0\"");
        return all.substring(at).replaceFirst("<svg x=\"0\" y=\"\\d+\" ", "<svg ").replaceFirst("</svg>\n</svg>\n$",
                "</svg>\n");
    }

    @Test
    void sumOfTwoCopiesDrawsBothBoardsInEveryRow() throws Exception {
        Verdict v = refuted("forall P domineering within 3x3: not isnumber(P) implies P + P == 0");
        String svg = playPicture(v);
        String label = wellFormed(svg);
        assertTrue(label.startsWith("The refuting play on the boards of the first P, the second P"), label);
        List<String> play = CounterexampleWriter.play(v);
        for (String step : play.subList(1, play.size())) {
            assertTrue(label.contains(step), "the text alternative tells every step: " + step);
        }
        int rows = count(svg, "At the start") + count(svg, "font-weight=\"bold\">") - 1;
        assertTrue(rows >= 3, svg);
        // Each row draws both copies: two labels per row, the moved one in orange.
        assertEquals(2 * (play.size() - 2 + 1), count(svg, ">the first P</text>") + count(svg, ">the second P</text>"),
                "two boards in each of the start and the move rows");
        assertEquals(play.size() - 2, count(svg, "font-weight=\"bold\" fill=\"" + BoardPicture.MARK + "\""),
                "the part moved in is marked in each move row");
        wellFormed(PositionPictures.forCounterexample(v));
        String html = HtmlReport.claimPage(v, null, null);
        assertTrue(html.contains("aria-label=\"The refuting play on the boards of the first P, the second P"));
    }

    @Test
    void negativeIsDrawnTurned() throws Exception {
        Verdict v = refuted("forall P domineering within 3x3: not isnumber(P) implies -P == P");
        String svg = playPicture(v);
        wellFormed(svg);
        assertTrue(svg.contains(">the first −P</text>") && svg.contains(">the second −P</text>"));
        String md = new String(CounterexampleWriter.files(v).get("r.md"), StandardCharsets.UTF_8);
        assertTrue(md.contains("−P is P turned by 90°"), md);
    }

    @Test
    void kaylesPlayIsDrawnWithoutAPositionVariable() throws Exception {
        Verdict v = refuted("forall n in 0..8: game.heap.Kayles(n) == *n");
        String svg = playPicture(v);
        wellFormed(svg);
        assertTrue(svg.contains(">−*4</text>"), "the value part shown as its value");
        String md = new String(CounterexampleWriter.files(v).get("r.md"), StandardCharsets.UTF_8);
        assertTrue(md.contains("](r-positions.svg)"), "the page links the play picture though no variable is a board");
        assertTrue(CounterexampleWriter.files(v).containsKey("r-positions.svg"));
    }

    @Test
    void heapMoveCrossesOutTheTakenTokens() throws Exception {
        Position from = HeapGame.KAYLES.heap(5);
        for (Position to : from.options(true)) {
            HeapGame.HeapMove m = HeapGame.move(from, to);
            StringBuilder sb = new StringBuilder();
            int[] wh = BoardPicture.drawMove(sb, from, to);
            assertEquals(m.taken(), count(sb.toString(), "stroke-dasharray=\"3,2\""), "one crossed circle per token taken");
            int left = m.leaves().stream().mapToInt(Integer::intValue).sum();
            assertEquals(left, count(sb.toString(), "fill=\"#444444\""), "the tokens left drawn solid");
            assertTrue(wh[0] > 0 && wh[1] > 0);
            wellFormed("<svg xmlns=\"http://www.w3.org/2000/svg\">" + sb + "</svg>");
        }
        StringBuilder split = new StringBuilder();
        BoardPicture.drawMove(split, HeapGame.GRUNDYS_GAME.heap(5), HeapGame.GRUNDYS_GAME.heap(5).options(true).get(0));
        assertEquals(1, count(split.toString(), "<line "), "a split that takes nothing is marked by a bar");
    }

    @Test
    void hackenbushCutIsDashedAndWhatFallsFaded() throws Exception {
        Position t = Hackenbush.RULES.parse("lr(e;l)");
        Position after = Hackenbush.RULES.parse("l");
        StringBuilder sb = new StringBuilder();
        BoardPicture.drawMove(sb, t, after);
        String s = sb.toString();
        assertEquals(1, count(s, "stroke-dasharray=\"6,4\""), "the cut edge dashed");
        assertEquals(2, count(s, "stroke-opacity=\"0.3\""), "the two edges above it faded");
        assertTrue(s.contains(">2</text>"), "edges numbered as the text writes them");
        wellFormed("<svg xmlns=\"http://www.w3.org/2000/svg\">" + s + "</svg>");
        Verdict v = refuted("forall P hackenbush within 3: not isnumber(P) implies -P == P");
        assertTrue(wellFormed(playPicture(v)).contains(": cuts "));
    }
}
