package org.cgcheck.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.cgcheck.check.Verdict.Status;
import org.cgcheck.check.prove.Certificate;
import org.cgcheck.check.prove.CertificateChecker;
import org.cgcheck.check.prove.Closure;
import org.cgcheck.check.prove.ClosureChecker;
import org.cgcheck.check.prove.Induction;
import org.cgcheck.check.prove.InductionChecker;
import org.cgcheck.check.prove.InductionRender;
import org.cgcheck.check.prove.Periodicity;
import org.cgcheck.check.prove.PeriodicityChecker;
import org.cgcheck.check.prove.PeriodicityRender;
import org.cgcheck.check.prove.Prover;
import org.cgcheck.check.prove.Render;
import org.cgcheck.lang.Expr;

/**
 * The symbolic phase of a check: search an ordered-group certificate ({@link Prover}), accept it
 * only once {@link CertificateChecker} has re-verified it, and (with --cross-check) compare the
 * proof with the exhaustive or sampled check.
 */
final class SymbolicProver {
    private SymbolicProver() {
    }

    /** A proof (message, details, data) or, when {@code proved} is false, why there is none. */
    record Attempt(boolean proved, String message, List<String> details, Map<String, Object> data, String note,
            String scope) {
        Attempt(boolean proved, String message, List<String> details, Map<String, Object> data, String note) {
            this(proved, message, details, data, note, null);
        }
    }

    static Attempt attempt(Expr predicate, List<String> names, List<Expr.Domain> domains, Stop stop) {
        return attempt(predicate, names, domains, stop, List.of(), org.cgcheck.check.prove.Laws.all());
    }

    /**
     * As above, then (when nothing else proves it) unfolding, lemmas and cases: {@code cited} are the
     * lemmas the claim names with {@code by}, {@code candidates} those it may use unnamed (the laws, and
     * the claims proved earlier in the run).
     */
    static Attempt attempt(Expr predicate, List<String> names, List<Expr.Domain> domains, Stop stop,
            List<org.cgcheck.check.prove.Lemma> cited, List<org.cgcheck.check.prove.Lemma> candidates) {
        try (Stop.Watch w = stop.watch()) {     // --timeout holds in every stage here, not only in the search
            if (names.isEmpty()) {
                return closed(predicate, stop);
            }
            Attempt f = foundations(predicate, names, domains);
            if (f != null) {
                return TrustedCitation.named(predicate, names, domains, f);   // before the readings that cite these laws
            }
            Attempt a = TrustedCitation.named(predicate, names, domains, stages(predicate, names, domains, stop));
            if (a.proved() || a.note() != null && a.note().contains("please report")) {
                return a;
            }
            Attempt t = tactics(predicate, names, domains, stop, cited, candidates);
            return t != null ? TrustedCitation.named(predicate, names, domains, t) : a;
        }
    }

    /**
     * The nim-sum law and grundy(*n) == n from the definitions ({@code NimberInduction}), and
     * statements of xor and order on naturals ({@code XorArith}, a decision procedure); each
     * re-verified by its own checker. Null when the claim is neither.
     */
    private static Attempt foundations(Expr predicate, List<String> names, List<Expr.Domain> domains) {
        try {
            if (selfNegation(predicate, names, domains)) {     // lemma impartial_negation itself: by induction
                Induction.Result r = Induction.prove(predicate, names, domains, () -> false);
                if (r.proof() != null && InductionChecker.check(predicate, names, domains, r.proof()) == null) {
                    return new Attempt(true, InductionRender.oneLine(r.proof()), InductionRender.steps(r.proof()),
                            InductionRender.data(r.proof()), null);
                }
            }
            org.cgcheck.check.prove.NimberInduction.Proof n =
                    org.cgcheck.check.prove.NimberInduction.prove(predicate, names, domains);
            if (n != null) {
                String rejected = org.cgcheck.check.prove.NimberInductionChecker.check(predicate, names, domains, n);
                if (rejected != null) {
                    return new Attempt(false, null, null, null, "a proof by induction on nimbers was found but the"
                            + " independent checker rejected it (" + rejected + "); please report this");
                }
                return new Attempt(true, org.cgcheck.check.prove.NimberInduction.oneLine(n),
                        org.cgcheck.check.prove.NimberInduction.steps(n),
                        org.cgcheck.check.prove.NimberInduction.data(n), null);
            }
            org.cgcheck.check.prove.LemmaChains.Proof c =
                    org.cgcheck.check.prove.LemmaChains.prove(predicate, names, domains);
            if (c != null) {
                String rejected = org.cgcheck.check.prove.LemmaChainsChecker.check(predicate, names, domains, c);
                if (rejected != null) {
                    return new Attempt(false, null, null, null, "a proof from lemmas was found but the independent"
                            + " checker rejected it (" + rejected + "); please report this");
                }
                return new Attempt(true, org.cgcheck.check.prove.LemmaChains.oneLine(c),
                        org.cgcheck.check.prove.LemmaChains.steps(c), org.cgcheck.check.prove.LemmaChains.data(c), null);
            }
            org.cgcheck.check.prove.XorArith.Proof x = org.cgcheck.check.prove.XorArith.prove(predicate, names, domains);
            if (x != null) {
                String rejected = org.cgcheck.check.prove.XorArithChecker.check(predicate, names, domains);
                if (rejected != null) {
                    return new Attempt(false, null, null, null, "a decision of xor arithmetic was found but the"
                            + " independent checker rejected it (" + rejected + "); please report this");
                }
                return new Attempt(true, org.cgcheck.check.prove.XorArithRender.oneLine(x),
                        org.cgcheck.check.prove.XorArithRender.steps(x), org.cgcheck.check.prove.XorArithRender.data(x),
                        null);
            }
        } catch (RuntimeException e) {
            return null;
        }
        return null;
    }

