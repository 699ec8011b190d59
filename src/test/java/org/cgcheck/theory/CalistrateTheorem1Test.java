package org.cgcheck.theory;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.cgcheck.form.Form;
import org.cgcheck.game.Game;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.lang.Parser;
import org.cgcheck.eval.Values;
import org.cgcheck.testkit.Reference;
import org.junit.jupiter.api.Test;

/**
 * The checker refutes Calistrate's Theorem 1 read as an identity of values. This confirms the
 * counterexample independently: rcf through the naive literal-form definitions, and the two
 * sides compared by the slow reference on literal trees.
 */
class CalistrateTheorem1Test {
    static Game game(String s) {
        return Values.game(new Interpreter().eval(Parser.parse(s)), null, s);
    }

    static Game naiveRcf(Game g) {
        return NaiveDefinitionsTest.project(NaiveDefinitionsTest.coolStar(Form.canonical(g)).value());
    }

    @Test
    void literalHomomorphismFailsButHoldsModuloInfinitesimals() {
        Game g = game("{0|-1}");
        Game h = game("{1|0||-1}");
        Game lhs = naiveRcf(g.plus(h));
        Game rhs = naiveRcf(g).plus(naiveRcf(h));
        assertSame(ReducedCanonicalForm.rcf(g.plus(h)), lhs, "engine rcf agrees with the naive definition");
        Reference ref = new Reference();
        Form l = Form.canonical(lhs);
        Form r = Form.canonical(naiveRcf(g)).plus(Form.canonical(naiveRcf(h)));
        assertFalse(ref.equal(l, r), "rcf(G+H) and rcf(G)+rcf(H) differ as values (reference)");
        Game diff = lhs.minus(rhs);
        assertTrue(diff.leftStop().signum() == 0 && diff.rightStop().signum() == 0, "their difference is infinitesimal");
        assertSame(lhs, naiveRcf(rhs), "rcf(G+H) = rcf(rcf(G)+rcf(H))");
    }
}
