package org.cgcheck.check.prove;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.lang.ClaimParser;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.ExprPrinter;

/**
 * The impartial theory's short proofs from lemmas: each chain is a statement, the lemmas of the
 * {@link TrustedBase} it cites, the facts of arithmetic it needs (decided by {@link XorArith}) and
 * its steps in words, each naming the lemma or law it uses. A claim whose statement is a chain's
 * (up to the names of its variables and the sides of {@code ==} or {@code iff}; its variables over
 * the same kinds, or bounded parts of them) is proved by the chain; {@code LemmaChainsChecker}
 * matches the claim again, proves every cited lemma again by its own engine and re-decides the
 * arithmetic. The two chains proved from the definitions alone carry their steps as formulas
 * ({@link DefinitionSteps}), each re-verified by {@code DefinitionStepsChecker}.
 */
public final class LemmaChains {
    /** A chain; {@code steps} use the statement's variable names, renamed to the claim's when shown. */
    public record Chain(String id, String statement, List<String> lemmas, List<String> arithmetic,
            List<String> laws, List<String> steps) { }

    /** A chain applied to a claim: the renaming from the chain's variables to the claim's. */
    public record Proof(Chain chain, Map<String, String> renaming) { }

    static final List<Chain> CHAINS = List.of(
        new Chain("nimbers_distinct", "forall n, m in 0..: (*n == *m) iff (n == m)",
            List.of("nim_sum", "impartial_negation", "nimber_zero"),
            List.of("forall n, m in 0..: (n xor m) == 0 iff n == m"),
            List.of("ordered_group", "xor_arithmetic"),
            List.of("1. [lemma impartial_negation: a nimber is impartial] *m + *m == 0, so [ordered_group] *n == *m iff"
                    + " *n + *m == *m + *m == 0.",
                "2. [lemma nim_sum] *n + *m == *(n xor m), so *n == *m iff *(n xor m) == 0.",
                "3. [lemma nimber_zero] *(n xor m) == 0 iff (n xor m) == 0.",
                "4. [arithmetic] (n xor m) == 0 iff n == m.")),
        new Chain("zero_iff_grundy_zero", "forall F impartial: (F == 0) iff (grundy(F) == 0)",
            List.of("sprague_grundy", "nimber_zero"), List.of(), List.of("ordered_group"),
            List.of("1. [lemma sprague_grundy] F == *grundy(F), so [ordered_group] F == 0 iff *grundy(F) == 0.",
                "2. [lemma nimber_zero, with k = grundy(F), a natural] *grundy(F) == 0 iff grundy(F) == 0.")),
        new Chain("grundy_injective", "forall F, H impartial: (F == H) iff (grundy(F) == grundy(H))",
            List.of("sprague_grundy", "nimbers_distinct"), List.of(), List.of("ordered_group"),
            List.of("1. [lemma sprague_grundy] F == *grundy(F) and H == *grundy(H), so [ordered_group: equals may be"
                    + " replaced by equals] F == H iff *grundy(F) == *grundy(H).",
                "2. [lemma nimbers_distinct, with n = grundy(F), m = grundy(H)] *grundy(F) == *grundy(H) iff grundy(F)"
                    + " == grundy(H).")),
        new Chain("grundy_test", "forall F, H impartial: (grundy(F + H) == 0) iff (F == H)",
            List.of("grundy_sum", "grundy_injective"),
            List.of("forall a, b in 0..: (a xor b) == 0 iff a == b"), List.of("xor_arithmetic"),
            List.of("1. [lemma grundy_sum] grundy(F + H) == grundy(F) xor grundy(H).",
                "2. [arithmetic] grundy(F) xor grundy(H) == 0 iff grundy(F) == grundy(H).",
                "3. [lemma grundy_injective] grundy(F) == grundy(H) iff F == H.")),
        new Chain("four_relations", "forall G, H: G < H or G == H or G > H or G <> H",
            List.of(), List.of(), List.of("definition_game"), DefinitionSteps.words(DefinitionSteps.FOUR_RELATIONS)),
        new Chain("impartial_never_less", "forall F, K impartial: not (F < K)",
            List.of("impartial_negation"), List.of(), List.of("ordered_group", "definition_game"),
            List.of("1. [lemma impartial_negation] -F == F and -K == K, so [ordered_group] K - F == K + F == F - K.",
                "2. [definition_game] F < K would mean K - F >= 0 and not F - K >= 0; but F - K == K - F: impossible.")),
        new Chain("grundy_at_most_birthday", "forall F impartial: grundy(F) <= birthday(F)",
            List.of(), List.of(), List.of("definition_grundy", "definition_birthday", "integer_arithmetic"),
            DefinitionSteps.words(DefinitionSteps.GRUNDY_AT_MOST_BIRTHDAY)));

    private LemmaChains() {
    }

    public static Chain byId(String id) {
        return CHAINS.stream().filter(c -> c.id().equals(id)).findFirst().orElse(null);
    }

    /** A chain proving {@code forall names: body}, or null. */
    public static Proof prove(Expr body, List<String> names, List<Expr.Domain> domains) {
        for (Chain c : CHAINS) {
            Map<String, String> r = match(c.statement(), body, names, domains);
            if (r != null) {
                return new Proof(c, r);
            }
        }
        return null;
    }

