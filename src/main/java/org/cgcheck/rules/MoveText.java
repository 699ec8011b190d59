package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * A move between two positions told in words, found by comparing the boards: "vertical domino on
 * b1–b2", "b2 clobbers c2", "toad 2 → 3", or the changed squares. Squares are named as on a chess
 * board turned for reading: columns a, b, c, … from the left, rows 1, 2, … from the top.
 */
public final class MoveText {
    private MoveText() {
    }

    /** One changed square: where, what it held, what it holds. */
    public record Change(int row, int col, char before, char after) {
        public String square() {
            return squareName(row, col);
        }
    }

    /** The square's name: column letter(s) and row number, a1 at the top left. */
    public static String squareName(int row, int col) {
        StringBuilder s = new StringBuilder();
        int c = col;
        do {
            s.insert(0, (char) ('a' + c % 26));
            c = c / 26 - 1;
        } while (c >= 0);
        return s.append(row + 1).toString();
    }

    /** What {@code left}'s (or Right's) move from {@code from} to {@code to} does (graph games: a move of that player). */
    public static String describe(Position from, Position to, boolean left) {
        String graph = GraphRuleset.describe(from, to, left);
        return graph != null ? graph : describe(from, to);
    }

    /** What the move from {@code from} to {@code to} does, by the player named. */
    public static String describe(Position from, Position to) {
        if (from instanceof SumPosition s) {        // a move in a sum is a move in one of its parts
            Position[] m = s.recorded(to);
            m = m != null ? m : s.move(to, true);
            m = m != null ? m : s.move(to, false);
            if (m != null) {
                return inPart(s, to, m[0]) + describe(m[0], m[1]);
            }
        }
        String graph = GraphRuleset.describe(from, to);
        if (graph != null) {
            return graph;
        }
        String tokens = from.ruleset() instanceof Turning ? Turning.describe(from, to)      // issue 43: coins
                : from.ruleset() instanceof PieceGame ? PieceGame.describe(from, to)
                : from.ruleset() instanceof HeapGame ? heap(from, to)
                : from.ruleset() instanceof Hackenbush ? cut(from, to)
                : from.ruleset() instanceof Cutcake ? cake(Cutcake.cut(from, to)) : null;
        if (tokens != null) {
            return tokens;
        }
        if (from instanceof FormPosition) {     // a game written as a value or braces has no squares to compare
            return "to " + (to.text().isEmpty() ? "the empty position" : to.text());
        }
        String[] a = from.picture().split("\n", -1);
        String[] b = to.picture().split("\n", -1);
        List<Change> changes = changes(a, b);
        if (changes == null || changes.isEmpty()) {
            return "to " + (to.text().isEmpty() ? "the empty position" : to.text());
        }
        String name = from.ruleset().name().toLowerCase(java.util.Locale.ROOT);
        if (name.startsWith("gentoadsandfrogs(")) {
            name = "toadsandfrogs";
        }
        String told = switch (name) {
            case "domineering", "cram" -> domino(changes);
            case "clobber" -> clobber(changes);
            case "toadsandfrogs" -> slide(changes, a.length == 1 ? a[0] : null);
            case "elephantsandrhinos" -> {     // the strip's creatures by the game's names: t elephants, f rhinos
                String s = slide(changes, a.length == 1 ? a[0] : null);
                yield s == null ? null : s.replace("toad ", "elephant ").replace("frog ", "rhino ");
            }
            default -> BoardMoveText.describe(name, changes);      // issue 43's grid games
        };
        return told != null ? told : plain(changes);
    }

    /**
     * "board 2: " when another part of the sum is of the same ruleset, so its moves could be told in
     * the same words (issue 46: two Domineering boards both have "vertical domino on a1–a2"); the
     * number counts the parts as written and drawn, from 1 on the left. Otherwise "".
     */
    private static String inPart(SumPosition s, Position to, Position part) {
        int n = 0;
        for (Position q : s.parts()) {
            n += q.ruleset().name().equals(part.ruleset().name()) ? 1 : 0;
        }
        if (n < 2) {
            return "";
        }
        int i = s.partMoved(to);
        if (i < 0) {
            return "";
        }
        String noun = part.ruleset() instanceof Hackenbush ? "tree" : part.ruleset() instanceof HeapGame
                || part.ruleset() instanceof PieceGame ? "heap" : part instanceof FormPosition ? "part" : "board";
        return noun + " " + (i + 1) + ": ";
    }

    /** "cuts the 2×3 cake between columns 1 and 2" (Left's cuts run between columns, Right's between rows). */
    private static String cake(Cutcake.Cut c) {
        if (c == null) {
            return null;
        }
        String between = c.vertical() ? "columns " : "rows ";
        return "cuts the " + c.rows() + "×" + c.cols() + " cake between " + between + c.at() + " and " + (c.at() + 1);
    }

