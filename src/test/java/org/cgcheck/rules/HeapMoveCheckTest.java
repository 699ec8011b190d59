package org.cgcheck.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The heap games' checks that list no moves (issue 45: a sum of heaps of 20,000 asked them once
 * per move) agree with the move lists they stand for, for every small heap and every split of it.
 */
class HeapMoveCheckTest {
    private static final List<HeapGame> GAMES = List.of(HeapGame.NIM, HeapGame.KAYLES, HeapGame.DAWSONS_KAYLES,
            HeapGame.GRUNDYS_GAME, HeapGame.octal("0.137"), HeapGame.octal("4.07"), HeapGame.octal("0.4"),
            HeapGame.octal("0.0"), HeapGame.octal("0.6"), HeapGame.octal("0.5"), HeapGame.octal("4.0"),
            HeapGame.octal("0.77777777777777777777777777"));

    @Test
    void movableIsWhetherTheMoveListIsEmpty() {
        for (HeapGame g : GAMES) {
            for (int n = 0; n <= 40; n++) {
                assertEquals(!g.moves(n).isEmpty(), g.movable(n), g.qualified() + " heap " + n);
            }
        }
    }

    @Test
    void isMoveIsWhetherTheMoveListHoldsTheLeaves() {
        for (HeapGame g : GAMES) {
            for (int n = 0; n <= 30; n++) {
                List<List<Integer>> all = new ArrayList<>();
                all.add(List.of());
                for (int a = 0; a <= n + 1; a++) {
                    all.add(List.of(a));
                    for (int b = 0; a + b <= n + 1; b++) {
                        all.add(List.of(a, b));
                    }
                }
                all.add(List.of(1, 1, 1));
                List<List<Integer>> moves = g.moves(n);
                for (List<Integer> leaves : all) {
                    assertEquals(moves.contains(leaves), g.isMove(n, leaves), g.qualified() + " heap " + n + " to " + leaves);
                }
            }
        }
    }

    @Test
    void aSumOfHeapsIsOverOnlyWhenNoPartHasAMove() {
        Position dawson = SumPosition.of(HeapGame.DAWSONS_KAYLES.heap(1), HeapGame.DAWSONS_KAYLES.heap(1));
        assertEquals(true, dawson.over());
        assertEquals(dawson.options(true).isEmpty(), dawson.over());
        Position nim = SumPosition.of(HeapGame.NIM.heap(3), HeapGame.NIM.heap(2));
        assertEquals(false, nim.over());
    }
}
