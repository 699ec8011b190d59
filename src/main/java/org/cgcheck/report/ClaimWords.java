package org.cgcheck.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.cgcheck.check.Verdict;
import org.cgcheck.game.Game;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.ExprPrinter;
import org.cgcheck.rules.Position;

/**
 * A claim told in a student's words, and its counterexample told against those words: "The claim
 * says the first player wins; on the empty 2×4 board Left, moving first, loses." A comparison with
 * 0 is told as who wins (G = 0: the second player; G ≥ 0: Left moving second; …); other
 * comparisons as "A equals B", with both sides' values at the counterexample. What is not such a
 * comparison is told in its own notation.
 */
final class ClaimWords {
    private ClaimWords() {
    }

    /** Who moving first wins, as a claim about G compared with 0 requires it: [Left first, Right first], null: free. */
    private static Boolean[] required(Expr.Op op) {
        return switch (op) {
            case EQ -> new Boolean[] {false, false};
            case FUZZY -> new Boolean[] {true, true};
            case GT -> new Boolean[] {true, false};
            case LT -> new Boolean[] {false, true};
            case GE -> new Boolean[] {null, false};
            case LE -> new Boolean[] {false, null};
            case GFUZZY -> new Boolean[] {true, null};
            case LFUZZY -> new Boolean[] {null, true};
            default -> null;
        };
    }

    private static String says(Expr.Op op) {
        return switch (op) {
            case EQ -> "the second player wins (whoever moves first loses)";
            case FUZZY -> "the first player wins (whoever moves first wins)";
            case GT -> "Left wins, whoever moves first";
            case LT -> "Right wins, whoever moves first";
            case GE -> "Left wins when Right moves first";
            case LE -> "Right wins when Left moves first";
            case GFUZZY -> "Left wins moving first";
            case LFUZZY -> "Right wins moving first";
            case NE -> "the game is not a second-player win (one of the players wins moving first)";
            default -> null;
        };
    }

    private static String relation(Expr.Op op) {
        return switch (op) {
            case EQ -> "equals";
            case NE -> "is not equal to";
            case GT -> "is greater than";
            case LT -> "is less than";
            case GE -> "is at least";
            case LE -> "is at most";
            case FUZZY -> "is confused with (incomparable with)";
            case GFUZZY -> "is greater than or confused with";
            case LFUZZY -> "is less than or confused with";
            case IDENTICAL -> "is identical to";
            default -> op.symbol;
        };
    }

    private static Expr.Op flip(Expr.Op op) {
        return switch (op) {
            case GT -> Expr.Op.LT;
            case LT -> Expr.Op.GT;
            case GE -> Expr.Op.LE;
            case LE -> Expr.Op.GE;
            case GFUZZY -> Expr.Op.LFUZZY;
            case LFUZZY -> Expr.Op.GFUZZY;
            default -> op;
        };
    }

    private static boolean zero(Expr e) {
        return e instanceof Expr.IntLit i && i.value().signum() == 0;
    }

    /** The claim in words: its quantifiers, then what it says of the games they range over. */
    static String sentence(Expr body) {
        StringBuilder b = new StringBuilder();
        Expr e = body;
        while (e instanceof Expr.Quantified q) {
            b.append(b.length() == 0 ? "" : "and ").append(q.forall() ? "for every " : "for some ")
                    .append(domain(q.vars(), q.domain())).append(", ");
            e = q.body();
        }
        String rest;
        if (e instanceof Expr.Binary bin && (zero(bin.right()) || zero(bin.left())) && !(zero(bin.left()) && zero(bin.right()))) {
            Expr side = zero(bin.right()) ? bin.left() : bin.right();
            Expr.Op op = zero(bin.right()) ? bin.op() : flip(bin.op());
            String s = says(op);
            rest = s == null ? code(e) : "in the game " + code(side) + ", " + s;
        } else if (e instanceof Expr.Binary bin && relation(bin.op()) != null && bin.op().ordinal() >= Expr.Op.EQ.ordinal()
                && bin.op().ordinal() <= Expr.Op.IDENTICAL.ordinal()) {
            rest = code(bin.left()) + " " + relation(bin.op()) + " " + code(bin.right());
        } else {
            rest = "it holds that " + code(e);
        }
        String out = b + rest;
        return Character.toUpperCase(out.charAt(0)) + out.substring(1) + ".";
    }

    private static String domain(List<String> vars, Expr.Domain d) {
        String names = String.join(", ", vars);
        if (d instanceof Expr.Domain.Within w && w.cols() == null) {       // a strip, a tree, a heap, Fox and Geese's rows
            return w.ruleset() + " position " + names + " of size at most " + ExprPrinter.print(w.rows());
        }
        if (d instanceof Expr.Domain.Within w) {
            return w.ruleset() + " position " + names + " on a board of at most " + ExprPrinter.print(w.rows()) + "×"
                    + ExprPrinter.print(w.cols()) + " squares";
        }
        if (d instanceof Expr.Domain.BornBy bb) {
            return "game " + names + " born by day " + ExprPrinter.print(bb.day());
        }
        if (d instanceof Expr.Domain.Range r) {
            return "whole number " + names + " from " + ExprPrinter.print(r.lo()) + (r.hi() == null ? " up" : " to "
                    + ExprPrinter.print(r.hi()));
        }
        if (d instanceof Expr.Domain.All) {
            return "game " + names;
        }
        return names + " in " + ExprPrinter.domain(d);
    }

