package org.cgcheck.check.prove;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.check.prove.Certificate.Derivation;
import org.cgcheck.check.prove.Certificate.Obligation;
import org.cgcheck.check.prove.Certificate.Refutation;
import org.cgcheck.check.prove.Certificate.Source;
import org.cgcheck.check.prove.Certificate.Use;
import org.cgcheck.game.Game;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Expr.Op;
import org.cgcheck.lang.Type;
import org.cgcheck.eval.TypeChecker;

/**
 * Re-verifies a certificate without the search's code: it takes the claim apart itself, demands an
 * obligation for every case and every part of the conclusion, and recomputes every combination
 * with its own arithmetic ({@link CheckerSums}) and the engine's comparisons of constants. Returns
 * null when the certificate proves the claim, else what is wrong.
 */
public final class CertificateChecker {
    private final CheckerSums sums;
    private final Map<String, Type> types;
    private final Certificate cert;
    private String problem;

    private final Map<String, String> kinds;

    private CertificateChecker(Map<String, Type> types, Map<String, String> kinds, Certificate cert) {
        this.kinds = kinds;
        this.sums = new CheckerSums(types, kinds);
        this.types = types;
        this.cert = cert;
    }

    public static String check(Expr body, List<String> names, List<Expr.Domain> domains, Certificate cert) {
        Map<String, Type> types = new HashMap<>();
        Map<String, String> kinds = new HashMap<>();
        for (int i = 0; i < names.size(); i++) {
            Expr.Domain d = domains.get(i);
            types.put(names.get(i), TypeChecker.domainType(d, Map.of()));
            kinds.put(names.get(i), d instanceof Expr.Domain.BornBy b ? b.kind()
                    : d instanceof Expr.Domain.All a ? a.kind() : validIndex(d) ? "index" : "");
        }
        CertificateChecker c = new CertificateChecker(types, kinds, cert);
        Expr signed = bySign(body);
        try {
            return c.holds(List.of(), signed) ? null : c.problem == null ? "the certificate does not cover the claim"
                    : c.problem;
        } catch (org.cgcheck.game.EvaluationStopped stopped) {
            throw stopped;      // a stop is not a rejection
        } catch (RuntimeException e) {
            return "the certificate could not be checked: " + e;
        }
    }

    /** n in A..B or A.. with 0 ≤ A: *n is a nimber for every member (a natural). */
    private static boolean validIndex(Expr.Domain d) {
        if (d instanceof Expr.Domain.Range r) {
            try {
                Object lo = new org.cgcheck.eval.Interpreter().eval(r.lo());
                return lo instanceof BigInteger l && l.signum() >= 0;
            } catch (RuntimeException e) {
                return false;
            }
        }
        return false;
    }

    private boolean holds(List<Expr> hyps, Expr g) {
        if (g instanceof Expr.Binary b) {
            switch (b.op()) {
                case IMPLIES:
                    return holds(plus(hyps, b.left()), b.right());
                case IFF:
                    return holds(plus(hyps, b.left()), b.right()) && holds(plus(hyps, b.right()), b.left());
                case AND:
                    return holds(hyps, b.left()) && holds(hyps, b.right());
                case OR:
                    return holds(hyps, b.left()) || holds(hyps, b.right());
                default:
                    break;
            }
        }
        if (g instanceof Expr.Not n && n.operand() instanceof Expr.Not nn) {
            return holds(hyps, nn.operand());
        }
        Expr signed = outcomeSign(g);
        if (signed != null) {
            return holds(hyps, signed);
        }
        if (g instanceof Expr.Call c && c.name().equalsIgnoreCase("isinfinitesimal") && c.args().size() == 1) {
            // By definition: both stops are 0. Written out here anew, at the argument's position.
            Expr x = c.args().get(0);
            return holds(hyps, stopIsZero("leftstop", x)) && holds(hyps, stopIsZero("rightstop", x));
        }
        Expr.Binary goal = relation(g);
        if (goal == null) {
            return false;
        }
        List<List<Expr>> cases = new ArrayList<>();
        cases.add(List.of());
        for (Expr h : hyps) {
            cases = split(cases, h);
        }
        for (List<Expr> c : cases) {
            Obligation o = obligation(goal, c);
            if (o != null && settles(o)) {
                continue;
            }
            Expr.Binary bound = stopBound(goal);
            Obligation b = bound == null ? null : obligation(bound, c);
            if (b != null && settles(b)) {
                continue;
            }
            Certificate.XorStep x = cert.xors().stream().filter(s -> s.goal().equals(goal)
                    && s.hypotheses().equals(c)).findFirst().orElse(null);
            String wrong = x == null ? "no step for " + org.cgcheck.lang.ExprPrinter.print(goal)
                    : new XorChecker(types, kinds).problem(x, c);
            if (wrong != null) {
                problem = problem != null ? problem : wrong;
                return false;
            }
        }
        return true;
    }

