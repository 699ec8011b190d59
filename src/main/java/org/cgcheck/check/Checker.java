package org.cgcheck.check;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import org.apache.commons.math3.distribution.BetaDistribution;
import org.cgcheck.check.Verdict.Status;
import org.cgcheck.lang.Claim;
import org.cgcheck.game.EvaluationStopped;
import org.cgcheck.lang.Expr;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.eval.TypeChecker;
import org.cgcheck.universe.GameOrder;
import org.cgcheck.universe.Shrinker;

/**
 * Settles a claim. A bounded claim ({@code forall G born by 2: ...}) is a statement about its
 * domain: proved symbolically, else searched exhaustively in counterexample order (verified or
 * refuted with the minimal counterexample). Random cases beyond the bound are a separate
 * exploration, reported beside the verdict and never part of it. A claim over all games
 * ({@code forall G: ...}) or over a domain too large to enumerate is proved, or sampled, which
 * can refute it but never verify it ({@code unrefuted}).
 */
public final class Checker {
    /** Values from A up that shrinking tries for an {@code in A..} variable (its bands reach A+1000). */
    static final int INTEGER_SCAN = 2000;
    /** Above this many cases a cross-check samples the domain instead of searching it. */
    static final long CROSS_CHECK_CASES = 1_000_000_000L;
    private final CheckOptions options;

    public Checker(CheckOptions options) {
        this.options = options;
    }

    /** The claims proved so far in this run, and the laws: lemmas for the claims that follow. */
    private final RunLemmas lemmas = new RunLemmas();

    public Verdict check(Claim claim) {
        return check(claim, Stop.after(options.timeoutSeconds()));
    }

    /** Checks under a stop that the caller may cancel (Ctrl-C); the timeout applies within it. */
    public Verdict check(Claim claim, Stop stop) {
        Run r = new Run(claim, stop.capped(options.timeoutSeconds()));
        try {
            return r.run();
        } catch (SyntaxError e) {
            return r.verdict(Status.ERROR, 0, 0, claim.file() + ":" + e.pos() + ": " + e.getMessage());
        } catch (StackOverflowError e) {
            return r.verdict(Status.ERROR, 0, 0, "recursion too deep");
        } catch (EvaluationStopped e) {
            return r.stopped(0, 0, "");
        }
    }

    /** The work on one claim. */
    private final class Run {
        final Claim claim;
        final Stop stop;
        final long start = System.nanoTime();
        String scope;
        /** Why no proof was found (one line), shown in the details of the checked verdict. */
        String proofNote;
        /** Checking a proved claim again (--cross-check): sample a domain too large to enumerate. */
        boolean crossChecking;

        Run(Claim claim, Stop stop) {
            this.claim = claim;
            this.stop = stop;
        }

        /** Leading variables the statement never mentions. */
        List<String> unused = List.of();
        /** Warnings about the statement itself (Norton products by a U that is not > 0). */
        final List<String> warnings = new ArrayList<>();

