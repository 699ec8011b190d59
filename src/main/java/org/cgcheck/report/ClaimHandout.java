package org.cgcheck.report;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.cgcheck.check.Verdict;
import org.cgcheck.rules.Position;

/**
 * A claim file as a handout for students ({@code check --pdf FILE --handout --title "…"}): the
 * lecturer's title, then each claim in words with its verdict in words and, when a counterexample
 * is a board, its picture; several claims to a page; proofs as numbered steps; the notation
 * glossary at the end. Nothing of the checker's own business: no seed, settings, file or line.
 */
public final class ClaimHandout {
    static final String STYLE = String.join("\n",
            ".claim { page-break-inside: avoid; margin: 0 0 1.2rem; padding: .4rem .8rem; border-left: 4px solid #ccc; }",
            ".claim h2 { margin: .2rem 0; border: none; }",
            ".verdict { font-weight: bold; }",
            ".verdict.true { color: #1b7a34; } .verdict.false { color: #b3261e; }",
            ".claim figure { margin: .4rem 0; }",
            "ol.proof li { margin: .2rem 0; }");

    private ClaimHandout() {
    }

    /** The handout as one HTML page (the PDF lays its claims out several to a sheet). */
    public static String html(String title, List<Verdict> verdicts) {
        StringBuilder b = new StringBuilder("<h1>").append(HtmlPage.esc(title)).append("</h1>\n");
        int i = 0;
        for (Verdict v : verdicts) {
            i++;
            b.append("<section class=\"claim\">\n<h2>").append(i).append(". ")
                    .append(HtmlPage.esc(v.claim().description().isEmpty() ? words(v.name()) : v.claim().description()))
                    .append("</h2>\n");
            b.append("<p>").append(ClaimWords.sentence(v.claim().body())).append("</p>\n");
            b.append("<p class=\"mono\">In symbols: <code>").append(HtmlPage.esc(statement(v))).append("</code></p>\n");
            b.append("<p class=\"verdict ").append(truth(v)).append("\">").append(HtmlPage.esc(verdict(v))).append("</p>\n");
            if (v.status() == Verdict.Status.REFUTED) {
                String why = ClaimWords.counterexample(v);
                if (why != null) {
                    b.append("<p>").append(why).append("</p>\n");
                }
                for (Map.Entry<String, Position> e : CounterexampleGames.positions(v).entrySet()) {
                    Position p = e.getValue();
                    b.append("<figure>").append(BoardPicture.svg(p, e.getKey() + " = " + p.expression()))
                            .append("<figcaption>").append(HtmlPage.esc(e.getKey())).append(" = <code>")
                            .append(HtmlPage.esc(p.expression())).append("</code>, worth <code>")
                            .append(HtmlPage.esc(p.value().toString())).append("</code></figcaption></figure>\n");
                }
            } else if (v.status() == Verdict.Status.PROVED && !v.details().isEmpty()) {
                b.append("<p>Why it is true, step by step:</p>\n").append(proofSteps(v.details()));
            }
            b.append("</section>\n");
        }
        b.append(Glossary.html().replace("<details class=\"glossary\"", "<details open class=\"glossary\""));
        return HtmlPage.page(title, "<style>\n" + STYLE + "\n</style>\n" + b);
    }

    private static final java.util.regex.Pattern NUMBERED = java.util.regex.Pattern.compile("(\\d+)\\.\\s+(.*)");

    /**
     * A proof's lines as a student reads them: the prover's own numbered steps ("3. [law ...] ...")
     * as the list's items under their own numbers (not numbered a second time), a "- " line as a
     * point under the step before it, and any other line (what is proved, what it rests on) as a
     * sentence of its own.
     */
    static String proofSteps(List<String> details) {
        StringBuilder b = new StringBuilder();
        boolean inList = false;
        boolean inItem = false;
        boolean inPoints = false;
        for (String raw : details) {
            String d = raw.strip();
            java.util.regex.Matcher m = NUMBERED.matcher(d);
            boolean point = d.startsWith("- ") && inItem;
            if (!point && inPoints) {
                b.append("</ul>");
                inPoints = false;
            }
            if (m.matches()) {
                if (inItem) {
                    b.append("</li>\n");
                }
                if (!inList) {
                    b.append("<ol class=\"proof\">\n");
                    inList = true;
                }
                b.append("<li value=\"").append(m.group(1)).append("\">").append(HtmlPage.esc(m.group(2)));
                inItem = true;
            } else if (point) {
                b.append(inPoints ? "" : "<ul>").append("<li>").append(HtmlPage.esc(d.substring(2))).append("</li>");
                inPoints = true;
            } else {
                if (inItem) {
                    b.append("</li>\n");
                    inItem = false;
                }
                if (inList) {
                    b.append("</ol>\n");
                    inList = false;
                }
                b.append("<p class=\"proof\">").append(HtmlPage.esc(d)).append("</p>\n");
            }
        }
        b.append(inPoints ? "</ul>" : "").append(inItem ? "</li>\n" : "").append(inList ? "</ol>\n" : "");
        return b.toString();
    }

    /** The claim's statement without its header line's keyword and name. */
    private static String statement(Verdict v) {
        return v.claim().source().strip();
    }

    /** "star_twice" read as "star twice". */
    private static String words(String name) {
        return name.replace('_', ' ');
    }

    private static String truth(Verdict v) {
        return switch (v.status()) {
            case PROVED, VERIFIED -> "true";
            case REFUTED -> "false";
            default -> "open";
        };
    }

    /** The verdict in a sentence a student reads. */
    static String verdict(Verdict v) {
        return switch (v.status()) {
            case PROVED -> "True: proved for every game it speaks of.";
            case VERIFIED -> v.cases() <= 1 ? "True: checked." : "True for every case: all " + count(v.cases())
                    + " cases checked, none fails.";
            case REFUTED -> v.counterexample() == null ? "False." : "False: here is the smallest case where it fails.";
            case UNREFUTED -> "Not decided: no case fails among the " + count(v.cases() + v.randomCases())
                    + " tried at random, which is evidence, not a proof.";
            case TIMEOUT -> "Not decided: the checker ran out of time.";
            case INTERRUPTED -> "Not decided: the check was stopped.";
            case ERROR -> "Not decided: the claim could not be checked.";
        };
    }

    private static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }
}
