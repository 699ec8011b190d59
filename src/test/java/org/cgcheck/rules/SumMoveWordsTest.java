package org.cgcheck.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Issue 46: a move in a sum names the part played when another part's moves are told in the same words. */
class SumMoveWordsTest {
    private static List<String> told(Position sum, boolean left) {
        return sum.options(left).stream().map(q -> MoveText.describe(sum, q)).toList();
    }

    @Test
    void twoBoardsOfOneRulesetAreNamedByTheirPlace() {
        Position sum = SumPosition.of(Domineering.RULES.parse("..|.."), Domineering.RULES.parse("...|..."));
        List<String> left = told(sum, true);
        assertTrue(left.contains("board 1: vertical domino on a1–a2"), left.toString());
        assertTrue(left.contains("board 2: vertical domino on a1–a2"), left.toString());
        assertTrue(left.contains("board 2: vertical domino on c1–c2"), left.toString());
        assertEquals(2 + 3, left.size());
        assertTrue(left.stream().allMatch(s -> s.matches("board [12]: vertical domino on .*")), left.toString());
        // Found again without the option's record (a position built afresh): the same words.
        Position again = SumPosition.of(Domineering.RULES.parse("..|.."), Domineering.RULES.parse("#..|#.."));
        assertEquals("board 2: vertical domino on a1–a2", MoveText.describe(sum, again));
    }

    @Test
    void equalBoardsAreToldApart() {
        Position p = Domineering.RULES.parse("..|..");
        Position sum = SumPosition.of(p, p);
        List<String> left = told(sum, true);
        assertEquals(List.of("board 1: vertical domino on a1–a2", "board 1: vertical domino on b1–b2",
                "board 2: vertical domino on a1–a2", "board 2: vertical domino on b1–b2"), left);
    }

    @Test
    void treesAreNamedAndAnUnambiguousMoveIsNot() {
        Position trees = SumPosition.of(Hackenbush.RULES.parse("lr"), Hackenbush.RULES.parse("e"));
        assertTrue(told(trees, false).contains("tree 2: cuts green edge 1"), told(trees, false).toString());
        Position mixed = SumPosition.of(Domineering.RULES.parse("..|.."), Hackenbush.RULES.parse("lr"));
        for (String s : told(mixed, true)) {
            assertFalse(s.matches("(board|tree|heap|part) \\d+: .*"), "one part of each kind: no name needed: " + s);
        }
    }
}
