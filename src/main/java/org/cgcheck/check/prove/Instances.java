package org.cgcheck.check.prove;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Expr.Op;
import org.cgcheck.lang.ExprChildren;
import org.cgcheck.lang.Type;
import org.cgcheck.eval.TypeChecker;

/**
 * Instances of lemmas for a claim: each lemma variable replaced by a term of the claim that lies in
 * the variable's domain. Terms are found by matching the lemma's applications ({@code rcf(G)},
 * {@code temperature(G + x)}, {@code *k}, ...) against the claim's; variables left unbound take the
 * claim's variables and constants. A premise of an instance that is a hypothesis of the claim is
 * discharged; the rest is offered as a hypothesis in negation normal form.
 */
final class Instances {
    /** At most this many instances are offered to one search (each may split the cases). */
    static final int MAX = 6;

    /** One instance: the lemma, its substitution, the premises discharged, the formula offered. */
    record Instance(Lemma lemma, Map<String, Expr> bindings, List<Expr> discharged, Expr formula, int score) { }

    private final Map<String, Type> types;
    private final Map<String, Expr.Domain> domains;
    private final List<String> names;

    Instances(List<String> names, List<Expr.Domain> domains) {
        this.names = names;
        this.types = new LinkedHashMap<>();
        this.domains = new LinkedHashMap<>();
        for (int i = 0; i < names.size(); i++) {
            types.put(names.get(i), TypeChecker.domainType(domains.get(i), Map.of()));
            this.domains.put(names.get(i), domains.get(i));
        }
    }

    /** The instances of one lemma; {@code matchedOnly}: only those whose every application matched the claim. */
    List<Instance> of(Lemma lemma, Expr claim, boolean matchedOnly) {
        return of(lemma, claim, claim, matchedOnly);
    }

    /** As above, matching against the terms of {@code context} (the claim and instances already offered). */
    List<Instance> of(Lemma lemma, Expr claim, Expr context, boolean matchedOnly) {
        List<Expr> claimTerms = new ArrayList<>();
        collect(context, claimTerms);
        List<Expr> patterns = new ArrayList<>();
        patterns(lemma.body(), Set.copyOf(lemma.names()), patterns);
        List<Map<String, Expr>> partial = new ArrayList<>();
        partial.add(new LinkedHashMap<>());
        for (Expr p : patterns) {
            List<Map<String, Expr>> next = new ArrayList<>();
            for (Map<String, Expr> s : partial) {
                for (Expr t : claimTerms) {
                    Map<String, Expr> m = new LinkedHashMap<>(s);
                    if (match(p, t, Set.copyOf(lemma.names()), m)) {
                        next.add(m);
                    }
                }
                next.add(s);
            }
            partial = dedup(next);
            if (partial.size() > 64) {
                partial = partial.subList(0, 64);
            }
        }
        if (matchedOnly) {
            // Found automatically: something of the lemma must occur in the claim (a law about
            // integers may take the claim's integer terms as they are).
            boolean integers = lemma.domains().stream().allMatch(d -> d instanceof Expr.Domain.Range);
            partial.removeIf(m -> m.isEmpty() && !integers);
            if (partial.isEmpty()) {
                return List.of();
            }
        }
        List<Expr> fillers = fillers(claim);
        List<Instance> out = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        for (Map<String, Expr> s : partial) {
            for (Map<String, Expr> full : complete(lemma, s, fillers, 0)) {
                if (!fits(lemma, full)) {
                    continue;
                }
                Instance inst = instance(lemma, full, claim, score(patterns, full, claimTerms));
                // An instance without the claim's variables says nothing about them.
                if (inst != null && Mentions.any(inst.formula(), types.keySet())
                        && seen.add(Lemmas.key(inst.formula()))) {
                    out.add(inst);
                }
                if (out.size() >= MAX) {
                    return out;
                }
            }
        }
        return out;
    }

    /** How many of the lemma's applications, so instantiated, the claim mentions: the likelier instances first. */
    private static int score(List<Expr> patterns, Map<String, Expr> s, List<Expr> claimTerms) {
        Set<String> terms = new java.util.HashSet<>();
        claimTerms.forEach(t -> terms.add(Lemmas.key(t)));
        Set<String> hit = new java.util.HashSet<>();
        for (Expr p : patterns) {
            Expr q = Lemmas.substitute(p, s);
            if (q != null && terms.contains(Lemmas.key(q))) {
                hit.add(Lemmas.key(q));
            }
        }
        Set<String> bound = new java.util.HashSet<>();
        s.values().forEach(t -> bound.add(Lemmas.key(t)));
        return 2 * hit.size() - (s.size() - bound.size());     // two variables on one term: likely a tautology
    }

