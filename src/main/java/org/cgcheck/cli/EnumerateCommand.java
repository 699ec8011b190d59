package org.cgcheck.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
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

    @Option(names = "--force", description = "replace the --dot file even if cgcheck did not write it (never a link, device or FIFO)")
    boolean force;

    @Option(names = "--random", paramLabel = "N", description = "print N random games born by day N (values, forms, impartial-forms) instead")
    Integer random;

    @Option(names = "--seed", paramLabel = "S", description = "seed for --random (default: ${DEFAULT-VALUE})")
    long seed = 1;

    @Option(names = "--mix", description = "with --random: print how many samples are numbers, hot, infinitesimal, ...")
    boolean mix;

    @Spec
    CommandSpec spec;

    private Integer sample(PrintWriter out, PrintWriter err, Kind k) {
        if (random < 0 || bornBy < 0 || bornBy > 12) {
            err.println("cgcheck enumerate: --random needs N ≥ 0 and --born-by 0..12");
            return 2;
        }
        err.println("random " + k.cliName + " born by day " + bornBy + ", seed " + seed);
        org.cgcheck.universe.RandomGames rnd = new org.cgcheck.universe.RandomGames(seed);
        java.util.Map<String, Integer> counts = new java.util.LinkedHashMap<>();
        for (String c : List.of("number", "number+infinitesimal", "infinitesimal (not 0)", "hot (temperature > 0)",
                "switch-like (G = -G, not 0)", "other")) {
            counts.put(c, 0);
        }
        for (int i = 0; i < random; i++) {
            Object x = k == Kind.FORMS ? rnd.form(bornBy) : k == Kind.IMPARTIAL_FORMS ? rnd.impartialForm(bornBy)
                    : k == Kind.MISERE_FORMS ? org.cgcheck.misere.MisereForms.canonical(rnd.impartialForm(bornBy)).toForm()
                    : k == Kind.DICOT_MISERE_FORMS ? org.cgcheck.misere.DicotCanonical.reduce(rnd.dicotForm(bornBy))
                    : rnd.value(bornBy);
            if (!mix) {
                out.println(x);
                continue;
            }
            org.cgcheck.game.Game g = x instanceof org.cgcheck.form.Form f ? f.value() : (org.cgcheck.game.Game) x;
            String c;
            if (g.isNumber()) {
                c = "number";
            } else if (g.leftStop().signum() == 0 && g.rightStop().signum() == 0) {
                c = "infinitesimal (not 0)";
            } else if (g.leftStop().equals(g.rightStop())) {
                c = "number+infinitesimal";
            } else if (g.negate() == g) {
                c = "switch-like (G = -G, not 0)";
            } else if (g.temperature().signum() > 0) {
                c = "hot (temperature > 0)";
            } else {
                c = "other";
            }
            counts.merge(c, 1, Integer::sum);
        }
        if (mix) {
            counts.forEach((c, n) -> out.printf(java.util.Locale.ROOT, "%-30s %6d  %5.1f%%%n", c, n,
                    random == 0 ? 0.0 : 100.0 * n / random));
        }
        out.flush();
        return 0;
    }

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
        if (random != null) {
            return sample(out, err, k);
        }
        try {
            if (dot != null) {
                ValuePoset poset = new ValuePoset(Universe.valuesBornBy(bornBy));
                String problem = writeDot(Dot.export(poset.hasseDiagram(), "day" + bornBy, null));
                if (problem != null) {
                    err.println("cgcheck enumerate: --dot: " + problem);
                    return 2;
                }
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

    /** Writes the --dot file, creating missing parent folders; returns a one-line problem or null. */
    private String writeDot(String text) {
        Path parent = dot.toAbsolutePath().getParent();
        try {
            Files.createDirectories(parent);
        } catch (IOException e) {
            return "cannot create folder " + parent + ": " + org.cgcheck.report.EmitFolder.reason(e);
        }
        try {
            org.cgcheck.report.OutputFiles.writeFile(dot, text, force);
            return null;
        } catch (org.cgcheck.report.EmitFolder.EmitException e) {
            return e.getMessage();
        }
    }
}
