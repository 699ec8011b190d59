package org.cgcheck.report;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.cgcheck.check.Verdict;
import org.cgcheck.check.Verdict.Status;
import org.cgcheck.lang.Claim;

/**
 * Combines the reports of the shards K/N of one run into the report of the whole run. Refuses
 * (with one line naming the offending file) anything that is not exactly the N shards of one
 * run: a missing, doubled or interrupted shard, shards of different N, claim files, seed, options
 * or versions, and a whole-run report among them. Per claim, in order of precedence:
 * <ul>
 * <li>{@code error} if any shard could not evaluate it (the error may lie before any counterexample);
 * <li>{@code refuted} with the least counterexample by order key, preferring one found
 *     exhaustively over one found by random cases (a single run stops at the exhaustive one);
 * <li>{@code interrupted}, then {@code timeout}, if any shard stopped early;
 * <li>{@code proved} if every shard proved it, {@code unrefuted} if any shard only sampled, else
 *     {@code verified}.
 * </ul>
 * Case counts and seconds are summed over the shards; the random phase and the exploration are
 * the shard's that ran them (shard 1).
 */
public final class ShardMerge {
    private ShardMerge() {
    }

    /** Merging is refused; the message is one line and names the offending file. */
    public static final class Refused extends Exception {
        Refused(String message) {
            super(message);
        }
    }

    /** The merged run: the whole run's description, its verdicts, and check's exit code for them. */
    public record Result(RunInfo run, int shards, List<Map<String, Object>> verdicts, int exitCode) {
        public String json() {
            return Json.merged(run, shards, verdicts);
        }
    }

    public static Result merge(List<ReportFile> given) throws Refused {
        List<ReportFile> reports = validate(given);
        int n = reports.size();
        List<Map<String, Object>> out = new ArrayList<>();
        boolean error = false;
        boolean allOk = true;
        for (int c = 0; c < reports.get(0).verdicts().size(); c++) {
            List<Map<String, Object>> parts = new ArrayList<>();
            for (ReportFile r : reports) {
                parts.add(r.verdicts().get(c));
            }
            Map<String, Object> m = mergeClaim(parts);
            error |= "error".equals(m.get("status"));
            allOk &= Boolean.TRUE.equals(m.get("ok"));
            out.add(m);
        }
        RunInfo first = reports.get(0).run();
        RunInfo whole = new RunInfo(first.version(), first.claims(), first.seed(), first.options(), null);
        return new Result(whole, n, out, error ? 2 : allOk ? 0 : 1);
    }

    /** The reports sorted by shard index, once they are known to be the N shards of one run. */
    private static List<ReportFile> validate(List<ReportFile> given) throws Refused {
        ReportFile first = null;
        for (ReportFile r : given) {
            if (r.run().shard() == null) {
                throw new Refused(r.path() + ": not a shard report (made without --shard, or already merged);"
                        + " merge takes the reports of 'cgcheck check --shard K/N --json'");
            }
            if (first == null) {
                first = r;
            }
        }
        if (first == null) {
            throw new Refused("no reports given");
        }
        ReportFile[] byIndex = new ReportFile[first.run().shard().count()];
        for (ReportFile r : given) {
            RunInfo a = first.run();
            RunInfo b = r.run();
            String against = " than " + first.path();
            if (!a.version().equals(b.version())) {
                throw new Refused(r.path() + ": made by cgcheck " + b.version() + ", " + first.path() + " by cgcheck "
                        + a.version() + "; rerun the shards with one version");
            }
            if (b.shard().count() != a.shard().count()) {
                throw new Refused(r.path() + ": shard " + b.shard() + ", but " + first.path() + " is shard "
                        + a.shard() + ": shards of different splits");
            }
            if (!a.claims().equals(b.claims())) {
                throw new Refused(r.path() + ": checked different claim files" + against
                        + " (the claim hashes differ)");
            }
            if (a.seed() != b.seed()) {
                throw new Refused(r.path() + ": run with --seed " + b.seed() + ", " + first.path() + " with --seed "
                        + a.seed());
            }
            String opt = differingOption(a.options(), b.options());
            if (opt != null) {
                throw new Refused(r.path() + ": run with other options" + against + " (" + opt + ")");
            }
            ReportFile twin = byIndex[b.shard().index() - 1];
            if (twin != null) {
                throw new Refused(r.path() + ": shard " + b.shard() + " given twice (also " + twin.path() + ")");
            }
            byIndex[b.shard().index() - 1] = r;
            finished(r);
            sameClaims(first, r);
            readableCounterexamples(r);
        }
        List<ReportFile> sorted = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        for (int k = 0; k < byIndex.length; k++) {
            if (byIndex[k] == null) {
                missing.add((k + 1) + "/" + byIndex.length);
            } else {
                sorted.add(byIndex[k]);
            }
        }
        if (!missing.isEmpty()) {
            List<String> have = new ArrayList<>();
            sorted.forEach(r -> have.add(r.path() + " is " + r.run().shard()));
            throw new Refused((missing.size() == 1 ? "shard " : "shards ") + String.join(", ", missing)
                    + (missing.size() == 1 ? " is" : " are") + " missing (" + String.join(", ", have) + ")");
        }
        countsAddUp(sorted);
        return sorted;
    }

