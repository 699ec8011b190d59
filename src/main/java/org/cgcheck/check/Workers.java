package org.cgcheck.check;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/** The worker pool of one phase: daemon threads with a large stack (deep games recurse). */
final class Workers {
    private Workers() {
    }

    /** A worker's failure, rethrown: an Error (out of memory) keeps its kind for the command line. */
    static RuntimeException rethrow(java.util.concurrent.ExecutionException e) {
        if (e.getCause() instanceof Error err) {
            throw err;
        }
        return new IllegalStateException(e.getCause());
    }

    static ExecutorService pool(int threads, String name) {
        return Executors.newFixedThreadPool(Math.max(1, threads), r -> {
            Thread t = new Thread(null, r, name, 1L << 28);
            t.setDaemon(true);
            return t;
        });
    }
}
