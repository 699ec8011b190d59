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
 * told apart from its work; its output must be the answers the benchmark expects. This build's
 * {@code eval} is run the same two ways (same JVM options as the benchmark's runs), so the work
 * beyond start-up is measured alike for both programs.
 */
final class CgsuiteSideBySide {
    /** Benchmarks with a CGSuite input: their cases, each an expression and CGSuite's answer. */
    private static final Map<String, Supplier<List<LoopyCgsuiteBench.Case>>> INPUTS =
            Map.of("loopy-cgsuite", LoopyCgsuiteBench::cases, "misere-heaps", MisereHeapsBench::cases);

    private final Path cgsEval;
    private final List<LoopyCgsuiteBench.Case> cases;
    private final double[] full;
    private final double[] startUp;
    private final double[] fullCpu;
    private final double[] startUpCpu;
    private final List<String> evalCommand;     // this build's "eval" reading stdin, or null
    private final double[][] mine;              // this build's eval: full, start-up, full cpu, start-up cpu

    private CgsuiteSideBySide(Path cgsEval, List<LoopyCgsuiteBench.Case> cases, int runs, List<String> evalCommand) {
        this.cgsEval = cgsEval;
        this.cases = cases;
        this.full = new double[runs];
        this.startUp = new double[runs];
        this.fullCpu = new double[runs];
        this.startUpCpu = new double[runs];
        this.evalCommand = evalCommand;
        this.mine = new double[4][runs];
    }

    /**
     * The runner for a benchmark, or null if it has no CGSuite input; {@code evalCommand} runs this
     * build's {@code eval} on standard input (null: CGSuite alone).
     */
    static CgsuiteSideBySide of(String benchmark, Path cgsEval, int runs, List<String> evalCommand) {
        Supplier<List<LoopyCgsuiteBench.Case>> in = INPUTS.get(benchmark);
        return in == null ? null : new CgsuiteSideBySide(cgsEval, in.get(), runs, evalCommand);
    }

    /** Round r: CGSuite on the expressions, then on one line; then this build's eval the same two ways. */
    void run(int r) throws IOException, InterruptedException {
        StringBuilder input = new StringBuilder();
        cases.forEach(c -> input.append(c.expression()).append('\n'));
        List<String> cgs = List.of(cgsEval.toString());
        double[] f = time(cgs, input.toString(), true);
        double[] s = time(cgs, "0\n", false);
        full[r] = f[0];
        fullCpu[r] = f[1];
        startUp[r] = s[0];
        startUpCpu[r] = s[1];
        if (evalCommand != null) {
            double[] mf = time(evalCommand, input.toString(), true);
            double[] ms = time(evalCommand, "0\n", false);
            mine[0][r] = mf[0];
            mine[1][r] = ms[0];
            mine[2][r] = mf[1];
            mine[3][r] = ms[1];
        }
    }

    /** Wall seconds and CPU seconds (user + system, from the shell's {@code times}) of one run. */
    private double[] time(List<String> command, String input, boolean check) throws IOException, InterruptedException {
        long t0 = System.nanoTime();
        // stderr to a file: read after the run, it cannot fill a pipe and stall CGSuite meanwhile.
        java.io.File errFile = java.io.File.createTempFile("cgs-eval", ".err");
        String err;
        String out;
        try {
            List<String> cmd = new java.util.ArrayList<>(List.of("bash", "-c", "\"$0\" \"$@\"; times >&2"));
            cmd.addAll(command);
            Process p = new ProcessBuilder(cmd).redirectError(errFile).start();
            p.getOutputStream().write(input.getBytes(StandardCharsets.UTF_8));
            p.getOutputStream().close();
            out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            p.waitFor();
            err = java.nio.file.Files.readString(errFile.toPath());
        } finally {
            errFile.delete();
        }
        double secs = (System.nanoTime() - t0) / 1e9;
        if (check) {
            String[] lines = out.split("\n");
            for (int i = 0; i < cases.size(); i++) {
                String got = i < lines.length ? lines[i].strip() : "(nothing)";
                if (!got.equals(cases.get(i).cgsuite())) {
                    throw new IllegalStateException(command.get(0) + " printed " + got + " for " + cases.get(i).expression()
                            + ", the benchmark expects " + cases.get(i).cgsuite());
                }
            }
        }
        String[] times = err.strip().split("\n");
        return new double[] {secs, cpu(times[times.length - 1])};
    }

    /** "0m3.120s 0m0.210s" (the children's user and system time) in seconds; NaN if unreadable. */
    private static double cpu(String line) {
        double total = 0;
        for (String f : line.strip().split("\\s+")) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d+)m([\\d.]+)s").matcher(f);
            if (!m.matches()) {
                return Double.NaN;
            }
            total += Integer.parseInt(m.group(1)) * 60 + Double.parseDouble(m.group(2));
        }
        return total;
    }

    /** CGSuite's medians beside this build's (wall and CPU with start-up, and start-up alone). */
    String row(double myWall, double myCpu, double myInner) {
        double wall = median(full);
        double start = median(startUp);
        double cpu = median(fullCpu);
        double startCpu = median(startUpCpu);
        return String.format(Locale.ROOT, "  CGSuite (%s): median wall %.2f s (start-up alone %.2f s, so work %.2f s),"
                + " median cpu %.2f s (start-up alone %.2f s)%n  ratio CGSuite / this build: wall %.2fx, cpu %.2fx,"
                + " work %.2fx (CGSuite's wall beyond start-up / this build's time inside the process)", cgsEval, wall,
                start, wall - start, cpu, startCpu, wall / myWall, cpu / myCpu, (wall - start) / myInner)
                + (evalCommand == null ? "" : evalRow(wall, start, cpu, startCpu));
    }

    /** This build's eval measured as CGSuite is: both with start-up, and beyond it. */
    private String evalRow(double wall, double start, double cpu, double startCpu) {
        double myWall = median(mine[0]);
        double myStart = median(mine[1]);
        double myCpu = median(mine[2]);
        double myStartCpu = median(mine[3]);
        return String.format(Locale.ROOT, "%n  this build's eval, same input: median wall %.2f s (start-up alone %.2f s, so work"
                + " %.2f s), median cpu %.2f s (start-up alone %.2f s, so work %.2f s)%n  ratio CGSuite / this build's"
                + " eval: wall %.2fx, cpu %.2fx; beyond start-up: wall %.2fx, cpu %.2fx (CGSuite's work: %.2f s wall,"
                + " %.2f s cpu)", myWall, myStart, myWall - myStart, myCpu, myStartCpu, myCpu - myStartCpu,
                wall / myWall, cpu / myCpu, (wall - start) / (myWall - myStart), (cpu - startCpu) / (myCpu - myStartCpu),
                wall - start, cpu - startCpu);
    }

    private static double median(double[] xs) {
        double[] s = xs.clone();
        Arrays.sort(s);
        return s[s.length / 2];
    }
}
