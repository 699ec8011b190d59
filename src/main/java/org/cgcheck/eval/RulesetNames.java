package org.cgcheck.eval;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.cgcheck.fn.Builtin;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Pos;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.rules.BadPosition;
import org.cgcheck.rules.Ruleset;
import org.cgcheck.rules.RulesetFunctions;
import org.cgcheck.rules.Rulesets;

/**
 * What the parser leaves to the type checker because it needs the rulesets: whether a ruleset or
 * function name exists, the shape of a {@code within} bound, and literal positions (checked before
 * anything runs, with the error at the offending character).
 */
final class RulesetNames {
    private RulesetNames() {
    }

    static String unknownFunction(String name, Collection<String> definitions) {
        if (name.startsWith("game.")) {
            List<String> known = new ArrayList<>();
            for (Builtin f : Functions.all()) {
                if (f.name().startsWith("game.")) {
                    known.add(f.name());
                }
            }
            return "unknown ruleset '" + name + "' (known: " + String.join(", ", known) + ")";
        }
        List<String> known = new ArrayList<>(definitions);
        for (Builtin f : Functions.all()) {
            known.add(f.name());
        }
        return "unknown function '" + name + "'" + Suggestions.didYouMean(name, known);
    }

    /** {@code RULESET within R x C} or {@code within N}: the ruleset exists and the bound has its shape. */
    static void checkWithin(Expr.Domain.Within w) {
        if (LoopyWithin.applies(w)) {
            LoopyWithin.check(w);
            return;
        }
        Ruleset rules = Rulesets.byName(w.ruleset());
        if (rules == null) {
            throw new SyntaxError("unknown ruleset '" + w.ruleset() + "' (known: "
                    + String.join(", ", Rulesets.all().keySet()) + ", and the loopy "
                    + String.join(", ", org.cgcheck.rules.LoopyRulesets.all().keySet()) + ")", w.rulesetPos());
        }
        boolean board = rules.boundSyntax().equals("RxC");
        if (w.boards()) {
            if (!org.cgcheck.rules.StartingBoards.RULESETS.contains(rules.name())) {
                throw new SyntaxError(rules.name() + " has no starting boards; 'boards' ranges over those of "
                        + String.join(", ", new java.util.TreeSet<>(org.cgcheck.rules.StartingBoards.RULESETS))
                        + " (every " + rules.name() + " position within a bound: '" + rules.name() + " within "
                        + (board ? "3x4" : "7") + "')", w.rulesetPos());
            }
            if (board && w.cols() == null) {
                throw new SyntaxError(rules.name() + " boards are given as 'R x C' shapes, e.g. '" + rules.name()
                        + " boards 2x2..4x5'", w.rows().pos());
            }
            return;
        }
        if (board != (w.cols() != null)) {
            throw new SyntaxError(rules.name() + " positions are bounded " + (board ? "by a board 'R x C', e.g. '"
                    + rules.name() + " within 3x4'" : "by one size, e.g. '" + rules.name() + " within 7'"),
                    w.rows().pos());
        }
    }

    private static boolean anyString(List<Expr> args) {
        for (Expr a : args) {
            if (a instanceof Expr.Str) {
                return true;
            }
        }
        return false;
    }

    /** A literal position argument is parsed now, so its error points into the string. */
    static void checkLiterals(String function, List<Expr> args) {
        // No string argument, nothing to check: and the rulesets' table is not built for a call that has none.
        if (!anyString(args) || !RulesetFunctions.isConstructor(function)) {
            return;
        }
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i) instanceof Expr.Str s) {
                try {
                    RulesetFunctions.validate(function, s.value(), i);
                } catch (BadPosition e) {
                    int off = e.offset < 0 ? 0 : e.offset + 1;      // +1: the opening quote
                    throw new SyntaxError(e.getMessage(), new Pos(s.pos().line(), s.pos().col() + off,
                            s.pos().offset() + off));
                }
            }
        }
    }
}