        Verdict run() {
            List<String> names = new ArrayList<>();
            List<Expr.Domain> domains = new ArrayList<>();
            // Reading the statement is linear in its size, but a huge one takes seconds: under the stop too.
            Expr predicate = stop.onThisThread(() -> {
                TypeChecker.checkFormula(claim.body());
                Expr p = outerVariables(claim.body(), names, domains);
                java.util.Set<String> mentioned = FreeVariables.of(p);
                unused = names.stream().filter(n -> !mentioned.contains(n)).toList();
                NortonWarnings.collect(claim.body(), warnings);
                return p;
            });
            Expr.Domain unbounded = innerDomain(predicate, d -> d instanceof Expr.Domain.All);
            if (unbounded != null) {        // found before any case runs, and located
                throw new SyntaxError("an inner quantifier over all games cannot be checked case by case; give it a"
                        + " bound ('born by N'), or make it a leading 'forall' of the claim", unbounded.pos());
            }
            Expr.Domain open = innerDomain(predicate, d -> d instanceof Expr.Domain.Range r && r.hi() == null);
            if (open != null) {
                throw new SyntaxError(org.cgcheck.eval.DomainValues.unbounded((Expr.Domain.Range) open), open.pos());
            }
            // The provers know the laws of short games only; a loopy term is checked case by case.
            // Nor do they know misère play: a claim over misère forms is checked case by case.
            boolean closedComparison = names.isEmpty() && org.cgcheck.check.prove.ClosedComparison.shape(predicate);
            if (options.symbolic() && (!names.isEmpty() || closedComparison) && !org.cgcheck.eval.LoopyValues.mentions(predicate)
                    && !org.cgcheck.eval.MisereTypes.mentions(claim.body())) {
                List<String> missing = new ArrayList<>();
                List<org.cgcheck.check.prove.Lemma> cited = lemmas.cited(claim, missing);
                SymbolicProver.Attempt a = SymbolicProver.attempt(predicate, names, domains, stop, cited,
                        lemmas.candidates());
                if (a.proved()) {
                    Verdict p = proved(a, names, domains);
                    crossChecking = options.crossCheck();
                    Verdict v = crossChecking ? SymbolicProver.crossCheck(p, unproved(names, domains, predicate)) : p;
                    if (v.status() == Status.PROVED && !names.isEmpty()) {
                        lemmas.record(claim, names, domains, predicate);
                    }
                    return v;
                }
                proofNote = RunLemmas.withMissing(a.note(), missing);
            }
            return unproved(names, domains, predicate);
        }

        private Verdict proved(SymbolicProver.Attempt a, List<String> names, List<Expr.Domain> domains) {
            scope = a.scope() != null ? a.scope() : Domains.provedScope(names, domains);
            return verdict(Status.PROVED, 0, 0, a.message(), a.details()).withProof(scope, a.data());
        }

        /** The exhaustive or sampled check, as without a proof. */
        private Verdict unproved(List<String> names, List<Expr.Domain> domains, Expr predicate) {
            scope = null;
            if (names.isEmpty()) {
                boolean holds = evalClosed();
                // A false statement without variables is explained as a counterexample is: both sides'
                // values, why the comparison fails, the refuting play.
                return verdict(holds ? Status.VERIFIED : Status.REFUTED, 1, 0, holds ? "" : "the statement is false",
                        holds ? List.of() : Refutation.explain(predicate, new LinkedHashMap<>()));
            }
            BigInteger estimate = BigInteger.ONE;
            boolean exhaustive = true;
            List<BigInteger> sizes = new ArrayList<>();
            for (Expr.Domain d : domains) {
                BigInteger n = Domains.size(d);
                sizes.add(n);
                if (n == null) {
                    exhaustive = false;
                } else {
                    estimate = estimate.multiply(n);
                }
            }
            // A cross-check (of a proof) samples above 10^9 cases rather than search for long.
            boolean tooMany = exhaustive && estimate.compareTo(BigInteger.valueOf(crossChecking
                    ? CROSS_CHECK_CASES : CheckOptions.MAX_CASES)) > 0;
            if (tooMany && crossChecking) {
                exhaustive = false;   // a proof stands; cross-check it by sampling the stated domain
            } else if (tooMany && !options.force()) {
                return verdict(Status.ERROR, 0, 0, "refused: " + String.format(java.util.Locale.ROOT, "%,d", estimate)
                        + " cases exceed the limit of 10^12 (more than a day even at 10^7 cases/s); lower a bound,"
                        + " state it for all games ('forall G:') to sample it, or pass --force");
            }
            for (int i = 0; i < names.size() && exhaustive && !crossChecking; i++) {
                if (sizes.get(i).compareTo(BigInteger.valueOf(CheckOptions.MAX_DOMAIN)) > 0) {
                    return verdict(Status.ERROR, 0, 0, "refused: the domain of " + names.get(i) + " has "
                            + String.format(java.util.Locale.ROOT, "%,d", sizes.get(i)) + " elements; at most 10^8"
                            + " can be enumerated; lower its bound or state it for all games ('forall G:')");
                }
            }
            List<Variable> vars = new ArrayList<>();
            for (int i = 0; i < names.size(); i++) {
                vars.add(Domains.variable(names.get(i), domains.get(i), sizes.get(i) != null));
            }
            return exhaustive ? exhaustive(vars, predicate) : sampledOnly(vars, predicate);
        }

