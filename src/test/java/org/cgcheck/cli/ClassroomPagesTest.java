package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 46, the classroom: small games open whole, and the PDFs read back as text carry no CSS. */
class ClassroomPagesTest {
    @TempDir
    Path tmp;

    /** CSS as the PDF renderer would print it: a selector's rule or a declaration. */
    private static final Pattern CSS = Pattern.compile("\\{ *[a-z-]+ *:|[a-z-]+: *[.0-9]+(rem|px|pt)\\b|@media|display: ");

    static String pdfText(Path file) throws Exception {
        try (PDDocument pdf = Loader.loadPDF(Files.readAllBytes(file))) {
            PDFTextStripper stripper = new PDFTextStripper();
            stripper.setSortByPosition(true);       // inline code is set in its own font: read the line in order
            return stripper.getText(pdf);
        }
    }

    @Test
    void fourByFourDomineeringOpensWholeAndSaysSoAtTheTop() throws Exception {
        Path dir = tmp.resolve("d4");
        BadInputTest.Run r = BadInputTest.run("explore", "game.grid.Domineering(\"....|....|....|....\")", "--html",
                dir.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertEquals("wrote " + dir.resolve("index.html") + " (5700 positions)\n", r.out(), "every position opened");
        String page = Files.readString(dir.resolve("index.html"));
        assertTrue(page.contains("The whole game is on this page: all 5700 positions are opened"), "told at the top");
        assertFalse(page.contains("Only part of the game"), "not a partial page");
    }

    @Test
    void aGameTooBigForThePageSaysHowFarItCanBePlayedBeforeAnyonePlays() throws Exception {
        Path dir = tmp.resolve("d4part");
        BadInputTest.Run r = BadInputTest.run("explore", "game.grid.Domineering(\"....|....|....|....\")", "--html",
                dir.toString(), "--max-positions", "30");
        assertEquals(0, r.code(), r.out() + r.err());
        String page = Files.readString(dir.resolve("index.html"));
        // 30 positions opened breadth first: the start, its 24 moves and 5 positions two moves deep, so the
        // first position not opened is two moves from the start.
        int notice = page.indexOf("id=\"notice\"");
        int turn = page.indexOf("id=\"turn\"");
        assertTrue(notice > 0 && notice < turn, "the notice comes before the game");
        assertTrue(page.contains("it opens 30 of the"), page.substring(notice, notice + 400));
        assertTrue(page.contains("every game can be played for its first 2 moves"), page.substring(notice, notice + 400));
    }

    @Test
    void handoutsCarryNoCssText() throws Exception {
        Path explore = tmp.resolve("explore.pdf");
        assertEquals(0, BadInputTest.run("explore", "game.grid.Domineering(\"...|...|...\")", "--pdf", explore.toString()).code());
        Path claims = tmp.resolve("lesson.cgt");
        Files.writeString(claims, "theorem star_twice \"two stars cancel\"\n  * + * == 0\n"
                + "refuted first_wins \"the first player wins every small board\"\n"
                + "  forall P domineering within 2x2: P <> 0\n");
        Path report = tmp.resolve("report.pdf");
        assertEquals(0, BadInputTest.run("check", claims.toString(), "--pdf", report.toString()).code());
        for (Path pdf : new Path[] {explore, report}) {
            String text = pdfText(pdf);
            assertFalse(CSS.matcher(text).find(), pdf + " prints CSS:\n" + text);
            assertFalse(text.contains(".steps"), pdf + ":\n" + text);
        }
    }

    /**
     * The misère outcomes the page works out from its own moves agree with the language's
     * misereoutcome at every position: Kayles (impartial, sums of heaps) and a partizan board.
     */
    @Test
    void misereOutcomesOnThePageAgreeWithTheLanguage() throws Exception {
        for (String start : new String[] {"game.heap.Kayles(7)", "game.grid.Domineering(\"...|...\")"}) {
            Path dir = tmp.resolve("m" + start.length());
            assertEquals(0, BadInputTest.run("explore", start, "--misere", "--html", dir.toString()).code());
            String page = Files.readString(dir.resolve("index.html"));
            java.util.regex.Matcher m = Pattern.compile("\"mis\":\\[([^\\]]*)\\]").matcher(page);
            assertTrue(m.find(), "the page carries misère outcomes");
            String[] shown = m.group(1).replace("\"", "").split(",");
            org.cgcheck.report.ExplorerGraph graph = org.cgcheck.report.ExplorerGraph.of(
                    new org.cgcheck.eval.Interpreter().eval(org.cgcheck.lang.Parser.parse(start)), 100_000);
            assertEquals(graph.nodes().size(), shown.length);
            for (int i = 0; i < shown.length; i++) {
                String name = graph.nodes().get(i).name();
                Object o = new org.cgcheck.eval.Interpreter().eval(org.cgcheck.lang.Parser.parse("misereoutcome(" + name + ")"));
                assertEquals(String.valueOf(o), shown[i], name);
            }
            assertTrue(page.contains("Misère play: the player who cannot move <b>wins</b>"), start);
        }
    }

    /**
     * A student handout of a claim file: the lecturer's title, each claim in words with its verdict in
     * words, the counterexample told against the claim's words, the glossary; no settings, seed, file,
     * line or CSS; several claims on one sheet.
     */
    @Test
    void aStudentHandoutTellsEachClaimAndVerdictInWords() throws Exception {
        Path claims = tmp.resolve("lesson.cgt");
        Files.writeString(claims, "theorem star_twice \"two stars cancel\"\n  * + * == 0\n"
                + "refuted first_wins \"the first player wins every small board\"\n"
                + "  forall P domineering within 2x4: P <> 0\n"
                + "refuted empty_boards \"the first player wins every empty board up to 2x4\"\n"
                + "  forall P domineering boards 2x2..2x4: P <> 0\n"
                + "refuted misere_bouton \"misère Nim: the player to move loses exactly when the nim-sum is 0\"\n"
                + "  forall a in 1..2: forall b in 1..2: misereoutcome(game.heap.Nim(a, b)) == (if (a xor b) == 0 then P else N)\n"
                + "refuted up_over_star \"up is greater than star\"\n  ^ > *\n");
        Path pdf = tmp.resolve("handout.pdf");
        BadInputTest.Run r = BadInputTest.run("check", claims.toString(), "--pdf", pdf.toString(), "--handout",
                "--title", "Lesson 1: sums of games");
        assertEquals(0, r.code(), r.out() + r.err());
        String text = pdfText(pdf).replaceAll("\\s+", " ");
        for (String want : new String[] {"Lesson 1: sums of games", "two stars cancel", "True: proved",
                "Left, moving first in {*|*}, loses",
                "False: here is the smallest case where it fails.",
                "The claim says the first player wins (whoever moves first wins); on the 1×1 board P, Left, moving first, loses",
                "in fact ^ is ^ and * is *: ^ is confused with *", "Notation",
                "The claim says the first player wins (whoever moves first wins); on the empty 2×4 board P, Left, moving first, loses.",
                "The claim says that in misère play in game.heap.Nim(a, b) whoever moves first loses; but with a = 1 and b = 1,"
                        + " whoever moves first wins."}) {
            assertTrue(text.contains(want), want + ":\n" + text);
        }
        for (String not : new String[] {"settings", "seed", "lesson.cgt", "line ", "cgcheck report", "cases 0"}) {
            assertFalse(text.contains(not), not + ":\n" + text);
        }
        assertFalse(CSS.matcher(text).find(), text);
        try (PDDocument d = Loader.loadPDF(Files.readAllBytes(pdf))) {
            assertTrue(d.getNumberOfPages() <= 3, "five claims and the glossary on at most three sheets: " + d.getNumberOfPages());
        }
    }

    /** explore's student handout without hints: the lecturer's title and the moves, no value, mark or made-by line. */
    @Test
    void anExploreHandoutWithoutHintsLeavesTheAnswersToTheStudents() throws Exception {
        Path pdf = tmp.resolve("explore-handout.pdf");
        BadInputTest.Run r = BadInputTest.run("explore", "game.grid.Domineering(\"...|...\")", "--pdf", pdf.toString(),
                "--handout", "--no-hints", "--title", "Find the winning moves");
        assertEquals(0, r.code(), r.out() + r.err());
        String text = pdfText(pdf);
        for (String want : new String[] {"Find the winning moves", "vertical domino on a1–a2", "horizontal domino on b2–c2"}) {
            assertTrue(text.contains(want), want + ":\n" + text);
        }
        for (String not : new String[] {"Value", "a2 wins", "b1 wins", "c2 wins", "made by", "A game played well", "Outcome"}) {
            assertFalse(text.contains(not), not + ":\n" + text);
        }
        assertFalse(CSS.matcher(text).find(), text);
    }

    /**
     * Hackenbush edges keep the start's numbers after cuts: on every position of the page, each cut
     * names an edge by the number it has at the start, whose colour there is the colour the move
     * names (renumbered, the green edge 4 would become 2 after the cut of edge 2, which is blue).
     */
    @Test
    void hackenbushEdgesKeepTheirNumbersAfterCuts() throws Exception {
        Path dir = tmp.resolve("hb");
        assertEquals(0, BadInputTest.run("explore", "game.graph.Hackenbush(\"l(lr;e(l;r))\")", "--html", dir.toString()).code());
        String page = Files.readString(dir.resolve("index.html"));
        String[] start = {"", "blue", "blue", "red", "green", "blue", "red"};       // the text's order: l(lr;e(l;r))
        java.util.regex.Matcher m = Pattern.compile("cuts (blue|red|green) edge (\\d+)").matcher(page);
        int cuts = 0;
        java.util.Set<String> seen = new java.util.TreeSet<>();
        while (m.find()) {
            cuts++;
            seen.add(m.group(0));
            assertEquals(start[Integer.parseInt(m.group(2))], m.group(1), m.group(0));
        }
        assertTrue(cuts > 10, "cuts on the page: " + cuts);
        // Every edge number in the pictures is one of the start's too, and edge 6 is named after edge 2 was cut.
        java.util.regex.Matcher e = Pattern.compile("data-edge=\\\\\"(\\d+)").matcher(page);
        java.util.Set<String> numbers = new java.util.TreeSet<>();
        while (e.find()) {
            numbers.add(e.group(1));
        }
        assertEquals(java.util.Set.of("1", "2", "3", "4", "5", "6"), numbers);
    }

    /** explore --misere --pdf: who wins in misère play, and the misère winning moves marked (from 5 Kayles pins: 2). */
    @Test
    void aMisereHandoutMarksTheMisereWinningMoves() throws Exception {
        Path pdf = tmp.resolve("misere.pdf");
        BadInputTest.Run r = BadInputTest.run("explore", "game.heap.Kayles(5)", "--misere", "--pdf", pdf.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        String text = pdfText(pdf).replaceAll("\\s+", " ");
        assertTrue(text.contains("Misère play: the player who cannot move wins"), text);
        assertTrue(text.contains("Who wins: the player to move wins"), text);
        assertTrue(text.contains("knocks down an end pin of the row of 5, leaving a row of 4 wins → then the player to move loses"), text);
        assertTrue(text.contains("knocks down pin 2 of the row of 5, leaving rows of 1 and 3 → then the player to move wins"), text);
        assertEquals(2, text.split(" wins → then").length - 1, "two misère winning moves from 5 pins:\n" + text);
        assertFalse(text.contains("Value"), text);
    }

    @Test
    void handoutWithoutPdfIsRefused() throws Exception {
        BadInputTest.Run r = BadInputTest.run("explore", "game.heap.Nim(3)", "--handout", "--html", tmp.resolve("x").toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--handout makes the --pdf FILE a student handout"), r.err());
        Path claims = tmp.resolve("one.cgt");
        Files.writeString(claims, "theorem t\n  * + * == 0\n");
        BadInputTest.Run c = BadInputTest.run("check", claims.toString(), "--handout");
        assertEquals(2, c.code());
        assertTrue(c.err().contains("--handout makes the --pdf FILE a student handout"), c.err());
    }
}
