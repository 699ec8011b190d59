package org.cgcheck.eval;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.rules.BadPosition;
import org.cgcheck.rules.Bound;
import org.cgcheck.rules.LoopyPosition;
import org.cgcheck.rules.LoopyRuleset;
import org.cgcheck.rules.LoopyRulesets;

/**
 * {@code within} domains of loopy rulesets ({@code backslidingtoadsandfrogs within 5},
 * {@code foxandgeese within 3}, {@code genfoxandgeese within 3x4}): each position is its loopy
 * value, remembering its position (as {@code game.grid.FoxAndGeese(...)} evaluates), so the
 * claim's variable is typed loopy and compared as one, never converted to a short game.
 */
final class LoopyWithin {
    private LoopyWithin() {
    }

    /** Whether the domain names a loopy ruleset (and not 'boards', which loopy rulesets do not have). */
    static boolean applies(Expr.Domain.Within w) {
        return LoopyRulesets.byName(w.ruleset()) != null;
    }

    /** The bound has the ruleset's shape; a loopy ruleset has no starting boards. */
    static void check(Expr.Domain.Within w) {
        LoopyRuleset rules = LoopyRulesets.byName(w.ruleset());
        if (w.boards()) {
            throw new SyntaxError(rules.name() + " has no starting boards; its positions within a bound are '"
                    + rules.name() + " within " + example(rules) + "'", w.rulesetPos());
        }
        boolean board = rules.boundSyntax().equals("RxC");
        if (board != (w.cols() != null)) {
            throw new SyntaxError(rules.name() + " positions are bounded " + (board ? "by a board 'R x C' (rows, then"
                    + " the board's width), e.g. '" : "by one size, e.g. '") + rules.name() + " within " + example(rules)
                    + "'", w.rows().pos());
        }
    }

    private static String example(LoopyRuleset rules) {
        return rules.boundSyntax().equals("RxC") ? "3x4" : rules.name().equals("backslidingtoadsandfrogs") ? "5" : "2";
    }

    static double count(Expr.Domain.Within w, Bound b) {
        return LoopyRulesets.byName(w.ruleset()).countWithin(b);
    }

    /** The positions' values, smallest first; refused with the reason when they cannot all be solved. */
    static List<Object> elements(Expr.Domain.Within w, Bound b) {
        LoopyRuleset rules = LoopyRulesets.byName(w.ruleset());
        String why = rules.refusal(b);
        if (why != null) {
            throw new SyntaxError(why, w.pos());
        }
        List<Object> out = new ArrayList<>();
        for (LoopyPosition p : rules.within(b)) {
            try {
                out.add(p.value());
            } catch (BadPosition | org.cgcheck.loopy.Sidling.NotSettled e) {
                throw new SyntaxError(p.expression() + ": " + e.getMessage(), w.pos());
            }
        }
        return out;
    }
}