    /** The chain's statement parsed: names, domains, body. */
    static Expr parsed(String statement, List<String> names, List<Expr.Domain> domains) {
        ClaimParser.Result res = ClaimParser.parse("theorem c\n  " + statement + "\n", "chains");
        return Lemma.outer(res.claims().get(0).body(), names, domains);
    }

    /** Renaming chain variable → claim variable under which the bodies agree, kinds agreeing; or null. */
    static Map<String, String> match(String statement, Expr body, List<String> names, List<Expr.Domain> domains) {
        List<String> cn = new ArrayList<>();
        List<Expr.Domain> cd = new ArrayList<>();
        Expr chain = parsed(statement, cn, cd);
        if (cn.size() != names.size()) {
            return null;
        }
        for (List<String> perm : permutations(names)) {
            Map<String, Expr> sub = new LinkedHashMap<>();
            Map<String, String> ren = new LinkedHashMap<>();
            boolean kinds = true;
            for (int i = 0; i < cn.size(); i++) {
                sub.put(cn.get(i), new Expr.Var(perm.get(i), null));
                ren.put(cn.get(i), perm.get(i));
                kinds &= sameKind(cd.get(i), domains.get(names.indexOf(perm.get(i))));
            }
            if (!kinds) {
                continue;
            }
            Expr s = Lemmas.substitute(chain, sub);
            if (s != null && (same(s, body) || same(swap(s), body))) {
                return ren;
            }
        }
        return null;
    }

    private static boolean same(Expr a, Expr b) {
        return ExprPrinter.print(a).equals(ExprPrinter.print(b));
    }

    private static Expr swap(Expr e) {
        if (e instanceof Expr.Binary b && (b.op() == Expr.Op.EQ || b.op() == Expr.Op.IFF)) {
            return new Expr.Binary(b.op(), swap(b.right()), swap(b.left()), b.pos());
        }
        return e;
    }

    /** The claim's domain is the chain's kind (impartial games; naturals) or a bounded part of it. */
    static boolean sameKind(Expr.Domain chain, Expr.Domain claim) {
        if (chain instanceof Expr.Domain.Range) {
            if (!(claim instanceof Expr.Domain.Range r)) {
                return false;
            }
            BigInteger lo = Lemmas.constant(r.lo());
            return lo != null && lo.signum() >= 0;
        }
        String k = chain instanceof Expr.Domain.All a ? a.kind() : null;
        String c = claim instanceof Expr.Domain.All a ? a.kind() : claim instanceof Expr.Domain.BornBy b ? b.kind() : null;
        return k != null && k.equals(c);
    }

    private static List<List<String>> permutations(List<String> xs) {
        if (xs.size() <= 1) {
            return List.of(xs);
        }
        List<List<String>> out = new ArrayList<>();
        for (int i = 0; i < xs.size(); i++) {
            List<String> rest = new ArrayList<>(xs);
            String head = rest.remove(i);
            for (List<String> p : permutations(rest)) {
                List<String> l = new ArrayList<>();
                l.add(head);
                l.addAll(p);
                out.add(l);
            }
        }
        return out;
    }

    private static String renamed(String text, Map<String, String> ren) {
        // through placeholders, so that a renaming F → H, H → F is not applied twice
        String t = text;
        int i = 0;
        for (Map.Entry<String, String> e : ren.entrySet()) {
            t = t.replaceAll("\\b" + java.util.regex.Pattern.quote(e.getKey()) + "\\b", "\u0000" + i++ + "\u0000");
        }
        i = 0;
        for (Map.Entry<String, String> e : ren.entrySet()) {
            t = t.replace("\u0000" + i++ + "\u0000", e.getValue());
        }
        return t;
    }

    public static String oneLine(Proof p) {
        List<String> used = new ArrayList<>();
        p.chain().lemmas().forEach(l -> used.add("lemma " + l));
        return "from " + (used.isEmpty() ? "the definitions" : String.join(", ", used)) + " (chain "
                + p.chain().id() + ", " + p.chain().steps().size() + " steps)";
    }

    public static List<String> steps(Proof p) {
        List<String> out = new ArrayList<>();
        out.add(DefinitionSteps.of(p.chain().id()) != null
                ? "proof (from the definitions; every step re-verified by an independent checker):"
                : "proof (steps from lemmas proved from the definitions; re-checked by an independent checker, which"
                + " proves each cited lemma again):");
        out.add("  claim: " + renamed(p.chain().statement(), p.renaming()));
        p.chain().steps().forEach(s -> out.add("  " + renamed(s, p.renaming())));
        for (String a : p.chain().arithmetic()) {
            out.add("  arithmetic used (law xor_arithmetic, decided digit by digit): " + a);
        }
        return out;
    }

    public static List<String> lawsUsed(Proof p) {
        List<String> l = new ArrayList<>(p.chain().lemmas());
        l.addAll(p.chain().laws());
        return l;
    }

    public static Map<String, Object> data(Proof p) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kind", "lemma chain");
        m.put("chain", p.chain().id());
        m.put("renaming", p.renaming());
        m.put("laws", lawsUsed(p));
        return m;
    }
}