    private Obligation obligation(Expr goal, List<Expr> hyps) {
        return cert.obligations().stream().filter(x -> x.goal().equals(goal) && x.hypotheses().equals(hyps))
                .findFirst().orElse(null);
    }

    /** {@code stop(x) == 0}, at x's position: half of the definition of an infinitesimal. */
    private static Expr stopIsZero(String stop, Expr x) {
        return new Expr.Binary(Op.EQ, new Expr.Call(stop, List.of(x), x.pos()), new Expr.IntLit(BigInteger.ZERO,
                x.pos()), x.pos());
    }

    /**
     * The stop bound (Siegel, CGT, ch. II), written out here anew: for games A, C, leftstop(A - C) < 0
     * gives A < C (so also A <= C), and rightstop(A - C) > 0 gives A > C. The comparison of stops
     * the certificate must then prove, with A - C written A + -C (just A when C is 0); null if none.
     */
    private Expr.Binary stopBound(Expr.Binary goal) {
        Op op = goal.op();
        boolean lt = op == Op.LT || op == Op.LE;
        if (!(lt || op == Op.GT || op == Op.GE) || !gameSides(goal)) {
            return null;
        }
        Expr a = goal.left();
        Expr c = goal.right();
        Expr diff = isZero(c) && c instanceof Expr.IntLit ? a : new Expr.Binary(Op.ADD, a, new Expr.Neg(c, c.pos()),
                goal.pos());
        return new Expr.Binary(lt ? Op.LT : Op.GT, new Expr.Call(lt ? "leftstop" : "rightstop", List.of(diff),
                goal.pos()), new Expr.IntLit(BigInteger.ZERO, goal.pos()), goal.pos());
    }

    /** Every outcome literal under the connectives replaced by its sign relation (the search does the same). */
    private static Expr bySign(Expr f) {
        Expr s = outcomeSign(f);
        if (s != null) {
            return s;
        }
        if (f instanceof Expr.Not n) {
            return new Expr.Not(bySign(n.operand()), n.pos());
        }
        if (f instanceof Expr.Binary b && (b.op() == Op.AND || b.op() == Op.OR || b.op() == Op.IMPLIES
                || b.op() == Op.IFF)) {
            return new Expr.Binary(b.op(), bySign(b.left()), bySign(b.right()), b.pos());
        }
        return f;
    }

    /** The outcome classes by definition, written out here anew: outcome(E) == P is E == 0, and so on. */
    private static Expr outcomeSign(Expr g) {
        if (!(g instanceof Expr.Binary b) || !(b.op() == Op.EQ || b.op() == Op.NE)) {
            return null;
        }
        boolean callLeft = b.left() instanceof Expr.Call;
        Expr.Call c = (callLeft ? b.left() : b.right()) instanceof Expr.Call k ? k : null;
        Expr other = callLeft ? b.right() : b.left();
        if (c == null || !c.name().equalsIgnoreCase("outcome") || c.args().size() != 1 || !(other instanceof Expr.Var v)) {
            return null;
        }
        Op op = v.name().equals("P") ? Op.EQ : v.name().equals("L") ? Op.GT : v.name().equals("R") ? Op.LT
                : v.name().equals("N") ? Op.FUZZY : null;
        if (op == null) {
            return null;
        }
        Expr x = c.args().get(0);
        Expr r = new Expr.Binary(op, x, new Expr.IntLit(BigInteger.ZERO, x.pos()), x.pos());
        return b.op() == Op.EQ ? r : new Expr.Not(r, x.pos());
    }