    private static String code(Expr e) {
        return "<code>" + HtmlPage.esc(ExprPrinter.print(e)) + "</code>";
    }

    /**
     * Why the counterexample refutes the claim, against the claim's words; null when the claim is not
     * a comparison or its sides do not evaluate again.
     */
    static String counterexample(Verdict v) {
        if (v.counterexample() == null && v.claim().body() instanceof Expr.Quantified) {
            return null;
        }
        Expr e = v.claim().body();
        while (e instanceof Expr.Quantified q) {
            e = q.body();
        }
        if (!(e instanceof Expr.Binary bin)) {
            return null;
        }
        Map<String, Object> env = CounterexampleGames.env(v);
        String where = v.counterexample() == null ? null : where(v, env);
        try {
            if (zero(bin.right()) || zero(bin.left())) {
                Expr side = zero(bin.right()) ? bin.left() : bin.right();
                Expr.Op op = zero(bin.right()) ? bin.op() : flip(bin.op());
                Boolean[] want = required(op);
                Game g = game(new org.cgcheck.eval.Interpreter(env).eval(side));
                if (g != null && (want != null || op == Expr.Op.NE)) {
                    boolean lf = !g.leq(Game.ZERO);
                    boolean rf = !g.geq(Game.ZERO);
                    List<String> wrong = new ArrayList<>();
                    if (op == Expr.Op.NE) {
                        wrong.add("whoever moves first loses (it is worth 0)");
                    } else {
                        if (want[0] != null && want[0] != lf) {
                            wrong.add("Left, moving first, " + (lf ? "wins" : "loses"));
                        }
                        if (want[1] != null && want[1] != rf) {
                            wrong.add("Right, moving first, " + (rf ? "wins" : "loses"));
                        }
                    }
                    if (!wrong.isEmpty()) {
                        return "The claim says " + says(op) + (side instanceof Expr.Var ? "" : " in " + code(side))
                                + (where == null ? "; in fact " : "; on " + where + ", ") + String.join(", and ", wrong) + ".";
                    }
                }
            }
            Object a = new org.cgcheck.eval.Interpreter(env).eval(bin.left());
            Object b = new org.cgcheck.eval.Interpreter(env).eval(bin.right());
            if (a instanceof org.cgcheck.game.Outcome oa && b instanceof org.cgcheck.game.Outcome ob && bin.op() == Expr.Op.EQ) {
                // An outcome claim (misère ones above all) told as who wins: (1,1,1) in misère Nim, not "P ≠ N".
                boolean misere = bin.left() instanceof Expr.Call c && c.name().startsWith("misere");
                String game = bin.left() instanceof Expr.Call c && c.args().size() == 1 ? code(c.args().get(0)) : code(bin.left());
                return "The claim says that " + (misere ? "in misère play " : "") + "in " + game + " " + outcome(ob)
                        + (where == null ? "; in fact " : "; but with " + where + ", ") + outcome(oa) + ".";
            }
            Game ga = game(a);
            Game gb = game(b);
            String actual = ga == null || gb == null ? "" : ": " + shown(a) + " " + (ga.equals(gb) ? "equals"
                    : ga.geq(gb) ? "is greater than" : gb.geq(ga) ? "is less than" : "is confused with") + " " + shown(b);
            return "The claim says " + code(bin.left()) + " " + relation(bin.op()) + " " + code(bin.right())
                    + (where == null ? "; in fact" : "; on " + where + ",") + " " + code(bin.left()) + " is " + shown(a)
                    + " and " + code(bin.right()) + " is " + shown(b) + actual + ".";
        } catch (RuntimeException ex) {
            return null;            // a side that does not evaluate again: the checker's own account stands
        }
    }

    private static String outcome(org.cgcheck.game.Outcome o) {
        return switch (o.name()) {
            case "L" -> "Left wins, whoever moves first";
            case "R" -> "Right wins, whoever moves first";
            case "N" -> "whoever moves first wins";
            case "P" -> "whoever moves first loses";
            default -> o.name();
        };
    }

    private static Game game(Object o) {
        return o instanceof Position p ? p.value() : o instanceof Game g ? g : null;
    }

    private static String shown(Object o) {
        Game g = game(o);
        return "<code>" + HtmlPage.esc(g != null ? g.toString() : String.valueOf(o)) + "</code>";
    }

    /** The counterexample's variables in words: "the empty 2×4 board P", or "G = {1|0}". */
    private static String where(Verdict v, Map<String, Object> env) {
        List<String> parts = new ArrayList<>();
        v.counterexample().forEach((k, text) -> parts.add(env.get(k) instanceof Position p && board(p) != null
                ? board(p) + " " + k : k + " = " + "<code>" + HtmlPage.esc(text) + "</code>"));
        return String.join(" and ", parts);
    }

    /** "the empty 2×4 board" for a board of squares, "the 2×4 board" when some are taken; null for others. */
    static String board(Position p) {
        if (!BoardPicture.squares(p)) {
            return null;
        }
        String[] rows = p.picture().split("\n");
        int cols = 0;
        boolean empty = true;
        for (String r : rows) {
            cols = Math.max(cols, r.length());
            empty &= r.chars().allMatch(c -> c == '.');
        }
        return "the " + (empty ? "empty " : "") + rows.length + "×" + cols + " board";
    }
}
