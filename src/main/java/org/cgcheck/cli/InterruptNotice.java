package org.cgcheck.cli;

import java.io.PrintWriter;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * While open, a SIGINT or SIGTERM prints one line ("interrupted") before the JVM exits with 130
 * or 143, so a stopped {@code eval} or {@code explore} does not end in silence. Closing it (the
 * command finished) removes the line.
 */
final class InterruptNotice implements AutoCloseable {
    private final AtomicBoolean done = new AtomicBoolean();
    private final Thread hook;

    private InterruptNotice(PrintWriter out, String line) {
        hook = new Thread(() -> {
            if (!done.getAndSet(true)) {
                out.println(line);
                out.flush();
            }
        }, "cgcheck-interrupt-notice");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    static InterruptNotice open(PrintWriter out, String line) {
        return new InterruptNotice(out, line);
    }

    @Override
    public void close() {
        if (!done.getAndSet(true)) {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // already shutting down: the hook runs, and prints nothing since we are done
            }
        }
    }
}
