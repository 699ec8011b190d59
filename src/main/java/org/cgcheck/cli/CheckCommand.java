package org.cgcheck.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import org.cgcheck.check.CheckOptions;
import org.cgcheck.check.Checker;
import org.cgcheck.check.ClaimFiles;
import org.cgcheck.check.Verdict;
import org.cgcheck.lang.Claim;
import org.cgcheck.lang.ClaimParser;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.report.ConsoleReport;
import org.cgcheck.report.CounterexampleWriter;
import org.cgcheck.report.Json;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code cgcheck check FILE|DIR...}: settle every claim; exit 0 all as expected, 1 some not, 2 bad input. */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = {"Check claims in .cgt files (directories are searched recursively).",
            "Each claim is proved symbolically if possible, else checked exhaustively over its domains in",
            "counterexample order, then on random games beyond the exhaustive bound.",
            "Exit code: 0 every expectation met, 1 some claim not as expected, 2 syntax/type/usage error",
            "or a claim that could not be evaluated."})
class CheckCommand implements Callable<Integer> {
    @Parameters(arity = "0..*", paramLabel = "FILE|DIR", description = "claim files or directories")
    List<Path> paths = new ArrayList<>();

    @Option(names = "--json", description = "print a JSON array of verdicts instead of text")
    boolean json;

    @Option(names = "--emit", paramLabel = "DIR", description = "write NAME.md, NAME.dot (and NAME.svg) for each refuted claim")
    Path emit;

    @Option(names = "--random", paramLabel = "N", description = "random cases per claim (default: ${DEFAULT-VALUE})")
    int random = CheckOptions.DEFAULT_RANDOM;

    @Option(names = "--max-birthday", paramLabel = "B", description = "birthday of random games (default: ${DEFAULT-VALUE})")
    int maxBirthday = CheckOptions.DEFAULT_MAX_BIRTHDAY;

    @Option(names = "--seed", paramLabel = "S", description = "random seed (default: ${DEFAULT-VALUE})")
    long seed = CheckOptions.DEFAULT_SEED;

    @Option(names = "--threads", paramLabel = "T", description = "worker threads (default: all cores); results do not depend on it")
    int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--timeout", paramLabel = "SECONDS", description = "per claim; gives a partial verdict")
    double timeout;

    @Option(names = "--force", description = "run exhaustive checks above 10^9 cases; with --emit, write into a folder"
            + " that holds files cgcheck did not write (never replacing or deleting them)")
    boolean force;

    @Option(names = "--no-symbolic", description = "skip symbolic proofs (check exhaustively anyway; for benchmarks)")
    boolean noSymbolic;

    @Option(names = "--shard", paramLabel = "K/N", description = "check only part K of N of each exhaustive run; merge the --json reports with 'cgcheck merge'")
    String shard;

    @Option(names = "--verbose", description = "show details for every claim")
    boolean verbose;

    @Option(names = "--debug", description = "show stack traces of internal errors")
    boolean debug;

    @Spec
    CommandSpec spec;

    List<Path> roots() {
        return paths;
    }

