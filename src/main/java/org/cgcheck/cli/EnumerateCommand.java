package org.cgcheck.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.cgcheck.report.AtomicFiles;
import org.cgcheck.report.Dot;
import org.cgcheck.universe.Kind;
import org.cgcheck.universe.Universe;
import org.cgcheck.universe.UniverseLimitException;
import org.cgcheck.universe.ValuePoset;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code cgcheck enumerate --born-by N}: every game of a kind, one per line, in the deterministic order. */
@Command(name = "enumerate", mixinStandardHelpOptions = true,
        description = {"List every game born by day N, ordered by birthday, size, then text.",
            "Kinds: values (N ≤ 3), forms (N ≤ 2), impartial-forms (N ≤ 4), and the value filters",
            "numbers, integers, nimbers, dicotic, infinitesimal, reduced, non-numbers."})
final class EnumerateCommand implements Callable<Integer> {
    @Option(names = "--born-by", required = true, paramLabel = "N", description = "birthday bound")
    int bornBy;

    @Option(names = "--kind", defaultValue = "values", paramLabel = "KIND", description = "kind of game (default: values)")
    String kind;

    @Option(names = "--count", description = "print only the number of games")
    boolean count;

    @Option(names = "--dot", paramLabel = "FILE", description = "write the Hasse diagram of the values born by day N (N ≤ 3) as DOT")
    Path dot;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Kind k = Kind.parse(kind);
        if (k == null) {
            err.println("cgcheck enumerate: unknown kind '" + kind + "'; kinds: "
                    + String.join(", ", java.util.Arrays.stream(Kind.values()).map(x -> x.cliName).toList()));
            return 2;
        }
        try {
            if (dot != null) {
                ValuePoset poset = new ValuePoset(Universe.valuesBornBy(bornBy));
                AtomicFiles.write(dot, Dot.export(poset.hasseDiagram(), "day" + bornBy, null));
                err.println("wrote the Hasse diagram of " + poset.elements().size() + " values to " + dot);
            }
            List<?> games = k.bornBy(bornBy);
            if (count) {
                out.println(games.size());
            } else {
                for (Object g : games) {
                    out.println(g);
                }
            }
            out.flush();
            return 0;
        } catch (UniverseLimitException e) {
            err.println("cgcheck enumerate: " + e.getMessage());
            return 2;
        }
    }
}
