package org.cgcheck.check;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.check.prove.Laws;
import org.cgcheck.check.prove.Lemma;
import org.cgcheck.check.prove.TrustedBase;
import org.cgcheck.eval.Programs;
import org.cgcheck.lang.Claim;
import org.cgcheck.lang.Expr;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The trusted base (issue 44): every lemma of it is proved from the definitions by the prover,
 * naming the entries it rests on and never itself; a trusted law with a statement is never proved
 * by citing that law; every entry has a source.
 */
class TrustedBaseTest {
    @Test
    @Timeout(300)
    void everyLemmaIsProvedWithoutCitingItself() {
        int lemmas = 0;
        for (TrustedBase.Entry e : TrustedBase.all()) {
            assertFalse(e.source() == null || e.source().isBlank(), e.id());
            if (!e.proved()) {
                continue;
            }
            lemmas++;
            SymbolicProver.Attempt a = attempt(e.statement());
            assertTrue(a.proved(), () -> "lemma " + e.id() + " not proved: " + a.note());
            List<?> laws = (List<?>) a.data().get("laws");
            assertFalse(laws.contains(e.id()), () -> "lemma " + e.id() + " cites itself: " + laws);
            for (Object l : laws) {
                assertTrue(TrustedBase.byId(String.valueOf(l)) != null, () -> e.id() + " rests on unknown " + l);
            }
        }
        assertTrue(lemmas >= 10, "lemmas: " + lemmas);
    }

    @Test
    @Timeout(300)
    void noTrustedLawIsProvedByCitingItself() {
        for (TrustedBase.Entry e : TrustedBase.all()) {
            if (e.proved() || e.statement() == null) {
                continue;
            }
            SymbolicProver.Attempt a = attempt(e.statement());
            if (a.proved()) {
                List<?> laws = (List<?>) a.data().get("laws");
                assertFalse(laws.contains(e.id()), () -> "law " + e.id() + " proved by citing itself: " + a.message());
            }
        }
    }

    private static SymbolicProver.Attempt attempt(String statement) {
        Claim c = Programs.parse("theorem t\n  " + statement + "\n", "base.cgt").claims().get(0);
        List<String> names = new ArrayList<>();
        List<Expr.Domain> domains = new ArrayList<>();
        Expr body = Lemma.outer(c.body(), names, domains);
        return SymbolicProver.attempt(body, names, domains, Stop.after(120), List.of(), Laws.all());
    }
}
