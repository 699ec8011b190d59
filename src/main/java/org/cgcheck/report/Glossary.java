package org.cgcheck.report;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Short entries on the notation values are printed in (CGSuite's): what ↑, *, ±, Tiny and the
 * braces mean, in words a class can follow. A page lists the entries once at its foot; each value
 * shown links to the entries its text uses, with the entry as the link's tooltip. The patterns are
 * plain enough to mean the same in Java and in the explorer's script.
 */
public final class Glossary {
    private Glossary() {
    }

    /** An entry: its anchor, the pattern that finds it in a value's text, the notation, the explanation. */
    record Entry(String id, String pattern, String term, String text) {
    }

    static final List<Entry> ENTRIES = List.of(
            new Entry("g-braces", "[{|}]", "{A | B}",
                    "a game given by its moves: Left may move to any game on the left of the bar, Right to any on the"
                    + " right; || separates the moves of a game whose moves are themselves written with |."),
            new Entry("g-number", "(^|[^0-9*^<])-?[0-9]+(/[0-9]+)?($|[^0-9>])", "numbers",
                    "a number: Left is that many free moves ahead (a negative number: Right is). 1/2 = {0|1}: half a"
                    + " move. A number is a bad move to make: the player to move would rather move elsewhere."),
            new Entry("g-star", "\\*", "* and *n",
                    "* (star) = {0|0}: whoever moves first wins. *n (star n) is a Nim heap of n; every impartial"
                    + " position is worth some *n, n its Grundy value."),
            new Entry("g-up", "\\^(?!<)|↑", "^ (up, ↑)",
                    "^ = {0|*}: Left wins it whoever starts, yet it is smaller than every positive number (an"
                    + " infinitesimal). ^^ is ^+^, ^* is ^+*, v (down) is −^ = {*|0}."),
            new Entry("g-upnth", "\\^<[0-9]+>", "^<n> (↑ⁿ)",
                    "^<2> = {0|v*}: positive, and smaller still than ^ (^<2> is ↑², the second power of up;"
                    + " ^<3> = {0|v^<2>*}, and so on)."),
            new Entry("g-down", "(^|[^A-Za-z])v|↓", "v (down, ↓)",
                    "v = −^ = {*|0}: Right wins it whoever starts, by less than any number."),
            new Entry("g-pm", "\\+-|±", "+-x (±x)",
                    "+-x = {x|−x}, a switch: whoever moves first gains x. +-(1*) = {1*|−1*}."),
            new Entry("g-tiny", "Tiny", "Tiny(x)",
                    "Tiny(x) = {0||0|−x}: positive but smaller than every positive number and than ^; 2Tiny(x) is two"
                    + " of them."),
            new Entry("g-miny", "Miny", "Miny(x)", "Miny(x) = −Tiny(x) = {x|0||0}: its mirror, good for Right."));

    /** The entries whose notation {@code value} uses, in the glossary's order. */
    static List<Entry> used(String value) {
        List<Entry> out = new ArrayList<>();
        for (Entry e : ENTRIES) {
            if (Pattern.compile(e.pattern()).matcher(value).find()) {
                out.add(e);
            }
        }
        return out;
    }

    /** Links from a value to the entries it uses (empty when it uses none): "(notation: ^, *)". */
    static String links(String value) {
        List<Entry> used = used(value);
        if (used.isEmpty()) {
            return "";
        }
        StringBuilder b = new StringBuilder(" <span class=\"gloss\">(notation: ");
        for (int i = 0; i < used.size(); i++) {
            Entry e = used.get(i);
            b.append(i > 0 ? ", " : "").append("<a href=\"#").append(e.id()).append("\" title=\"")
                    .append(HtmlPage.esc(e.term() + ": " + e.text())).append("\">").append(HtmlPage.esc(e.term())).append("</a>");
        }
        return b.append(")</span>").toString();
    }

    /** The glossary at the foot of a page. */
    static String html() {
        StringBuilder b = new StringBuilder("<details class=\"glossary\" id=\"glossary-list\"><summary>Notation</summary>\n<dl>\n");
        for (Entry e : ENTRIES) {
            b.append("<dt id=\"").append(e.id()).append("\">").append(HtmlPage.esc(e.term())).append("</dt><dd>")
                    .append(HtmlPage.esc(e.text())).append("</dd>\n");
        }
        return b.append("</dl>\n</details>\n").toString();
    }

    /** The entries for the explorer's script: [id, pattern, term, text]. */
    static String json() {
        List<Object> rows = new ArrayList<>();
        for (Entry e : ENTRIES) {
            rows.add(List.of(e.id(), e.pattern(), e.term(), e.text()));
        }
        return Json.value(rows);
    }
}
