package org.cgcheck.check.prove;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.cgcheck.lang.ClaimParser;
import org.cgcheck.lang.Expr;

/**
 * Re-checks a {@link LemmaChains} proof: the claim is the chain's statement (read again), every
 * lemma the chain cites is a lemma of the trusted base and is proved again here by its own engine
 * and checker (a chain's lemmas recursively), and the chain's arithmetic is re-decided by
 * {@link XorArithChecker}; a chain from the definitions alone has its every step re-verified by
 * {@link DefinitionStepsChecker}.
 */
public final class LemmaChainsChecker {
    private LemmaChainsChecker() {
    }

    /** Lemmas proved again in this run (their proofs do not depend on the claim). */
    private static final Map<String, String> REPROVED = new ConcurrentHashMap<>();

    public static String check(Expr body, List<String> names, List<Expr.Domain> domains, LemmaChains.Proof p) {
        LemmaChains.Chain c = LemmaChains.byId(p.chain().id());
        if (c == null || !c.equals(p.chain())) {
            return "not a chain of the library";
        }
        List<String> cn = new ArrayList<>();
        List<Expr.Domain> cd = new ArrayList<>();
        LemmaChains.parsed(c.statement(), cn, cd);
        if (!TrustedUse.sameStatement(body, c.statement()) || cn.size() != names.size()) {
            return "the claim is not the chain's statement";
        }
        for (int i = 0; i < names.size(); i++) {
            String chainVar = cn.get(i);
            String claimVar = p.renaming().get(chainVar);
            int at = names.indexOf(claimVar);
            if (at < 0 || !LemmaChains.sameKind(cd.get(i), domains.get(at))) {
                return "variable " + claimVar + " does not range over the chain's kind";
            }
        }
        DefinitionSteps.Proof steps = DefinitionSteps.of(c.id());
        if (steps == null && c.lemmas().isEmpty()) {
            return "a chain that cites no lemma needs steps the checker can verify";
        }
        if (steps != null) {
            String why = DefinitionStepsChecker.check(c.statement(), steps);
            if (why != null) {
                return why;
            }
        }
        for (String lemma : c.lemmas()) {
            String why = REPROVED.computeIfAbsent(lemma, LemmaChainsChecker::reprove);
            if (!why.isEmpty()) {
                return "lemma " + lemma + ": " + why;
            }
        }
        for (String a : c.arithmetic()) {
            ClaimParser.Result res = ClaimParser.parse("theorem a\n  " + a + "\n", "checker");
            List<String> vs = new ArrayList<>();
            List<Expr.Domain> ds = new ArrayList<>();
            Expr e = Lemma.outer(res.claims().get(0).body(), vs, ds);
            String why = XorArithChecker.check(e, vs, ds);
            if (why != null) {
                return "arithmetic " + a + ": " + why;
            }
        }
        return null;
    }

    /** "" when the lemma is proved again by its engine and checker; else why not. */
    private static String reprove(String id) {
        TrustedBase.Entry e = TrustedBase.byId(id);
        if (e == null || !e.proved() || e.statement() == null) {
            return "not a proved lemma of the trusted base";
        }
        ClaimParser.Result res = ClaimParser.parse("theorem l\n  " + e.statement() + "\n", "checker");
        List<String> vs = new ArrayList<>();
        List<Expr.Domain> ds = new ArrayList<>();
        Expr body = Lemma.outer(res.claims().get(0).body(), vs, ds);
        NimberInduction.Proof n = NimberInduction.prove(body, vs, ds);
        if (n != null) {
            String why = NimberInductionChecker.check(body, vs, ds, n);
            return why == null ? "" : why;
        }
        LemmaChains.Proof c = LemmaChains.prove(body, vs, ds);
        if (c != null) {
            String why = check(body, vs, ds, c);
            return why == null ? "" : why;
        }
        Induction.Result r = Induction.prove(body, vs, ds, () -> false);
        if (r.proof() != null) {
            String why = InductionChecker.check(body, vs, ds, r.proof());
            return why == null ? "" : why;
        }
        return "no engine proves it";
    }
}
