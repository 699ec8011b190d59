package org.cgcheck.check;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.commons.math3.distribution.BetaDistribution;
import org.cgcheck.check.Verdict.Status;
import org.cgcheck.lang.Claim;
import org.cgcheck.lang.DomainValues;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.lang.TypeChecker;
import org.cgcheck.universe.GameOrder;
import org.cgcheck.universe.Kind;
import org.cgcheck.universe.RandomGames;
import org.cgcheck.universe.Shrinker;

/**
 * Settles a claim: a symbolic proof if the algebra allows, else an exhaustive search over the
 * outer universally quantified variables in counterexample order (so the first failing level
 * holds the minimal counterexample), then random samples beyond the exhaustive bound.
 */
public final class Checker {
    private final CheckOptions options;

    public Checker(CheckOptions options) {
        this.options = options;
    }

    public Verdict check(Claim claim) {
        long start = System.nanoTime();
        try {
            TypeChecker.checkFormula(claim.body());
            return run(claim, start);
        } catch (SyntaxError e) {
            return verdict(claim, Status.ERROR, 0, 0, start, null, List.of(), claim.file() + ":" + e.pos() + ": "
                    + e.getMessage(), null);
        } catch (StackOverflowError e) {
            return verdict(claim, Status.ERROR, 0, 0, start, null, List.of(), "recursion too deep", null);
        }
    }

    private Verdict run(Claim claim, long start) {
        List<Variable> vars = new ArrayList<>();
        Expr predicate = outerVariables(claim.body(), vars);
        Set<String> names = new HashSet<>();
        vars.forEach(v -> names.add(v.name()));
        if (options.symbolic() && !vars.isEmpty() && SymbolicProver.proves(predicate, names)) {
            return verdict(claim, Status.PROVED, 0, 0, start, null,
                    List.of("both sides are integer-linear in " + String.join(", ", names)
                            + " with equal coefficients; the constant parts satisfy the relation"),
                    "holds for all games (group identity)", null);
        }
        if (vars.isEmpty()) {
            boolean holds = (Boolean) new org.cgcheck.lang.Interpreter().eval(claim.body());
            return verdict(claim, holds ? Status.VERIFIED : Status.REFUTED, 1, 0, start, null, List.of(),
                    holds ? "" : "the statement is false", null);
        }
        boolean exhaustive = vars.stream().allMatch(Variable::exhaustive);
        CaseSearch.Result ex = null;
        if (exhaustive) {
            long estimate = 1;
            for (Variable v : vars) {
                estimate = Math.multiplyExact(estimate, Math.max(1, v.elements().size()));
                if (v.elements().isEmpty()) {
                    throw new SyntaxError("the domain of " + v.name() + " is empty", v.domain().pos());
                }
            }
            if (estimate > CheckOptions.MAX_CASES && !options.force()) {
                return verdict(claim, Status.ERROR, 0, 0, start, null, List.of(), "refused: " + estimate
                        + " cases exceed the limit of " + CheckOptions.MAX_CASES + "; lower a birthday bound, "
                        + "sample with random mode, or pass --force", null);
            }
            ex = new CaseSearch(vars, predicate, options, claim.name()).run();
            if (ex.error() != null) {
                return verdict(claim, Status.ERROR, ex.cases(), 0, start, null, List.of(), ex.error(), null);
            }
            if (ex.failure() != null) {
                return failed(claim, vars, predicate, ex.failure(), ex.cases(), 0, start, "minimal counterexample");
            }
            if (ex.timedOut()) {
                return verdict(claim, Status.TIMEOUT, ex.cases(), 0, start, null, List.of(),
                        "unrefuted after " + ex.cases() + " cases (timeout)", null);
            }
        }
        // Sampling outer variables beyond their bound while an inner "born by" quantifier stays
        // bounded would change the claim's meaning, so such claims are settled exhaustively only.
        boolean sample = vars.stream().anyMatch(Variable::samplable) && options.randomSamples() > 0
                && !hasBoundedInnerQuantifier(predicate)
                && (options.shard() == null || options.shard().index() == 1);     // random cases: shard 1 only
        RandomPhase.Result rp = sample ? new RandomPhase(vars, predicate, options).run() : null;
        long cases = ex == null ? 0 : ex.cases();
        if (rp != null && rp.error() != null) {
            return verdict(claim, Status.ERROR, cases, rp.cases(), start, null, List.of(), rp.error(), null);
        }
        if (rp != null && rp.failure() != null) {
            List<Object> shrunk = Shrinker.shrink(rp.failure(), members(vars), t -> CaseSearch.fails(predicate, vars, t),
                    2000);
            return failed(claim, vars, predicate, shrunk, cases, rp.cases(), start,
                    "random counterexample (seed " + options.seed() + "), shrunk");
        }
        Double bound = null;
        String note = "";
        if (rp != null && rp.cases() > 0) {
            bound = clopperPearsonUpper(rp.cases());
            note = rp.cases() + " random cases up to birthday " + options.maxBirthday() + " (seed " + options.seed()
                    + "): failure rate < " + String.format(java.util.Locale.ROOT, "%.3g", bound * 100) + "% (95%)";
        }
        Status status = exhaustive ? Status.VERIFIED : Status.UNREFUTED;
        String msg = (exhaustive ? "all " + cases + " cases hold" : "no exhaustive domain") + (note.isEmpty() ? "" : "; " + note);
        return verdict(claim, status, cases, rp == null ? 0 : rp.cases(), start, null, List.of(), msg, bound);
    }

