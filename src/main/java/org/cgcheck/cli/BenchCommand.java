package org.cgcheck.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.cgcheck.Claims;
import org.cgcheck.check.CheckOptions;
import org.cgcheck.check.Verdict;
import org.cgcheck.game.Game;
import org.cgcheck.universe.RandomGames;
import org.cgcheck.universe.Universe;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code cgcheck bench [NAME]}: named benchmarks, each run in a fresh JVM (the engine's caches
 * would make repeated runs in one process meaningless), reporting the median wall time with JVM
 * start, CPU time, the time and cases per second inside the process, and the child's peak heap.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = {"Run named benchmarks (default: all) in fresh JVMs and print median wall time,",
            "CPU time, cases per second inside the process and peak heap. Names: sum-commutes, rcf-additive, enumerate-day3,",
            "random-sums-day5, theorems, integers-1000, nim-1000, defs-kayles, defs-subtraction (and -plain),",
            "misere-day5 (about 30 s, 2 GB), misere-heaps, misere-quotient,",
            "dicot-day3, loopy-sums, loopy-cgsuite, triples-transitive (about 2 minutes),",
            "domineering-4x4 (4x5, 5x5, 2x10, 2x12, 4x6), toads-5-5, clobber-3x6, cram-5x5, cram-5x6, amazons-5x5, snort-12,",
            "domineering-within-4x4."})
final class BenchCommand implements Callable<Integer> {
    /** Real-game positions whose values are benchmarks (issue 12: CGSuite's times are in docs/performance.md). */
    static final Map<String, String> RULESETS = new java.util.LinkedHashMap<>();
    /** The 3x4 grid graph (12 vertices, 17 edges) as a graph string: a snake through the rows, then the rungs. */
    static final String SNORT_3X4 = ".:A-.:B-.:C-.:D-.:H-.:G-.:F-.:E-.:I-.:J-.:K-.:L;.:A-.:E;.:B-.:F;.:C-.:G;.:F-.:J;.:G-.:K;.:H-.:L";

    static {
        RULESETS.put("domineering-4x4", "game.grid.Domineering(Grid.Empty(4,4))");
        RULESETS.put("domineering-4x5", "game.grid.Domineering(Grid.Empty(4,5))");
        RULESETS.put("domineering-5x5", "game.grid.Domineering(Grid.Empty(5,5))");
        RULESETS.put("domineering-2x10", "game.grid.Domineering(Grid.Empty(2,10))");
        RULESETS.put("domineering-2x12", "game.grid.Domineering(Grid.Empty(2,12))");
        RULESETS.put("domineering-4x6", "game.grid.Domineering(Grid.Empty(4,6))");
        RULESETS.put("toads-5-5", "game.strip.ToadsAndFrogs(\"ttttt..fffff\")");
        RULESETS.put("clobber-3x6", "game.grid.Clobber(\"xoxoxo|oxoxox|xoxoxo\")");
        RULESETS.put("cram-5x5", "game.grid.Cram(Grid.Empty(5,5))");
        RULESETS.put("cram-5x6", "game.grid.Cram(Grid.Empty(5,6))");
        // Issue 43: "a 5x5 Amazons position or a 12-vertex Snort graph answers in seconds". A mid-game
        // board (four amazons, nine squares burnt) and the 3x4 grid graph.
        RULESETS.put("amazons-5x5", "game.grid.Amazons(\"x.#..|.#.o.|#..#.|.##x#|o##..\")");
        RULESETS.put("snort-12", "game.graph.Snort(\"" + SNORT_3X4 + "\")");
    }

    static final Map<String, String> BENCHMARKS = new java.util.LinkedHashMap<>();

    /** Kayles from its rules: a move removes one or two adjacent pins, leaving two rows (issue 23's target: ≤ 10 s). */
    static final String DEFS_KAYLES = String.join("\n",
            "define kay(n: integer) =",
            "  { kay(a) + kay(n - k - a) for k in 1..min(2, n) for a in 0..n - k",
            "  | kay(a) + kay(n - k - a) for k in 1..min(2, n) for a in 0..n - k }",
            "theorem b forall n in 0..2000: kay(n) == game.heap.Kayles(n)", "");

    /** The subtraction game {2, 5, 7} with its set as a list parameter (issue 36: at most 2x the plain one). */
    static final String DEFS_SUBTRACTION = String.join("\n",
            "define subtraction(S: list, n: integer) = *{ subtraction(S, n - k) for k in S if k <= n }",
            "theorem b forall n in 0..5000: isnimber(subtraction([2, 5, 7], n))", "");