    private static List<Expr> plus(List<Expr> l, Expr e) {
        List<Expr> r = new ArrayList<>(l);
        r.add(e);
        return r;
    }

    /** The relation a literal states (a negated relation as its complement), or null if it is none. */
    private static Expr.Binary relation(Expr e) {
        Expr lit = e instanceof Expr.Not n ? negation(n) : e;
        return lit instanceof Expr.Binary b && b.op().isRelation() ? b : null;
    }

    private static Expr negation(Expr.Not n) {
        if (!(n.operand() instanceof Expr.Binary b)) {
            return null;
        }
        Op o = b.op() == Op.EQ ? Op.NE : b.op() == Op.NE ? Op.EQ : b.op() == Op.LE ? Op.GFUZZY
                : b.op() == Op.GE ? Op.LFUZZY : b.op() == Op.LFUZZY ? Op.GE : b.op() == Op.GFUZZY ? Op.LE : null;
        return o == null ? null : new Expr.Binary(o, b.left(), b.right(), n.pos());
    }

    private static List<List<Expr>> split(List<List<Expr>> cases, Expr h) {
        if (h instanceof Expr.Binary b && b.op() == Op.AND) {
            return split(split(cases, b.left()), b.right());
        }
        if (h instanceof Expr.Binary b && b.op() == Op.OR) {
            List<List<Expr>> out = new ArrayList<>(split(cases, b.left()));
            out.addAll(split(cases, b.right()));
            return out;
        }
        if (h instanceof Expr.Not n && n.operand() instanceof Expr.Not nn) {
            return split(cases, nn.operand());
        }
        if (h instanceof Expr.Call c && c.name().equalsIgnoreCase("isinfinitesimal") && c.args().size() == 1) {
            return split(split(cases, stopIsZero("leftstop", c.args().get(0))), stopIsZero("rightstop", c.args().get(0)));
        }
        Expr.Binary lit = relation(h);
        if (lit == null) {
            return cases;
        }
        List<List<Expr>> out = new ArrayList<>();
        cases.forEach(c -> out.add(plus(c, lit)));
        return out;
    }

    /** Every derivation valid, and the ones the goal's relation needs present. */
    private boolean settles(Obligation o) {
        for (Derivation d : o.derivations()) {
            if (!valid(d, o.hypotheses(), List.of())) {
                return false;
            }
        }
        for (Refutation r : o.refutations()) {
            if (!refutes(r, o.hypotheses())) {
                return false;
            }
        }
        Expr.Binary g = (Expr.Binary) o.goal();
        Expr a = g.left();
        Expr b = g.right();
        boolean ints = isInt(a) && isInt(b);
        boolean ok = switch (g.op()) {
            case LE -> has(o, b, a, 0);
            case GE -> has(o, a, b, 0);
            case EQ -> has(o, b, a, 0) && has(o, a, b, 0);
            case LT -> ints && has(o, b, a, 1) || has(o, b, a, 0) && refuted(o, a, b);
            case GT -> ints && has(o, a, b, 1) || has(o, a, b, 0) && refuted(o, b, a);
            case FUZZY -> refuted(o, b, a) && refuted(o, a, b);
            case LFUZZY -> refuted(o, a, b);
            case GFUZZY -> refuted(o, b, a);
            case NE -> refuted(o, a, b, b, a);
            default -> false;
        };
        if (!ok && !refuted(o)) {
            problem = "obligation for " + org.cgcheck.lang.ExprPrinter.print(g) + " lacks a needed step";
            return false;
        }
        return true;
    }

    private static boolean has(Obligation o, Expr hi, Expr lo, int offset) {
        return o.derivations().stream().anyMatch(d -> !d.contradiction() && d.hi().equals(hi) && d.lo().equals(lo)
                && d.offset() == offset);
    }

