package org.cgcheck.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.cgcheck.check.CheckOptions;
import org.cgcheck.check.Checker;
import org.cgcheck.check.Verdict;
import org.cgcheck.lang.ClaimParser;
import org.cgcheck.eval.Programs;

/** Checks claim text and returns the verdicts (test helper). */
final class Verdicts {
    private Verdicts() {
    }

    static List<Verdict> check(String source) {
        ClaimParser.Result r = Programs.parse(source, "test.cgt");
        assertTrue(r.errors().isEmpty(), () -> r.errors().toString());
        Checker checker = new Checker(CheckOptions.defaults());
        return r.claims().stream().map(checker::check).toList();
    }

    static Verdict refuted(String source) {
        List<Verdict> vs = check(source);
        assertEquals(1, vs.size());
        assertEquals(Verdict.Status.REFUTED, vs.get(0).status(), () -> vs.get(0).toString());
        return vs.get(0);
    }
}
