package org.cgcheck.theory;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import org.cgcheck.game.Game;
import org.cgcheck.universe.Kind;
import org.junit.jupiter.api.Test;

/** The closed forms of Companion and FollowerCount agree with the general computation where both run. */
class ClosedFormsOfPropertiesTest {
    @Test
    void aNonzeroNumberIsItsOwnCompanion() {
        for (Object o : Kind.NUMBERS.bornBy(8)) {
            Game x = (Game) o;
            assertEquals(Companion.byRecursion(x), Companion.of(x), x.toString());
        }
        for (int n = -80; n <= 80; n++) {
            Game x = Game.integer(n);
            assertEquals(Companion.byRecursion(x), Companion.of(x), x.toString());
        }
    }

    @Test
    void integersAndNimbersCountTheirFollowers() {
        for (int n = -80; n <= 80; n++) {
            Game x = Game.integer(n);
            assertEquals(BigInteger.valueOf(Followers.of(x).size()), Followers.count(x), x.toString());
        }
        for (int n = 0; n <= 256; n++) {      // listing them is refused beyond *256
            Game x = Game.nimber(n);
            assertEquals(BigInteger.valueOf(Followers.of(x).size()), Followers.count(x), x.toString());
        }
        assertEquals(new BigInteger("1823437481925"), Followers.count(Game.integer(-1823437481924L)));
    }
}
