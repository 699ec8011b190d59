package org.cgcheck.report;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import org.cgcheck.check.Verdict;

/** One line per claim, then its counterexample block; a summary and a plain pass/fail line last. */
public final class ConsoleReport {
    private ConsoleReport() {
    }

    public static String mark(Verdict v) {
        switch (v.status()) {
            case PROVED:
            case VERIFIED:
                return "✓";
            case REFUTED:
                return "✗";
            case ERROR:
                return "!";
            default:
                return "~";
        }
    }

    public static String line(Verdict v) {
        StringBuilder sb = new StringBuilder();
        sb.append(mark(v)).append(' ').append(v.status().word()).append("  ").append(v.claim().kind().word())
                .append(' ').append(v.name());
        if (v.scope() != null && (v.status() == Verdict.Status.VERIFIED || v.status() == Verdict.Status.UNREFUTED
                || v.status() == Verdict.Status.PROVED)) {
            // what the verdict is about: the stated domain, or for a proof every variable's kind
            sb.append("  ").append(v.scope());
        }
        String counts = counts(v);
        if (v.status() == Verdict.Status.PROVED && v.message() != null && !v.message().isEmpty()) {
            counts = v.message() + (counts.isEmpty() ? "" : "; " + counts);   // the one-line certificate
        }
        if (!counts.isEmpty()) {
            sb.append("  (").append(counts).append(')');
        }
        if (!v.ok()) {
            sb.append("  ").append(v.claim().kind() == org.cgcheck.lang.Claim.Kind.CONJECTURE
                    ? "NOT SETTLED (a conjecture has no expectation, but this one could not be checked)"
                    : v.claim().kind() == org.cgcheck.lang.Claim.Kind.REFUTED ? "EXPECTED A COUNTEREXAMPLE"
                    : v.status() == Verdict.Status.UNREFUTED ? "NOT ESTABLISHED (a sample cannot verify a theorem:"
                    + " bound its domain or make it a conjecture)" : "EXPECTED IT TO HOLD");
        }
        return sb.toString();
    }

    static String counts(Verdict v) {
        StringBuilder sb = new StringBuilder();
        if (v.cases() > 0) {
            sb.append(String.format(Locale.ROOT, "%,d cases", v.cases()));
        }
        if (v.randomCases() > 0) {
            sb.append(sb.length() > 0 ? " + " : "").append(String.format(Locale.ROOT, "%,d random", v.randomCases()));
        }
        if (v.failureBound() != null) {
            sb.append(String.format(Locale.ROOT, ", failure rate < %.2g%%", v.failureBound() * 100));
        }
        if (v.exploration() != null && !v.exploration().found()) {
            sb.append(sb.length() > 0 ? "; " : "").append(String.format(Locale.ROOT, "%,d explored beyond %s",
                    v.exploration().cases(), v.exploration().beyond()));
            if (v.exploration().stopped() != null) {
                sb.append(", stopped early: ").append(v.exploration().stopped());
            }
        }
        if (v.seconds() >= 0.5) {
            sb.append(sb.length() > 0 ? ", " : "").append(String.format(Locale.ROOT, "%.1f s", v.seconds()));
        }
        return sb.toString();
    }

    public static void print(PrintWriter out, List<Verdict> verdicts, boolean verbose) {
        for (Verdict v : verdicts) {
            printOne(out, v, verbose);
        }
        printSummary(out, verdicts);
    }

    /** Longest claim text the terminal shows whole; the reports (JSON, HTML) keep every claim whole. */
    static final int CLAIM_SHOWN = 2000;

    /** A claim's text, or for a huge generated one its start and how much was left out. */
    static String shortened(String source) {
        if (source.length() <= CLAIM_SHOWN) {
            return source;
        }
        return source.substring(0, CLAIM_SHOWN) + " … (" + String.format(java.util.Locale.ROOT, "%,d", source.length()
                - CLAIM_SHOWN) + " more characters; --json or --html show the whole claim)";
    }

    /** One claim's line, and its block when refuted, failed or verbose. */
    public static void printOne(PrintWriter out, Verdict v, boolean verbose) {
        out.println(line(v));
        boolean block = v.status() == Verdict.Status.REFUTED || v.status() == Verdict.Status.ERROR || !v.ok()
                || verbose;
        if (block) {
            if (!v.claim().description().isEmpty()) {
                out.println("    " + v.claim().description());
            }
            out.println("    claim: " + shortened(v.claim().source()));
            if (v.message() != null && !v.message().isEmpty()) {
                out.println("    " + v.message());
            }
            for (String d : v.details()) {
                out.println("      " + d);
            }
        } else {
            v.details().stream().filter(d -> d.startsWith("warning: ")).forEach(d -> out.println("    ⚠ " + d));
        }
        if (v.exploration() != null && (v.exploration().found() || verbose)) {
            // The bounded verdict stands, but the user must learn that the bound matters.
            out.println("    " + (v.exploration().found() ? "⚠ " : "") + v.exploration().summary());
            for (String d : v.exploration().details()) {
                out.println("      " + d);
            }
        }
        out.flush();
    }

    public static void printSummary(PrintWriter out, List<Verdict> verdicts) {
        long failed = verdicts.stream().filter(v -> !v.ok()).count();
        out.println();
        out.println(summary(verdicts));
        out.println((verdicts.size() - failed) + " passed, " + failed + " failed");
        out.flush();
    }

    static String summary(List<Verdict> verdicts) {
        StringBuilder sb = new StringBuilder(verdicts.size() + " claims:");
        for (Verdict.Status s : Verdict.Status.values()) {
            long n = verdicts.stream().filter(v -> v.status() == s).count();
            if (n > 0) {
                sb.append(' ').append(n).append(' ').append(s.word()).append(',');
            }
        }
        sb.setLength(sb.length() - 1);
        long failed = verdicts.stream().filter(v -> !v.ok()).count();
        sb.append(failed == 0 ? "; every expectation met" : "; " + failed + " not as expected");
        return sb.toString();
    }
}