    boolean includeSlow() {
        return true;
    }

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (random < 0 || maxBirthday < 0 || threads < 1 || maxBirthday > 12) {
            err.println("cgcheck: --random and --max-birthday must be ≥ 0 (max birthday ≤ 12), --threads ≥ 1");
            return 2;
        }
        List<Path> roots = roots();
        if (roots.isEmpty()) {
            err.println("cgcheck check: give claim files or directories, e.g. 'cgcheck check theorems/'");
            return 2;
        }
        List<Path> files;
        try {
            files = ClaimFiles.find(roots, includeSlow());
        } catch (NoSuchFileException e) {
            err.println("cgcheck: no such file or directory: " + e.getFile());
            return 2;
        }
        List<Claim> claims = new ArrayList<>();
        int errors = 0;
        Set<String> names = new HashSet<>();
        for (Path f : files) {
            if (!Files.isRegularFile(f)) {
                err.println("cgcheck: no such file: " + f);
                errors++;
                continue;
            }
            String src = Files.readString(f);
            ClaimParser.Result r = ClaimParser.parse(src, f.toString());
            for (SyntaxError e : r.errors()) {
                err.println(e.format(f.toString()));
                err.println(e.caret(src));
                errors++;
            }
            for (Claim c : r.claims()) {
                if (!names.add(c.name())) {
                    err.println(f + ":" + c.pos() + ": duplicate claim name '" + c.name() + "' (also in another file)");
                    errors++;
                }
            }
            claims.addAll(r.claims());
        }
        if (errors > 0) {
            err.println("cgcheck: " + errors + " error(s); nothing was checked");
            return 2;
        }
        CheckOptions.Shard sh = null;
        if (shard != null) {
            try {
                sh = CheckOptions.Shard.parse(shard);
            } catch (IllegalArgumentException e) {
                err.println("cgcheck: " + e.getMessage());
                return 2;
            }
        }
        CheckOptions opts = new CheckOptions(random, maxBirthday, seed, threads, timeout, force,
                Sources.interactive() && !json, !noSymbolic, sh);
        Checker checker = new Checker(opts);
        List<Verdict> verdicts = new ArrayList<>();
        if (!json) {
            out.println("settings: --random " + random + " --max-birthday " + maxBirthday + " --seed " + seed
                    + (shard != null ? " --shard " + shard : ""));
        }
        for (Claim c : claims) {
            Verdict v = checker.check(c);
            verdicts.add(v);
            if (!json) {
                ConsoleReport.printOne(out, v, verbose);     // as each claim completes
            }
        }
        if (json) {
            out.print(Json.verdicts(verdicts));
            out.flush();
        } else {
            ConsoleReport.printSummary(out, verdicts);
        }
        if (emit != null && !emit(verdicts, err)) {
            return 2;
        }
        // A claim that could not be evaluated (or a refused run) is a problem in the input: exit 2.
        if (verdicts.stream().anyMatch(v -> v.status() == Verdict.Status.ERROR)) {
            return 2;
        }
        return verdicts.stream().allMatch(Verdict::ok) ? 0 : 1;
    }

    /**
     * Writes the pages of the refuted claims and the index into --emit DIR, never losing a file:
     * see EmitFolder. Pages of claims not checked in this run stay; a page is removed only when its
     * claim now came out proved, verified or unrefuted (and, for the theorem library, when its claim
     * is gone). Returns false (after a one-line message) if the folder was refused or unwritable.
     */
    private boolean emit(List<Verdict> verdicts, PrintWriter err) {
        boolean library = this instanceof TheoremsCommand;     // the library's folder mirrors theorems/
        try {
            org.cgcheck.report.EmitFolder folder = org.cgcheck.report.EmitFolder.open(emit, force);
            java.util.Map<String, byte[]> files = new java.util.TreeMap<>();
            Set<String> remove = new HashSet<>();
            int pages = 0;
            for (Verdict v : verdicts) {
                if (v.status() == Verdict.Status.REFUTED) {
                    files.putAll(CounterexampleWriter.files(v));
                    pages++;
                } else if (v.status() == Verdict.Status.PROVED || v.status() == Verdict.Status.VERIFIED
                        || v.status() == Verdict.Status.UNREFUTED) {
                    remove.addAll(CounterexampleWriter.fileNames(v.name()));
                }
            }
            if (library) {
                Set<String> current = new HashSet<>();
                verdicts.forEach(v -> current.addAll(CounterexampleWriter.fileNames(v.name())));
                folder.ours().stream().filter(f -> !current.contains(f) && !f.equals(Index.README)).forEach(remove::add);
            }
            Set<String> present = new HashSet<>(folder.ours());
            present.removeAll(remove);
            present.addAll(files.keySet());
            files.put(Index.README, Index.readme(verdicts, folder.readOurs(Index.README), present, library)
                    .getBytes(java.nio.charset.StandardCharsets.UTF_8));
            folder.commit(files, remove);
            err.println("wrote " + pages + " counterexample page(s) to " + emit);
            return true;
        } catch (org.cgcheck.report.EmitFolder.EmitException e) {
            err.println("cgcheck: --emit: " + e.getMessage());
        } catch (IOException e) {
            err.println("cgcheck: --emit: cannot read " + emit + ": " + e.getMessage());
        }
        return false;
    }
}