    /** A refutation of exactly these assumptions (pairs hi, lo). */
    private static boolean refuted(Obligation o, Expr... pairs) {
        return o.refutations().stream().anyMatch(r -> {
            if (r.assumed().size() * 2 != pairs.length) {
                return false;
            }
            for (int i = 0; i < r.assumed().size(); i++) {
                if (!r.assumed().get(i)[0].equals(pairs[2 * i]) || !r.assumed().get(i)[1].equals(pairs[2 * i + 1])) {
                    return false;
                }
            }
            return true;
        });
    }

    private boolean refutes(Refutation r, List<Expr> hyps) {
        for (Derivation d : r.derivations()) {
            if (!valid(d, hyps, r.assumed())) {
                return false;
            }
        }
        if (r.against() == null) {
            return r.derivations().size() == 1 && r.derivations().get(0).contradiction();
        }
        if (!hyps.contains(r.against()) || !(r.against() instanceof Expr.Binary h)) {
            problem = "a refutation names a hypothesis the claim does not have";
            return false;
        }
        Expr a = h.left();
        Expr b = h.right();
        // What the hypothesis denies: one of these must be derived in full.
        List<List<Expr[]>> denied = switch (h.op()) {
            case LT, LFUZZY -> List.of(pairs(a, b));
            case GT, GFUZZY -> List.of(pairs(b, a));
            case FUZZY -> List.of(pairs(b, a), pairs(a, b));
            case NE -> List.of(pairs(a, b, b, a));
            default -> List.of();
        };
        for (List<Expr[]> alt : denied) {
            boolean all = true;
            for (Expr[] p : alt) {
                all &= r.derivations().stream().anyMatch(d -> !d.contradiction() && d.hi().equals(p[0])
                        && d.lo().equals(p[1]) && d.offset() == 0);
            }
            if (all) {
                return true;
            }
        }
        return false;
    }

    private static List<Expr[]> pairs(Expr... e) {
        List<Expr[]> l = new ArrayList<>();
        for (int i = 0; i < e.length; i += 2) {
            l.add(new Expr[] {e[i], e[i + 1]});
        }
        return l;
    }

    /** Recomputes the combination; checks every use is available and every multiplier positive. */
    private boolean valid(Derivation d, List<Expr> hyps, List<Expr[]> assumed) {
        CheckerSums.Sum total = new CheckerSums.Sum();
        for (Use u : d.uses()) {
            if (u.multiplier() < 1 || !available(u, hyps, assumed)) {
                problem = "a step uses a fact the claim does not give";
                return false;
            }
            CheckerSums.Sum hi = sums.of(u.hi());
            CheckerSums.Sum lo = sums.of(u.lo());
            if (hi == null || lo == null) {
                return false;
            }
            BigInteger m = BigInteger.valueOf(u.multiplier());
            hi.k.forEach((a, k) -> total.k.merge(a, k.multiply(m), BigInteger::add));
            lo.k.forEach((a, k) -> total.k.merge(a, k.multiply(m).negate(), BigInteger::add));
            total.c = total.c.plus(Linear.times(m, hi.c.minus(lo.c).minus(Game.integer(u.offset()))));
        }
        if (d.contradiction()) {
            boolean ok = !d.uses().isEmpty() && total.isConstant() && !total.c.geq(Game.ZERO);
            if (!ok) {
                problem = "a claimed contradiction does not add up";
            }
            return ok;
        }
        CheckerSums.Sum hi = sums.of(d.hi());
        CheckerSums.Sum lo = sums.of(d.lo());
        if (hi == null || lo == null) {
            return false;
        }
        // rest = (hi - lo - offset) - Σ uses must be a constant ≥ 0.
        CheckerSums.Sum rest = new CheckerSums.Sum();
        hi.k.forEach((a, k) -> rest.k.merge(a, k, BigInteger::add));
        lo.k.forEach((a, k) -> rest.k.merge(a, k.negate(), BigInteger::add));
        total.k.forEach((a, k) -> rest.k.merge(a, k.negate(), BigInteger::add));
        rest.c = hi.c.minus(lo.c).minus(Game.integer(d.offset())).minus(total.c);
        boolean ok = rest.isConstant() && rest.c.geq(Game.ZERO) && rest.c.equals(d.remainder());
        if (!ok) {
            problem = "a combination does not add up to what it claims";
        }
        return ok;
    }

