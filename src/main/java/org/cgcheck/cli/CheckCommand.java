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
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.cgcheck.check.CheckOptions;
import org.cgcheck.check.Checker;
import org.cgcheck.check.ClaimFiles;
import org.cgcheck.check.Stop;
import org.cgcheck.check.Verdict;
import org.cgcheck.lang.Claim;
import org.cgcheck.lang.Definitions;
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
import org.cgcheck.eval.Programs;

/** {@code cgcheck check FILE|DIR...}: settle every claim; exit 0 all as expected, 1 some not, 2 bad input. */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = {"Check claims in .cgt files (directories are searched recursively).",
            "Each claim is proved symbolically if possible, else checked exhaustively over its domains in",
            "counterexample order (a verdict about the stated domain); random games beyond the bound are",
            "explored and reported beside it. Claims over all games ('forall G:') are proved or sampled.",
            "Exit code: 0 every expectation met, 1 some claim not as expected, 2 syntax/type/usage error",
            "or a claim that could not be evaluated, 130 interrupted (Ctrl-C; 143 for SIGTERM)."})
class CheckCommand implements Callable<Integer> {
    @Parameters(arity = "0..*", paramLabel = "FILE|DIR", description = "claim files or directories")
    List<Path> paths = new ArrayList<>();

    @Option(names = "--json", description = "print a JSON report (the run and one object per claim) instead of text")
    boolean json;

    @Option(names = "--emit", paramLabel = "DIR", description = "write NAME.md, NAME.svg and NAME.dot for each refuted claim, and an index; only files cgcheck wrote there are ever replaced")
    Path emit;

    @Option(names = "--html", paramLabel = "DIR", description = "write an HTML report (index.html and a page per claim; self-contained, no network)")
    Path html;

    @Option(names = "--pdf", paramLabel = "FILE",
            description = "write the report as a printable handout (the index, then each claim's page), drawn")
    Path pdf;

    @Option(names = "--handout", description = "with --pdf: a handout for students (each claim and its verdict in words,"
            + " pictures, several claims a page, the notation; no settings, seed, file or line)")
    boolean handout;

    @Option(names = "--title", paramLabel = "TEXT", description = "the handout's title (default: \"Claims about games\")")
    String title = "Claims about games";

    @Option(names = "--random", paramLabel = "N", description = "random cases for a claim over all games or a domain too large to enumerate (default: ${DEFAULT-VALUE})")
    int random = CheckOptions.DEFAULT_RANDOM;

    @Option(names = "--explore", paramLabel = "N", description = "random cases beyond the bound of a verified claim, reported beside its verdict; 0 turns exploration off (default: ${DEFAULT-VALUE})")
    int explore = CheckOptions.DEFAULT_EXPLORE;

    @Option(names = "--explore-time", paramLabel = "SECONDS", description = "time cap of one claim's exploration (default: ${DEFAULT-VALUE})")
    double exploreTime = CheckOptions.DEFAULT_EXPLORE_SECONDS;

    @Option(names = "--max-birthday", paramLabel = "B", description = "largest birthday of random games (default: ${DEFAULT-VALUE})")
    int maxBirthday = CheckOptions.DEFAULT_MAX_BIRTHDAY;

    @Option(names = "--seed", paramLabel = "S", description = "random seed (default: ${DEFAULT-VALUE})")
    long seed = CheckOptions.DEFAULT_SEED;

    @Option(names = "--threads", paramLabel = "T", description = "worker threads (default: all cores); results do not depend on it")
    int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--timeout", paramLabel = "SECONDS", description = "wall-time bound per claim, every phase included; gives a partial verdict")
    double timeout;

    @Option(names = "--force", description = "run exhaustive checks estimated above an hour (or 10^12 cases);"
            + " with --emit, write into a folder that holds files cgcheck did not write (never replacing or deleting them)")
    boolean force;

    @Option(names = "--no-symbolic", description = "skip symbolic proofs (check exhaustively anyway; for benchmarks)")
    boolean noSymbolic;

    @Option(names = "--cross-check", description = "after a proof, still run the exhaustive (or sampled) check;"
            + " any disagreement is an error naming it")
    boolean crossCheck;

    @Option(names = "--shard", paramLabel = "K/N", description = "check only part K of N of each exhaustive run; merge the --json reports with 'cgcheck merge'")
    String shard;

    @Option(names = "--verbose", description = "show details for every claim")
    boolean verbose;

    @Option(names = "--debug", description = "show stack traces of internal errors")
    boolean debug;

    @Spec
    CommandSpec spec;

