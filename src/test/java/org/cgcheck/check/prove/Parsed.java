package org.cgcheck.check.prove;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.lang.ClaimParser;
import org.cgcheck.lang.Expr;
import org.cgcheck.eval.Programs;

/** A claim's outer forall variables and predicate, as the checker hands them to the prover. */
record Parsed(Expr predicate, List<String> names, List<Expr.Domain> domains) {
    static Parsed of(String body) {
        ClaimParser.Result r = Programs.parse("theorem t\n  " + body + "\n", "t.cgt");
        if (!r.errors().isEmpty()) {
            throw r.errors().get(0);
        }
        Expr e = r.claims().get(0).body();
        List<String> names = new ArrayList<>();
        List<Expr.Domain> domains = new ArrayList<>();
        while (e instanceof Expr.Quantified q && q.forall()) {
            for (String n : q.vars()) {
                names.add(n);
                domains.add(q.domain());
            }
            e = q.body();
        }
        return new Parsed(e, names, domains);
    }

    Prover.Result prove() {
        return Prover.prove(predicate, names, domains);
    }

    String check(Certificate c) {
        return CertificateChecker.check(predicate, names, domains, c);
    }
}
