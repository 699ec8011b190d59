package org.cgcheck.report;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.lang.Definition;
import org.cgcheck.lang.Definitions;
import org.cgcheck.check.Refutation;
import org.cgcheck.check.Verdict;
import org.cgcheck.form.Form;
import org.cgcheck.lang.Expr;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.lang.Parser;
import org.cgcheck.eval.Values;
import org.cgcheck.rules.BoardText;

/**
 * Teaching material for a refuted claim: NAME.md (statement, counterexample, the values of both
 * sides, the refuting move and play, the picture), NAME.svg (drawn by cgcheck itself, so no
 * Graphviz is needed) and NAME.dot (the same picture for Graphviz). Output depends only on the
 * verdict, so regenerating gives identical bytes.
 */
public final class CounterexampleWriter {
    /** Longer claim names are cut and given a hash, so file names stay short and distinct. */
    static final int MAX_NAME = 60;

    private CounterexampleWriter() {
    }

    /** The file name (without extension) of a claim's pages. */
    public static String baseName(String claimName) {
        String safe = claimName.replaceAll("[^\\p{L}\\p{N}_]", "_");
        if (safe.length() <= MAX_NAME && safe.equals(claimName) && !safe.isEmpty()) {
            return claimName;
        }
        String hash = EmitFolder.sha256(claimName.getBytes(StandardCharsets.UTF_8)).substring(0, 10);
        return safe.substring(0, Math.min(safe.length(), MAX_NAME - 11)) + "-" + hash;
    }

    /** The files a claim's page consists of. */
    public static List<String> fileNames(String claimName) {
        String b = baseName(claimName);
        return List.of(b + ".md", b + ".svg", b + ".dot", b + "-thermographs.svg", b + "-positions.svg");
    }

    /** File name to content, for a refuted claim. */
    public static Map<String, byte[]> files(Verdict v) {
        Map<String, byte[]> out = new LinkedHashMap<>();
        String b = baseName(v.name());
        List<GameTree> trees = trees(v);        // evaluated once for both pictures
        List<String> play = play(v);
        String svg = svg(v, trees, play);
        String thermographs = ThermographPlot.forCounterexample(v);
        Map<String, org.cgcheck.rules.Position> boards = CounterexampleGames.positions(v);   // evaluated once
        Map<String, org.cgcheck.rules.LoopyPosition> loopy = LoopyCounterexample.positions(v);
        String positions = loopy.isEmpty() ? PositionPictures.of(boards, v) : LoopyCounterexample.svg(v, loopy);
        out.put(b + ".md", markdown(v, svg, thermographs, boards, loopy, positions != null)
                .getBytes(StandardCharsets.UTF_8));
        out.put(b + ".svg", svg.getBytes(StandardCharsets.UTF_8));
        out.put(b + ".dot", Pictures.dot(v.name(), trees, play).getBytes(StandardCharsets.UTF_8));
        if (thermographs != null) {
            out.put(b + "-thermographs.svg", thermographs.getBytes(StandardCharsets.UTF_8));
        }
        if (positions != null) {
            out.put(b + "-positions.svg", positions.getBytes(StandardCharsets.UTF_8));
        }
        return out;
    }

    /** A page's title, description and statement (with its file and line). */
    private static StringBuilder heading(Verdict v) {
        StringBuilder sb = new StringBuilder();
        sb.append("# ").append(v.name()).append("\n\n");
        if (!v.claim().description().isEmpty()) {
            sb.append(Markdown.text(v.claim().description())).append("\n\n");
        }
        String file = java.nio.file.Path.of(v.claim().file()).getFileName().toString();
        sb.append("**Claim** (").append(v.claim().kind().word()).append(", `").append(file).append("` line ")
                .append(v.claim().pos().line()).append("):\n\n    ").append(v.claim().source().replace("\n", "\n    ")).append("\n\n");
        List<Definition> defs = Definitions.usedBy(v.claim().body());
        if (!defs.isEmpty()) {
            sb.append("**Definitions** it uses:\n\n");
            for (Definition d : defs) {
                sb.append("    ").append(d.source().replace("\n", "\n    ")).append("\n");
            }
            sb.append("\n");
        }
        return sb;
    }

    /** File name to content, for a proved claim with a certificate: a page with the proof. */
    public static Map<String, byte[]> proofFiles(Verdict v) {
        return Map.of(baseName(v.name()) + ".md", proofMarkdown(v).getBytes(StandardCharsets.UTF_8));
    }

