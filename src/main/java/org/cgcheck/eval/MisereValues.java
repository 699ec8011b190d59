package org.cgcheck.eval;

import java.math.BigInteger;
import java.util.List;
import org.cgcheck.fn.MisereForm;
import org.cgcheck.form.Form;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Expr.Op;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.misere.MisereCanonicalGame;
import org.cgcheck.misere.MisereForms;
import org.cgcheck.rules.Position;

/**
 * The operators on misère forms (the variables of {@code misere born by N} and
 * {@code dicot misere born by N}): {@code +} and {@code -} give the misère canonical form of the sum
 * of impartial forms, as CGSuite adds them (dicot forms: the sum as written), {@code ==} and
 * {@code !=} are misère equivalence ({@code misereequal}, or {@code miseredicotequal} modulo
 * dicots), and modulo dicots {@code >=} and the other orders are {@code miseredicotge}'s. The
 * type checker has refused a normal-play value on the other side; a position there is played
 * misère (its misère canonical form).
 */
final class MisereValues {
    private MisereValues() {
    }

    static boolean any(Object x, Object y) {
        return x instanceof MisereForm || y instanceof MisereForm;
    }

    static Object operate(Op op, Object x, Object y, Expr.Binary b) {
        boolean dicot = x instanceof MisereForm m ? m.dicot() : ((MisereForm) y).dicot();
        Form f = form(x, dicot, b, true);
        Form g = form(y, dicot, b, false);
        if (!dicot && (op == Op.ADD || op == Op.SUB) && f.isImpartial() && g.isImpartial()) {
            // As CGSuite adds misère canonical forms: the sum's canonical form (impartial: -G is G).
            return canonicalSum(f, g);
        }
        switch (op) {
            case ADD: return new MisereForm(f.plus(g), dicot, sumText(x, y, " + ", dicot));
            case SUB: return new MisereForm(f.plus(g.negate()), dicot, sumText(x, y, " - ", dicot));
            case EQ: return equal(f, g, dicot, b);
            case NE: return !equal(f, g, dicot, b);
            default:
                break;
        }
        if (!dicot || !op.isRelation()) {
            throw new SyntaxError("'" + op.symbol + "' is not defined on " + (dicot ? "dicot misère forms" : "misère forms")
                    + (dicot ? "" : ": impartial misère forms are compared by equivalence, == and !=")
                    + "; canonical(G) is a form's normal-play value", b.pos());
        }
        boolean ge = ge(f, g, b);
        boolean le = ge(g, f, b);
        switch (op) {
            case GE: return ge;
            case LE: return le;
            case GT: return ge && !le;
            case LT: return le && !ge;
            case FUZZY: return !ge && !le;
            case LFUZZY: return !ge;
            default: return !le;        // GFUZZY
        }
    }

    /**
     * How an impartial misère form's sum as written prints: as the sum, its sides as they print
     * ({@code *[2] + *[2]}, {@code *[2#] + *}), which reads back to the same literal form; not as
     * the sum's canonical form, since the value is the sum as written. Dicots: as the literal form.
     */
    private static java.util.function.Supplier<String> sumText(Object x, Object y, String op, boolean dicot) {
        if (dicot) {
            return null;
        }
        return () -> {
            String right = String.valueOf(y);
            return x + op + (op.equals(" - ") && right.contains(" ") ? "(" + right + ")" : right);
        };
    }

    /** The misère canonical form of f + g, printed in CGSuite's notation, as CGSuite's {@code +} gives it. */
    private static MisereForm canonicalSum(Form f, Form g) {
        return MisereForms.value(MisereForms.canonical(f).plus(MisereForms.canonical(g)));
    }

    /** n copies of a misère form (of its negative for n < 0): canonical if impartial, else added as written. */
    static MisereForm times(BigInteger n, MisereForm m, Expr.Binary b) {
        if (n.abs().bitLength() > 10) {
            throw new SyntaxError("multiple " + n + " of a misère form is too large (the limit is 1023 copies)", b.pos());
        }
        if (!m.dicot() && m.form().isImpartial()) {
            MisereCanonicalGame one = MisereForms.canonical(m.form());
            MisereCanonicalGame sum = MisereCanonicalGame.ZERO;
            for (int i = 0; i < n.abs().intValue(); i++) {
                sum = sum.plus(one);
            }
            return MisereForms.value(sum);
        }
        Form one = n.signum() < 0 ? m.form().negate() : m.form();
        Form sum = Form.ZERO;
        for (int i = 0; i < n.abs().intValue(); i++) {
            sum = sum.plus(one);
        }
        if (m.dicot()) {
            return new MisereForm(sum, true);
        }
        return new MisereForm(sum, false, () -> {        // as written: 3 * *[2]
            String text = m.toString();
            return n + " * " + (text.contains(" ") ? "(" + text + ")" : text);
        });
    }

    /** A side as a form of the misère form's convention: a misère form, a literal form, a position played misère. */
    private static Form form(Object v, boolean dicot, Expr.Binary b, boolean left) {
        String side = "the " + (left ? "left" : "right") + " side of '" + b.op().symbol + "'";
        if (v instanceof MisereForm m) {
            if (m.dicot() != dicot) {
                throw new SyntaxError(side + " is " + m.typeName() + " (" + m.convention() + "), the other side "
                        + (dicot ? "a dicot misère form" : "a misère form") + ": one relation, one convention", b.pos());
            }
            return m.form();
        }
        if (v instanceof Position p) {
            return position(p, dicot, side, b);
        }
        return Values.form(v, left ? b.left().pos() : b.right().pos(), side);
    }

    private static Form position(Position p, boolean dicot, String side, Expr.Binary b) {
        if (dicot || !p.ruleset().impartial()) {
            throw new SyntaxError(side + " is a position of " + p.ruleset().qualified() + (p.ruleset().impartial() ? ""
                    : ", which is partizan,") + " and the other side " + (dicot ? "a dicot misère form: misère play"
                    + " modulo dicots reads literal forms only (write the position's form)"
                    : "a misère form, which is impartial: they cannot be added or compared"), b.pos());
        }
        return ((org.cgcheck.fn.MisereForm) Interpreter.apply(Functions.lookup("miserecanonicalform"), List.of(p),
                b.pos())).form();
    }

    private static boolean equal(Form f, Form g, boolean dicot, Expr.Binary b) {
        return (Boolean) Interpreter.apply(Functions.lookup(dicot ? "miseredicotequal" : "misereequal"), List.of(f, g),
                b.pos());
    }

    private static boolean ge(Form f, Form g, Expr.Binary b) {
        return (Boolean) Interpreter.apply(Functions.lookup("miseredicotge"), List.of(f, g), b.pos());
    }
}
