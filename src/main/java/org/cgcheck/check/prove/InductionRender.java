package org.cgcheck.check.prove;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.check.prove.InductionProof.MapEquality;
import org.cgcheck.check.prove.InductionProof.MapLemma;
import org.cgcheck.lang.ExprPrinter;

/** A proof by induction for people (one line, or as a textbook writes it) and as data for {@code --json}. */
public final class InductionRender {
    private InductionRender() {
    }

    public static String oneLine(InductionProof p) {
        if (p.direct() != null) {
            MapEquality m = p.direct();
            return "induction on the birthday of " + m.var() + ": both sides take their options from " + m.shape()
                    + " of " + m.var();
        }
        List<String> ls = new ArrayList<>();
        for (MapLemma l : p.lemmas()) {
            ls.add(l.name() + "(G) == " + (l.negated() ? "-G" : "G"));
        }
        return "induction (" + String.join(", ", ls) + "), then " + Render.oneLine(p.rest());
    }

    public static List<String> steps(InductionProof p) {
        List<String> out = new ArrayList<>();
        out.add("proof (by induction on birthday, re-verified by an independent checker):");
        if (p.direct() != null) {
            MapEquality m = p.direct();
            String x = m.var();
            out.add("  claim: " + ExprPrinter.print(m.left()) + " == " + ExprPrinter.print(m.right()) + " for every "
                    + (m.kind().equals("impartial") ? "impartial form " : m.kind().equals("form") ? "form " : "game ") + x
                    + "; induction on the birthday of " + x + ".");
            out.add("  unfold the left side:  " + m.leftWhy().replaceAll("\\bX\\b", x));
            out.add("  unfold the right side: " + m.rightWhy().replaceAll("\\bX\\b", x));
            out.add("  so both sides are games whose Left options are the images of the " + side(m.shape().left())
                    + " options of " + x + " and whose Right options are the images of its " + side(m.shape().right())
                    + " options.");
            out.add("  base: " + x + " has no options: both sides are {|} = 0.");
            out.add("  step: for each option A of " + x + " (born earlier), the induction hypothesis gives "
                    + renamed(m.left(), x) + " == " + renamed(m.right(), x)
                    + "; games whose options are equal are equal, so the two sides are equal at " + x + ".");
            return out;
        }
        for (MapLemma l : p.lemmas()) {
            String g = l.parameter();
            out.add("  lemma: " + l.name() + "(" + g + ") == " + (l.negated() ? "-" : "") + g + " for every game " + g
                    + (l.byInduction() ? ", by induction on the birthday of " + g + ":" : ", by its definition."));
            if (l.byCases()) {
                out.add("    its definition has cases; whatever the conditions, each case is either " + (l.negated() ? "-" : "")
                        + g + " itself, which is what is claimed, or the recursive one below;");
            }
            if (l.byInduction()) {
                out.add("    " + l.name() + "(" + g + ") = {" + l.name() + "(" + g + "^" + l.shape().left() + ") | "
                        + l.name() + "(" + g + "^" + l.shape().right() + ")} by its definition" + (l.byCases()
                        ? " (in its recursive cases)" : "") + ";");
                out.add("    by the hypothesis on the options (born earlier) this is {" + img(l, l.shape().left(), g)
                        + " | " + img(l, l.shape().right(), g) + "}, which is " + (l.negated() ? "-" : "") + g
                        + (l.negated() ? " by the definition of negation." : " itself (a game is its options)."));
            }
        }
        out.add("  with these, the claim reads " + ExprPrinter.print(p.rewritten()) + ", and:");
        for (String s : Render.steps(p.rest())) {
            out.add("  " + s);
        }
        return out;
    }

    private static String renamed(org.cgcheck.lang.Expr e, String x) {
        return ExprPrinter.print(e).replaceAll("\\b" + java.util.regex.Pattern.quote(x) + "\\b", "A");
    }

    private static String img(MapLemma l, char side, String g) {
        return (l.negated() ? "-" : "") + g + "^" + side;
    }

    private static String side(char c) {
        return c == 'L' ? "Left" : "Right";
    }

    public static Map<String, Object> data(InductionProof p) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kind", "induction");
        if (p.direct() != null) {
            m.put("variable", p.direct().var());
            m.put("left", ExprPrinter.print(p.direct().left()));
            m.put("right", ExprPrinter.print(p.direct().right()));
            m.put("shape", p.direct().shape().toString());
            return m;
        }
        List<Map<String, Object>> ls = new ArrayList<>();
        for (MapLemma l : p.lemmas()) {
            Map<String, Object> x = new LinkedHashMap<>();
            x.put("definition", l.name());
            x.put("equals", l.negated() ? "negation" : "identity");
            x.put("by", l.byInduction() ? "induction" : "definition");
            ls.add(x);
        }
        m.put("lemmas", ls);
        m.put("rewritten", ExprPrinter.print(p.rewritten()));
        m.put("certificate", Render.data(p.rest()));
        return m;
    }
}
