package org.cgcheck.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.cgcheck.check.CheckOptions;
import org.cgcheck.check.Checker;
import org.cgcheck.check.ClaimFiles;
import org.cgcheck.check.Verdict;
import org.cgcheck.lang.Claim;
import org.cgcheck.lang.ClaimParser;
import org.cgcheck.report.CounterexampleWriter;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.cgcheck.eval.Programs;

/**
 * Every claim in theorems/ (not theorems/slow/) is a JUnit test named after it; a claim that
 * does not meet its expectation fails with the counterexample. The committed counterexamples/
 * folder must match what the refuted claims generate.
 */
class TheoremLibraryTest {
    private static final Map<String, Verdict> VERDICTS = new TreeMap<>();

    static synchronized Map<String, Verdict> verdicts() throws IOException {
        if (VERDICTS.isEmpty()) {
            // Exploration beyond the bounds never changes a verdict (HiddenBoundTest covers it); every proof is
            // cross-checked by the exhaustive (or sampled) check, a disagreement failing the claim.
            Checker checker = new Checker(CheckOptions.defaults().withExplore(0).withCrossCheck(true));
            // One run, as ./cgcheck theorems reads it: definitions are visible across the files.
            List<Path> files = ClaimFiles.find(List.of(Path.of("theorems")), false);
            List<Programs.Source> sources = new ArrayList<>();
            for (Path f : files) {
                sources.add(new Programs.Source(Files.readString(f), f.toString()));
            }
            List<ClaimParser.Result> results = Programs.parseAll(sources, new org.cgcheck.lang.Definitions());
            for (int i = 0; i < files.size(); i++) {
                Path f = files.get(i);
                ClaimParser.Result r = results.get(i);
                assertTrue(r.errors().isEmpty(), () -> f + ": " + r.errors());
                for (Claim c : r.claims()) {
                    VERDICTS.put(f.getFileName() + "/" + c.name(), checker.check(c));
                }
            }
        }
        return VERDICTS;
    }

    /**
     * No proof cites the statement it proves: no entry of the trusted base it rests on, and no
     * lemma or law it is an instance of, has the claim's own statement (issue 44).
     */
    @Test
    void noProofCitesItsOwnStatement() throws IOException {
        Map<String, Claim> byName = new TreeMap<>();
        verdicts().values().forEach(v -> byName.put(v.name(), v.claim()));
        int proofs = 0;
        for (Verdict v : verdicts().values()) {
            if (v.status() != Verdict.Status.PROVED || v.proof() == null) {
                continue;
            }
            proofs++;
            org.cgcheck.lang.Expr body = org.cgcheck.check.prove.Lemma.outer(v.claim().body(), new ArrayList<>(),
                    new ArrayList<>());
            if (v.proof().get("laws") instanceof List<?> laws) {
                for (Object law : laws) {
                    org.cgcheck.check.prove.TrustedBase.Entry e = org.cgcheck.check.prove.TrustedBase.byId(
                            String.valueOf(law));
                    assertTrue(e == null || e.statement() == null
                            || !org.cgcheck.check.prove.TrustedUse.isPartOf(body, e.statement()),
                            () -> v.name() + " cites " + law + ", its own statement");
                }
            } else {
                fail(v.name() + ": its proof does not name the laws it rests on");
            }
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("^(lemma|law) (\\w+): the claim is an instance")
                    .matcher(v.message());
            if (m.find()) {
                Claim cited = byName.get(m.group(2));
                String statement = cited != null ? org.cgcheck.lang.ExprPrinter.print(cited.body())
                        : org.cgcheck.check.prove.TrustedBase.byId(m.group(2)) == null ? null
                        : org.cgcheck.check.prove.TrustedBase.byId(m.group(2)).statement();
                assertTrue(statement == null || !org.cgcheck.check.prove.TrustedUse.sameStatement(body, statement),
                        () -> v.name() + " is proved by citing " + m.group(2) + ", the same statement");
            }
        }
        assertTrue(proofs >= 100, "proofs walked: " + proofs);
    }

    @TestFactory
    Stream<DynamicNode> theorems() throws IOException {
        Map<String, List<DynamicNode>> byFile = new TreeMap<>();
        for (Map.Entry<String, Verdict> e : verdicts().entrySet()) {
            String file = e.getKey().substring(0, e.getKey().indexOf('/'));
            Verdict v = e.getValue();
            byFile.computeIfAbsent(file, k -> new ArrayList<>()).add(DynamicTest.dynamicTest(
                    v.name() + " [" + v.claim().kind().word() + "]", () -> {
                        if (!v.ok()) {
                            fail(v.claim().kind().word() + " " + v.name() + " came out " + v.status().word() + ": "
                                    + v.message() + "\n  " + String.join("\n  ", v.details()));
                        }
                    }));
        }
        return byFile.entrySet().stream().map(e -> DynamicContainer.dynamicContainer(e.getKey(), e.getValue()));
    }

    /** {@code ./cgcheck theorems} refuses a claim name used twice in the library; so does the test. */
    @Test
    void claimNamesAreUniqueAcrossTheLibrary() throws IOException {
        Map<String, String> seen = new TreeMap<>();
        for (String key : verdicts().keySet()) {
            String name = key.substring(key.indexOf('/') + 1);
            String before = seen.put(name, key);
            assertTrue(before == null, () -> "claim name '" + name + "' is used twice: " + before + " and " + key);
        }
    }

    @Test
    void libraryIsLargeEnough() throws IOException {
        assertTrue(verdicts().size() >= 60, "claims: " + verdicts().size());
        long refuted = verdicts().values().stream().filter(v -> v.claim().kind() == Claim.Kind.REFUTED).count();
        assertTrue(refuted >= 10, "refuted (teaching) claims: " + refuted);
    }

    @Test
    void committedCounterexamplesAreCurrent() throws IOException {
        Path dir = Path.of("counterexamples");
        for (Verdict v : verdicts().values()) {
            if (v.status() == Verdict.Status.PROVED && v.proof() != null) {
                Path page = dir.resolve(CounterexampleWriter.baseName(v.name()) + ".md");
                assertTrue(Files.exists(page), page + " is missing: run ./cgcheck theorems --emit counterexamples");
                assertEquals(CounterexampleWriter.proofMarkdown(v), Files.readString(page),
                        page + " is stale: run ./cgcheck theorems --emit counterexamples");
            }
            if (v.status() != Verdict.Status.REFUTED) {
                continue;
            }
            Path md = dir.resolve(v.name() + ".md");
            assertTrue(Files.exists(md), md + " is missing: run ./cgcheck theorems --emit counterexamples");
            assertEquals(CounterexampleWriter.markdown(v), Files.readString(md),
                    md + " is stale: run ./cgcheck theorems --emit counterexamples");
            assertEquals(CounterexampleWriter.dot(v), Files.readString(dir.resolve(v.name() + ".dot")),
                    v.name() + ".dot is stale: run ./cgcheck theorems --emit counterexamples");
        }
    }
}
