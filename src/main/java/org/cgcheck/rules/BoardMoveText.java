package org.cgcheck.rules;

import java.util.List;

/** Moves of issue 43's grid games in words, from the squares a move changed. */
final class BoardMoveText {
    private BoardMoveText() {
    }

    /** The move in words, or null when the ruleset is not one of these (or the changes are not a move). */
    static String describe(String ruleset, List<MoveText.Change> ch) {
        if (ruleset.startsWith("genclobber(")) {
            return genClobber(ch);
        }
        return switch (ruleset) {
            case "amazons" -> amazon(ch);
            case "kings", "knights", "rooks", "queens", "hotclobber" -> clobber(ch);
            case "anticlobber" -> anti(ch);
            case "fission" -> fission(ch);
            default -> null;
        };
    }

    /** "the amazon on a1 moves to a3 and shoots b4" (shooting back where it came from: "shoots a1"). */
    private static String amazon(List<MoveText.Change> ch) {
        MoveText.Change from = null, to = null, arrow = null;
        for (MoveText.Change c : ch) {
            if (c.after() == '#') {
                arrow = c;
            } else if (c.after() == '.') {
                from = c;
            } else {
                to = c;
            }
        }
        if (to == null || arrow == null) {
            return null;
        }
        String origin = from != null ? from.square() : arrow.square();
        return "the amazon on " + origin + " moves to " + to.square() + " and shoots " + arrow.square();
    }

    private static String clobber(List<MoveText.Change> ch) {
        if (ch.size() == 1 && ch.get(0).after() == '.') {
            return "the stone on " + ch.get(0).square() + " clobbers a stone of its own colour";
        }
        if (ch.size() != 2) {
            return null;
        }
        MoveText.Change emptied = ch.get(0).after() == '.' ? ch.get(0) : ch.get(1);
        MoveText.Change taken = emptied == ch.get(0) ? ch.get(1) : ch.get(0);
        return emptied.square() + " clobbers " + taken.square();
    }

    /**
     * A GenClobber schema's move: "the stone on b2 clobbers c3" or "the stone on b2 moves to c3",
     * with ", leaving o behind" when the square it left is not empty.
     */
    private static String genClobber(List<MoveText.Change> ch) {
        if (ch.size() == 1 && ch.get(0).after() == '.') {
            return "the stone on " + ch.get(0).square() + " clobbers a stone of its own colour";
        }
        if (ch.size() != 2) {
            return null;
        }
        MoveText.Change to = ch.get(0).after() == ch.get(1).before() && ch.get(0).after() != '.' ? ch.get(0) : ch.get(1);
        MoveText.Change from = to == ch.get(0) ? ch.get(1) : ch.get(0);
        return "the stone on " + from.square() + (to.before() == '.' ? " moves to " : " clobbers ") + to.square()
                + (from.after() == '.' ? "" : ", leaving " + from.after() + " behind");
    }

    /** "the stone on a1 moves to b1, leaving o behind". */
    private static String anti(List<MoveText.Change> ch) {
        if (ch.size() != 2) {
            return null;
        }
        MoveText.Change into = ch.get(0).before() == '.' ? ch.get(0) : ch.get(1);
        MoveText.Change left = into == ch.get(0) ? ch.get(1) : ch.get(0);
        return "the stone on " + left.square() + " moves to " + into.square() + ", leaving " + left.after() + " behind";
    }

    /** "the stone on b2 splits onto b1 and b3". */
    private static String fission(List<MoveText.Change> ch) {
        if (ch.size() != 3) {
            return null;
        }
        MoveText.Change split = null;
        StringBuilder onto = new StringBuilder();
        for (MoveText.Change c : ch) {
            if (c.after() == '.') {
                split = c;
            } else {
                onto.append(onto.length() == 0 ? "" : " and ").append(c.square());
            }
        }
        return split == null ? null : "the stone on " + split.square() + " splits onto " + onto;
    }
}