    /**
     * A closed comparison of games from the definition of <= on their values, re-verified from the
     * games' options by {@code ClosedComparisonChecker}; not proved (and no note) otherwise.
     */
    private static Attempt closed(Expr predicate, Stop stop) {
        org.cgcheck.check.prove.ClosedComparison.Proof p;
        stop.enter();
        try {
            p = stop.onThisThread(() -> org.cgcheck.check.prove.ClosedComparison.prove(predicate));
        } catch (org.cgcheck.game.EvaluationStopped e) {
            throw e;
        } catch (RuntimeException | StackOverflowError e) {
            p = null;       // the check evaluates it and reports any error
        } finally {
            stop.leave();
        }
        if (p == null) {
            return new Attempt(false, null, null, null, null);
        }
        String rejected = org.cgcheck.check.prove.ClosedComparisonChecker.check(predicate, p);
        if (rejected != null) {
            return new Attempt(false, null, null, null, "a proof from the definition of <= was found but the"
                    + " independent checker rejected it (" + rejected + "); please report this");
        }
        return new Attempt(true, org.cgcheck.check.prove.ClosedComparison.oneLine(p),
                org.cgcheck.check.prove.ClosedComparison.steps(p), org.cgcheck.check.prove.ClosedComparison.data(p),
                null, "for these games");
    }

    /** {@code -F == F} (or {@code F == -F}) for one impartial variable. */
    private static boolean selfNegation(Expr predicate, List<String> names, List<Expr.Domain> domains) {
        if (names.size() != 1 || !"impartial".equals(Induction.kind(domains.get(0)))
                || !(predicate instanceof Expr.Binary b) || b.op() != Expr.Op.EQ) {
            return false;
        }
        String x = names.get(0);
        return b.left() instanceof Expr.Neg n && n.operand() instanceof Expr.Var v && v.name().equals(x)
                && b.right() instanceof Expr.Var w && w.name().equals(x)
                || b.right() instanceof Expr.Neg m && m.operand() instanceof Expr.Var u && u.name().equals(x)
                && b.left() instanceof Expr.Var y && y.name().equals(x);
    }

    private static Attempt stages(Expr predicate, List<String> names, List<Expr.Domain> domains, Stop stop) {
        Prover.Result r;
        stop.enter();   // evaluating constants observes the claim's stop
        try {
            r = Prover.prove(predicate, names, domains, stop::reached);
        } catch (org.cgcheck.game.EvaluationStopped e) {
            throw e;
        } catch (RuntimeException | StackOverflowError e) {
            return new Attempt(false, null, null, null, "the prover could not read the claim (" + e.getClass()
                    .getSimpleName() + ")");
        } finally {
            stop.leave();
        }
        Certificate c = r.certificate();
        if (c == null) {
            Attempt closed = closure(predicate, names, domains);
            return closed != null ? closed : induction(predicate, names, domains, stop, r.reason());
        }
        String rejected = CertificateChecker.check(predicate, names, domains, c);
        if (rejected != null) {
            // A search bug must never become a "proved": fall back to the checks, and say so.
            return new Attempt(false, null, null, null, "a certificate was found but the independent checker"
                    + " rejected it (" + rejected + "); please report this");
        }
        return new Attempt(true, Render.oneLine(c), Render.steps(c), Render.data(c), null);
    }

