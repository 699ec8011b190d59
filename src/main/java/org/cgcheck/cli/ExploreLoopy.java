package org.cgcheck.cli;

import java.io.PrintWriter;
import java.util.Map;
import org.cgcheck.report.EmitFolder;
import org.cgcheck.report.ExplorerBudget;
import org.cgcheck.report.LoopyExplorer;
import org.cgcheck.report.LoopyExplorerPage;
import org.cgcheck.rules.LoopyPosition;

/**
 * {@code explore} of a loopy ruleset's position (Fox and Geese, Backsliding Toads and Frogs, loopy GenClobber): the
 * page of {@link LoopyExplorerPage}. The handout, misère play and the class's hidden answers are
 * for short games and are refused here, saying so.
 */
final class ExploreLoopy {
    private ExploreLoopy() {
    }

    static int write(PrintWriter out, PrintWriter err, String source, LoopyPosition start, EmitFolder folder, java.nio.file.Path dir,
            boolean shortOnly, int maxPositions, ExplorerBudget budget) {
        if (shortOnly) {
            err.println("error: <expr>:1:1: --pdf, --handout, --misere and --no-hints are for short games; "
                    + start.expression() + " is loopy: explore it with --html DIR only");
            err.flush();
            return 2;
        }
        LoopyExplorer graph;
        try {
            graph = LoopyExplorer.of(start, maxPositions, budget);
        } catch (org.cgcheck.game.EvaluationStopped e) {
            err.println("error: <expr>:1:1: stopped at the time limit while listing the positions (--timeout SECONDS raises it)");
            err.flush();
            return 2;
        }
        String html = LoopyExplorerPage.html(source, graph);
        try {
            folder.commit(Map.of("index.html", html.getBytes(java.nio.charset.StandardCharsets.UTF_8)), java.util.Set.of());
        } catch (EmitFolder.EmitException e) {
            err.println("cgcheck: --html: " + e.getMessage());
            err.flush();
            return 2;
        }
        int n = graph.nodes().size();
        out.println("wrote " + dir.resolve("index.html") + " (" + n + " position" + (n == 1 ? "" : "s")
                + (graph.opened() < n ? ", " + graph.opened() + " opened" : "") + ")");
        if (graph.computed() < n) {
            out.println("values computed for " + graph.computed() + " of the " + n + " positions");
        }
        out.flush();
        return 0;
    }
}
