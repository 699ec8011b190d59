package org.cgcheck.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.check.prove.Laws;
import org.cgcheck.check.prove.Lemma;
import org.cgcheck.eval.Programs;
import org.cgcheck.lang.Claim;
import org.cgcheck.lang.Expr;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Issue 44's corpus: tempting misreadings of the impartial theory. Each, bounded, is refuted by the
 * exhaustive check (so it is false); over all games (bounds dropped) no method of the prover proves
 * it — the foundations (nimber induction, lemma chains, xor arithmetic), the ordered-group
 * certificates, induction and the tactics with every law. The true statements they misread are
 * proved by the same route, so the refusals are not vacuous.
 */
class ImpartialMisreadingsTest {
    static final String[] MISREADINGS = {
        "forall F, H impartial born by 2: grundy(F + H) == grundy(F) + grundy(H)",
        "forall F, H impartial born by 2: grundy(F + H) <= max(grundy(F), grundy(H))",
        "forall F, H impartial born by 2: grundy(F + H) >= max(grundy(F), grundy(H))",
        "forall F, H impartial born by 2: grundy(F + H) >= grundy(F) + grundy(H)",
        "forall F, H impartial born by 2: grundy(F) <= grundy(H) implies F <= H",
        "forall F, H impartial born by 2: grundy(F) < grundy(H) implies F < H",
        "forall G born by 2: G + G == 0",
        "forall G born by 2: -G == G",
        "forall G, H born by 2: G + H == 0 implies G == H",
        "forall F, H impartial born by 2: grundy(F + H) == (grundy(F) xor grundy(H) xor 1)",
        "forall F, H impartial born by 2: (F == H) iff (grundy(F) <= grundy(H))",
        "forall F, H impartial born by 2: (grundy(F + H) == 0) iff (F == 0 and H == 0)",
        "forall F impartial born by 3: grundy(F) == birthday(F)",
        "forall F impartial born by 3: grundy(F) < birthday(F)",
        "forall F impartial born by 3: (F <> 0) iff (grundy(F) == 0)",
        "forall n in 0..15: grundy(*n) == n + 1",
        "forall n, m in 0..15: grundy(*n + *m) == n + m",
        "forall F impartial born by 3: grundy(F + F) == grundy(F)",
        "forall F impartial born by 3: -F == *(grundy(F) + 1)",
        "forall F impartial born by 3: outcome(F) == N iff grundy(F) == 1",
        "forall F, H impartial born by 2: outcome(F + H) == outcome(F)",
        "forall n, m in 0..15: (n xor m) <= n or (n xor m) <= m",
        "forall n, m, x in 0..15: x < (n xor m) implies (x xor m) < n",
        "forall F impartial born by 3: grundy(F) == grundy(-F) + 1",
        "forall F, H impartial born by 2: F == H implies grundy(F + H) == grundy(F)",
        "forall n, m in 0..15: *n + *m == *(n + m) or n == m",
    };

    static final String[] TRUE_STATEMENTS = {
        "forall F, H impartial: grundy(F + H) == grundy(F) xor grundy(H)",
        "forall F, H impartial: (F == H) iff (grundy(F) == grundy(H))",
        "forall F impartial: grundy(F) <= birthday(F)",
        "forall F impartial: F + F == 0",
        "forall F impartial: -F == F",
        "forall n in 0..: grundy(*n) == n",
        "forall n, m, x in 0..: x < (n xor m) implies ((m xor x) < n or (n xor x) < m)",
        "forall F, H impartial: (grundy(F + H) == 0) iff (F == H)",
    };

    @Test
    @Timeout(900)
    void noMisreadingIsProved() {
        assertTrue(MISREADINGS.length >= 20, "at least 20 misreadings");
        Checker checker = new Checker(CheckOptions.defaults().withExplore(0));
        int n = 0;
        for (String text : MISREADINGS) {
            Claim claim = parse("m" + n++, text);
            Verdict v = checker.check(claim);
            assertEquals(Verdict.Status.REFUTED, v.status(), () -> "not refuted by the check: " + text);
            String all = text.replaceAll(" born by \\d", "").replace("in 0..15", "in 0..");
            assertFalse(attempt(parse("a" + n, all)).proved(), () -> "proved a false claim: " + all);
        }
    }

    @Test
    @Timeout(300)
    void theTrueStatementsAreProved() {
        int n = 0;
        for (String text : TRUE_STATEMENTS) {
            SymbolicProver.Attempt a = attempt(parse("t" + n++, text));
            assertTrue(a.proved(), () -> "not proved: " + text + " (" + a.note() + ")");
            assertTrue(a.data().get("laws") instanceof List<?> l && !l.isEmpty(), () -> "no laws named: " + text);
        }
    }

    @Test
    void aTrustedLawIsNotProvedByCitingItself() {
        // number_difference is a trusted law: the tactics would find it as "an instance", which is no proof
        SymbolicProver.Attempt a = attempt(parse("law", "forall G, H: isnumber(G + H) and isnumber(H) implies isnumber(G)"));
        assertFalse(a.proved());
        assertTrue(a.note().contains("law number_difference of the trusted base"), a.note());
    }

    private static Claim parse(String name, String text) {
        return Programs.parse("conjecture " + name + "\n  " + text + "\n", "corpus.cgt").claims().get(0);
    }

    private static SymbolicProver.Attempt attempt(Claim c) {
        List<String> names = new ArrayList<>();
        List<Expr.Domain> domains = new ArrayList<>();
        Expr body = Lemma.outer(c.body(), names, domains);
        return SymbolicProver.attempt(body, names, domains, Stop.after(120), List.of(), Laws.all());
    }
}
