package org.cgcheck.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/**
 * {@code bench NAME --cgsuite CGS_EVAL}: CGSuite's calculator run on the benchmark's own input,
 * alternating with this build's runs (the machine is shared and noisy: compare in one run). Each
 * round runs CGSuite twice, on the expressions and on one line ("0"), so its start-up can be
 * told apart from its work; its output must be the answers the benchmark expects.
 */
final class CgsuiteSideBySide {
    /** Benchmarks with a CGSuite input: their cases, each an expression and CGSuite's answer. */
    private static final Map<String, Supplier<List<LoopyCgsuiteBench.Case>>> INPUTS =
            Map.of("loopy-cgsuite", LoopyCgsuiteBench::cases);

    private final Path cgsEval;
    private final List<LoopyCgsuiteBench.Case> cases;
    private final double[] full;
    private final double[] startUp;

    private CgsuiteSideBySide(Path cgsEval, List<LoopyCgsuiteBench.Case> cases, int runs) {
        this.cgsEval = cgsEval;
        this.cases = cases;
        this.full = new double[runs];
        this.startUp = new double[runs];
    }

    /** The runner for a benchmark, or null if it has no CGSuite input. */
    static CgsuiteSideBySide of(String benchmark, Path cgsEval, int runs) {
        Supplier<List<LoopyCgsuiteBench.Case>> in = INPUTS.get(benchmark);
        return in == null ? null : new CgsuiteSideBySide(cgsEval, in.get(), runs);
    }

    /** Round r: CGSuite on the expressions, then on one line. */
    void run(int r) throws IOException, InterruptedException {
        StringBuilder input = new StringBuilder();
        cases.forEach(c -> input.append(c.expression()).append('\n'));
        full[r] = time(input.toString(), true);
        startUp[r] = time("0\n", false);
    }

    private double time(String input, boolean check) throws IOException, InterruptedException {
        long t0 = System.nanoTime();
        Process p = new ProcessBuilder(cgsEval.toString()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        p.getOutputStream().write(input.getBytes(StandardCharsets.UTF_8));
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        p.waitFor();
        double secs = (System.nanoTime() - t0) / 1e9;
        if (check) {
            String[] lines = out.split("\n");
            for (int i = 0; i < cases.size(); i++) {
                String got = i < lines.length ? lines[i].strip() : "(nothing)";
                if (!got.equals(cases.get(i).cgsuite())) {
                    throw new IllegalStateException("CGSuite printed " + got + " for " + cases.get(i).expression()
                            + ", the benchmark expects " + cases.get(i).cgsuite());
                }
            }
        }
        return secs;
    }

    /** CGSuite's medians beside this build's (wall with start-up, and the work alone). */
    String row(double myWall, double myInner) {
        double wall = median(full);
        double start = median(startUp);
        return String.format(Locale.ROOT, "  CGSuite (%s): median wall %.2f s, start-up alone %.2f s, work %.2f s;"
                + " ratio CGSuite / this build: wall %.2fx, work %.2fx", cgsEval, wall, start, wall - start,
                wall / myWall, (wall - start) / myInner);
    }

    private static double median(double[] xs) {
        double[] s = xs.clone();
        Arrays.sort(s);
        return s[s.length / 2];
    }
}
