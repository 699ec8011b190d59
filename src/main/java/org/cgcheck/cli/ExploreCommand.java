package org.cgcheck.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.eval.QuantifierPace;
import org.cgcheck.eval.TypeChecker;
import org.cgcheck.game.EvaluationStopped;
import org.cgcheck.game.Game;
import org.cgcheck.game.InfeasibleException;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Parser;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.report.EmitFolder;
import org.cgcheck.report.ExplorerBudget;
import org.cgcheck.report.ExplorerGraph;
import org.cgcheck.report.ExplorerPage;
import org.cgcheck.rules.Position;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code cgcheck explore POSITION-OR-GAME --html DIR}: a page to click through the moves of a game. */
@Command(name = "explore", mixinStandardHelpOptions = true,
        description = {"Write a self-contained page (DIR/index.html) where a student clicks a move and goes to that",
            "position: board, value, outcome, temperature, thermograph, winning moves, the path so far.",
            "Every listed position has its moves; values are computed, smallest positions first, until the",
            "time limit, and the page says which positions have none.",
            "Exit code: 0 written, 2 bad input or the page could not be written, 130 interrupted (Ctrl-C; 143",
            "for SIGTERM; nothing written)."})
final class ExploreCommand implements Callable<Integer> {
    /**
     * Positions opened by default: a small game (4x4 Domineering has 5,700 positions) opens whole, so a
     * class can play it to the end; the time limit and the page's size limits still stop a big one.
     */
    static final int DEFAULT_MAX_POSITIONS = 100_000;
    static final int LIMIT_MAX_POSITIONS = 100_000;

    @Parameters(index = "0", paramLabel = "POSITION-OR-GAME",
            description = "e.g. 'game.grid.Domineering(\"...|...\")' or '{1|{0|-1}}'")
    String source;

    @Option(names = "--html", paramLabel = "DIR", description = "folder to write index.html into")
    Path dir;

    @Option(names = "--pdf", paramLabel = "FILE",
            description = "also write a printable handout: the start, its moves and a game played well, drawn")
    Path pdf;

    @Option(names = "--max-positions", paramLabel = "N",
            description = "open at most N positions; further ones are listed but not opened (default: ${DEFAULT-VALUE})")
    int maxPositions = DEFAULT_MAX_POSITIONS;

    @Option(names = "--no-hints", description = "for a class: the page opens with winning moves, values and outcomes"
            + " hidden until a student presses \"Reveal the answers\"")
    boolean noHints;

    @Option(names = "--misere", description = "misère play: the player who cannot move wins; the \"wins\" marks,"
            + " who wins and the winner follow misère play")
    boolean misere;

    @Option(names = "--handout", description = "with --pdf: a handout for students, under --title; with --no-hints"
            + " (or --misere) it leaves the values and winning moves for them to find")
    boolean handout;

    @Option(names = "--title", paramLabel = "TEXT", description = "the handout's title (default: \"A game to explore\")")
    String title = "A game to explore";

    @Option(names = "--force", description = "write into a folder that holds files cgcheck did not write (never replacing them)")
    boolean force;

