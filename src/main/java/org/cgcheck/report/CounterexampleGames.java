package org.cgcheck.report;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import org.cgcheck.check.Verdict;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Parser;

/** The game-valued variables of a counterexample, parsed back from their printed values. */
final class CounterexampleGames {
    private CounterexampleGames() {
    }

    /** Variable name to its parsed value, in order; integer variables (ranges) are left out. */
    static Map<String, Expr> of(Verdict v) {
        Map<String, Expr> out = new LinkedHashMap<>();
        if (v.counterexample() == null) {
            return out;
        }
        Map<String, Expr.Domain> domains = new HashMap<>();
        for (Expr e = v.claim().body(); e instanceof Expr.Quantified q; e = q.body()) {
            q.vars().forEach(x -> domains.putIfAbsent(x, q.domain()));
        }
        for (Map.Entry<String, String> e : v.counterexample().entrySet()) {
            if (domains.get(e.getKey()) instanceof Expr.Domain.Range) {
                continue;
            }
            try {
                out.put(e.getKey(), Parser.parse(e.getValue()));
            } catch (RuntimeException ex) {
                // not a game (cannot happen for values the checker printed)
            }
        }
        return out;
    }
}