    /**
     * Upper end of the two-sided 95% Clopper–Pearson interval for the failure rate after n
     * passing cases: the 0.975 quantile of Beta(1, n). (commons-math3's ClopperPearsonInterval
     * rejects zero successes, hence the Beta form.)
     */
    static double clopperPearsonUpper(long n) {
        return new BetaDistribution(null, 1, n).inverseCumulativeProbability(0.975);
    }

    private List<java.util.function.Predicate<Object>> members(List<Variable> vars) {
        List<java.util.function.Predicate<Object>> out = new ArrayList<>();
        for (Variable v : vars) {
            out.add(v.member(options.maxBirthday()));
        }
        return out;
    }

    private Verdict failed(Claim claim, List<Variable> vars, Expr predicate, List<Object> tuple, long cases,
            long randomCases, long start, String how) {
        Map<String, String> ce = new LinkedHashMap<>();
        Map<String, Object> env = new LinkedHashMap<>();
        List<String> details = new ArrayList<>();
        for (int i = 0; i < vars.size(); i++) {
            Object v = tuple.get(i);
            ce.put(vars.get(i).name(), String.valueOf(v));
            env.put(vars.get(i).name(), v);
            details.add(vars.get(i).name() + " = " + v + "   (birthday " + GameOrder.birthday(v) + ")");
        }
        details.addAll(Refutation.explain(predicate, env));
        Verdict v = verdict(claim, Status.REFUTED, cases, randomCases, start, ce, details, how, null);
        String key = Verdict.orderKey(tuple.stream().mapToLong(GameOrder::birthday).sum(),
                tuple.stream().mapToLong(GameOrder::size).sum(), Shrinker.text(tuple));
        return new Verdict(v.claim(), v.status(), v.ok(), v.cases(), v.randomCases(), v.seconds(), ce, details,
                v.message(), null, v.seed(), key, null, null);
    }

    static boolean hasBoundedInnerQuantifier(Expr e) {
        if (e instanceof Expr.Quantified q) {
            return q.domain() instanceof Expr.Domain.BornBy || hasBoundedInnerQuantifier(q.body());
        }
        if (e instanceof Expr.Binary b) {
            return hasBoundedInnerQuantifier(b.left()) || hasBoundedInnerQuantifier(b.right());
        }
        if (e instanceof Expr.Not n) {
            return hasBoundedInnerQuantifier(n.operand());
        }
        return false;
    }

    /** Peels the leading forall quantifiers whose domains mention no variables. */
    static Expr outerVariables(Expr body, List<Variable> out) {
        Expr e = body;
        while (e instanceof Expr.Quantified q && q.forall() && FreeVariables.of(q.domain()).isEmpty()) {
            for (String name : q.vars()) {
                out.add(variable(name, q.domain()));
            }
            e = q.body();
        }
        return e;
    }

    private static Variable variable(String name, Expr.Domain d) {
        if (d instanceof Expr.Domain.BornBy b) {
            int day = DomainValues.day(b, Map.of());
            Kind kind = DomainValues.kind(b.kind());
            List<Object> elems = null;
            try {
                elems = DomainValues.elements(d, Map.of());
            } catch (SyntaxError e) {
                // Not enumerable (e.g. values born by day 4): the variable is sampled only.
            }
            return new Variable(name, d, elems, kind, day);
        }
        List<Object> elems = DomainValues.elements(d, Map.of());
        if (elems.isEmpty()) {
            throw new SyntaxError("the domain of " + name + " is empty", d.pos());
        }
        return new Variable(name, d, elems, null, 0);
    }

    private Verdict verdict(Claim claim, Status status, long cases, long randomCases, long start,
            Map<String, String> ce, List<String> details, String message, Double bound) {
        double secs = (System.nanoTime() - start) / 1e9;
        return new Verdict(claim, status, Verdict.expected(claim.kind(), status), cases, randomCases, secs, ce,
                details, message, bound, randomCases > 0 ? options.seed() : null, null, null, null);
    }
}
