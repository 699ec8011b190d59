package org.cgcheck.check.prove;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.cgcheck.check.prove.Certificate.Derivation;
import org.cgcheck.check.prove.Certificate.Obligation;
import org.cgcheck.check.prove.Certificate.Use;
import org.cgcheck.game.Game;
import org.cgcheck.lang.Expr;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class ProverTest {
    static Certificate proved(String claim) {
        Parsed p = Parsed.of(claim);
        Prover.Result r = p.prove();
        assertNotNull(r.certificate(), () -> claim + ": " + r.reason());
        assertNull(p.check(r.certificate()), claim);
        return r.certificate();
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "forall G, H, K: G <= H implies G + K <= H + K",
        "forall G, H, K: G < H implies G + K < H + K",
        "forall G, H, K: G <= H and H <= K implies G <= K",
        "forall G, H, K: G < H and H <= K implies G < K",
        "forall G, H: G <= H and H <= G implies G == H",
        "forall G, H: G <= H iff -H <= -G",
        "forall G, H, K: G + K == H + K implies G == H",
        "forall G: {G | -G} == -{G | -G}",
        "forall G, H: {G, H | -G} == -{G | -G, -H}",
        "forall G: +-G + +-G == 0",
        "forall F impartial: F + F == 0",
        "forall F, E impartial: F <= E implies F == E",
        "forall G, H: rcf(G + H - H) == rcf(G)",
        "forall G, H: temperature(G + H) - temperature(H + G) == 0",
        "forall G, H: (G).ReducedCanonicalForm == rcf(G + H - H)",
        "forall G: G + ^ > G and G + * <> G and not (G + * == G)",
        "forall G, H: G <> H iff G - H <> 0",
        "forall G, H: G <| H iff G - H <| 0",
        "forall G, H: G != H implies H != G",
        "forall G: G <= 0 or G <= -1 implies G <= 1",
        "forall n, m in 0..5: n < m implies n + 1 <= m",
        "forall n in 0..5: *n + *n == 0",
        "forall G: G < G implies G == 7",
        "forall G: G >= 1 and G <= 0 implies G <> G",
        "forall G: 3 * G - G - 2 * G == 0",
        "forall G, H: 2 * G <= 2 * H implies 2 * G + H <= 2 * H + H"
    })
    void provesWhatFollowsFromTheOrderedGroupLaws(String claim) {
        proved(claim);
    }

    @Test
    void theCertificateOfMonotonicityIsTheIssuesOne() {
        Certificate c = proved("forall G, H, K: G <= H implies G + K <= H + K");
        assertEquals("ordered-group certificate: (H + K) - (G + K) = 1·(H - G)", Render.oneLine(c));
        assertTrue(Render.steps(c).stream().anyMatch(s -> s.contains("H - G ≥ 0: by G <= H")), Render.steps(c)
                .toString());
    }

    @Test
    void transitivityAddsTheTwoHypotheses() {
        assertEquals("ordered-group certificate: K - G = 1·(H - G) + 1·(K - H)",
                Render.oneLine(proved("forall G, H, K: G <= H and H <= K implies G <= K")));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "forall G: G + G == 0 implies G == 0",
        "forall G, H: G <= H or H <= G",
        "forall G, H: G <= H implies rcf(G) <= rcf(H)",
        "forall G, H: rcf(G + H) == rcf(G) + rcf(H)",
        "forall G: 2 * G >= 0 implies G >= 0",
        "forall G, H: G > 0 and H <> 0 implies G + H > 0",
        "forall F, E form: F == E implies size(F) == size(E)",
        "forall F impartial: F === -F + 0",
        "forall n in {-1, 2}: *n + *n == 0"
    })
    void provesNothingElse(String claim) {
        Prover.Result r = Parsed.of(claim).prove();
        assertNull(r.certificate(), claim);
        assertNotNull(r.reason());
    }

    @Test
    void saysWhyInOneLine() {
        assertEquals("not a consequence of the ordered-group laws: needs a property of rcf",
                Parsed.of("forall G, H: G <= H implies rcf(G) <= rcf(H)").prove().reason());
        assertTrue(Parsed.of("forall G: G == 0 implies outcome(G) == outcome(-G)").prove().reason()
                .startsWith("not a comparison of games"));
    }

    @Test
    void theSearchObservesTheClaimsStop() {
        Parsed p = Parsed.of("forall A, B, C, D, E, F: A <= B and B <= C and C <= D and D <= E and E <= F"
                + " implies F <= A");
        assertNull(p.prove().certificate());
        Prover.Result r = Prover.prove(p.predicate(), p.names(), p.domains(), () -> true);
        assertEquals("the search was stopped", r.reason());
    }

    // --- the independent checker rejects certificates that do not prove the claim ---

    private static Certificate tamper(Certificate c, UnaryOperator<Derivation> f) {
        List<Obligation> os = new ArrayList<>();
        for (Obligation o : c.obligations()) {
            os.add(new Obligation(o.hypotheses(), o.goal(), o.derivations().stream().map(f).toList(),
                    o.refutations()));
        }
        return new Certificate(os);
    }

    private static Derivation uses(Derivation d, List<Use> uses) {
        return new Derivation(d.contradiction(), d.hi(), d.lo(), d.offset(), uses, d.remainder());
    }

    @Test
    void theCheckerRejectsAWrongMultiplier() {
        Parsed p = Parsed.of("forall G, H, K: G <= H and H <= K implies G <= K");
        Certificate c = p.prove().certificate();
        assertNull(p.check(c));
        Certificate bad = tamper(c, d -> uses(d, d.uses().stream().map(u -> new Use(2, u.hi(), u.lo(), u.offset(),
                u.source(), u.origin())).toList()));
        assertNotNull(p.check(bad));
    }

    @Test
    void theCheckerRejectsADroppedTermAndAnInventedHypothesis() {
        Parsed p = Parsed.of("forall G, H, K: G <= H and H <= K implies G <= K");
        Certificate c = p.prove().certificate();
        assertNotNull(p.check(tamper(c, d -> uses(d, d.uses().subList(0, 1)))));
        // "K - G ≥ 0" claimed straight from an invented hypothesis G <= K
        Derivation d0 = c.obligations().get(0).derivations().get(0);
        Expr invented = new Expr.Binary(Expr.Op.LE, d0.lo(), d0.hi(), d0.hi().pos());
        assertNotNull(p.check(tamper(c, d -> uses(d, List.of(new Use(1, d.hi(), d.lo(), 0,
                Certificate.Source.HYPOTHESIS, invented))))));
    }

    @Test
    void theCheckerRejectsTorsionPassedOffAsALaw() {
        // G + G == 0 is a law for impartial F, not for an arbitrary G.
        Parsed ok = Parsed.of("forall F impartial: F + F == 0");
        Certificate c = ok.prove().certificate();
        Parsed p = Parsed.of("forall F: F + F == 0");
        assertNotNull(p.check(c));
    }

    @Test
    void theCheckerRejectsAMissingCaseAndAWrongRemainder() {
        Parsed p = Parsed.of("forall G: G <= 0 or G <= -1 implies G <= 1");
        Certificate c = p.prove().certificate();
        assertEquals(2, c.obligations().size());
        assertNotNull(p.check(new Certificate(c.obligations().subList(0, 1))));
        assertNotNull(p.check(tamper(c, d -> new Derivation(false, d.hi(), d.lo(), d.offset(), d.uses(),
                Game.integer(5)))));
        Parsed strict = Parsed.of("forall G: G <= 0 implies G < 1");
        Certificate s = strict.prove().certificate();
        assertNull(strict.check(s));
        // The same derivation without its strictness refutation proves only G <= 1.
        assertNotNull(strict.check(new Certificate(s.obligations().stream().map(o -> new Obligation(o.hypotheses(),
                o.goal(), o.derivations(), List.of())).toList())));
        assertEquals(BigInteger.ONE.intValue(), s.obligations().size());
    }
    @Test
    void theCheckerRejectsANumbersStopsForAGame() {
        // LS(x) == x is a law for a number x; the same certificate must not pass for an arbitrary game x.
        Parsed ok = Parsed.of("forall G: forall x number: isinfinitesimal(G) and x > 0 implies G < x");
        Certificate c = ok.prove().certificate();
        assertNotNull(c);
        assertNull(ok.check(c));
        assertNotNull(Parsed.of("forall G: forall x: isinfinitesimal(G) and x > 0 implies G < x").check(c));
    }

    @Test
    void theStopBoundIsNotTakenForARelationItDoesNotGive() {
        // A certificate of leftstop(G + -x) < 0 proves G < x, not G == x nor x < G.
        Certificate c = Parsed.of("forall G: forall x number: isinfinitesimal(G) and x > 0 implies G < x").prove()
                .certificate();
        assertNotNull(Parsed.of("forall G: forall x number: isinfinitesimal(G) and x > 0 implies G == x").check(c));
        assertNotNull(Parsed.of("forall G: forall x number: isinfinitesimal(G) and x > 0 implies x < G").check(c));
        assertNotNull(Parsed.of("forall G: forall x number: isinfinitesimal(G) and x > 0 implies G <> x").check(c));
    }
    @Test
    void theCheckerRejectsAWrongNimSumStep() {
        Parsed p = Parsed.of("forall F, H, K impartial: grundy(F) == grundy(H) and grundy(H) == grundy(K)"
                + " implies grundy(F + K) == 0");
        Certificate c = p.prove().certificate();
        assertNotNull(c);
        assertEquals(1, c.xors().size());
        assertNull(p.check(c));
        Certificate.XorStep x = c.xors().get(0);
        assertEquals(2, x.used().size());
        // one equality dropped
        assertNotNull(p.check(new Certificate(List.of(), List.of(new Certificate.XorStep(x.hypotheses(), x.goal(),
                x.used().subList(0, 1), false, null)))));
        // an invented equality
        Expr invented = Parsed.of("forall F, K impartial: grundy(F + K) == 0").predicate();
        assertNotNull(p.check(new Certificate(List.of(), List.of(new Certificate.XorStep(x.hypotheses(), x.goal(),
                List.of(invented), false, null)))));
        // the same step for a goal it does not give
        Parsed other = Parsed.of("forall F, H, K impartial: grundy(F) == grundy(H) and grundy(H) == grundy(K)"
                + " implies grundy(F + H) == 0");
        assertNotNull(other.check(c));
    }
}