        private boolean evalClosed() {
            stop.enter();
            try {
                return stop.onThisThread(() -> (Boolean) new Interpreter().eval(claim.body()));
            } finally {
                stop.leave();
            }
        }

        private Verdict exhaustive(List<Variable> vars, Expr predicate) {
            scope = "for all " + Domains.describe(vars);
            CaseSearch.Result ex = new CaseSearch(vars, predicate, options, claim.name(), stop).run();
            if (ex.refusal() != null) {
                return crossChecking ? sampledOnly(vars, predicate)
                        : verdict(Status.ERROR, ex.cases(), 0, ex.refusal());
            }
            if (ex.error() != null) {       // "3:16: ..." (CaseSearch): located in the claim's file
                return verdict(Status.ERROR, ex.cases(), 0, (Character.isDigit(ex.error().charAt(0)) ? claim.file()
                        + ":" : "") + ex.error());
            }
            if (ex.failure() != null) {
                return failed(vars, predicate, ex.failure(), ex.cases(), 0, ex.stopped()
                        ? "a counterexample (not necessarily minimal: the search of its level was stopped)"
                        : "minimal counterexample");
            }
            if (ex.stopped()) {
                return stopped(ex.cases(), 0, "no counterexample in " + ex.cases() + " cases before the stop");
            }
            Verdict v = verdict(Status.VERIFIED, ex.cases(), 0, String.format(java.util.Locale.ROOT,
                    "holds for all %,d cases: %s", ex.cases(), Domains.describe(vars)) + (options.shard() == null ? "" : Domains.sizeTag(vars)));
            return withExploration(v, explore(vars, predicate));
        }

        /** Random cases beyond the bound (birthdays, and sizes of {@code within} domains); null when none apply. */
        private Exploration explore(List<Variable> vars, Expr predicate) {
            List<org.cgcheck.rules.Beyond> beyond = new ArrayList<>();
            int[] steps = new int[vars.size()];
            for (int i = 0; i < vars.size(); i++) {
                beyond.add(Domains.beyond(vars.get(i)));
                steps[i] = beyond.get(i) == null ? 0 : beyond.get(i).steps();
            }
            boolean games = vars.stream().anyMatch(Variable::samplable);
            boolean positions = beyond.stream().anyMatch(java.util.Objects::nonNull);
            boolean applies = options.exploreCases() > 0 && (games || positions)
                    && !hasBoundedInnerQuantifier(predicate)
                    && (options.shard() == null || options.shard().index() == 1);  // random cases: shard 1 only
            if (!applies || stop.reached()) {
                return null;
            }
            int maxBound = vars.stream().filter(Variable::samplable).mapToInt(Variable::day).max().orElse(0);
            int toDay = Math.min(CheckOptions.MAX_SAMPLE_DAY, Math.max(options.maxBirthday(), maxBound + 1));
            List<Sampler.Stratum> strata = Strata.beyond(vars, steps, toDay, options.exploreCases());
            Stop capped = stop.capped(options.exploreSeconds());
            Sampler.Result r = new Sampler(vars, predicate, options.threads(), beyond).run(options.seed(), strata,
                    capped);
            String stoppedWhy = !r.stopped() ? null : capped.ownCapReached()
                    ? "time cap of " + seconds(options.exploreSeconds()) : stop.cancelled() ? "interrupted" : "timeout";
            ExplorationLabels labels = new ExplorationLabels(vars, beyond, strata, games, maxBound);
            int from = positions && !games ? 1 : maxBound + 1;
            int to = labels.top();
            if (r.error() != null) {
                return labels.exploration(r.cases(), from, to, "evaluation error: " + r.error(), null, List.of(), -1,
                        null);
            }
            if (r.failure() == null) {
                return labels.exploration(r.cases(), from, to, stoppedWhy, null, List.of(), -1, null);
            }
            List<Object> shrunk = shrink(vars, predicate, r.failure(), Strata.maxDay(strata));
            Map<String, String> ce = named(vars, shrunk);
            int day = (int) shrunk.stream().mapToLong(GameOrder::birthday).max().orElse(0);
            List<String> details = new ArrayList<>(describeTuple(vars, predicate, shrunk));
            details.add("(found at random case " + r.cases() + " of the exploration, seed " + options.seed()
                    + ", then shrunk)");
            return labels.exploration(r.cases(), from, to, stoppedWhy, ce, details, day, shrunk);
        }