    @Option(names = "--timeout", paramLabel = "SECONDS", description = "compute values for this long, then write the page with those found (default 60; 0: no limit)")
    double timeout = EvalCommand.DEFAULT_TIMEOUT;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try (InterruptNotice n = InterruptNotice.open(err, "interrupted: no page written")) {    // exit 130/143
            return explore(out, err);
        }
    }

    private int explore(PrintWriter out, PrintWriter err) {
        if (dir == null && pdf == null) {
            return fail(err, "explore writes a page: give --html DIR, --pdf FILE or both");
        }
        if (handout && pdf == null) {
            return fail(err, "--handout makes the --pdf FILE a student handout: give --pdf FILE too");
        }
        if (maxPositions < 1 || maxPositions > LIMIT_MAX_POSITIONS) {
            return fail(err, "--max-positions takes 1.." + LIMIT_MAX_POSITIONS + ", not " + maxPositions);
        }
        if (timeout < 0 || Double.isNaN(timeout)) {
            return fail(err, "--timeout takes a number of seconds ≥ 0, not " + timeout);
        }
        EmitFolder folder = null;
        try {
            if (dir != null) {
                folder = EmitFolder.open(dir, force);       // refuse a bad folder before the work
            }
        } catch (EmitFolder.EmitException e) {
            return failWriting(err, e);
        }
        long started = System.nanoTime();
        Object start;
        try (Deadline d = Deadline.after(timeout)) {
            Expr e = Parser.parse(source, 1);
            TypeChecker.infer(e, Map.of());
            // The game as written (a sum keeps its components, braces their options); a value is its canonical form.
            start = org.cgcheck.eval.AsWritten.read(Interpreter.paced(Map.of(), QuantifierPace.INTERACTIVE), e);
            if (start instanceof org.cgcheck.rules.FormPosition f && f.canonicalValue() != null) {
                start = f.canonicalValue();
            }
            if (start instanceof org.cgcheck.loopy.SidedValue s && s.position() instanceof org.cgcheck.rules.LoopyPosition p) {
                start = p;      // issue 43: a Fox and Geese board, a Backsliding strip (ExploreLoopy)
            } else if (!(start instanceof Position) && !(start instanceof Game)) {
                throw new SyntaxError("explore needs a short game or a ruleset position, not "
                        + org.cgcheck.eval.Values.typeName(start) + (start instanceof org.cgcheck.loopy.SidedValue
                        ? " (loopy games are explored as positions: game.grid.FoxAndGeese(...),"
                        + " game.strip.BackslidingToadsAndFrogs(...))" : ""), e.pos());
            }
        } catch (SyntaxError e) {
            Sources.report(out, err, e, "<expr>", source);
            return 2;
        } catch (EvaluationStopped e) {
            return fail(err, "stopped after " + timeout + " s, the time limit, while evaluating the argument"
                    + " (--timeout SECONDS raises it)");
        } catch (InfeasibleException e) {
            return fail(err, e.getMessage());
        }
        if (start instanceof org.cgcheck.rules.LoopyPosition p) {
            return ExploreLoopy.write(out, err, source, p, folder, dir, pdf != null || misere || noHints || handout,
                    maxPositions, timeout > 0 ? ExplorerBudget.until(started, timeout) : ExplorerBudget.unlimited());
        }
        String tooBig;
        try (Deadline d = Deadline.after(timeout <= 0 ? 0 : Math.max(0.001, timeout - (System.nanoTime() - started) / 1e9))) {
            tooBig = ExplorerGraph.tooBig(start);       // counting the start's moves obeys the time limit too
        } catch (EvaluationStopped e) {
            return fail(err, "stopped after " + timeout + " s, the time limit, while counting the start's moves"
                    + " (--timeout SECONDS raises it)");
        }
        if (tooBig != null) {
            return fail(err, tooBig);
        }
        // The moves are listed whatever the time; the values are computed until the time limit,
        // and the page is written with those found by then.
        ExplorerBudget budget = timeout > 0 ? ExplorerBudget.until(started, timeout) : ExplorerBudget.unlimited();
        ExplorerGraph graph;
        String html;
        try {
            graph = ExplorerGraph.of(start, maxPositions, budget);
            html = ExplorerPage.html(source, graph, org.cgcheck.report.Classroom.of(start, !noHints, misere));
        } catch (InfeasibleException | org.cgcheck.rules.BadPosition e) {
            return fail(err, e.getMessage());
        } catch (StackOverflowError | OutOfMemoryError e) {
            return fail(err, "the game is too large to explore (" + e.getClass().getSimpleName()
                    + "); try --max-positions with a smaller N");
        }
        int count = graph.nodes().size();
        String positions = " (" + count + " position" + (count == 1 ? "" : "s")
                + (graph.opened() < count ? ", " + graph.opened() + " opened" : "") + ")";
        if (dir != null) {
            try {
                folder.commit(Map.of("index.html", html.getBytes(java.nio.charset.StandardCharsets.UTF_8)),
                        java.util.Set.of());
            } catch (EmitFolder.EmitException e) {
                return failWriting(err, e);
            }
            out.println("wrote " + dir.resolve("index.html") + positions);
        }
        if (pdf != null) {
            try {
                org.cgcheck.report.Handout.write(pdf, org.cgcheck.report.Handout.pdf(
                        java.util.List.of(misere && !noHints
                                ? org.cgcheck.report.ExplorerMisereHandout.html(source, start, graph, handout ? title : null)
                                : org.cgcheck.report.ExplorerHandout.html(source, start, graph,
                                        handout ? title : null, !noHints, misere))), force);
            } catch (EmitFolder.EmitException e) {
                err.println("cgcheck: --pdf: " + e.getMessage());
                err.flush();
                return 2;
            } catch (RuntimeException e) {
                return fail(err, "cannot make the handout " + pdf + ": " + e.getMessage());
            }
            out.println("wrote " + pdf + positions);
        }
        if (!graph.complete()) {
            out.println("values computed for " + graph.computed() + " of the " + count + " positions within "
                    + seconds(timeout) + " s" + (graph.nodes().get(0).computed() ? "" : ", not for the start")
                    + "; the others are shown as not computed (--timeout SECONDS raises the limit)");
        }
        if (!graph.capped() && graph.opened() < Math.min(count, maxPositions)) {
            out.println("opening stopped at the time limit of " + seconds(timeout) + " s after " + graph.opened()
                    + " positions (--timeout SECONDS raises it)");
        }
        if (graph.capped()) {
            out.println("opening stopped at the page's limit of " + ExplorerGraph.MAX_LISTED + " positions or "
                    + ExplorerGraph.MAX_LISTED_CHARS / 1_000_000 + " MB of boards");
        }
        out.flush();
        return 0;
    }

    private static String seconds(double s) {
        return s == Math.rint(s) ? String.valueOf((long) s) : String.valueOf(s);
    }

    /** A write refused or failed: about the --html option, not the expression. */
    private static int failWriting(PrintWriter err, EmitFolder.EmitException e) {
        err.println("cgcheck: --html: " + e.getMessage());
        err.flush();
        return 2;
    }

    private static int fail(PrintWriter err, String message) {
        err.println("error: <expr>:1:1: " + message);
        err.flush();
        return 2;
    }
}