    private List<Map<String, Expr>> complete(Lemma lemma, Map<String, Expr> s, List<Expr> fillers, int i) {
        if (i == lemma.names().size()) {
            return List.of(s);
        }
        String v = lemma.names().get(i);
        if (s.containsKey(v)) {
            return complete(lemma, s, fillers, i + 1);
        }
        List<Map<String, Expr>> out = new ArrayList<>();
        for (Expr f : fillers) {
            Map<String, Expr> m = new LinkedHashMap<>(s);
            m.put(v, f);
            if (fitsOne(lemma.domains().get(i), f)) {
                out.addAll(complete(lemma, m, fillers, i + 1));
            }
            if (out.size() > 64) {
                break;
            }
        }
        return out;
    }

    private static List<Map<String, Expr>> dedup(List<Map<String, Expr>> l) {
        Map<String, Map<String, Expr>> by = new LinkedHashMap<>();
        for (Map<String, Expr> m : l) {
            StringBuilder k = new StringBuilder();
            m.forEach((a, b) -> k.append(a).append('=').append(Lemmas.key(b)).append(';'));
            by.putIfAbsent(k.toString(), m);
        }
        return new ArrayList<>(by.values());
    }

    /** The claim's variables, then its closed game terms (0, *, ^, ...), as values for unbound lemma variables. */
    private List<Expr> fillers(Expr claim) {
        List<Expr> out = new ArrayList<>();
        for (String n : names) {
            out.add(new Expr.Var(n, claim.pos()));
        }
        for (String a : names) {        // a xor of two naturals, for laws about *k (the nim-sum law reads *(a xor b))
            for (String b : names) {
                if (a.compareTo(b) < 0 && natural(new Expr.Var(a, claim.pos())) && natural(new Expr.Var(b, claim.pos()))) {
                    out.add(new Expr.Binary(Op.XOR, new Expr.Var(a, claim.pos()), new Expr.Var(b, claim.pos()),
                            claim.pos()));
                }
            }
        }
        List<Expr> closed = new ArrayList<>();
        closedTerms(claim, closed);
        Set<String> seen = new LinkedHashSet<>();
        for (Expr c : closed) {
            if (seen.add(Lemmas.key(c)) && out.size() < 8) {
                out.add(c);
            }
        }
        return out;
    }

    private void closedTerms(Expr e, List<Expr> out) {
        if (!Mentions.any(e, types.keySet()) && (e instanceof Expr.IntLit || e instanceof Expr.Star
                || e instanceof Expr.Ups || e instanceof Expr.NumLit || e instanceof Expr.Braces)) {
            out.add(e);
            return;
        }
        if (e instanceof Expr.Quantified || e instanceof Expr.Comprehension) {
            return;
        }
        for (Expr c : ExprChildren.of(e)) {
            closedTerms(c, out);
        }
    }

    private static void collect(Expr e, List<Expr> out) {
        out.add(e);
        for (Expr c : ExprChildren.of(e)) {
            collect(c, out);
        }
    }

    /** The lemma's applications and nimbers that mention its variables: what the claim must match. */
    private static void patterns(Expr e, Set<String> vars, List<Expr> out) {
        if ((e instanceof Expr.Call || e instanceof Expr.Star) && Mentions.any(e, vars)
                && out.stream().noneMatch(x -> Lemmas.key(x).equals(Lemmas.key(e)))) {
            out.add(e);
        }
        if (e instanceof Expr.Quantified) {
            return;
        }
        for (Expr c : ExprChildren.of(e)) {
            patterns(c, vars, out);
        }
    }

    /** Structural match of pattern p (variables {@code vars}) against t, extending the bindings. */
    static boolean match(Expr p, Expr t, Set<String> vars, Map<String, Expr> b) {
        if (p instanceof Expr.Var v && vars.contains(v.name())) {
            Expr prior = b.get(v.name());
            if (prior != null) {
                return Lemmas.key(prior).equals(Lemmas.key(t));
            }
            b.put(v.name(), t);
            return true;
        }
        if (p instanceof Expr.Call pc && t instanceof Expr.Call tc) {
            return pc.name().equalsIgnoreCase(tc.name()) && all(pc.args(), tc.args(), vars, b);
        }
        if (p instanceof Expr.Star ps && t instanceof Expr.Star ts) {
            return ps.index() != null && ts.index() != null && match(ps.index(), ts.index(), vars, b);
        }
        if (p instanceof Expr.Neg pn && t instanceof Expr.Neg tn) {
            return match(pn.operand(), tn.operand(), vars, b);
        }
        if (p instanceof Expr.Binary pb && t instanceof Expr.Binary tb) {
            return pb.op() == tb.op() && match(pb.left(), tb.left(), vars, b) && match(pb.right(), tb.right(), vars, b);
        }
        if (Mentions.any(p, vars)) {
            return false;
        }
        return p.getClass() == t.getClass() && Lemmas.key(p).equals(Lemmas.key(t));
    }

