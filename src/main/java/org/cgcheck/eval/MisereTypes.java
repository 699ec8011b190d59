package org.cgcheck.eval;

import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Expr.Op;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.lang.Type;

/**
 * Static types of the operators on misère forms ({@link Type#MISERE}, {@link Type#DICOT_MISERE}):
 * a sum or a relation keeps one play convention. The other side may be a misère form of the same
 * universe, a form or position (read as written, played misère), an integer or a nimber written
 * {@code *n} (whose canonical forms are what is written); a normal-play value computed as one
 * (a sum of values, a function's value) is refused, naming both conventions and the conversions.
 */
public final class MisereTypes {
    private MisereTypes() {
    }

    /** Does the expression quantify over misère forms (whose operators the provers do not know)? */
    public static boolean mentions(Expr e) {
        Expr.Domain d = e instanceof Expr.Quantified q ? q.domain() : null;
        String kind = d instanceof Expr.Domain.BornBy b ? b.kind() : d instanceof Expr.Domain.All a ? a.kind() : "";
        if (kind.equals("misere") || kind.equals(DomainValues.DICOT_MISERE)) {
            return true;
        }
        for (Expr c : org.cgcheck.lang.ExprChildren.of(e)) {
            if (mentions(c)) {
                return true;
            }
        }
        return false;
    }

    static Type binary(Expr.Binary b, Type l, Type r) {
        Op op = b.op();
        Type m = l.misere() ? l : r;
        if (op == Op.IDENTICAL) {       // forms compared as written
            for (Expr e : new Expr[] {b.left(), b.right()}) {
                Type t = e == b.left() ? l : r;
                if (!t.fits(Type.FORM)) {
                    throw new SyntaxError("'===' compares forms as written, but this is " + t.description, e.pos());
                }
            }
            return Type.BOOL;
        }
        boolean orders = m == Type.DICOT_MISERE;
        boolean ok = op == Op.ADD || op == Op.SUB || op == Op.EQ || op == Op.NE || orders && op.isRelation();
        if (!ok) {
            throw new SyntaxError("'" + op.symbol + "' is not defined on " + m.description.substring(2) + "s"
                    + (op.isRelation() ? ": impartial misère forms are compared by misère equivalence, == and !="
                    : "; + and - add misère forms") + " (canonical(G) is a form's normal-play value)", b.pos());
        }
        side(b, b.left(), l, m, true);
        side(b, b.right(), r, m, false);
        return op.isRelation() ? Type.BOOL : m;
    }

    /** Where a game is wanted and a misère form given: how to say what it is and how to convert. */
    /**
     * A postfix property only misère canonical forms have ({@code (G).IsTame}), asked of {@code
     * target}: refused, as CGSuite refuses it, unless the target is a misère form.
     */
    static void postfixTarget(Expr.Property p, Expr.Call c, Type target) {
        if (target != Type.ANY && target != Type.MISERE) {
            throw new SyntaxError("." + p.name() + " is a property of misère canonical forms, and this is "
                    + target.description + ": write (G).MisereCanonicalForm." + p.name() + ", or " + c.name()
                    + "(G) for G played misère", p.pos());
        }
    }

    static final String HINT = " (a form played misère: canonical(G) is its normal-play value)";

    private static void side(Expr.Binary b, Expr e, Type t, Type m, boolean left) {
        org.cgcheck.rules.Ruleset rules = e instanceof Expr.Call c ? org.cgcheck.rules.RulesetFunctions.rulesOf(c.name()) : null;
        if (rules != null && (m == Type.DICOT_MISERE || !rules.impartial())) {
            throw new SyntaxError("this is a position of " + rules.qualified() + (rules.impartial() ? "" : ", which is"
                    + " partizan,") + " and the other side " + m.description + (m == Type.MISERE ? ", which is"
                    + " impartial: they cannot be added or compared" : ": misère play modulo dicots reads literal forms"
                    + " only (write the position's form)"), e.pos());
        }
        if (t == m || t == Type.ANY || t == Type.FORM || t == Type.INT || e instanceof Expr.Star) {
            return;
        }
        String here = "the " + (left ? "left" : "right") + " side of '" + b.op().symbol + "'";
        String there = "the " + (left ? "right" : "left") + " side";
        if (t.misere()) {
            throw new SyntaxError(here + " is " + t.description + " and " + there + " " + m.description
                    + ": a sum or a relation keeps one play convention", e.pos());
        }
        throw new SyntaxError(here + " is " + t.description + " (a normal-play value) and " + there + " "
                + m.description + " (" + (m == Type.MISERE ? "misère play" : "misère play modulo dicots")
                + "): write " + (m == Type.MISERE ? "miserecanonicalform" : "miseredicotcanonicalform")
                + "(...) to read a value's canonical form as a misère form,"
                + " or canonical(G) for a form's normal-play value", e.pos());
    }
}
