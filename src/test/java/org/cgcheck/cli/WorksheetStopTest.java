package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import org.jline.terminal.Size;
import org.jline.terminal.Terminal;
import org.jline.terminal.impl.ExternalTerminal;
import org.junit.jupiter.api.Test;

/**
 * Ctrl-C in the worksheet really stops the work (issue 34): after it, the entry's thread ends
 * and the CPU time of the worksheet's threads stops growing, for computations that used to run
 * on in the background (a heap game's Grundy table).
 */
class WorksheetStopTest {
    @Test
    void ctrlCOnAHeapGamesValueEndsTheThreadAndItsCpuTime() throws Exception {
        // minutes of Grundy table before the fix; a code of its own so no other test has filled it
        stopsAfterCtrlC("game.heap.TakeAndBreak(\"0.77777777777777777777777777\")(20000).NimValue");
    }

    @Test
    void ctrlCInTheMovesOfABigSumOfHeapsEndsTheThread() throws Exception {
        // issue 45: 800,000 moves of a sum of 40 heaps, each a copy of the parts; minutes of show before.
        // Since the fix one listing takes well under a second on a quiet machine, so it is listed 200
        // times: Ctrl-C lands inside a listing of the moves, whatever the machine's speed.
        stopsAfterCtrlC("sum(count(left(game.heap.Nim(" + "20000,".repeat(39) + "20000))) for k in 1..200)");
    }

    @Test
    void ctrlCOnABigLoopyLiteralEndsTheThread() throws Exception {
        // issue 45: a 5,000-node loopy literal simplified for minutes after Ctrl-C
        stopsAfterCtrlC("a{0|" + "{a|".repeat(5000) + "*" + "}".repeat(5000) + "}");
    }

    private static void stopsAfterCtrlC(String entry) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayInputStream keys = new ByteArrayInputStream((entry + "\n1 + 1\n").getBytes(StandardCharsets.UTF_8));
        try (Terminal t = new ExternalTerminal("test", "ansi", keys, out, StandardCharsets.UTF_8)) {
            t.setSize(new Size(200, 50));
            Thread session = new Thread(() -> new WorksheetConsole(t, null).run());
            session.start();
            Thread w;
            while ((w = worker()) == null) {
                Thread.sleep(20);
            }
            Thread.sleep(700);
            t.raise(Terminal.Signal.INT);
            w.join(30_000);     // a hang guard: it ends within an entry of the table
            assertFalse(w.isAlive(), "the cancelled evaluation is still running");
            session.join(30_000);
            assertFalse(session.isAlive(), "the worksheet did not go on to the next entry");
        }
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        long before = worksheetCpu(mx);
        Thread.sleep(1000);
        long grew = worksheetCpu(mx) - before;
        assertTrue(grew < 100_000_000L, "the worksheet's threads used " + grew / 1_000_000 + " ms of CPU after Ctrl-C");
        String s = out.toString(StandardCharsets.UTF_8).replaceAll("\u001b\\[[0-9;?]*[A-Za-z]|\u001b[=>]", "")
                .replace("\r", "");
        assertTrue(s.contains("interrupted"), s);
        assertFalse(s.contains("abandoned"), s);
        assertTrue(s.matches("(?s).*\\n2\\n.*"), s);
    }

    /** CPU time of every live thread the worksheet started (its entries are "cgcheck-worksheet"). */
    private static long worksheetCpu(ThreadMXBean mx) {
        long sum = 0;
        for (Thread th : Thread.getAllStackTraces().keySet()) {
            if (th.getName().startsWith("cgcheck-worksheet")) {
                sum += Math.max(0, mx.getThreadCpuTime(th.getId()));
            }
        }
        return sum;
    }

    private static Thread worker() {
        return Thread.getAllStackTraces().keySet().stream().filter(th -> th.getName().equals("cgcheck-worksheet"))
                .findFirst().orElse(null);
    }
}