    /** The same game written without a list parameter, as before issue 36. */
    static final String DEFS_SUBTRACTION_PLAIN = String.join("\n",
            "define sub257(n: integer) = { sub257(n - k) for k in {2, 5, 7} if k <= n | sub257(n - k) for k in {2, 5, 7} if k <= n }",
            "theorem b forall n in 0..5000: isnimber(sub257(n))", "");

    /** Sums of loopy values (stoppers and sided values) and their sides, in both orders. */
    static final String LOOPY_SUMS = String.join("\n",
            "theorem loopy_sums_commute forall G, H in {on, off, over, under, upon, 1over, ^[on]*, loopy(\"a{{|a}|}\"),",
            "    loopy(\"b{|{b|}}\"), Tiny(on), loopy(\"a{0|{a|*}}\"), +-over, 3/2under, -1/4v[on], ^<on>, {0|Tiny(on)}}:",
            "  (G + H).Onside == (H + G).Onside and (G + H).Offside == (H + G).Offside", "");

    static {
        BENCHMARKS.put("sum-commutes", "forall G, H born by 3: G + H == H + G (no symbolic proof, 2,172,676 cases)");
        BENCHMARKS.put("rcf-additive", "forall G, H born by 3: isinfinitesimal(rcf(G + H) - rcf(G) - rcf(H))");
        BENCHMARKS.put("enumerate-day3", "build the 1474 values born by day 3 (time inside the process)");
        BENCHMARKS.put("random-sums-day5", "sum 20,000 random pairs of values born by day 5 (seed 1)");
        BENCHMARKS.put("theorems", "parse and check the whole theorems/ library");
        RULESETS.forEach((name, expr) -> BENCHMARKS.put(name, "value of " + expr));
        BENCHMARKS.put("domineering-within-4x4", "forall P domineering within 4x4: leftstop(P) >= rightstop(P)");
        BENCHMARKS.put("integers-1000", "forall n, m in 0..1000: n + m == m + n (no symbolic proof, 1,002,001 cases)");
        BENCHMARKS.put("nim-1000", "forall n, m in 0..1000: *n + *m == *(n xor m) (no symbolic proof)");
        BENCHMARKS.put("defs-kayles", "forall n in 0..2000: kay(n) == game.heap.Kayles(n), Kayles defined from its rules by sums"
                + " of two heaps (issue 23)");
        BENCHMARKS.put("defs-subtraction", "forall n in 0..5000: isnimber(subtraction([2, 5, 7], n)), the"
                + " subtraction game with its set as a list parameter (issue 36)");
        BENCHMARKS.put("defs-subtraction-plain", "the same, the set written into the definition (no list parameter)");
        BENCHMARKS.put("worksheet-paste", "a 24 KB line typed into the worksheet key by key (a paste without bracketed"
                + " paste), read, evaluated and printed (issue 25)");
        BENCHMARKS.put("misere-day5", "build the misère canonical form of each of the 2^22 sets of day-4 forms"
                + " (4,171,780 distinct: the misère forms born by day 5)");
        BENCHMARKS.put("misere-heaps", "90 misère nim values in one process: Kayles and Dawson's Kayles heaps 0..30,"
                + " Grundy's game 0..24, 3 sums of heaps (issue 32; --cgsuite CGS_EVAL runs CGSuite beside)");
        BENCHMARKS.put("misere-quotient", "misère quotients heap by heap, each proved for all sums: 0.75 to heap 100,"
                + " Kayles to 30, Dawson's Kayles to 24, Grundy's game to 28 (issue 27)");
        BENCHMARKS.put("dicot-day3", "build the reduced dicot forms born by day 3 modulo the dicot universe (1268)"
                + " (issue 27)");
        BENCHMARKS.put("loopy-sums", "forall G, H among 16 loopy values (on, over, upon, 1over, tis, Tiny(on), ...):"
                + " the sides of G + H and H + G agree (256 sums, 1,024 sides; issue 27)");
        BENCHMARKS.put("loopy-cgsuite", "80 loopy expressions (values, sums, sides, stops, comparisons, degree, outcome"
                + " classes), each printed as CGSuite prints it (issue 32; --cgsuite CGS_EVAL runs CGSuite beside)");
        BENCHMARKS.put("triples-transitive", "forall G, H, K born by 3: G <= H and H <= K implies G <= K"
                + " (no symbolic proof, no exploration, 3,202,524,424 cases)");
    }


