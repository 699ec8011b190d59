package org.cgcheck.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.game.Outcome;
import org.cgcheck.lang.Parser;
import org.cgcheck.rules.Position;
import org.cgcheck.rules.SumPosition;
import org.junit.jupiter.api.Test;

/**
 * Every sum of two small positions of heaps, Domineering and Clobber (and some of three, mixed)
 * played by brute force, normal and misère, against what the claim language answers: the
 * outcome of the sum's value and {@code misereoutcome} of the sum. The reference keeps the sum as
 * a list of the parts' own positions and moves in one part at a time: it shares nothing with
 * {@link SumPosition}'s moves, the values' memo or the misère canonical forms.
 */
class SumPositionPlayTest {
    private static final List<String> HEAPS = List.of("game.heap.Nim(0)", "game.heap.Nim(1)", "game.heap.Nim(2)",
            "game.heap.Nim(3)", "game.heap.Kayles(2)", "game.heap.Kayles(4)", "game.heap.Kayles(5)",
            "game.heap.DawsonsKayles(5)", "game.heap.GrundysGame(6)");
    private static final List<String> DOMINEERING = List.of("domineering(\"..\")", "domineering(\".|.\")",
            "domineering(\"..|..\")", "domineering(\"...\")", "domineering(\"..|.#\")", "domineering(\"...|#..\")");
    private static final List<String> CLOBBER = List.of("clobber(\"xo\")", "clobber(\"xox\")", "clobber(\"xo|ox\")",
            "clobber(\"xxo\")", "clobber(\"x.|ox\")");

    private static Object eval(String text) {
        return new Interpreter().eval(Parser.parse(text));
    }

    @Test
    void sumsOfHeapsPlayAsTheirParts() {
        assertEquals(81, pairs(HEAPS));
    }

    @Test
    void sumsOfDomineeringPlayAsTheirParts() {
        assertEquals(36, pairs(DOMINEERING));
    }

    @Test
    void sumsOfClobberPlayAsTheirParts() {
        assertEquals(25, pairs(CLOBBER));
    }

    @Test
    void mixedSumsOfThreePlayAsTheirParts() {
        int n = 0;
        for (String a : List.of("game.heap.Nim(2)", "game.heap.Kayles(3)")) {
            for (String b : DOMINEERING.subList(0, 4)) {
                for (String c : CLOBBER.subList(0, 3)) {
                    check(a + " + " + b + " + " + c);
                    n++;
                }
            }
        }
        assertEquals(24, n);
    }

    @Test
    void severalHeapsInOneCallAreTheirSum() {
        for (int a = 0; a <= 4; a++) {
            for (int b = 0; b <= 4; b++) {
                for (int c = 0; c <= 4; c++) {
                    check("game.heap.Nim(" + a + ", " + b + ", " + c + ")");
                    check("game.heap.Kayles(" + a + ", " + b + ", " + c + ")");
                }
            }
        }
    }

    private static int pairs(List<String> ps) {
        int n = 0;
        for (String a : ps) {
            for (String b : ps) {
                check(a + " + " + b);
                n++;
            }
        }
        return n;
    }

    /** The sum written {@code text}: its moves, normal-play and misère outcomes against the reference's. */
    private static void check(String text) {
        Object v = eval(text);
        Position p = assertInstanceOf(Position.class, v, text);
        List<Position> reference = p instanceof SumPosition s ? s.parts() : List.of(p);
        for (boolean left : new boolean[] {true, false}) {
            assertEquals(moves(reference, left).size(), p.options(left).size(), text + ": moves of " + (left ? "Left" : "Right"));
        }
        assertEquals(outcome(reference, false), eval("outcome(" + text + ")"), text + " (normal play)");
        assertEquals(outcome(reference, true), eval("misereoutcome(" + text + ")"), text + " (misère play)");
        assertEquals(outcome(reference, true), eval("(" + text + ").MisereOutcomeClass"), text + " (.MisereOutcomeClass)");
    }

    private static Outcome outcome(List<Position> sum, boolean misere) {
        Map<String, Boolean> memo = new HashMap<>();
        boolean l = wins(sum, true, misere, memo);
        boolean r = wins(sum, false, misere, memo);
        return l ? (r ? Outcome.N : Outcome.L) : (r ? Outcome.R : Outcome.P);
    }

    /** Does the player to move win? Normal play: who cannot move loses; misère play: wins. */
    private static boolean wins(List<Position> sum, boolean left, boolean misere, Map<String, Boolean> memo) {
        String key = (left ? "L" : "R") + sum.stream().map(Position::expression).sorted().toList();
        Boolean known = memo.get(key);
        if (known != null) {
            return known;
        }
        List<List<Position>> moves = moves(sum, left);
        boolean result = moves.isEmpty() ? misere : false;
        for (List<Position> next : moves) {
            if (!wins(next, !left, misere, memo)) {
                result = true;
                break;
            }
        }
        memo.put(key, result);
        return result;
    }

    /** A move in a sum: a move in one part, the others unchanged. */
    private static List<List<Position>> moves(List<Position> sum, boolean left) {
        List<List<Position>> out = new ArrayList<>();
        for (int i = 0; i < sum.size(); i++) {
            for (Position o : sum.get(i).options(left)) {
                List<Position> next = new ArrayList<>(sum);
                next.set(i, o);
                out.add(next);
            }
        }
        return out;
    }
}