        private Verdict sampledOnly(List<Variable> vars, Expr predicate) {
            int cap = Math.min(CheckOptions.MAX_SAMPLE_DAY, options.maxBirthday());
            List<Sampler.Stratum> strata = Strata.within(vars, cap, options.randomSamples());
            int top = Strata.maxGameDay(vars, strata);
            boolean games = vars.stream().anyMatch(Variable::samplable);
            boolean capped = vars.stream().anyMatch(v -> v.samplable() && !v.unbounded() && v.day() > top);
            List<String> drawn = new ArrayList<>();
            if (games) {
                drawn.add("sampled up to day " + top + (capped ? "; the domain is larger" : ""));
            }
            for (Variable v : vars) {
                if (v.integers()) {
                    drawn.add(v.name() + " drawn from " + v.from() + ".." + v.bandTop(Variable.BANDS.length));
                }
            }
            scope = "for all " + Domains.describe(vars) + " (" + String.join("; ", drawn) + ")";
            if (options.randomSamples() == 0 || options.shard() != null && options.shard().index() != 1) {
                return verdict(Status.UNREFUTED, 0, 0, "not checked: the domain cannot be enumerated and "
                        + (options.randomSamples() == 0 ? "--random is 0" : "random cases run in shard 1 only"));
            }
            Sampler.Result r = new Sampler(vars, predicate, options.threads()).run(options.seed(), strata, stop);
            if (r.error() != null) {
                return verdict(Status.ERROR, 0, r.cases(), r.error());
            }
            if (r.failure() != null) {
                boolean ints = vars.stream().anyMatch(Variable::integers);
                return failed(vars, predicate, shrink(vars, predicate, r.failure(), top), 0, r.cases(),
                        "random counterexample (seed " + options.seed() + ", case " + r.cases() + "), shrunk"
                        + (ints ? " (each 'in A..' variable to its least failing value)" : ""));
            }
            // A sample cut short by the time limit (not by Ctrl-C) is still a sample: its verdict, not a
            // timeout (issue 41: misère values of large heaps are slow, the small bands come first).
            if (r.stopped() && (stop.cancelled() || r.cases() == 0)) {
                return stopped(0, r.cases(), "no counterexample in " + r.cases() + " random cases before the stop");
            }
            double bound = clopperPearsonUpper(r.cases());
            String where = games ? String.format(java.util.Locale.ROOT, "on days 1–%d ", top) : "";
            String msg = String.format(java.util.Locale.ROOT, "no counterexample in %,d random cases %s"
                    + "(seed %d%s): failure rate < %.3g%% (95%%); a sample cannot verify a claim about %s",
                    r.cases(), where, options.seed(), r.stopped() ? "; sampling stopped at the time limit" : "",
                    bound * 100, games ? "all games" : "infinitely many integers");
            return verdict(Status.UNREFUTED, 0, r.cases(), msg).withFailureBound(bound, options.seed());
        }