    @Parameters(arity = "0..*", paramLabel = "NAME")
    List<String> names = new ArrayList<>();

    @Option(names = "--runs", paramLabel = "N", description = "runs per benchmark (default: ${DEFAULT-VALUE})")
    int runs = 3;

    @Option(names = "--against", paramLabel = "JAR", description = "also run each benchmark with another build's jar,"
            + " alternating with this one, and print both medians and their ratio (compare builds in one run)")
    Path against;

    @Option(names = "--cgsuite", paramLabel = "CGS_EVAL", description = "also run CGSuite's cgs-eval on the same"
            + " input (loopy-cgsuite, misere-heaps), alternating with this build, and print its medians with and without start-up")
    Path cgsuite;

    @Option(names = "--child", hidden = true)
    String child;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        if (child != null) {
            return runChild(child, out);
        }
        if (runs < 1) {
            spec.commandLine().getErr().println("cgcheck bench: --runs must be at least 1, got " + runs);
            return 2;
        }
        List<String> todo = names.isEmpty() ? new ArrayList<>(BENCHMARKS.keySet()) : names;
        for (String n : todo) {
            if (!BENCHMARKS.containsKey(n)) {
                spec.commandLine().getErr().println("cgcheck bench: unknown benchmark '" + n + "'; names: "
                        + String.join(", ", BENCHMARKS.keySet()));
                return 2;
            }
        }
        if (against != null && !isCgcheckJar(against)) {
            spec.commandLine().getErr().println("cgcheck bench: --against: not a cgcheck jar: " + against
                    + " (give another build's target/cgcheck.jar)");
            return 2;
        }
        out.printf(Locale.ROOT, "machine: %d cores, Java %s; each run: java %s%n", Runtime.getRuntime().availableProcessors(),
                System.getProperty("java.version"), String.join(" ", ManagementFactory.getRuntimeMXBean().getInputArguments()));
        if (against != null) {
            out.println("against: " + against + " (runs alternate: this build, then that one; ratio = that / this)");
        }
        out.printf(Locale.ROOT, "%-18s %10s %10s %13s %14s %10s  %s%n", "benchmark", "median s", "median cpu",
                "median inner", "cases/s inner", "peak heap", "runs");
        Path self = Path.of(BenchCommand.class.getProtectionDomain().getCodeSource().getLocation().getPath());
        for (String n : todo) {
            Runs mine = new Runs(runs);
            Runs theirs = against == null ? null : new Runs(runs);
            String theirError = null;
            CgsuiteSideBySide cgs = cgsuite == null ? null : CgsuiteSideBySide.of(n, cgsuite, runs, evalCommand(self));
            for (int r = 0; r < runs; r++) {
                mine.add(r, spawn(n, self));
                if (cgs != null) {
                    cgs.run(r);
                }
                if (theirs != null && theirError == null) {
                    try {
                        theirs.add(r, spawn(n, against));
                    } catch (IllegalStateException e) {
                        theirError = e.getMessage();
                    }
                }
            }
            out.println(mine.row(n));
            if (cgs != null) {
                out.println(cgs.row(mine.wall(), mine.cpu(), mine.inner()));
            }
            if (theirs != null) {
                out.println(theirError != null ? "  that build: " + theirError : theirs.row("  that build"));
                if (theirError == null) {
                    out.printf(Locale.ROOT, "%-18s %10s %10s %13s%n", "  ratio", ratio(theirs.wall(), mine.wall()),
                            ratio(theirs.cpu(), mine.cpu()), ratio(theirs.inner(), mine.inner()));
                    if (theirs.cases != mine.cases) {
                        // Builds before the names were checked ran the theorems for an unknown name.
                        out.printf(Locale.ROOT, "  note: that build counted %,d cases, this one %,d: it may not run the"
                                + " same benchmark%n", theirs.cases, mine.cases);
                    }
                }
            }
            out.flush();
        }
        return 0;
    }

    /** The measurements of one benchmark's runs with one build. */
    private static final class Runs {
        final double[] wall;
        final double[] cpu;
        final double[] inner;
        long cases;
        long heap;

        Runs(int n) {
            wall = new double[n];
            cpu = new double[n];
            inner = new double[n];
        }

        /** A child's "cases seconds peakHeap [cpu]" (builds before the CPU field print three). */
        void add(int r, Result result) {
            wall[r] = result.wall();
            String[] f = result.fields();
            cases = Long.parseLong(f[0]);
            inner[r] = Double.parseDouble(f[1]);
            heap = Math.max(heap, Long.parseLong(f[2]));
            cpu[r] = f.length > 3 ? Double.parseDouble(f[3]) : Double.NaN;
        }

        double wall() {
            return median(wall);
        }

        double cpu() {
            return median(cpu);
        }

        double inner() {
            return median(inner);
        }

        private static double median(double[] xs) {
            double[] s = xs.clone();
            Arrays.sort(s);
            return s[s.length / 2];
        }

        String row(String label) {
            double in = inner();
            // Cases per second inside the process (JVM start and the universe excluded): the checker's rate.
            String rate = cases > 1 ? String.format(Locale.ROOT, "%.0f", cases / in) : "-";     // one position: no rate
            double c = cpu();
            return String.format(Locale.ROOT, "%-18s %10.2f %10s %13.2f %14s %9.0fM  %d", label, wall(),
                    Double.isNaN(c) ? "-" : String.format(Locale.ROOT, "%.2f", c), in, rate, heap / 1e6, wall.length);
        }
    }

    private record Result(double wall, String[] fields) { }

    /** A jar holding cgcheck's entry point (unreadable or not a zip: false). */
    private static boolean isCgcheckJar(Path p) {
        if (!java.nio.file.Files.isRegularFile(p)) {
            return false;
        }
        try (java.util.jar.JarFile j = new java.util.jar.JarFile(p.toFile())) {
            return j.getEntry("org/cgcheck/cli/Main.class") != null;
        } catch (IOException e) {
            return false;
        }
    }

    /** that / this as "1.23x", or "-" where a build did not measure it. */
    private static String ratio(double that, double self) {
        return Double.isNaN(that) || Double.isNaN(self) ? "-" : String.format(Locale.ROOT, "%.2fx", that / self);
    }

    /** This build's {@code eval} on standard input, in a fresh JVM with this JVM's options (as the runs). */
    private static List<String> evalCommand(Path jar) {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(ManagementFactory.getRuntimeMXBean().getInputArguments());
        cmd.addAll(List.of("-cp", jar.toString(), "org.cgcheck.cli.Main", "eval"));
        return cmd;
    }

    /** One run of benchmark {@code name} by the build in {@code jar}, in a fresh JVM with this JVM's options. */
    private static Result spawn(String name, Path jar) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(ManagementFactory.getRuntimeMXBean().getInputArguments());
        cmd.addAll(List.of("-cp", jar.toString(), "org.cgcheck.cli.Main", "bench", "--child", name));
        long t0 = System.nanoTime();
        Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        String text = new String(p.getInputStream().readAllBytes()).strip();
        if (p.waitFor() != 0) {
            throw new IllegalStateException("benchmark " + name + " failed (exit " + p.exitValue() + ")"
                    + (text.isEmpty() ? "; its error is above" : ": " + text));
        }
        String[] lines = text.split("\n");
        return new Result((System.nanoTime() - t0) / 1e9, lines[lines.length - 1].split(" "));
    }

    /** Runs one benchmark in this process and prints "cases seconds peakHeapBytes processCpuSeconds". */
    private static int runChild(String name, PrintWriter out) throws IOException {
        long t0 = System.nanoTime();
        long cases;
        switch (name) {
            case "sum-commutes":
            case "rcf-additive":
            case "integers-1000":
            case "nim-1000":
            case "domineering-within-4x4":
            case "triples-transitive": {
                String claim = "theorem b " + BENCHMARKS.get(name).replaceFirst(" \\(.*", "");
                // The exhaustive check alone: no exploration beyond the bound, which builds before
                // issue 12 did not have (so --against compares the same work).
                CheckOptions o = CheckOptions.defaults().withRandom(0).withSymbolic(false).withExplore(0);
                Verdict v = Claims.check(claim, "bench", o).get(0);
                if (!v.ok()) {
                    throw new IllegalStateException("benchmark claim failed: " + v.message());
                }
                cases = v.cases();
                break;
            }
            case "enumerate-day3":
                cases = Universe.valuesBornBy(3).size();
                break;
            case "defs-kayles": {
                Verdict v = Claims.check(DEFS_KAYLES, "bench", CheckOptions.defaults().withRandom(0).withExplore(0)).get(0);
                if (!v.ok()) {
                    throw new IllegalStateException("benchmark claim failed: " + v.message());
                }
                cases = v.cases();
                break;
            }
            case "defs-subtraction":
            case "defs-subtraction-plain": {
                String program = name.equals("defs-subtraction") ? DEFS_SUBTRACTION : DEFS_SUBTRACTION_PLAIN;
                Verdict v = Claims.check(program, "bench", CheckOptions.defaults().withRandom(0).withExplore(0)).get(0);
                if (!v.ok()) {
                    throw new IllegalStateException("benchmark claim failed: " + v.message());
                }
                cases = v.cases();
                break;
            }
            case "worksheet-paste":
                cases = WorksheetConsole.pasteBenchmark();
                break;
            case "misere-day5": {
                var day4 = org.cgcheck.misere.MisereDays.bornBy(4);
                t0 = System.nanoTime();
                cases = org.cgcheck.misere.MisereDays.buildAndCount(day4);
                if (cases != 4_171_780L) {
                    throw new IllegalStateException("misère forms born by day 5: " + cases + ", expected 4171780");
                }
                break;
            }
            case "misere-heaps":
                cases = MisereHeapsBench.run();
                break;
            case "dicot-day3": {
                cases = org.cgcheck.misere.DicotDays.bornBy(3).size();
                if (cases != 1268) {
                    throw new IllegalStateException("reduced dicots born by day 3: " + cases + ", expected 1268");
                }
                break;
            }
            case "loopy-sums": {
                Verdict v = Claims.check(LOOPY_SUMS, "bench", CheckOptions.defaults().withRandom(0).withExplore(0)).get(0);
                if (!v.ok()) {
                    throw new IllegalStateException("benchmark claim failed: " + v.message());
                }
                cases = v.cases();
                break;
            }
            case "loopy-cgsuite":
                cases = LoopyCgsuiteBench.run();
                break;
            case "misere-quotient": {
                Object[][] want = {{"0.75", 100, 8}, {"kayles", 30, 40}, {"dawsonskayles", 24, 24}, {"grundysgame", 28, 48}};
                cases = 0;
                for (Object[] w : want) {
                    int order = org.cgcheck.misere.MisereQuotient.of(org.cgcheck.rules.HeapGame.named((String) w[0]),
                            (String) w[0], (Integer) w[1]).order();
                    if (order != (Integer) w[2]) {
                        throw new IllegalStateException("misère quotient of " + w[0] + " with heaps ≤ " + w[1] + ": order "
                                + order + ", expected " + w[2]);
                    }
                    cases += (Integer) w[1];
                }
                break;
            }
            case "random-sums-day5": {
                RandomGames rnd = new RandomGames(1);
                List<Game> gs = new ArrayList<>();
                for (int i = 0; i < 40_000; i++) {
                    gs.add(rnd.value(5));
                }
                t0 = System.nanoTime();
                for (int i = 0; i < 40_000; i += 2) {
                    gs.get(i).plus(gs.get(i + 1));
                }
                cases = 20_000;
                break;
            }
            default: {
                if (RULESETS.containsKey(name)) {
                    new org.cgcheck.eval.Interpreter().eval(org.cgcheck.lang.Parser.parse("canonical(" + RULESETS.get(name) + ")"));
                    cases = 1;
                    break;
                }
                CheckCommand c = new TheoremsCommand();
                org.cgcheck.check.Checker checker = new org.cgcheck.check.Checker(CheckOptions.defaults());
                cases = 0;
                List<org.cgcheck.eval.Programs.Source> sources = new ArrayList<>();
                for (Path f : org.cgcheck.check.ClaimFiles.find(c.roots(), false)) {
                    sources.add(new org.cgcheck.eval.Programs.Source(java.nio.file.Files.readString(f), f.toString()));
                }
                for (var r : org.cgcheck.eval.Programs.parseAll(sources, new org.cgcheck.lang.Definitions())) {
                    for (var claim : r.claims()) {
                        Verdict v = checker.check(claim);
                        cases += v.cases() + v.randomCases();
                    }
                }
            }
        }
        double secs = (System.nanoTime() - t0) / 1e9;
        long peak = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                peak += pool.getPeakUsage().getUsed();
            }
        }
        double cpu = ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime() / 1e9;
        out.println(cases + " " + secs + " " + peak + " " + cpu);
        out.flush();
        return 0;
    }
}
