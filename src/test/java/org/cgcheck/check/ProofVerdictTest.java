package org.cgcheck.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.cgcheck.Claims;
import org.cgcheck.cli.BadInputTest;
import org.cgcheck.report.JsonReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How a proof shows in a verdict: message, steps, data, the no-proof note and --cross-check. */
class ProofVerdictTest {
    @TempDir
    Path dir;

    private static Verdict one(String src, CheckOptions o) {
        List<Verdict> vs = Claims.check(src, "p.cgt", o);
        assertEquals(1, vs.size());
        return vs.get(0);
    }

    @Test
    void aProvedClaimCarriesItsCertificate() {
        Verdict v = one("theorem add_mono\n  forall G, H, K: G <= H implies G + K <= H + K\n",
                CheckOptions.defaults());
        assertEquals(Verdict.Status.PROVED, v.status());
        assertEquals("ordered-group certificate: (H + K) - (G + K) = 1·(H - G)", v.message());
        assertTrue(v.details().get(0).startsWith("proof"), v.details().toString());
        assertNotNull(v.proof());
        assertEquals("for every game G, H, K", v.scope());     // a proof names every variable's domain
    }

    @Test
    void whenNoProofIsFoundTheDetailsSayWhy() {
        Verdict v = one("theorem stops\n  forall G born by 2: temperature(G) >= -1\n",
                CheckOptions.defaults().withExplore(0));
        assertEquals(Verdict.Status.VERIFIED, v.status());
        assertTrue(v.details().contains("no proof: not a consequence of the ordered-group laws: needs a property of"
                + " temperature"), v.details().toString());
        assertNull(v.proof());
    }

    @Test
    void crossCheckRunsTheExhaustiveCheckAfterAProof() {
        Verdict v = one("theorem t\n  forall G, H born by 2: G <= H implies G + * <= H + *\n",
                CheckOptions.defaults().withExplore(0).withCrossCheck(true));
        assertEquals(Verdict.Status.PROVED, v.status());
        assertTrue(v.cases() > 0, "the exhaustive check ran: " + v.cases());
        assertTrue(v.details().stream().anyMatch(d -> d.startsWith("cross-check agrees: verified")),
                v.details().toString());
    }

    @Test
    void crossCheckSamplesADomainTooLargeToEnumerateInsteadOfRefusing() {
        Verdict v = one("theorem assoc\n  forall G, H, K born by 3: (G + H) + K == G + (H + K)\n",
                CheckOptions.defaults().withExplore(0).withRandom(100).withCrossCheck(true));
        assertEquals(Verdict.Status.PROVED, v.status(), v.message());
        assertEquals(100, v.randomCases());
        assertTrue(v.details().stream().anyMatch(d -> d.startsWith("cross-check agrees: unrefuted")),
                v.details().toString());
    }

    @Test
    void aDisagreementIsAnErrorNamingIt() {
        Verdict proved = one("theorem t\n  forall G born by 2: G + G == G + G\n", CheckOptions.defaults());
        Verdict refuted = one("conjecture t\n  forall G born by 2: G + G == 0\n", CheckOptions.defaults());
        assertEquals(Verdict.Status.REFUTED, refuted.status());
        Verdict x = SymbolicProver.crossCheck(proved, refuted);
        assertEquals(Verdict.Status.ERROR, x.status());
        assertFalse(x.ok());
        assertTrue(x.message().startsWith("cross-check disagreement: proved by an ordered-group certificate, but the"
                + " check says refuted with counterexample"), x.message());
    }

    @Test
    void theCliTakesCrossCheckAndJsonCarriesTheProof() throws Exception {
        Path f = dir.resolve("m.cgt");
        Files.writeString(f, "theorem add_mono\n  forall G, H, K: G <= H implies G + K <= H + K\n");
        BadInputTest.Run r = BadInputTest.run("check", f.toString(), "--cross-check", "--random", "50");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("✓ proved  theorem add_mono  for every game G, H, K  (ordered-group certificate: (H + K) - (G + K) = "
                + "1·(H - G); 50 random"), r.out());
        BadInputTest.Run j = BadInputTest.run("check", f.toString(), "--json");
        assertEquals(0, j.code(), j.err());
        @SuppressWarnings("unchecked")
        Map<String, Object> doc = (Map<String, Object>) JsonReader.parse(j.out());
        @SuppressWarnings("unchecked")
        Map<String, Object> v = ((List<Map<String, Object>>) doc.get("verdicts")).get(0);
        @SuppressWarnings("unchecked")
        Map<String, Object> proof = (Map<String, Object>) v.get("proof");
        assertEquals("ordered-group certificate", proof.get("method"));
        assertTrue(String.valueOf(proof.get("obligations")).contains("H - G >= 0"), String.valueOf(proof));
    }
}