    /**
     * The move as a sentence with its player: "Left places a vertical domino on b1–b2",
     * "Left: a1 clobbers b1", "Right: frog 3 → 2".
     */
    public static String told(boolean left, Position from, Position to) {
        String who = left ? "Left" : "Right";
        String what = describe(from, to, left);
        if (what.matches("(vertical|horizontal) domino on .*")) {
            return who + " places a " + what;
        }
        return who + ": " + what;
    }

    /** The squares changed by the move from {@code from} to {@code to}, or null if the shape changed. */
    public static List<Change> changes(Position from, Position to) {
        return changes(from.picture().split("\n", -1), to.picture().split("\n", -1));
    }

    /** The squares that differ, or null if the boards differ in shape (heaps split, trees cut). */
    static List<Change> changes(String[] a, String[] b) {
        if (a.length != b.length) {
            return null;
        }
        List<Change> out = new ArrayList<>();
        for (int r = 0; r < a.length; r++) {
            if (a[r].length() != b[r].length()) {
                return null;
            }
            for (int c = 0; c < a[r].length(); c++) {
                if (a[r].charAt(c) != b[r].charAt(c)) {
                    out.add(new Change(r, c, a[r].charAt(c), b[r].charAt(c)));
                }
            }
        }
        return out;
    }

    /** "takes 1 from the heap of 5, leaving 2 and 2", "splits the heap of 5 into 2 and 3". */
    private static String heap(Position from, Position to) {
        HeapGame.HeapMove m = HeapGame.move(from, to);
        if (m == null) {
            return null;
        }
        if (from.ruleset() == HeapGame.KAYLES) {
            return KaylesText.knock(HeapGame.heaps(from).size(), m);        // issue 46: pins, as a class plays it
        }
        String which = HeapGame.heaps(from).size() == 1 ? "the heap of " + m.heap()
                : "heap " + (m.index() + 1) + " (of " + m.heap() + ")";
        List<String> left = m.leaves().stream().map(String::valueOf).toList();
        if (m.taken() == 0) {
            return "splits " + which + " into " + String.join(" and ", left);
        }
        String take = m.taken() == m.heap() ? "takes all of " + which
                : "takes " + m.taken() + " from " + which;
        return left.isEmpty() || m.taken() == m.heap() ? take : take + ", leaving " + String.join(" and ", left);
    }

    /** "cuts blue edge 2, and 1 edge above it falls": edges numbered as the text writes them. */
    private static String cut(Position from, Position to) {
        Hackenbush.Cut c = Hackenbush.cut(from, to);
        if (c == null) {
            return null;
        }
        String colour = c.color() == 'l' ? "blue" : c.color() == 'r' ? "red" : "green";
        String fall = c.falling() == 0 ? "" : c.falling() == 1 ? ", and the edge above it falls"
                : ", and the " + c.falling() + " edges above it fall";
        return "cuts " + colour + " edge " + c.number() + fall;
    }

    private static String domino(List<Change> ch) {
        if (ch.size() != 2) {
            return null;
        }
        String shape = ch.get(0).col() == ch.get(1).col() ? "vertical" : "horizontal";
        return shape + " domino on " + ch.get(0).square() + "–" + ch.get(1).square();
    }

    private static String clobber(List<Change> ch) {
        if (ch.size() != 2) {
            return null;
        }
        Change emptied = ch.get(0).after() == '.' ? ch.get(0) : ch.get(1);
        Change taken = emptied == ch.get(0) ? ch.get(1) : ch.get(0);
        return emptied.square() + " clobbers " + taken.square();
    }

    /** A token slid or jumped along a strip: "toad 2 → 3" (squares numbered from 1). */
    static String slide(List<Change> ch, String strip) {
        if (ch.size() != 2 || strip == null) {
            return null;
        }
        Change left = ch.get(0).after() == '.' ? ch.get(0) : ch.get(1);
        Change arrived = left == ch.get(0) ? ch.get(1) : ch.get(0);
        String who = switch (Character.toLowerCase(left.before())) {
            case 't' -> "toad";
            case 'f' -> "frog";
            default -> "'" + left.before() + "'";
        };
        boolean jump = false;       // a creature between: a jump (GenToadsAndFrogs also slides several squares)
        for (int c = Math.min(left.col(), arrived.col()) + 1; c < Math.max(left.col(), arrived.col()); c++) {
            jump |= c < strip.length() && strip.charAt(c) != '.';
        }
        return who + " " + (left.col() + 1) + " → " + (arrived.col() + 1) + (jump ? " (jumps)" : "");
    }

    private static String plain(List<Change> ch) {
        List<String> parts = new ArrayList<>();
        for (Change c : ch) {
            parts.add(c.square() + ": " + c.before() + " → " + c.after());
        }
        return String.join(", ", parts);
    }
}
