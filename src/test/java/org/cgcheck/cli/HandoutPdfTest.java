package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.lang.Parser;
import org.cgcheck.rules.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --pdf} handouts, read back with PDFBox: the explorer's (the start, every move, a game
 * played to its end with the winner named) and a claim report's (the index, then each claim's page
 * on its own sheet, the counterexample drawn).
 */
class HandoutPdfTest {
    @TempDir
    Path tmp;

    private static String text(PDDocument pdf) throws Exception {
        return new PDFTextStripper().getText(pdf);
    }

    @Test
    void exploreWritesAHandoutWithTheStartItsMovesAndAGame() throws Exception {
        String start = "game.grid.Domineering(\"...|...|...\")";
        Path file = tmp.resolve("lesson.pdf");
        BadInputTest.Run r = BadInputTest.run("explore", start, "--pdf", file.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertEquals("wrote " + file + " (98 positions)\n", r.out());
        assertEquals("", r.err(), "nothing logged by the PDF layout");
        try (PDDocument pdf = Loader.loadPDF(Files.readAllBytes(file))) {
            int pages = pdf.getNumberOfPages();
            assertTrue(pages >= 2 && pages <= 6, "pages: " + pages);
            String text = text(pdf);
            Position p = (Position) new Interpreter().eval(Parser.parse(start));
            for (String want : new String[] {"Explore", start, "Value", p.value().toString(), "Left's moves", "Right's moves",
                    "vertical domino on a1–a2", "horizontal domino on a1–b1", "A game played well", "1. Left:", "wins."}) {
                assertTrue(text.contains(want), "the handout shows " + want + ":\n" + text);
            }
            // Left moving first on the empty 3x3 board wins (its value is ±1): the game ends with Left the winner.
            assertTrue(text.contains("Right cannot move: Left wins."), text);
        }
    }

    @Test
    void anImpartialHandoutListsTheMovesOnceWithGrundyValues() throws Exception {
        Path file = tmp.resolve("nim.pdf");
        BadInputTest.Run r = BadInputTest.run("explore", "game.heap.Nim(3)", "--pdf", file.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        try (PDDocument pdf = Loader.loadPDF(Files.readAllBytes(file))) {
            String text = text(pdf);
            assertTrue(text.contains("Grundy value") && text.contains("the player to move wins"), text);
            assertTrue(!text.contains("Left's moves") && !text.contains("Temperature"), text);
            assertTrue(text.contains("Player 1 starts") && text.contains("Player 2 cannot move: Player 1 wins."), text);
        }
    }

    @Test
    void checkWritesTheReportAsAHandoutOneSheetPerClaim() throws Exception {
        Path claims = tmp.resolve("lesson.cgt");
        Files.writeString(claims, "theorem star_twice \"two stars cancel\"\n  * + * == 0\n"
                + "refuted first_wins \"the first player wins every small board\"\n"
                + "  forall P domineering within 2x2: P <> 0\n");
        Path file = tmp.resolve("report.pdf");
        BadInputTest.Run r = BadInputTest.run("check", claims.toString(), "--pdf", file.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        try (PDDocument pdf = Loader.loadPDF(Files.readAllBytes(file))) {
            assertTrue(pdf.getNumberOfPages() >= 3, "the index and a sheet per claim: " + pdf.getNumberOfPages());
            String text = text(pdf);
            for (String want : new String[] {"star_twice", "first_wins", "Minimal counterexample"}) {
                assertTrue(text.contains(want), want + ":\n" + text);
            }
        }
    }

    @Test
    void exploreWithoutAnOutputIsRefused() {
        BadInputTest.Run r = BadInputTest.run("explore", "*");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("give --html DIR, --pdf FILE or both"), r.err());
    }
}