    /** Unfolding ≤, lemma instances and cases on outcome classes, re-verified by {@code TacticsChecker}; or null. */
    private static Attempt tactics(Expr predicate, List<String> names, List<Expr.Domain> domains, Stop stop,
            List<org.cgcheck.check.prove.Lemma> cited, List<org.cgcheck.check.prove.Lemma> candidates) {
        org.cgcheck.check.prove.Tactics.Proof p;
        stop.enter();
        try {
            p = org.cgcheck.check.prove.Tactics.prove(predicate, names, domains, cited, candidates, stop::reached);
        } catch (org.cgcheck.game.EvaluationStopped e) {
            throw e;
        } catch (RuntimeException | StackOverflowError e) {
            return null;
        } finally {
            stop.leave();
        }
        if (p == null) {
            return null;
        }
        List<org.cgcheck.check.prove.Lemma> allowed = new ArrayList<>(cited);
        allowed.addAll(candidates);
        String rejected = org.cgcheck.check.prove.TacticsChecker.check(predicate, names, domains, allowed, p);
        if (rejected != null) {
            return new Attempt(false, null, null, null, "a proof with lemmas or cases was found but the independent"
                    + " checker rejected it (" + rejected + "); please report this");
        }
        return new Attempt(true, org.cgcheck.check.prove.TacticsRender.oneLine(p),
                org.cgcheck.check.prove.TacticsRender.steps(p), org.cgcheck.check.prove.TacticsRender.data(p), null);
    }

    /** Membership in a kind closed under the group operations (isnumber(x + y), ...), or null. */
    private static Attempt closure(Expr predicate, List<String> names, List<Expr.Domain> domains) {
        java.util.Map<String, String> kinds = new java.util.HashMap<>();
        for (int i = 0; i < names.size(); i++) {
            Expr.Domain d = domains.get(i);
            kinds.put(names.get(i), d instanceof Expr.Domain.BornBy b ? b.kind() : d instanceof Expr.Domain.All a
                    ? a.kind() : "");
        }
        Closure.Proof p;
        try {
            p = Closure.prove(predicate, kinds);
        } catch (RuntimeException e) {
            return null;
        }
        if (p == null) {
            return null;
        }
        String rejected = ClosureChecker.check(predicate, kinds, p);
        if (rejected != null) {
            return new Attempt(false, null, null, null, "a closure proof was found but the independent checker"
                    + " rejected it (" + rejected + "); please report this");
        }
        Certificate rest = null;
        if (p.rest() != null) {
            // The comparisons among the conclusions: the ordered-group prover's, checked by its checker.
            Prover.Result r = Prover.prove(p.rest(), names, domains);
            if (r.certificate() == null || CertificateChecker.check(p.rest(), names, domains, r.certificate()) != null) {
                return null;
            }
            rest = r.certificate();
        }
        List<String> steps = new ArrayList<>();
        steps.add("proof (closure of kinds under the group operations, re-verified by an independent checker):");
        for (Closure.Step s : p.steps()) {
            steps.add("  " + s.predicate() + "(" + org.cgcheck.lang.ExprPrinter.print(s.term()) + "): " + s.why());
        }
        if (rest != null) {
            steps.add("  and the comparisons, " + org.cgcheck.lang.ExprPrinter.print(p.rest()) + ":");
            Render.steps(rest).forEach(x -> steps.add("  " + x));
        }
        Closure.Step last = p.steps().get(p.steps().size() - 1);
        java.util.Map<String, Object> data = new java.util.LinkedHashMap<>();
        data.put("kind", "closure");
        if (rest != null) {
            data.put("comparisons", Render.data(rest));
        }
        data.put("steps", p.steps().stream().map(s -> s.predicate() + "(" + org.cgcheck.lang.ExprPrinter.print(s.term())
                + "): " + s.why()).toList());
        return new Attempt(true, "closure: " + last.why() + " (" + p.steps().size() + " steps)", steps, data, null);
    }