    /** The proof page: the statement, the one-line certificate, and the proof step by step. */
    public static String proofMarkdown(Verdict v) {
        StringBuilder sb = heading(v);
        String scope = v.scope() == null || v.scope().equals("for all games") ? "for all games, of every birthday"
                : v.scope();
        sb.append("**Verdict:** proved ").append(md(scope)).append(" — ").append(md(v.message())).append("\n\n");
        sb.append("## Proof\n\n");
        for (String d : v.details()) {
            if (d.startsWith("cross-check")) {
                break;          // a note of this run's --cross-check, not part of the proof
            }
            // Steps are indented by depth; a Markdown code block keeps the layout a student reads.
            sb.append("    ").append(d).append('\n');
        }
        sb.append("\nThe proof was found by cgcheck's prover (an ordered-group certificate, a closure of kinds,\n")
                .append("induction on birthday, the octal periodicity theorem, or the play that decides a comparison\n")
                .append("of two given games) and re-verified by an independent\n")
                .append("checker before it was reported ")
                .append("(docs/language.md, \"What the prover proves\").\n");
        return sb.toString();
    }

    public static String markdown(Verdict v) {
        Map<String, org.cgcheck.rules.Position> boards = CounterexampleGames.positions(v);
        Map<String, org.cgcheck.rules.LoopyPosition> loopy = LoopyCounterexample.positions(v);
        return markdown(v, svg(v), ThermographPlot.forCounterexample(v), boards, loopy,
                !loopy.isEmpty() || PositionPictures.of(boards, v) != null);
    }

    /** The page, given its pictures (drawn once by {@link #files}). */
    private static String markdown(Verdict v, String svg, String thermographs,
            Map<String, org.cgcheck.rules.Position> boards, Map<String, org.cgcheck.rules.LoopyPosition> loopy,
            boolean positionsPicture) {
        StringBuilder sb = heading(v);
        sb.append("**Verdict:** ").append(v.status().word());
        if (v.message() != null && !v.message().isEmpty()) {
            sb.append(" — ").append(md(v.message()));
        }
        sb.append(" (").append(v.cases()).append(" cases checked").append(v.randomCases() > 0 ? ", " + v.randomCases()
                + " random" : "").append(").\n\n");
        if (v.scope() != null && !v.scope().isEmpty()) {
            sb.append("**Scope:** ").append(md(v.scope())).append("\n\n");
        }
        if (v.exploration() != null) {
            sb.append("**Beyond the bound:** ").append(v.exploration().summary()).append("\n\n");
        }
        if (v.counterexample() != null) {
            sb.append("## Counterexample\n\n| variable | value |\n|---|---|\n");
            // A table cell splits at '|' even inside a code span, and a backslash escape there is read as
            // text by plain CommonMark: an HTML code element with &#124; copies as '|' everywhere.
            v.counterexample().forEach((k, val) -> sb.append("| ").append(k).append(" | <code>")
                    .append(val.replace("&", "&amp;").replace("<", "&lt;").replace("|", "&#124;"))
                    .append("</code> |\n"));
            sb.append(realizations(v));
            sb.append(LoopyCounterexample.markdown(loopy));
            boards.forEach((name, p) -> {
                sb.append("\n## On the board: ").append(name).append("\n\n");
                boolean list = false;
                for (String line : PositionStory.lines(name, p)) {
                    boolean step = line.matches("\\d+\\. .*");
                    sb.append(list && !step ? "\n" : "").append(step ? line.substring(0, line.indexOf(". ") + 2)
                            + md(line.substring(line.indexOf(". ") + 2)) + "\n" : md(line) + "\n\n");
                    list = step;
                }
            });
            sb.append("\n## Why it fails\n\n");
            for (String d : BoardText.joinBoards(v.details())) {
                if (d.startsWith("    ")) {     // a position drawn as a text board
                    sb.append("\n```\n").append(d.replaceAll("(?m)^    ", "")).append("\n```\n\n");
                } else if (d.startsWith("  ")) {       // a step of the refuting play
                    sb.append("  - ").append(md(d.strip()).replaceFirst("^(\\d+)\\.", "$1\\\\.")).append('\n');
                } else {
                    sb.append("- ").append(md(d)).append('\n');
                }
            }
            boards.forEach((name, p) -> {
                sb.append("\n## Moves of ").append(name).append("\n\n").append(CounterexampleGames.MOVES_NOTE)
                        .append("\n\n```\n").append(p.text()).append(" = ").append(p.value()).append('\n');
                CounterexampleGames.moves(p).forEach(line -> sb.append(line).append('\n'));
                sb.append("```\n");
            });
            if (positionsPicture && !loopy.isEmpty()) {
                sb.append("\n![Each position drawn as its board, and the refuting play on the board](")
                        .append(baseName(v.name())).append("-positions.svg)\n\n").append(LOOPY_NOTE).append('\n');
            } else if (positionsPicture) {
                sb.append("\n![Tree of moves of each position, and the refuting play on the boards](")
                        .append(baseName(v.name())).append("-positions.svg)\n\n").append(POSITIONS_NOTE).append('\n');
            }
            if (!loopy.isEmpty() && trees(v).isEmpty()) {
                return sb.toString();       // a loopy value has no game tree: its board is the picture
            }
            sb.append("\n## Picture\n\n![Game trees of the counterexample and the refuting play](")
                    .append(baseName(v.name())).append(".svg)\n\n")
                    .append("One tree per variable: each box is a position, blue solid edges (L) are Left's moves,\n")
                    .append("red dashed edges (R) Right's; a dashed box is a position whose options are not drawn.\n")
                    .append("Below the trees, the refuting play step by step. The same picture for Graphviz is in `")
                    .append(baseName(v.name())).append(".dot`.\n");
            if (svg.contains("<g transform=\"translate(0,")) {
                sb.append("\nAbove the trees, each position of a real game is drawn as its board, strip or tree.\n");
            }
            if (thermographs != null) {
                sb.append("\n## Thermographs\n\n![Thermographs of the counterexample](").append(baseName(v.name()))
                        .append("-thermographs.svg)\n\nTemperature upwards, values decreasing to the right; the left wall ")
                        .append("in blue, the right wall in red, the mast in black.\n");
            }
        }
        return sb.toString();
    }

