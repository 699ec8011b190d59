package org.cgcheck.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.cgcheck.game.Game;
import org.junit.jupiter.api.Test;

/** The packed memo against a HashMap: growth, absent keys, keys alike but for a few bits, and a full memo emptying. */
class LongMemoTest {
    @Test
    void storesWhatAHashMapStores() {
        LongMemo memo = new LongMemo(1_000_000);
        Map<Long, Game> plain = new HashMap<>();
        SplittableRandom rnd = new SplittableRandom(5);
        Game[] values = {Game.ZERO, Game.STAR, Game.nimber(2), Game.nimber(3)};
        for (int i = 0; i < 200_000; i++) {
            long k = i % 2 == 0 ? rnd.nextLong() | 1 : (7L << 56) | i;     // random keys and keys alike but for low bits
            Game v = values[rnd.nextInt(values.length)];
            if (!plain.containsKey(k)) {
                plain.put(k, v);
                memo.put(k, v);
            }
        }
        plain.forEach((k, v) -> assertEquals(v, memo.get(k), "key " + k));
        for (int i = 0; i < 10_000; i++) {
            long k = rnd.nextLong() | 1;
            if (!plain.containsKey(k)) {
                assertNull(memo.get(k));
            }
        }
        memo.clear();
        plain.keySet().forEach(k -> assertNull(memo.get(k)));
    }

    @Test
    void aFullMemoForgetsRatherThanGrowing() {
        LongMemo memo = new LongMemo(64 * 16);
        for (long k = 1; k <= 100_000; k++) {
            memo.put(k, Game.STAR);
        }
        int kept = 0;
        for (long k = 1; k <= 100_000; k++) {
            kept += memo.get(k) != null ? 1 : 0;
        }
        assertTrue(kept > 0 && kept <= 64 * 16, "kept " + kept);
    }
}