        private List<Object> shrink(List<Variable> vars, Expr predicate, List<Object> failing, int maxDay) {
            List<Predicate<Object>> members = new ArrayList<>();
            for (Variable v : vars) {
                members.add(v.member(v.samplable() && !v.unbounded() ? Math.max(v.day(), maxDay) : maxDay));
            }
            // Shrinking stops with the claim: a candidate not checked before the stop is not taken.
            stop.enter();
            try {
                Predicate<List<Object>> fails = t -> {
                    try {
                        return !stop.reached() && CaseSearch.fails(predicate, vars, t);
                    } catch (EvaluationStopped e) {
                        return false;
                    }
                };
                return leastIntegers(vars, PositionShrink.shrink(Shrinker.shrink(failing, members, fails, 2000), fails,
                        2000), fails);
            } finally {
                stop.leave();
            }
        }

        /**
         * Each {@code in A..} variable lowered to the least failing value from A up (the others held),
         * looking at most {@link #INTEGER_SCAN} values; repeated while one of them moves.
         */
        private List<Object> leastIntegers(List<Variable> vars, List<Object> tuple, Predicate<List<Object>> fails) {
            List<Object> t = tuple;
            for (boolean moved = true; moved; ) {
                moved = false;
                for (int i = 0; i < vars.size(); i++) {
                    if (!vars.get(i).integers()) {
                        continue;
                    }
                    BigInteger n = (BigInteger) t.get(i);
                    BigInteger m = vars.get(i).from();
                    for (int k = 0; k < INTEGER_SCAN && m.compareTo(n) < 0; k++, m = m.add(BigInteger.ONE)) {
                        List<Object> c = new ArrayList<>(t);
                        c.set(i, m);
                        if (fails.test(c)) {
                            t = c;
                            moved = true;
                            break;
                        }
                    }
                }
            }
            return t;
        }

        private List<String> describeTuple(List<Variable> vars, Expr predicate, List<Object> tuple) {
            List<String> details = new ArrayList<>();
            Map<String, Object> env = new LinkedHashMap<>();
            for (int i = 0; i < vars.size(); i++) {
                Object v = tuple.get(i);
                env.put(vars.get(i).name(), v);
                if (v instanceof org.cgcheck.rules.Position p) {
                    details.addAll(org.cgcheck.rules.BoardText.lines(vars.get(i).name(), p));
                } else if (loopyPosition(v) != null) {
                    details.addAll(org.cgcheck.rules.BoardText.lines(vars.get(i).name(), loopyPosition(v), v));
                } else {
                    // An integer variable is a number to the user: its birthday would only puzzle.
                    details.add(vars.get(i).name() + " = " + (v instanceof String str ? "\"" + str + "\""
                            : v instanceof org.cgcheck.fn.Ranked ? v.toString()         // a list has no birthday
                            : v instanceof java.math.BigInteger ? v.toString()         // an integer has no birthday to the user
                            : v + "   (birthday " + GameOrder.birthday(v) + ")"));
                }
            }
            details.addAll(Refutation.explain(predicate, env));
            details.addAll(LoopyPlays.explain(predicate, env));
            return details;
        }

        private Verdict failed(List<Variable> vars, Expr predicate, List<Object> tuple, long cases, long randomCases,
                String how) {
            Map<String, String> ce = named(vars, tuple);
            Verdict v = verdict(Status.REFUTED, cases, randomCases, how, describeTuple(vars, predicate, tuple));
            String key = Verdict.orderKey(tuple.stream().mapToLong(GameOrder::birthday).sum(),
                    tuple.stream().mapToLong(GameOrder::size).sum(), Shrinker.orderText(tuple));
            return v.withCounterexample(ce, key);
        }

        Verdict stopped(long cases, long randomCases, String what) {
            boolean cancelled = stop.cancelled();
            String why = cancelled ? "interrupted" : "timeout after " + seconds(options.timeoutSeconds());
            return verdict(cancelled ? Status.INTERRUPTED : Status.TIMEOUT, cases, randomCases,
                    what.isEmpty() ? why : why + ": " + what);
        }

        Verdict verdict(Status status, long cases, long randomCases, String message) {
            return verdict(status, cases, randomCases, message, List.of());
        }

