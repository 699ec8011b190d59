package org.cgcheck.cli;

import java.io.PrintWriter;
import org.cgcheck.lang.SyntaxError;

/** Prints user errors as {@code name:line:col: message} plus a caret when a person is watching. */
final class Sources {
    private Sources() {
    }

    static boolean interactive() {
        return System.console() != null;
    }

    /** One-line error on out; the caret lines go to err, and only in interactive use. */
    static void report(PrintWriter out, PrintWriter err, SyntaxError e, String name, String source) {
        out.println("error: " + e.format(name));
        out.flush();
        if (interactive()) {
            err.println(e.caret(source));
            err.flush();
        }
    }

    /** Why a file could not be written or read, as the operating system says it ("permission denied"). */
    static String reason(Exception e) {
        return e instanceof java.io.IOException io ? org.cgcheck.report.EmitFolder.reason(io)
                : e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
