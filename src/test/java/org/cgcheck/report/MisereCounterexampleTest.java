package org.cgcheck.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.cgcheck.check.Verdict;
import org.junit.jupiter.api.Test;

/** A refuted misère claim's page shows the game as written (issue 41): a sum with its components, played misère. */
class MisereCounterexampleTest {
    @Test
    void aSumIsDrawnAndPlayedAsWrittenUnderMisere() {
        Verdict v = Verdicts.refuted("refuted m2 forall n in 1..3: misereoutcome(*n + *n) == N\n");
        List<String> d = v.details();
        // *2 + *2 is a misère P-position (two equal heaps, not all of size 1): Left starts and loses.
        int head = d.indexOf("refuting play in misère *2 + *2 (Left starts; whoever cannot move wins):");
        assertTrue(head >= 0, d::toString);
        assertTrue(d.get(head + 1).startsWith("  1. Left moves *2 + *2 → "), d::toString);
        String last = d.stream().filter(l -> l.contains("cannot move")).reduce((a, b) -> b).orElseThrow();
        assertEquals("Right cannot move in 0, so Right wins (misère)", last.strip().replaceFirst("^\\d+\\. ", ""));
        String dot = CounterexampleWriter.dot(v);
        assertTrue(dot.contains("label=\"misère: *n + *n = *2 + *2\""), dot);
        assertTrue(dot.contains("[label=\"*2 + *2\"]"), dot);
        assertTrue(dot.contains("[label=\"* + *2\"]") || dot.contains("[label=\"*2 + *\"]"),
                "a move in one component keeps the other: " + dot);
        String svg = CounterexampleWriter.svg(v);
        assertTrue(svg.contains("*2 + *2"), svg);
        String md = CounterexampleWriter.markdown(v);
        assertTrue(md.contains("refuting play in misère \\*2 + \\*2"), md);
    }

    @Test
    void cgsuitesPropertyIsPlayedAsTheFunctionIs() {
        Verdict v = Verdicts.refuted("refuted p forall n in 2..3: (*n + *n).MisereOutcomeClass == N\n");
        assertTrue(v.details().contains("*n + *n = *2 + *2 (value 0)"), v.details()::toString);
        assertTrue(v.details().contains("refuting play in misère *2 + *2 (Left starts; whoever cannot move wins):"),
                v.details()::toString);
        assertTrue(CounterexampleWriter.dot(v).contains("label=\"misère: *n + *n = *2 + *2\""));
    }

    @Test
    void bracesKeepTheirOptionsAsWritten() {
        Verdict v = Verdicts.refuted("refuted m forall n in 1..3: misereoutcome({*n + *n | 0}) == L\n");
        List<String> d = v.details();
        assertTrue(d.contains("{*n + *n|0} = {* + *|0} (value *)"), d::toString);
        assertTrue(d.contains("  1. Left moves {* + *|0} → * + *"), d::toString);
        // Left's only move is to * + *, a misère N-position with Right to move: Right wins.
        assertTrue(d.stream().anyMatch(l -> l.endsWith("Right cannot move in 0, so Right wins (misère)")), d::toString);
        String dot = CounterexampleWriter.dot(v);
        assertTrue(dot.contains("[label=\"{* + *|0}\"]") && dot.contains("[label=\"* + *\"]"), dot);
    }

    @Test
    void aNormalPlayPageIsUnchanged() {
        Verdict v = Verdicts.refuted("refuted twice forall G born by 2: G + G == 0 implies G == 0\n");
        // As the landed jar drew it before misère arguments were drawn as written.
        assertEquals("""
                digraph "twice" {
                  node [shape=box, style=rounded];
                  subgraph cluster_0 {
                    label="G = *";
                    t0n0 [label="*"];
                    t0n1 [label="0"];
                    t0n2 [label="0"];
                    t0n0 -> t0n1 [label="L", color="blue"];
                    t0n0 -> t0n2 [label="R", color="red", style="dashed"];
                  }
                  subgraph cluster_play {
                    label="refuting play";
                    p0 [label="* − 0 (Left starts; whoever cannot move loses)"];
                    p1 [label="1. Left moves * → 0: now 0 − 0"];
                    p0 -> p1;
                    p2 [label="2. Right cannot move in 0 − 0, so Left wins"];
                    p1 -> p2;
                  }
                }
                """, CounterexampleWriter.dot(v));
        assertFalse(CounterexampleWriter.svg(v).contains("misère"));
    }

    @Test
    void aGameWithoutMovesGetsNoTreeOfItsOwn() {
        Verdict v = Verdicts.refuted("refuted p forall G impartial born by 2: misereequal(G + G, 0)\n");
        String dot = CounterexampleWriter.dot(v);
        assertTrue(dot.contains("label=\"misère: G + G = "), dot);
        assertFalse(dot.contains("label=\"misère: 0\""), dot);
    }
}