    private boolean available(Use u, List<Expr> hyps, List<Expr[]> assumed) {
        if (u.source() == Source.ASSUMPTION) {
            return u.offset() == 0 && assumed.stream().anyMatch(p -> p[0].equals(u.hi()) && p[1].equals(u.lo()));
        }
        if (u.source() == Source.STOPS) {
            return u.offset() == 0 && CheckerStopLaws.stopsOfSum(u);
        }
        if (u.source() == Source.DICOTIC) {
            if (!(u.origin() instanceof Expr.Var v) || !"dicotic".equals(kinds.get(v.name())) || u.offset() != 0) {
                return false;
            }
            String hi = org.cgcheck.lang.ExprPrinter.print(u.hi());
            String lo = org.cgcheck.lang.ExprPrinter.print(u.lo());
            String ls = "leftstop(" + v.name() + ")";
            String rs = "rightstop(" + v.name() + ")";
            return (hi.equals(ls) || hi.equals(rs)) && lo.equals("0") || (lo.equals(ls) || lo.equals(rs)) && hi.equals("0");
        }
        if (u.source() == Source.NUMBER) {
            // A number is its own Left and Right stop: LS(x) == x == RS(x), for a number variable x.
            if (!(u.origin() instanceof Expr.Var v) || !numberVariable(v.name()) || u.offset() != 0) {
                return false;
            }
            String hi = org.cgcheck.lang.ExprPrinter.print(u.hi());
            String lo = org.cgcheck.lang.ExprPrinter.print(u.lo());
            String x = v.name();
            List<String> stops = List.of("leftstop(" + x + ")", "rightstop(" + x + ")");
            return hi.equals(x) && stops.contains(lo) || lo.equals(x) && stops.contains(hi);
        }
        if (u.source() == Source.LAW) {
            Expr x = u.origin();
            Expr twice = new Expr.Binary(Op.ADD, x, x, x.pos());
            boolean shape = u.offset() == 0 && (u.hi().equals(twice) && isZero(u.lo())
                    || u.lo().equals(twice) && isZero(u.hi()));
            return shape && sums.selfNegative(x);
        }
        if (!(u.origin() instanceof Expr.Binary h) || !hyps.contains(h) || !gameSides(h)) {
            return false;
        }
        Expr a = h.left();
        Expr b = h.right();
        boolean ints = isInt(a) && isInt(b);
        boolean ba = u.hi().equals(b) && u.lo().equals(a);
        boolean ab = u.hi().equals(a) && u.lo().equals(b);
        return switch (h.op()) {
            case EQ -> u.offset() == 0 && (ab || ba);
            case LE -> u.offset() == 0 && ba;
            case GE -> u.offset() == 0 && ab;
            case LT -> ba && (u.offset() == 0 || ints && u.offset() == 1);
            case GT -> ab && (u.offset() == 0 || ints && u.offset() == 1);
            default -> false;
        };
    }

    private boolean numberVariable(String v) {
        String k = kinds.get(v);
        return "number".equals(k) || "integer".equals(k) || types.get(v) == Type.INT;
    }

    private static boolean isZero(Expr e) {
        return e instanceof Expr.IntLit i && i.value().signum() == 0;
    }

    private boolean isInt(Expr e) {
        try {
            return TypeChecker.infer(e, types) == Type.INT;
        } catch (RuntimeException ex) {
            return false;
        }
    }

    private boolean gameSides(Expr.Binary h) {
        try {
            return TypeChecker.infer(h.left(), types).fits(Type.GAME) && TypeChecker.infer(h.right(), types)
                    .fits(Type.GAME);
        } catch (RuntimeException ex) {
            return false;
        }
    }
}