    private static String differingOption(Map<String, Object> a, Map<String, Object> b) {
        for (String k : a.keySet()) {
            if (!b.containsKey(k) || !Json.value(a.get(k)).equals(Json.value(b.get(k)))) {
                return k + " " + Json.value(b.get(k)) + " instead of " + Json.value(a.get(k));
            }
        }
        for (String k : b.keySet()) {
            if (!a.containsKey(k)) {
                return k + " " + Json.value(b.get(k)) + " not in the other";
            }
        }
        return null;
    }

    /**
     * Every counterexample value must read as the language writes one (a game, a position, an
     * integer, a quoted string): a hand-edited report such as {@code {{{} is refused, not merged.
     */
    static void readableCounterexamples(ReportFile r) throws Refused {
        for (Map<String, Object> v : r.verdicts()) {
            if (!(v.get("counterexample") instanceof Map<?, ?> ce)) {
                continue;
            }
            for (Map.Entry<?, ?> e : ce.entrySet()) {
                String text = String.valueOf(e.getValue());
                try {
                    org.cgcheck.lang.Parser.parse(text);
                } catch (org.cgcheck.lang.SyntaxError x) {
                    throw new Refused(r.path() + ": claim " + Json.str(String.valueOf(v.get("name"))) + ": its counterexample "
                            + e.getKey() + " = " + text + " does not read as a game (" + x.getMessage() + " at column "
                            + x.pos().col() + "); was the report edited?");
                }
            }
        }
    }

    /** A shard stopped by Ctrl-C, SIGTERM or scancel did not finish its part: the merge would be incomplete. */
    private static void finished(ReportFile r) throws Refused {
        for (Map<String, Object> v : r.verdicts()) {
            if ("interrupted".equals(v.get("status"))) {
                throw new Refused(r.path() + ": shard " + r.run().shard() + " was interrupted (claim "
                        + Json.str(String.valueOf(v.get("name"))) + " did not finish), so the merged run would be"
                        + " incomplete; rerun that shard");
            }
        }
    }

    private static void sameClaims(ReportFile first, ReportFile r) throws Refused {
        List<Map<String, Object>> a = first.verdicts();
        List<Map<String, Object>> b = r.verdicts();
        for (int k = 0; k < Math.max(a.size(), b.size()); k++) {
            Object x = k < a.size() ? a.get(k).get("name") : null;
            Object y = k < b.size() ? b.get(k).get("name") : null;
            if (!Objects.equals(x, y) || !Objects.equals(a.get(k).get("kind"), b.get(k).get("kind"))) {
                throw new Refused(r.path() + ": its claims differ from " + first.path() + "'s (claim " + (k + 1)
                        + " is " + (y == null ? "absent" : Json.str((String) y)) + ", expected "
                        + (x == null ? "none" : Json.str((String) x)) + ")");
            }
        }
    }

