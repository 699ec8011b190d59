package org.cgcheck.universe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.cgcheck.Claims;
import org.cgcheck.check.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Issue 13: claims over `uptimal born by N` beyond day 3 run over every uptimal of the domain. */
class UptimalClaimsTest {
    private static Verdict one(String src) {
        List<Verdict> vs = Claims.check(src);
        assertEquals(1, vs.size());
        return vs.get(0);
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)        // hang guard only
    void aVerifiedClaimOverUptimalsBornByDayFiveCheckedEachOfThem() {
        Verdict v = one("theorem t forall G uptimal born by 5: isuptimal(G) and birthday(G) <= 5");
        assertEquals(Verdict.Status.VERIFIED, v.status(), v.message());
        assertEquals(544, v.cases());
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void aValueFirstBornOnDayFiveIsFoundAsTheCounterexample() {
        Verdict v = one("refuted r forall G uptimal born by 5: G != ^<4> + *");
        assertEquals(Verdict.Status.REFUTED, v.status(), v.message());
        assertEquals(Map.of("G", "^<4>*"), v.counterexample());
        assertTrue(v.ok());
    }

    @Test
    void evalRunsOverUptimalsBornByDaySix() {
        org.cgcheck.cli.BadInputTest.Run r = org.cgcheck.cli.BadInputTest.run("eval",
                "forall G uptimal born by 6: isuptimal(-G)");
        assertEquals("true", r.out().strip(), r.out() + r.err());
        r = org.cgcheck.cli.BadInputTest.run("eval", "forall G uptimal born by 9: G == G");
        assertEquals(2, r.code(), r.out() + r.err());
        assertTrue((r.out() + r.err()).contains("about 47673 of them; the limit is day 8"), r.out() + r.err());
    }

    @Test
    void enumerateListsAndCountsUptimalsBeyondDayThree() {
        org.cgcheck.cli.BadInputTest.Run r = org.cgcheck.cli.BadInputTest.run("enumerate", "--kind", "uptimals",
                "--born-by", "6", "--count");
        assertEquals("1695", r.out().strip(), r.out() + r.err());
        r = org.cgcheck.cli.BadInputTest.run("enumerate", "--kind", "uptimals", "--born-by", "4");
        List<String> lines = r.out().lines().toList();
        assertEquals(171, lines.size());
        assertEquals(List.of("0", "-1", "1", "*"), lines.subList(0, 4));
        assertTrue(lines.contains("^<3>") && lines.contains("v<3>*"), lines.toString());
    }
}
