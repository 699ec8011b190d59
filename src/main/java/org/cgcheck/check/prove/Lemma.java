package org.cgcheck.check.prove;

import java.util.List;
import org.cgcheck.lang.Expr;

/**
 * A statement the prover may use as a fact: a claim of the run already proved (cited with
 * {@code by NAME} or found automatically), or a law of the definitions from the literature
 * ({@link Laws}, each checked exhaustively by {@code LawsOfTheDefinitionsTest}). It holds for every
 * value of its variables in their domains ({@code born by N} read as its kind: a proof holds for
 * every game of the kind).
 */
public record Lemma(String name, String source, boolean law, List<String> names, List<Expr.Domain> domains,
        Expr body) {
    /** The leading {@code forall}s of a statement taken apart: names and domains into the lists, the body returned. */
    public static Expr outer(Expr statement, List<String> names, List<Expr.Domain> domains) {
        Expr e = statement;
        while (e instanceof Expr.Quantified q && q.forall()) {
            for (String n : q.vars()) {
                names.add(n);
                domains.add(q.domain());
            }
            e = q.body();
        }
        return e;
    }
}
