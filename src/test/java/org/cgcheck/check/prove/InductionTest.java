package org.cgcheck.check.prove;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.cgcheck.Claims;
import org.cgcheck.check.CheckOptions;
import org.cgcheck.check.Verdict;
import org.junit.jupiter.api.Test;

/**
 * Proofs by induction on birthday: the structural-map schema proves what it should, each proof is
 * confirmed by the exhaustive check (cross-check), and no claim the check refutes is ever proved,
 * however much it looks like one the schema proves.
 */
class InductionTest {
    private static final String DEFS = String.join("\n",
            "define conj(G: game) = { conj(B) for B in right(G) | conj(A) for A in left(G) }",
            "define id(G: game) = { id(A) for A in left(G) | id(B) for B in right(G) }",
            "define c2(G: game) = -G",
            "define ll(G: game) = { ll(A) for A in left(G) | ll(B) for B in left(G) }",
            "define rr(G: game) = { rr(A) for A in right(G) | rr(B) for B in right(G) }",
            "define offside(G: game) = { offside(A) for A in left(G) | offside(B) for B in right(-G) }",
            "define plusone(G: game) = { plusone(A) + 1 for A in left(G) | plusone(B) for B in right(G) }",
            "define negl(G: game) = { -negl(A) for A in left(G) | negl(B) for B in right(G) }",
            "define q(G: game) = if isnumber(G) then G else { q(A) for A in left(G) | q(B) for B in right(G) }",
            "define partial(G: game) = if grundy(G) == 0 then G else { partial(A) for A in left(G) | partial(B) for B in right(G) }",
            "define bad(G: game) = if isnumber(G) then -G else { bad(A) for A in left(G) | bad(B) for B in right(G) }",
            "define p(G: game) = if isnumber(G) then G else if isnumber(G - *) then G - *",
            "  else { p(A) for A in left(G) | p(B) for B in right(G) }",
            "");

    private static Verdict check(String claim) {
        CheckOptions o = CheckOptions.defaults().withExplore(0).withRandom(500).withCrossCheck(true);
        return Claims.check(DEFS + "theorem t " + claim + "\n", "t.cgt", o).get(0);
    }

    @Test
    void provesMapEqualitiesAndWhatFollowsFromThem() {
        for (String c : List.of("forall G: conj(G) == -G", "forall G born by 3: conj(G) == -G",
                "forall G: conj(conj(G)) == G", "forall G, H: conj(G + H) == conj(G) + conj(H)",
                "forall G: id(G) == G", "forall G: c2(G) == conj(G)", "forall F impartial: F == *grundy(F)",
                "forall F impartial born by 3: *grundy(F) == F", "forall G, H: G <= H implies conj(H) <= conj(G)",
                "forall G: ll(G) == ll(G)", "forall G dicotic: conj(G) == -G",
                "forall G: q(G) == G", "forall G, H: q(G + H) == q(G) + q(H)")) {
            Verdict v = check(c);
            assertEquals(Verdict.Status.PROVED, v.status(), c + ": " + v.message() + " " + v.details());
            assertTrue(v.details().stream().anyMatch(d -> d.contains("induction")), c + ": " + v.details());
            assertNotNull(v.proof(), c);
            assertEquals("induction", v.proof().get("kind"), c);
        }
    }

    @Test
    void aMapThatCanFailIsNotProvedTotal() {
        // grundy(G) fails for a game that is not impartial: the claim is an error there, never proved.
        Verdict v = check("forall G: partial(G) == G");
        assertNotEquals(Verdict.Status.PROVED, v.status(), v.message());
    }

    @Test
    void noRefutedClaimIsProvedHoweverInductionLikeItLooks() {
        for (String c : List.of(
                "forall G born by 3: conj(G) == G",
                "forall G born by 3: ll(G) == G",                  // shape {L | L} is not the identity's
                "forall G born by 3: rr(G) == -G",
                "forall G born by 3: offside(G) == G",             // recursion on options of -G, not of G
                "forall G born by 3: plusone(G) == G",             // the images are not the map's
                "forall G born by 3: negl(G) == G",
                "forall G born by 3: ll(G) == rr(G)",
                "forall G, H born by 2: p(G + H) == p(G) + p(H)",  // Calistrate's p: a homomorphism on options only
                "forall G born by 3: conj(G) == id(G)",
                "forall G dicotic born by 3: G == conj(G)",
                "forall F impartial born by 3: F == *grundy(F) + *",
                "forall F impartial born by 3: F == -*grundy(F) + *",
                "forall G, H born by 2: conj(G + H) == conj(G) + H",
                "forall G born by 3: bad(G) == G",                 // a case that is not the identity
                "forall G born by 3: p(G) == G",                   // a case (G - *) that is no map of the schema
                "forall G born by 2: q(G) == -G")) {
            Verdict v = check(c);
            assertEquals(Verdict.Status.REFUTED, v.status(), c + ": " + v.message());
            assertNotEquals(Verdict.Status.PROVED, v.status(), c);
            Verdict unbounded = check(c.replaceAll(" born by \\d", ""));
            assertNotEquals(Verdict.Status.PROVED, unbounded.status(), c + " over all games: " + unbounded.message());
        }
    }
}