    /** What the positions picture of a loopy ruleset's counterexample shows. */
    static final String LOOPY_NOTE = "Each position of a loopy ruleset drawn as its board (Fox and Geese: the geese"
            + " blue, the fox red, rows from 1 at the bottom; a Backsliding strip: toads blue, frogs red), with its"
            + " loopy value; below, when the claim compares a position with 0 or states its outcome, the refuting"
            + " play board by board, found by retrograde analysis of the position's graph (the winner ends as soon"
            + " as he can, the loser holds out longest), the squares of each move outlined in orange.";

    /** What the positions picture shows, on the Markdown and HTML pages. */
    static final String POSITIONS_NOTE = "The same moves drawn as boards, one or two moves deep: the squares each move"
            + " changed outlined in orange (on a heap the tokens taken crossed out, on a Hackenbush tree the edge cut"
            + " dashed and crossed, the edges falling with it faded), the move and the value under each board, Left's"
            + " moves on solid blue edges, Right's on dashed red ones, ×n moves to the same board up to symmetry, … a"
            + " board whose moves are not drawn. Below the trees, the refuting play move by move on the boards of the"
            + " difference's parts side by side (a sum has one board per summand, −P a board of its own: P turned by 90°,"
            + " recoloured or mirrored, as the rules make it), the part moved in labelled in orange.";

    private static String md(String s) {
        return Markdown.text(s);      // a list item never forms a table: no "\\|"
    }

    public static String svg(Verdict v) {
        return svg(v, trees(v), play(v));
    }

    /** Whether some value of the counterexample is a ruleset position, drawn as its board. */
    static boolean hasBoards(Verdict v) {
        return v.counterexample() != null && v.counterexample().values().stream()
                .anyMatch(val -> positionOrNull(val) instanceof org.cgcheck.rules.Position);
    }

    /** The trees (and boards) without the refuting play, for a page that tells the play in text. */
    public static String svgWithoutPlay(Verdict v) {
        return svg(v, trees(v), List.of());
    }

    private static String svg(Verdict v, List<GameTree> gameTrees, List<String> play) {
        String trees = Pictures.svg(gameTrees, play);
        List<String> titles = new ArrayList<>();
        List<org.cgcheck.rules.Position> boards = new ArrayList<>();
        if (v.counterexample() != null) {
            v.counterexample().forEach((k, val) -> {
                Object p = positionOrNull(val);
                if (p instanceof org.cgcheck.rules.Position pos) {
                    titles.add(k + " = " + val);
                    boards.add(pos);
                }
            });
        }
        return boards.isEmpty() ? trees : BoardPicture.withBoards(trees, titles, boards);
    }