    private static boolean all(List<Expr> ps, List<Expr> ts, Set<String> vars, Map<String, Expr> b) {
        if (ps.size() != ts.size()) {
            return false;
        }
        for (int i = 0; i < ps.size(); i++) {
            if (!match(ps.get(i), ts.get(i), vars, b)) {
                return false;
            }
        }
        return true;
    }

    private boolean fits(Lemma lemma, Map<String, Expr> s) {
        for (int i = 0; i < lemma.names().size(); i++) {
            if (!fitsOne(lemma.domains().get(i), s.get(lemma.names().get(i)))) {
                return false;
            }
        }
        return true;
    }

    /** Does every value the claim's term can take lie in the lemma variable's domain? */
    private boolean fitsOne(Expr.Domain d, Expr t) {
        if (t == null) {
            return false;
        }
        String kind = d instanceof Expr.Domain.All a ? a.kind() : d instanceof Expr.Domain.BornBy bb ? bb.kind() : null;
        Type type;
        try {
            type = TypeChecker.infer(t, types);
        } catch (RuntimeException e) {
            return false;
        }
        if (kind != null) {
            String own = t instanceof Expr.Var v && domains.containsKey(v.name()) ? kindOf(domains.get(v.name())) : null;
            return switch (kind) {
                // A lemma about values reads birthday, size, ... of values: no form may stand for them.
                case "values" -> type != Type.FORM && type.fits(Type.GAME);
                case "number" -> type.fits(Type.NUMBER);
                case "form" -> type == Type.FORM;
                case "impartial" -> "impartial".equals(own) || "nimber".equals(own) || t instanceof Expr.Star;
                default -> kind.equals(own);
            };
        }
        if (d instanceof Expr.Domain.Range r) {
            BigInteger lo = Lemmas.constant(r.lo());
            BigInteger hi = r.hi() == null ? null : Lemmas.constant(r.hi());
            if (lo == null || r.hi() != null && hi == null) {
                return false;
            }
            if (t instanceof Expr.Var v && domains.get(v.name()) instanceof Expr.Domain.Range cr) {
                BigInteger clo = Lemmas.constant(cr.lo());
                BigInteger chi = cr.hi() == null ? null : Lemmas.constant(cr.hi());
                return clo != null && clo.compareTo(lo) >= 0 && (hi == null || chi != null && chi.compareTo(hi) <= 0);
            }
            if (t instanceof Expr.IntLit i) {
                return i.value().compareTo(lo) >= 0 && (hi == null || i.value().compareTo(hi) <= 0);
            }
            // A natural whatever the variables (a Grundy value, a xor of naturals) lies in 0.. and above.
            return hi == null && lo.signum() <= 0 && natural(t);
        }
        return false;
    }

    private boolean natural(Expr t) {
        if (t instanceof Expr.Var v && domains.get(v.name()) instanceof Expr.Domain.Range r) {
            BigInteger lo = Lemmas.constant(r.lo());
            return lo != null && lo.signum() >= 0;
        }
        if (t instanceof Expr.IntLit i) {
            return i.value().signum() >= 0;
        }
        if (t instanceof Expr.Call c) {
            return c.name().equalsIgnoreCase("grundy") && c.args().size() == 1;
        }
        return t instanceof Expr.Binary b && b.op() == Op.XOR && natural(b.left()) && natural(b.right());
    }

    private static String kindOf(Expr.Domain d) {
        return d instanceof Expr.Domain.All a ? a.kind() : d instanceof Expr.Domain.BornBy b ? b.kind() : "";
    }

    /** The instance's formula: the substituted body, premises among the claim's hypotheses discharged. */
    private Instance instance(Lemma lemma, Map<String, Expr> s, Expr claim, int score) {
        Expr body = Lemmas.substitute(lemma.body(), s);
        if (body == null) {
            return null;
        }
        List<Expr> discharged = new ArrayList<>();
        if (body instanceof Expr.Binary b && b.op() == Op.IMPLIES) {
            List<Expr> hyps = new ArrayList<>();
            Lemmas.hypotheses(claim, hyps);
            List<Expr> premises = new ArrayList<>();
            Lemmas.conjuncts(b.left(), premises);
            List<Expr> kept = new ArrayList<>();
            for (Expr p : premises) {
                boolean closedTrue = !Mentions.any(p, types.keySet()) && Lemmas.holds(p);
                if (closedTrue || hyps.stream().anyMatch(h -> Lemmas.key(h).equals(Lemmas.key(p)))) {
                    discharged.add(p);
                } else {
                    kept.add(p);
                }
            }
            if (!discharged.isEmpty()) {
                Expr rest = b.right();
                body = kept.isEmpty() ? rest : new Expr.Binary(Op.IMPLIES, Lemmas.and(kept), rest, b.pos());
            }
        }
        return new Instance(lemma, s, discharged, body, score);
    }
}
