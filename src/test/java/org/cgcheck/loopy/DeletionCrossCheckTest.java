package org.cgcheck.loopy;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.game.Game;
import org.junit.jupiter.api.Test;

/**
 * The onside found by deleting Right's moves (SideByDeletion, which rests on Siegel VI.4's
 * characterization of G⁺ ≥ X by survival) checked on every enumerated non-stopper of up to 4
 * nodes (every 1-node graph over 0, *, 1, -1; 300 random graphs of 2, 3 and 4 nodes, seed 1), and
 * on their negatives, against finite sidling: every approximation S_n (n < 10) is at least the
 * onside, and where the approximations are stationary within 10 rounds they equal it. Also
 * against the independent direction of SideOrder (C ≥ G⁺, by the Büchi game).
 */
class DeletionCrossCheckTest {
    private static final List<Game> SHORTS = List.of(Game.ZERO, Game.STAR, Game.ONE, Game.MINUS_ONE);
    private static final int ROUNDS = 10;

    static List<LoopyGame> enumerated() {
        List<LoopyGame> all = new ArrayList<>(SmallGraphs.all(1, SHORTS));
        for (int n = 2; n <= 4; n++) {
            all.addAll(SmallGraphs.random(300, n, SHORTS, 1));
        }
        List<LoopyGame> out = new ArrayList<>();
        for (LoopyGame g : all) {
            if (!g.isStopper()) {
                out.add(g);
                out.add(g.negate());
            }
        }
        return out;
    }

    @Test
    void deletionAgreesWithSidlingWhereItSettles() {
        int games = 0;
        int byDeletion = 0;
        int settled = 0;
        for (LoopyGame g : enumerated()) {
            games++;
            LoopyGame c = SideByDeletion.onside(g);
            if (c == null) {
                continue;
            }
            byDeletion++;
            assertTrue(SideOrder.onsideGeq(c, g), () -> "C >= G+ fails for " + g.graphString());
            LoopyGame[][] rounds = Sidling.rounds(g, ROUNDS);
            for (LoopyGame[] s : rounds) {
                assertTrue(Survival.geq(s[g.root()], c), () -> "sidling went below the onside of " + g.graphString());
            }
            if (stationary(rounds)) {
                settled++;
                assertTrue(Survival.equal(rounds[ROUNDS - 1][g.root()], c), () -> LoopyPrinter.print(g));
            }
        }
        System.out.println("DeletionCrossCheckTest: " + games + " onsides asked, " + byDeletion + " by deletion, "
                + settled + " of those also by sidling within " + ROUNDS + " rounds");
        assertTrue(settled >= 200, "settled: " + settled);
    }

    /** The last two rounds equal at every node: the approximation is stationary, hence the onside. */
    private static boolean stationary(LoopyGame[][] rounds) {
        LoopyGame[] a = rounds[rounds.length - 2];
        LoopyGame[] b = rounds[rounds.length - 1];
        for (int k = 0; k < a.length; k++) {
            if (!Survival.equal(a[k], b[k])) {
                return false;
            }
        }
        return true;
    }
}