    private static final java.util.regex.Pattern DOMAIN = java.util.regex.Pattern.compile(
            java.util.regex.Pattern.quote(org.cgcheck.check.Verdict.DOMAIN_TAG.substring(0,
                    org.cgcheck.check.Verdict.DOMAIN_TAG.indexOf('%'))) + "([0-9,]+) cases$");

    /**
     * For a claim every shard verified over an exhaustive domain, the shards' case counts must add
     * up to the domain's size, which each shard states: a count edited (to 0, say) is refused.
     */
    private static void countsAddUp(List<ReportFile> shards) throws Refused {
        for (int c = 0; c < shards.get(0).verdicts().size(); c++) {
            long sum = 0;
            Long domain = null;
            boolean all = true;
            for (ReportFile r : shards) {
                Map<String, Object> v = r.verdicts().get(c);
                java.util.regex.Matcher m = v.get("message") instanceof String s ? DOMAIN.matcher(s) : null;
                if (!"verified".equals(v.get("status")) || m == null || !m.find()
                        || !(v.get("cases") instanceof Long n)) {
                    all = false;
                    break;
                }
                long d = Long.parseLong(m.group(1).replace(",", ""));
                if (domain != null && domain != d || n < 0) {
                    throw new Refused(r.path() + ": claim \"" + v.get("name") + "\" has a domain of " + d
                            + " cases here and " + domain + " in another shard, or a negative count: edited, not merged");
                }
                domain = d;
                sum = saturatedAdd(sum, n);
            }
            if (all && domain != null && sum != domain) {
                throw new Refused(String.format(Locale.ROOT, "claim \"%s\": the shards' case counts add up to %,d, but"
                        + " its domain has %,d cases; a report was edited or cut short, so the merge would claim what"
                        + " was not checked", shards.get(0).verdicts().get(c).get("name"), sum, domain));
            }
        }
    }

    /** Parts are in shard order (part k is shard k+1), all of the same claim. */
    static Map<String, Object> mergeClaim(List<Map<String, Object>> parts) {
        int n = parts.size();
        long cases = 0;
        long random = 0;
        BigDecimal seconds = BigDecimal.ZERO;
        Object exploration = null;
        for (Map<String, Object> p : parts) {
            cases = saturatedAdd(cases, (Long) p.get("cases"));
            random = saturatedAdd(random, (Long) p.get("randomCases"));
            seconds = seconds.add(number(p.get("seconds")));
            if (exploration == null) {
                exploration = p.get("exploration");
            }
        }
        // A claim without variables is not split: every shard evaluates it once, alike.
        boolean unsplit = parts.stream().allMatch(p -> "refuted".equals(p.get("status")) && p.get("order") == null
                && p.get("cases").equals(parts.get(0).get("cases")));
        if (unsplit) {
            cases = (Long) parts.get(0).get("cases");
        }
        int pick = pick(parts);
        Map<String, Object> base = parts.get(pick);
        String status = (String) base.get("status");
        if (!List.of("error", "refuted", "interrupted", "timeout").contains(status)) {
            status = parts.stream().allMatch(p -> "proved".equals(p.get("status"))) ? "proved"
                    : parts.stream().anyMatch(p -> "unrefuted".equals(p.get("status"))) ? "unrefuted" : "verified";
        }
        Map<String, Object> m = ReportFile.copy(base);
        m.put("status", status);
        m.put("ok", expected((String) m.get("kind"), status));
        m.put("cases", cases);
        m.put("randomCases", random);
        m.put("seconds", seconds);
        m.put("exploration", exploration);
        m.put("message", message(parts, pick, status, cases, random, base));
        m.put("shards", n);
        return m;
    }