    /** When the ordered-group laws alone do not prove it: induction on birthday, re-verified likewise. */
    private static Attempt induction(Expr predicate, List<String> names, List<Expr.Domain> domains, Stop stop,
            String groupReason) {
        Induction.Result r;
        stop.enter();
        try {
            r = Induction.prove(predicate, names, domains, stop::reached);
        } catch (org.cgcheck.game.EvaluationStopped e) {
            throw e;
        } catch (RuntimeException | StackOverflowError e) {
            return new Attempt(false, null, null, null, groupReason);
        } finally {
            stop.leave();
        }
        if (r.proof() == null) {
            boolean tried = !r.reason().startsWith("no definition");
            return periodicity(predicate, names, domains, stop, tried ? groupReason + "; " + r.reason() : groupReason);
        }
        String rejected = InductionChecker.check(predicate, names, domains, r.proof());
        if (rejected != null) {
            return new Attempt(false, null, null, null, "a proof by induction was found but the independent checker"
                    + " rejected it (" + rejected + "); please report this");
        }
        return new Attempt(true, InductionRender.oneLine(r.proof()), InductionRender.steps(r.proof()),
                InductionRender.data(r.proof()), null);
    }

    /** Last: eventual periodicity of an octal game's heaps, by the Guy–Smith theorem, re-verified likewise. */
    private static Attempt periodicity(Expr predicate, List<String> names, List<Expr.Domain> domains, Stop stop,
            String earlier) {
        Periodicity.Result r;
        stop.enter();
        try {
            r = Periodicity.prove(predicate, names, domains, stop::reached);
        } catch (org.cgcheck.game.EvaluationStopped e) {
            throw e;
        } catch (RuntimeException | StackOverflowError e) {
            return new Attempt(false, null, null, null, earlier);
        } finally {
            stop.leave();
        }
        if (r.proof() == null) {
            return new Attempt(false, null, null, null, r.reason() == null ? earlier : earlier + "; " + r.reason());
        }
        String rejected = PeriodicityChecker.check(predicate, names, domains, r.proof(), stop::reached);
        if (rejected != null) {
            return new Attempt(false, null, null, null, "a periodicity certificate was found but the independent checker"
                    + " rejected it (" + rejected + "); please report this");
        }
        return new Attempt(true, PeriodicityRender.oneLine(r.proof()), PeriodicityRender.steps(r.proof()),
                PeriodicityRender.data(r.proof()), null, PeriodicityRender.scope(r.proof()));
    }

    /**
     * --cross-check: the proof stands if the check agrees (verified or unrefuted); a counterexample
     * or an evaluation error is a disagreement, reported as an error naming both sides.
     */
    static Verdict crossCheck(Verdict proved, Verdict checked) {
        List<String> details = new ArrayList<>(proved.details());
        switch (checked.status()) {
            case VERIFIED:
            case UNREFUTED:
                details.add("cross-check agrees: " + checked.status().word() + " " + (checked.scope() == null ? ""
                        : checked.scope() + ": ") + (checked.message().isEmpty() && checked.cases() == 1
                        ? "(the statement evaluated by the engine's exact comparison)" : checked.message()));
                return stands(proved, checked, details, checked.exploration());
            case TIMEOUT:
            case INTERRUPTED:
                details.add("cross-check stopped: " + checked.message());
                return stands(proved, checked, details, null);
            default:
                details.add("cross-check: " + checked.status().word() + ": " + checked.message());
                details.addAll(checked.details());
                Object kind = proved.proof() == null ? null : proved.proof().get("kind");
                String by = "closed comparison".equals(kind) ? "the definition of <= on the forms"
                        : "periodicity".equals(kind) ? "the octal periodicity theorem" : "induction".equals(kind)
                        ? "induction on birthday" : "an ordered-group certificate";
                String msg = "cross-check disagreement: proved by " + by + ", but the check says "
                        + checked.status().word() + (checked.counterexample() == null ? " (" + checked.message() + ")"
                        : " with counterexample " + checked.counterexample());
                return new Verdict(proved.claim(), Status.ERROR, Verdict.expected(proved.claim().kind(), Status.ERROR),
                        checked.cases(), checked.randomCases(), proved.seconds() + checked.seconds(),
                        checked.counterexample(), details, msg, null, checked.seed(), null, null, null, proved.proof());
        }
    }

    /** The proof stands, with the check's counts, seed and time added (and its exploration, if given). */
    private static Verdict stands(Verdict proved, Verdict checked, List<String> details, Exploration exploration) {
        return new Verdict(proved.claim(), proved.status(), proved.ok(), checked.cases(), checked.randomCases(),
                proved.seconds() + checked.seconds(), null, details, proved.message(), null, checked.seed(), null,
                proved.scope(), exploration, proved.proof());
    }
}
