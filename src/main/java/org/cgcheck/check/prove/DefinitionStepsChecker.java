package org.cgcheck.check.prove;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.cgcheck.lang.ClaimParser;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Expr.Op;
import org.cgcheck.lang.ExprPrinter;

/**
 * Re-verifies a {@link DefinitionSteps} proof of a statement with code of its own. Cases: every
 * definition of a relation agrees with this class's reading of the definition of <= (in all four
 * truth values of the two comparisons), every case is a truth value under which its relation holds
 * by those definitions and is a disjunct of the statement, and the cases cover all four. The
 * induction on birthday: the statement is about one impartial variable through grundy and birthday
 * only; the definitions are this class's own; the hypothesis is the statement at the option; the
 * conclusion is the statement, and follows from the steps by {@link OrderArith} (the mex's case
 * without an option from that step alone).
 */
public final class DefinitionStepsChecker {
    private DefinitionStepsChecker() {
    }

    /** p = (X <= Y), q = (Y <= X): the relation X op Y by the definition of <= ({@code definition_game}). */
    private static boolean relation(Op op, boolean p, boolean q) {
        return switch (op) {
            case LE -> p;
            case GE -> q;
            case EQ -> p && q;
            case NE -> !(p && q);
            case LT -> p && !q;
            case GT -> q && !p;
            case FUZZY -> !p && !q;
            case LFUZZY -> !q;
            case GFUZZY -> !p;
            default -> throw new IllegalArgumentException("not a relation of games: " + op.symbol);
        };
    }

    /** The induction's definitions, read here: the mex, and the birthday of an option. */
    private static final Map<String, String> INDUCTION_DEFINITIONS = Map.of(
            "definition_grundy", "m == 0 or g + 1 == m", "definition_birthday", "d + 1 <= b");

    /** Null when the proof proves {@code statement}; else why not. */
    public static String check(String statement, DefinitionSteps.Proof proof) {
        List<String> names = new ArrayList<>();
        List<Expr.Domain> domains = new ArrayList<>();
        Expr body;
        try {
            body = read(statement, names, domains);
            return switch (proof.method()) {
                case "cases" -> cases(body, names, proof.steps());
                case "birthday induction" -> induction(body, names, domains, proof.steps());
                default -> "unknown method " + proof.method();
            };
        } catch (RuntimeException e) {
            return "a step could not be read (" + e.getMessage() + ")";
        }
    }

    private static Expr read(String statement, List<String> names, List<Expr.Domain> domains) {
        ClaimParser.Result r = ClaimParser.parse("theorem s\n  " + statement + "\n", "checker");
        if (!r.errors().isEmpty()) {
            throw new IllegalArgumentException(r.errors().get(0).getMessage());
        }
        return Lemma.outer(r.claims().get(0).body(), names, domains);
    }

    // ---- cases on X <= Y and Y <= X

    private static String cases(Expr body, List<String> names, List<DefinitionSteps.Step> steps) {
        if (names.size() != 2) {
            return "a case analysis of two games needs two variables";
        }
        String x = names.get(0);
        String y = names.get(1);
        List<Expr> disjuncts = new ArrayList<>();
        disjuncts(body, disjuncts);
        boolean[] covered = new boolean[4];
        for (DefinitionSteps.Step s : steps) {
            Expr f = read("forall " + x + ", " + y + ": " + s.formula(), new ArrayList<>(), new ArrayList<>());
            if (s.kind().equals("definition")) {
                if (!s.law().equals("definition_game") || !(f instanceof Expr.Binary iff) || iff.op() != Op.IFF
                        || !(iff.left() instanceof Expr.Binary rel) || !rel.op().isRelation()) {
                    return "step '" + s.formula() + "' is not a definition of a relation";
                }
                for (int row = 0; row < 4; row++) {
                    boolean p = (row & 2) != 0;
                    boolean q = (row & 1) != 0;
                    if (truth(iff.right(), x, y, p, q) != truth(rel, x, y, p, q)) {
                        return "step '" + s.formula() + "' is not the definition of " + rel.op().symbol;
                    }
                }
            } else if (s.kind().equals("case")) {
                if (!(f instanceof Expr.Binary imp) || imp.op() != Op.IMPLIES) {
                    return "case '" + s.formula() + "' is not 'truth values implies relation'";
                }
                int row = assignment(imp.left(), x, y);
                if (row < 0) {
                    return "case '" + s.formula() + "' does not fix whether " + x + " <= " + y + " and " + y + " <= " + x;
                }
                boolean p = (row & 2) != 0;
                boolean q = (row & 1) != 0;
                if (!truth(imp.right(), x, y, p, q)) {
                    return "case '" + s.formula() + "': the relation does not hold there by the definitions";
                }
                String rel = ExprPrinter.print(imp.right());
                if (disjuncts.stream().noneMatch(d -> ExprPrinter.print(d).equals(rel))) {
                    return "case '" + s.formula() + "': " + rel + " is not one of the statement's alternatives";
                }
                covered[row] = true;
            } else {
                return "a step of kind " + s.kind() + " in a case analysis";
            }
        }
        for (int row = 0; row < 4; row++) {
            if (!covered[row]) {
                return "the cases miss " + ((row & 2) != 0 ? "" : "not ") + x + " <= " + y + " with "
                        + ((row & 1) != 0 ? "" : "not ") + y + " <= " + x;
            }
            if (!truth(body, x, y, (row & 2) != 0, (row & 1) != 0)) {
                return "the statement is false when the comparisons are " + row;
            }
        }
        return null;
    }

    private static void disjuncts(Expr e, List<Expr> out) {
        if (e instanceof Expr.Binary b && b.op() == Op.OR) {
            disjuncts(b.left(), out);
            disjuncts(b.right(), out);
        } else {
            out.add(e);
        }
    }

