package org.cgcheck.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code bench loopy-cgsuite} (issue 32): 80 loopy expressions in CGSuite's syntax, each with the
 * line CGSuite printed for it (resource loopy-cgsuite.tsv), evaluated as {@code cgcheck eval}
 * evaluates a line. The run fails if any printed line differs from CGSuite's, so the time is
 * that of the right answers.
 */
final class LoopyCgsuiteBench {
    private LoopyCgsuiteBench() {
    }

    /** One expression and CGSuite's printed answer. */
    record Case(String expression, String cgsuite) { }

    static List<Case> cases() {
        List<Case> out = new ArrayList<>();
        try (InputStream in = LoopyCgsuiteBench.class.getResourceAsStream("loopy-cgsuite.tsv");
             BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    String[] f = line.split("\t", 2);
                    out.add(new Case(f[0], f[1]));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    /** Evaluates every expression; the number evaluated, or an exception naming the first that differs. */
    static long run() {
        List<Case> cases = cases();
        for (int i = 0; i < cases.size(); i++) {
            Case c = cases.get(i);
            EvalCommand.Result r = EvalCommand.evaluate(c.expression(), "loopy-cgsuite", i + 1, null);
            String got = r.error() != null ? r.error().getMessage() : r.line();
            if (!c.cgsuite().equals(got)) {
                throw new IllegalStateException("loopy-cgsuite line " + (i + 1) + ": " + c.expression() + " gave " + got
                        + ", CGSuite " + c.cgsuite());
            }
        }
        return cases.size();
    }
}
