package org.cgcheck.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The engine's own tables: a lossy cache must never answer for the wrong key, and the interning
 * table must find every live value whatever its option hash.
 */
class EngineTablesTest {
    /** {a | b} for integers: a general value (a switch when a > b). */
    private static Game sw(int a, int b) {
        return Game.of(List.of(Game.integer(a)), List.of(Game.integer(b)));
    }

    @Test
    void aNewSumRecordsItsPairAndIsCachedAsItself() {
        Game g = sw(9001, -9001);
        Game h = sw(9002, -9002);
        Game s = g.plus(h);
        long key = g.id <= h.id ? OpCache.key(g.id, h.id) : OpCache.key(h.id, g.id);
        assertEquals(key, s.sumKey, "a sum made here records the pair it is the sum of");
        SumCache c = new SumCache(4);
        c.put(key, s);
        assertSame(s, c.get(key));
    }

    @Test
    void aSumKnownUnderAnotherPairIsCachedThroughAnEntry() {
        Game g = sw(9011, -9011);
        Game h = sw(9012, -9012);
        Game s = g.plus(h);
        long other = OpCache.key(g.id, g.id);           // any key s was not made as
        assertNotEquals(other, s.sumKey);
        SumCache c = new SumCache(4);
        c.put(other, s);
        assertSame(s, c.get(other), "stored with an entry, since the game records another pair");
    }

    @Test
    void aCollidingKeyIsAMissNotTheOtherSum() {
        Game g = sw(9021, -9021);
        Game h = sw(9022, -9022);
        Game s = g.plus(h);
        SumCache c = new SumCache(1);                      // two slots: collisions are certain
        c.put(s.sumKey, s);
        int misses = 0;
        for (int a = 0; a < 64; a++) {
            long k = OpCache.key(a, a + 1);
            if (k != s.sumKey) {
                assertNull(c.get(k), "a slot holding another pair's sum answers nothing");
                misses++;
            }
        }
        assertEquals(64, misses);
    }

    @Test
    void anOptionHashOfZeroIsStillFound() {
        // 0 marks an empty slot in the hash array, so a real hash of 0 is stored as another value.
        Game g = sw(9031, -9031);
        OptionTable t = new OptionTable();
        assertSame(g, t.intern(g.leftArray(), g.rightArray(), 0, () -> g));
        assertSame(g, t.find(g.leftArray(), g.rightArray(), 0));
    }

    @Test
    void everyLiveValueIsFoundAfterTheTableGrows() {
        OptionTable t = new OptionTable();
        List<Game> kept = new ArrayList<>();
        for (int i = 0; i < 100_000; i++) {                // the table starts at 2^16 slots
            Game g = sw(20_000 + i, -20_000 - i);
            kept.add(g);
            assertSame(g, t.intern(g.leftArray(), g.rightArray(), OptionTable.hash(g.leftArray(), g.rightArray()), () -> g));
        }
        for (Game g : kept) {
            assertSame(g, t.find(g.leftArray(), g.rightArray(), OptionTable.hash(g.leftArray(), g.rightArray())));
        }
    }
}