    /** The formula's truth when p = (x <= y), q = (y <= x), by this class's definitions. */
    private static boolean truth(Expr e, String x, String y, boolean p, boolean q) {
        if (e instanceof Expr.Not n) {
            return !truth(n.operand(), x, y, p, q);
        }
        if (e instanceof Expr.Binary b && b.op().isLogic()) {
            boolean l = truth(b.left(), x, y, p, q);
            boolean r = truth(b.right(), x, y, p, q);
            return switch (b.op()) {
                case AND -> l && r;
                case OR -> l || r;
                case IMPLIES -> !l || r;
                case IFF -> l == r;
                default -> throw new IllegalArgumentException(b.op().symbol);
            };
        }
        if (e instanceof Expr.Binary b && b.op().isRelation() && b.left() instanceof Expr.Var l
                && b.right() instanceof Expr.Var r) {
            if (l.name().equals(x) && r.name().equals(y)) {
                return relation(b.op(), p, q);
            }
            if (l.name().equals(y) && r.name().equals(x)) {
                return relation(b.op(), q, p);
            }
        }
        throw new IllegalArgumentException("not a comparison of " + x + " and " + y + ": " + ExprPrinter.print(e));
    }

    /** The row (2·p + q) a conjunction of x <= y, y <= x or their negations fixes; -1 when it fixes none. */
    private static int assignment(Expr e, String x, String y) {
        List<Expr> parts = new ArrayList<>();
        Lemmas.conjuncts(e, parts);
        Boolean p = null;
        Boolean q = null;
        for (Expr part : parts) {
            boolean neg = part instanceof Expr.Not;
            Expr lit = neg ? ((Expr.Not) part).operand() : part;
            String s = ExprPrinter.print(lit).replaceAll("^\\((.*)\\)$", "$1");
            if (s.equals(x + " <= " + y) && p == null) {
                p = !neg;
            } else if (s.equals(y + " <= " + x) && q == null) {
                q = !neg;
            } else {
                return -1;
            }
        }
        return p == null || q == null ? -1 : (p ? 2 : 0) + (q ? 1 : 0);
    }

    // ---- induction on birthday

    private static String induction(Expr body, List<String> names, List<Expr.Domain> domains,
            List<DefinitionSteps.Step> steps) {
        if (names.size() != 1 || !"impartial".equals(Induction.kind(domains.get(0)))) {
            return "the induction is over one impartial variable";
        }
        String f = names.get(0);
        String atF = atoms(body, f, "m", "b");
        String atA = atoms(body, f, "g", "d");
        if (atF == null || atA == null) {
            return "the statement is not about " + f + " through grundy(" + f + ") and birthday(" + f + ") alone";
        }
        List<String> vars = List.of("m", "b", "g", "d");
        List<Expr> known = new ArrayList<>();
        Expr mex = null;
        for (int i = 0; i < steps.size(); i++) {
            DefinitionSteps.Step s = steps.get(i);
            Expr e = formula(s.formula());
            switch (s.kind()) {
                case "definition" -> {
                    String own = INDUCTION_DEFINITIONS.get(s.law());
                    if (own == null || !ExprPrinter.print(e).equals(ExprPrinter.print(formula(own)))) {
                        return "step " + (i + 1) + " '" + s.formula() + "' is not " + s.law() + " (" + own + ")";
                    }
                    if (s.law().equals("definition_grundy")) {
                        mex = e;
                    } else {
                        known.add(e);
                    }
                }
                case "hypothesis" -> {
                    if (!ExprPrinter.print(e).equals(atA)) {
                        return "step " + (i + 1) + " '" + s.formula() + "' is not the statement at the option (" + atA + ")";
                    }
                    known.add(e);
                }
                case "arithmetic" -> {
                    if (i != steps.size() - 1 || !ExprPrinter.print(e).equals(atF)) {
                        return "the last step is not the statement at " + f + " (" + atF + ")";
                    }
                    if (mex == null) {
                        return "the induction does not use the mex";
                    }
                    return follows(mex, known, e, vars);
                }
                default -> {
                    return "a step of kind " + s.kind() + " in an induction";
                }
            }
        }
        return "the steps do not conclude the statement";
    }

    /**
     * The conclusion from the mex's alternatives: one without an option (m == 0) by itself, since F may
     * have no option; one naming the option's value with everything known about that option.
     */
    private static String follows(Expr mex, List<Expr> known, Expr goal, List<String> vars) {
        List<Expr> alternatives = new ArrayList<>();
        disjuncts(mex, alternatives);
        for (Expr alt : alternatives) {
            String text = ExprPrinter.print(alt);
            boolean option = text.matches(".*\\b[gd]\\b.*");
            Expr hyp = alt;
            if (option) {
                for (Expr k : known) {
                    hyp = new Expr.Binary(Op.AND, hyp, k, null);
                }
            }
            String why = OrderArith.decide(new Expr.Binary(Op.IMPLIES, hyp, goal, null), vars);
            if (why != null) {
                return "the statement does not follow when " + text + ": " + why;
            }
        }
        return null;
    }

    private static Expr formula(String text) {
        return read("forall m, b, g, d in 0..: " + text, new ArrayList<>(), new ArrayList<>());
    }

    /** The statement with grundy(f), birthday(f) written as the two atoms, re-read; null if f is left. */
    private static String atoms(Expr body, String f, String grundy, String birthday) {
        String t = ExprPrinter.print(body).replace("grundy(" + f + ")", grundy).replace("birthday(" + f + ")", birthday);
        if (t.matches("(?s).*\\b" + java.util.regex.Pattern.quote(f) + "\\b.*")) {
            return null;
        }
        return ExprPrinter.print(formula(t));
    }
}
