package org.cgcheck.cli;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code bench misere-heaps}: 90 misère nim values in one process (Kayles and Dawson's Kayles
 * heaps 0..30, Grundy's game 0..24, three sums of heaps; issue 32), each checked against the
 * value CGSuite 2.2 printed for the same position ({@code .MisereNimValue}), so the benchmark
 * and {@code --cgsuite} compare the same answers.
 */
final class MisereHeapsBench {
    private MisereHeapsBench() {
    }

    // CGSuite's answers, in the order of lines() (cgs-eval, CGSuite 2.2, issue 32).
    private static final String CGSUITE = "1 0 2 3 0 1 3 2 1 0 2 4 0 1 2 5 1 6 3 2 0 6 4 5 6 7 2 8 7 6 5"
            + " 1 1 0 0 2 1 3 0 0 1 1 3 0 2 1 1 0 0 2 1 3 0 0 1 1 3 0 4 1 1 0"
            + " 1 1 1 0 1 2 0 1 2 0 1 2 0 1 2 0 1 2 0 1 2 0 1 2 0  8 5 6";

    private static final String[][] SUMS = {{"Kayles(20)", "Kayles(25)"}, {"Kayles(12)", "DawsonsKayles(20)"},
            {"Kayles(20)", "GrundysGame(24)"}};

    /** The positions, as {@code game.heap.Kayles(7)} or a sum of two. */
    private static List<String> positions() {
        List<String> out = new ArrayList<>();
        for (String game : List.of("Kayles", "DawsonsKayles", "GrundysGame")) {
            for (int n = 0; n <= (game.equals("GrundysGame") ? 24 : 30); n++) {
                out.add("game.heap." + game + "(" + n + ")");
            }
        }
        for (String[] s : SUMS) {
            out.add("game.heap." + s[0] + " + game.heap." + s[1]);
        }
        return out;
    }

    /** The benchmark's cases in CGSuite's language, with CGSuite's answers. */
    static List<LoopyCgsuiteBench.Case> cases() {
        List<String> ps = positions();
        String[] answers = CGSUITE.trim().split("\\s+");
        List<LoopyCgsuiteBench.Case> out = new ArrayList<>();
        for (int i = 0; i < ps.size(); i++) {
            String p = ps.get(i).contains(" + ") ? "(" + ps.get(i) + ")" : ps.get(i);
            out.add(new LoopyCgsuiteBench.Case(p + ".MisereNimValue", answers[i]));
        }
        return out;
    }

    /** Evaluates the 90 lines in this process; each must be CGSuite's answer. Returns the count. */
    static long run() {
        org.cgcheck.eval.Interpreter in = new org.cgcheck.eval.Interpreter();
        List<String> ps = positions();
        List<LoopyCgsuiteBench.Case> want = cases();
        for (int i = 0; i < ps.size(); i++) {
            String line = "miserenimvalue(" + ps.get(i) + ")";
            Object v = in.eval(org.cgcheck.lang.Parser.parse(line));
            if (!(v instanceof BigInteger b) || !b.toString().equals(want.get(i).cgsuite())) {
                throw new IllegalStateException(line + " = " + v + ", CGSuite: " + want.get(i).cgsuite());
            }
        }
        return ps.size();
    }
}