    /** Claims given as text, checked as if read from a file ({@code laws --explain}: nothing is written to disk). */
    Programs.Source inline;

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
        String bad = badOption();
        if (bad != null) {
            return usage(out, err, "cgcheck: " + bad);
        }
        List<Path> roots = roots();
        if (roots.isEmpty() && inline == null) {
            return usage(out, err, "cgcheck check: give claim files or directories, e.g. 'cgcheck check theorems/'");
        }
        List<Path> files;
        try {
            files = inline != null ? List.of() : ClaimFiles.find(roots, includeSlow());
        } catch (NoSuchFileException e) {
            return usage(out, err, "cgcheck: no such file or directory: " + e.getFile());
        } catch (IOException | java.io.UncheckedIOException e) {
            return usage(out, err, "cgcheck: cannot read the claim folders: " + e.getMessage());
        }
        List<Claim> claims = new ArrayList<>();
        List<Json.Problem> problems = new ArrayList<>();
        int errors = 0;
        Set<String> names = new HashSet<>();
        List<String> texts = new ArrayList<>();      // as checked: the JSON report's claim hash is over these
        List<Programs.Source> sources = new ArrayList<>();
        if (inline != null) {
            sources.add(inline);
        }
        for (Path f : files) {
            try {
                sources.add(new Programs.Source(ClaimSources.read(f), f.toString()));
            } catch (ClaimSources.Unreadable e) {
                err.println(e.getMessage());
                problems.add(new Json.Problem(f.toString(), null, null, e.getMessage()));
                errors++;
            }
        }
        // One run: a definition in any file is visible to every claim and definition of the run.
        List<ClaimParser.Result> results = Programs.parseAll(sources, new Definitions());
        for (int i = 0; i < sources.size(); i++) {
            String src = sources.get(i).text();
            String f = sources.get(i).file();
            texts.add(src);
            ClaimParser.Result r = results.get(i);
            for (SyntaxError e : r.errors()) {
                err.println(e.format(f));
                err.println(e.caret(src));
                problems.add(Json.Problem.of(f, e));
                errors++;
            }
            for (Claim c : r.claims()) {
                if (!names.add(c.name())) {
                    String msg = "duplicate claim name '" + c.name() + "' (also in another file)";
                    err.println(f + ":" + c.pos() + ": " + msg);
                    problems.add(new Json.Problem(f, c.pos().line(), c.pos().col(), msg));
                    errors++;
                }
            }
            claims.addAll(r.claims());
        }
        if (errors > 0) {
            err.println("cgcheck: " + errors + " error(s); nothing was checked");
            if (json) {
                out.print(Json.error(problems));
                out.flush();
            }
            return 2;
        }
        if (claims.isEmpty()) {
            return usage(out, err, "cgcheck: no claims found in " + String.join(", ", roots.stream().map(Path::toString)
                    .toList()) + (files.isEmpty() ? " (no .cgt files)" : ""));
        }
        if (emit != null) {
            try {
                org.cgcheck.report.EmitFolder.open(emit, force);       // refuse a bad folder before the work
            } catch (org.cgcheck.report.EmitFolder.EmitException e) {
                return usage(out, err, "cgcheck: --emit: " + e.getMessage());
            }
        }
        if (html != null) {
            try {
                org.cgcheck.report.EmitFolder.open(html, force);       // likewise for the HTML report
            } catch (org.cgcheck.report.EmitFolder.EmitException e) {
                return usage(out, err, "cgcheck: --html: " + e.getMessage());
            }
        }
        CheckOptions.Shard sh = shard == null ? null : CheckOptions.Shard.parse(shard);
        CheckOptions opts = new CheckOptions(random, maxBirthday, seed, threads, timeout, force,
                Sources.interactive() && !json, !noSymbolic, sh, explore, exploreTime, crossCheck);
        List<Verdict> verdicts = checkAll(claims, opts, out);
        int notRun = claims.size() - verdicts.size();
        if (json) {
            // The run's description lets 'merge' refuse shards of different runs (claim hash over the files in order).
            out.print(Json.report(org.cgcheck.report.RunInfo.of(files, texts, opts), verdicts));
            out.flush();
        } else {
            ConsoleReport.printSummary(out, verdicts);
            if (notRun > 0) {
                out.println(notRun + " claim(s) not checked: the run was interrupted");
                out.flush();
            }
        }
        out.flush();
        reported.countDown();      // an interrupted run has printed its partial report
        if (emit != null && notRun == 0 && !emit(verdicts, err)) {
            return 2;
        }
        if (html != null && notRun == 0) {
            try {
                org.cgcheck.report.HtmlReport.write(html, force, verdicts, settings());
                err.println("wrote the HTML report to " + html.resolve(org.cgcheck.report.HtmlReport.INDEX));
            } catch (org.cgcheck.report.EmitFolder.EmitException e) {
                err.println("cgcheck: --html: " + e.getMessage());
                return 2;
            }
        }
        if (pdf != null && notRun == 0) {
            try {
                org.cgcheck.report.Handout.write(pdf, org.cgcheck.report.Handout.pdf(handout
                        ? java.util.List.of(org.cgcheck.report.ClaimHandout.html(title, verdicts))
                        : org.cgcheck.report.HtmlReport.handoutPages(verdicts, settings())), false);
                err.println("wrote the handout to " + pdf);
            } catch (org.cgcheck.report.EmitFolder.EmitException e) {
                err.println("cgcheck: --pdf: " + e.getMessage());
                return 2;
            } catch (RuntimeException e) {
                err.println("cgcheck: --pdf: cannot make " + pdf + ": " + e.getMessage());
                return 2;
            }
        }
        if (verdicts.stream().anyMatch(v -> v.status() == Verdict.Status.INTERRUPTED) || notRun > 0) {
            return 130;
        }
        // A claim that could not be evaluated (or a refused run) is a problem in the input: exit 2.
        if (verdicts.stream().anyMatch(v -> v.status() == Verdict.Status.ERROR)) {
            return 2;
        }
        return verdicts.stream().allMatch(Verdict::ok) ? 0 : 1;
    }

    /** A usage error: one line on stderr, and with --json a JSON error object on stdout; exit 2. */
    private int usage(PrintWriter out, PrintWriter err, String message) {
        err.println(message);
        if (json) {
            out.print(Json.error(List.of(Json.Problem.usage(message))));
            out.flush();
        }
        return 2;
    }

    /** The usage error in the options, or null. */
    private String badOption() {
        if (handout && pdf == null) {
            return "--handout makes the --pdf FILE a student handout: give --pdf FILE too";
        }
        if (random < 0 || explore < 0 || maxBirthday < 0 || maxBirthday > CheckOptions.MAX_SAMPLE_DAY || threads < 1) {
            return "--random and --explore must be ≥ 0, --max-birthday between 0 and " + CheckOptions.MAX_SAMPLE_DAY
                    + ", --threads ≥ 1";
        }
        if (!(timeout >= 0 && timeout <= MAX_SECONDS) || !(exploreTime >= 0 && exploreTime <= MAX_SECONDS)) {
            return "--timeout and --explore-time take seconds from 0 (no limit) to " + (long) MAX_SECONDS;
        }
        if (shard != null) {
            try {
                CheckOptions.Shard.parse(shard);
            } catch (IllegalArgumentException e) {
                return e.getMessage().startsWith("--shard") ? e.getMessage() : "--shard takes K/N, e.g. 1/4";
            }
        }
        return null;
    }

    /** A year: longer time limits are surely typing errors. */
    private static final double MAX_SECONDS = 365 * 24 * 3600.0;

    /**
     * Checks the claims in order, printing each verdict as it completes. Ctrl-C or SIGTERM
     * cancels the claim in progress (reported as interrupted with its counts) and skips the rest;
     * the shutdown hook waits for the partial report to be printed before the JVM exits.
     */
    private List<Verdict> checkAll(List<Claim> claims, CheckOptions opts, PrintWriter out) {
        Checker checker = new Checker(opts);
        List<Verdict> verdicts = new ArrayList<>();
        Stop run = Stop.after(0);
        AtomicBoolean signalled = new AtomicBoolean();
        Thread hook = new Thread(() -> {
            signalled.set(true);
            run.cancel();
            try {
                reported.await(5, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "cgcheck-interrupt");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            if (!json) {
                out.println("settings: --explore " + explore + " --random " + random + " --max-birthday " + maxBirthday
                        + " --seed " + seed + (shard != null ? " --shard " + shard : "")
                        + (opts.crossCheck() ? " --cross-check" : ""));
            }
            for (Claim c : claims) {
                if (run.cancelled()) {
                    break;
                }
                Verdict v = checker.check(c, run);
                verdicts.add(v);
                if (!json) {
                    ConsoleReport.printOne(out, v, verbose);     // as each claim completes
                }
            }
            return verdicts;
        } finally {
            if (!signalled.get()) {
                try {
                    Runtime.getRuntime().removeShutdownHook(hook);
                } catch (IllegalStateException e) {
                    // shutting down already: the hook waits for the report below
                }
            }
        }
    }

    /** Released once the report (possibly partial) is printed; an interrupted run's hook waits for it. */
    private final CountDownLatch reported = new CountDownLatch(1);

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
                } else if (v.status() == Verdict.Status.PROVED && v.proof() != null) {
                    remove.addAll(CounterexampleWriter.fileNames(v.name()));      // a page it had when refuted
                    files.putAll(CounterexampleWriter.proofFiles(v));
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
            err.println("wrote " + pages + " page(s) (counterexamples and proofs) to " + emit);
            return true;
        } catch (org.cgcheck.report.EmitFolder.EmitException e) {
            err.println("cgcheck: --emit: " + e.getMessage());
        } catch (IOException e) {
            err.println("cgcheck: --emit: cannot read " + emit + ": " + e.getMessage());
        }
        return false;
    }

    /** The run's settings line, shown on the report's index. */
    private String settings() {
        return "--explore " + explore + " --random " + random + " --max-birthday " + maxBirthday + " --seed " + seed;
    }
}