    /** "As a real game": each game value of the counterexample as a small position, where one is found. */
    private static String realizations(Verdict v) {
        StringBuilder sb = new StringBuilder();
        Map<String, Expr.Domain> domains = new HashMap<>();
        for (Expr e = v.claim().body(); e instanceof Expr.Quantified q; e = q.body()) {
            q.vars().forEach(x -> domains.putIfAbsent(x, q.domain()));
        }
        v.counterexample().forEach((k, val) -> {
            Object x = domains.get(k) instanceof Expr.Domain.Range ? null : positionOrNull(val);
            if (x instanceof org.cgcheck.game.Game || x instanceof java.math.BigInteger || x instanceof Form) {
                org.cgcheck.rules.Position p = org.cgcheck.rules.Realizations.simplest(Values.game(x, null, k));
                if (p != null) {
                    // Outside a table a code span needs no escape: it copies as written.
                    sb.append("- ").append(k).append(" = `").append(val)
                            .append("` is the value of the position `").append(p.expression()).append("`\n");
                }
            }
        });
        return sb.length() == 0 ? "" : "\n**As a real game** (to play on a board):\n\n" + sb;
    }

    /** A counterexample value that is a ruleset position (drawn as a board), else null. */
    private static Object positionOrNull(String text) {
        try {
            return new Interpreter().eval(Parser.parse(text));
        } catch (RuntimeException ex) {
            return null;
        }
    }

    public static String dot(Verdict v) {
        return Pictures.dot(v.name(), trees(v), play(v));
    }

    /** One tree per game-valued variable of the counterexample (integer variables have none). */
    static List<GameTree> trees(Verdict v) {
        List<GameTree> out = new ArrayList<>();
        for (Map.Entry<String, Expr> e : CounterexampleGames.of(v).entrySet()) {
            Form f;
            try {
                f = Values.form(new Interpreter().evalForm(e.getValue()), null, "counterexample");
            } catch (RuntimeException ex) {
                continue;       // not a game
            }
            out.add(GameTree.of(e.getKey() + " = " + v.counterexample().get(e.getKey()), f));
        }
        out.addAll(writtenTrees(v));
        return out;
    }

    /**
     * One tree per argument of a misère function in the claim, the game as written (issue 41): a sum
     * keeps its components, so the tree shows where each move is made, as the misère play does.
     */
    static List<GameTree> writtenTrees(Verdict v) {
        List<GameTree> out = new ArrayList<>();
        if (v.counterexample() == null) {
            return out;
        }
        Map<String, Object> env = CounterexampleGames.env(v);
        java.util.Set<String> seen = new java.util.HashSet<>();
        java.util.ArrayDeque<Expr> todo = new java.util.ArrayDeque<>(List.of(v.claim().body()));
        while (!todo.isEmpty()) {
            Expr e = todo.removeFirst();
            if (org.cgcheck.check.MiserePlays.asCall(e) instanceof Expr.Call c && org.cgcheck.eval.AsWritten.readsAll(c.name())) {
                for (Expr a : c.args()) {
                    String text = org.cgcheck.lang.ExprPrinter.print(a);
                    if (a instanceof Expr.Var || !seen.add(text)) {
                        continue;       // a variable has its own tree
                    }
                    try {
                        if (org.cgcheck.eval.AsWritten.read(env, a) instanceof org.cgcheck.rules.Position p) {
                            List<List<org.cgcheck.rules.Position>> top = org.cgcheck.check.MiserePlays.options(
                                    new Interpreter(env), a);
                            String written = top == null ? p.expression() : org.cgcheck.check.MiserePlays.label(top);
                            if (text.equals(written) && p.over()) {
                                continue;       // a game without moves written as such (0): its tree tells nothing
                            }
                            String title = "misère: " + text + (text.equals(written) ? "" : " = " + written);
                            out.add(top == null ? GameTree.of(title, p)
                                    : GameTree.of(title, new GameTree.Written(written, top.get(0), top.get(1))));
                        }
                    } catch (RuntimeException ex) {
                        // bound inside the claim, or not a game: no tree
                    }
                }
            }
            todo.addAll(org.cgcheck.lang.ExprChildren.of(e));
        }
        return out;
    }

    /** The refuting play's start position and steps, from the explanation. */
    static List<String> play(Verdict v) {
        List<String> out = new ArrayList<>();
        List<String> d = v.details();
        for (int i = 0; i < d.size(); i++) {
            if (d.get(i).startsWith(Refutation.PLAY_HEADER)) {
                String head = d.get(i).substring(Refutation.PLAY_HEADER.length());
                out.add(head.endsWith(":") ? head.substring(0, head.length() - 1) : head);
                for (int j = i + 1; j < d.size() && d.get(j).startsWith("  "); j++) {
                    out.add(d.get(j).strip());
                }
                break;
            }
        }
        return out;
    }
}
