package org.cgcheck.check;

import java.util.concurrent.atomic.AtomicLong;

/** Prints "claim: done/total cases" to stderr every two seconds while a long run goes on. */
final class Progress {
    private final Thread thread;

    private Progress(Thread thread) {
        this.thread = thread;
    }

    static Progress start(String name, AtomicLong done, long total) {
        long begin = System.nanoTime();
        Thread t = new Thread(() -> {
            try {
                while (true) {
                    Thread.sleep(2000);
                    double secs = (System.nanoTime() - begin) / 1e9;
                    System.err.printf("  %s: %,d of %,d cases (%.0f s)%n", name, done.get(), total, secs);
                }
            } catch (InterruptedException e) {
                // stopped
            }
        }, "cgcheck-progress");
        t.setDaemon(true);
        t.start();
        return new Progress(t);
    }

    void stop() {
        thread.interrupt();
    }
}