        Verdict verdict(Status status, long cases, long randomCases, String message, List<String> details) {
            double secs = (System.nanoTime() - start) / 1e9;
            if (proofNote != null && status != Status.PROVED && status != Status.REFUTED) {
                details = new ArrayList<>(details);
                details.add("no proof: " + proofNote);
            }
            if (!warnings.isEmpty()) {
                details = new ArrayList<>(details);
                details.addAll(0, warnings);
            }
            if (!unused.isEmpty()) {
                // A variable the statement never mentions is usually a typo; the verdict stands, with a warning.
                details = new ArrayList<>(details);
                details.add(0, "warning: " + (unused.size() == 1 ? "the variable " + unused.get(0) + " is"
                        : "the variables " + String.join(", ", unused) + " are") + " never used in the statement");
            }
            return new Verdict(claim, status, Verdict.expected(claim.kind(), status), cases, randomCases, secs, null,
                    details, message, null, randomCases > 0 ? options.seed() : null, null,
                    status == Status.ERROR ? null : scope, null, null);
        }

        private Verdict withExploration(Verdict v, Exploration e) {
            return v.withExploration(e, e == null ? v.seed() : Long.valueOf(options.seed()),
                    (System.nanoTime() - start) / 1e9);
        }
    }

    /** A counterexample as reported: each variable's name with its value's text, in order. */
    private static Map<String, String> named(List<Variable> vars, List<Object> tuple) {
        Map<String, String> ce = new LinkedHashMap<>();
        for (int i = 0; i < vars.size(); i++) {
            Object v = tuple.get(i);        // a string as the language writes one, so it reads back
            // A loopy ruleset's position by its expression, which evaluates again to its value and board.
            ce.put(vars.get(i).name(), v instanceof String str ? "\"" + str + "\""
                    : loopyPosition(v) != null ? loopyPosition(v).expression() : String.valueOf(v));
        }
        return ce;
    }

    /** The loopy ruleset position a value of a {@code within} domain remembers, or null. */
    static org.cgcheck.rules.LoopyPosition loopyPosition(Object v) {
        return v instanceof org.cgcheck.loopy.SidedValue s && s.position() instanceof org.cgcheck.rules.LoopyPosition p
                ? p : null;
    }

    private static String seconds(double s) {
        return String.format(java.util.Locale.ROOT, "%.3g s", s);
    }

    /**
     * Upper end of the two-sided 95% Clopper–Pearson interval for the failure rate after n
     * passing cases: the 0.975 quantile of Beta(1, n). (commons-math3's ClopperPearsonInterval
     * rejects zero successes, hence the Beta form.)
     */
    static double clopperPearsonUpper(long n) {
        return new BetaDistribution(null, 1, n).inverseCumulativeProbability(0.975);
    }

    /**
     * Sampling outer variables beyond their bound while an inner "born by" or "within" quantifier stays
     * bounded would change the claim's meaning, so such claims are not explored.
     */
    static boolean hasBoundedInnerQuantifier(Expr e) {
        return innerDomain(e, d -> d instanceof Expr.Domain.BornBy || d instanceof Expr.Domain.Within) != null;
    }

    /** The first domain of a quantifier inside e (its logical structure) that matches, or null. */
    static Expr.Domain innerDomain(Expr e, java.util.function.Predicate<Expr.Domain> which) {
        if (e instanceof Expr.Quantified q) {
            return which.test(q.domain()) ? q.domain() : innerDomain(q.body(), which);
        }
        if (e instanceof Expr.Binary b) {
            Expr.Domain d = innerDomain(b.left(), which);
            return d != null ? d : innerDomain(b.right(), which);
        }
        if (e instanceof Expr.Not n) {
            return innerDomain(n.operand(), which);
        }
        return null;
    }
    /** Peels the leading forall quantifiers whose domains mention no variables. */
    static Expr outerVariables(Expr body, List<String> names, List<Expr.Domain> domains) {
        Expr e = body;
        while (e instanceof Expr.Quantified q && q.forall() && FreeVariables.of(q.domain()).isEmpty()) {
            for (String name : q.vars()) {
                names.add(name);
                domains.add(q.domain());
            }
            e = q.body();
        }
        return e;
    }
}