    /** The shard whose verdict stands for the claim (see the class comment for the precedence). */
    private static int pick(List<Map<String, Object>> parts) {
        for (String s : List.of("error", "refuted", "interrupted", "timeout")) {
            int best = -1;
            for (int k = 0; k < parts.size(); k++) {
                if (s.equals(parts.get(k).get("status")) && (best < 0 || s.equals("refuted")
                        && REFUTATION.compare(parts.get(k), parts.get(best)) < 0)) {
                    best = k;
                }
            }
            if (best >= 0) {
                return best;
            }
        }
        for (int k = 0; k < parts.size(); k++) {
            if ((Long) parts.get(k).get("randomCases") > 0) {
                return k;       // the shard that ran the random cases has their seed and failure bound
            }
        }
        return 0;
    }

    /** Exhaustive before random, then the order key (absent keys last). */
    private static final Comparator<Map<String, Object>> REFUTATION = Comparator
            .<Map<String, Object>>comparingInt(p -> (Long) p.get("randomCases") > 0 ? 1 : 0)
            .thenComparing(p -> (String) p.get("order"), Comparator.nullsLast(Comparator.naturalOrder()));

    private static String message(List<Map<String, Object>> parts, int pick, String status, long cases,
            long random, Map<String, Object> base) {
        int n = parts.size();
        String shard = "shard " + (pick + 1) + "/" + n;
        String total = String.format(Locale.ROOT, "%,d cases", cases)
                + (random > 0 ? String.format(Locale.ROOT, " and %,d random cases", random) : "")
                + " over " + n + " shard" + (n == 1 ? "" : "s");
        String own = (String) base.get("message");
        switch (status) {
            case "error":
                return shard + ": " + own;
            case "refuted":
                List<String> early = new ArrayList<>();
                for (int k = 0; k < n; k++) {
                    Object st = parts.get(k).get("status");
                    if ("timeout".equals(st) || "interrupted".equals(st)) {
                        early.add((k + 1) + "/" + n);
                    }
                }
                if (parts.stream().allMatch(p -> "refuted".equals(p.get("status")) && p.get("order") == null)) {
                    return own + " (in each of " + n + " shards, which do not split a claim without variables)";
                }
                return own + " (found by " + shard + "); " + total + (early.isEmpty() ? ""
                        : "; shard " + String.join(", ", early) + " stopped early, so a smaller counterexample"
                        + " may exist");
            case "interrupted":
            case "timeout":
                return shard + ": " + own + "; " + total;
            case "proved":
                return own + "; proved by each of " + n + " shard" + (n == 1 ? "" : "s");
            default:
                String over = String.format(Locale.ROOT, "%,d cases over %d shard%s", cases, n, n == 1 ? "" : "s");
                Object bound = base.get("failureBound");
                return (status.equals("verified") ? "all " + over + " hold" : "no counterexample in " + over)
                        + (random == 0 ? "" : String.format(Locale.ROOT, "; %,d random cases (seed %s)", random,
                        base.get("seed")))
                        + (bound == null ? "" : String.format(Locale.ROOT, ": failure rate < %.3g%% (95%%)",
                        number(bound).doubleValue() * 100));
        }
    }

    /** A claim's kind and status: did it come out as its kind expects (as check decides). */
    static boolean expected(String kind, String status) {
        return Verdict.expected(Claim.Kind.valueOf(kind.toUpperCase(Locale.ROOT)),
                Status.valueOf(status.toUpperCase(Locale.ROOT)));
    }

    private static BigDecimal number(Object o) {
        return o instanceof Long l ? BigDecimal.valueOf(l) : (BigDecimal) o;
    }

    private static long saturatedAdd(long a, long b) {
        long s = a + b;
        return ((a ^ s) & (b ^ s)) < 0 ? Long.MAX_VALUE : s;
    }
}
