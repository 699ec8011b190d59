package org.cgcheck.rules;

/**
 * The negative −P of a position as a position of the same ruleset, where the rules make one: the
 * board with the players' roles swapped. Domineering and Cutcake turn by 90° (vertical becomes
 * horizontal), Clobber, Toppling Dominoes and Hackenbush swap colours, Toads and Frogs mirrors
 * the strip and swaps toads for frogs, and an impartial position is its own negative. A refuting
 * play in a sum with −P is then drawn on a real board; the tests check value(−P) = −value(P).
 */
public final class Negatives {
    private Negatives() {
    }

    /** −P as a position, or null when the ruleset has no such board (the play then swaps roles on P's). */
    public static Position of(Position p) {
        String rules = p.ruleset().name();
        String t = p.text();
        try {
            if (p.ruleset().impartial()) {
                return p;
            }
            return switch (rules) {
                case "domineering" -> p.ruleset().parse(transposed(t));
                case "clobber" -> p.ruleset().parse(swap(t, 'x', 'o'));
                case "toppling", "hackenbush", "blueredhackenbush" -> p.ruleset().parse(swap(t, 'l', 'r'));
                case "toadsandfrogs" -> p.ruleset().parse(mirrored(swap(t, 't', 'f')));
                case "cutcake" -> t.matches("\\d+,\\d+") ? p.ruleset().parse(t.replaceAll("(\\d+),(\\d+)", "$2,$1"))
                        : null;
                default -> null;
            };
        } catch (BadPosition e) {
            return null;        // a text the ruleset does not read back: no board for −P
        }
    }

    /** How −P's board is made from P's, for the reader: "P turned by 90°", or null when {@link #of} gives none. */
    public static String how(Position p, String name) {
        if (of(p) == null) {
            return null;
        }
        String minus = "−" + (name.matches("[A-Za-z_][A-Za-z0-9_]*") ? name : "(" + name + ")");
        if (p.ruleset().impartial()) {
            return minus + " is " + name + " itself: both players have the same moves, so every impartial game is"
                    + " its own negative";
        }
        return switch (p.ruleset().name()) {
            case "domineering" -> minus + " is " + name + " turned by 90° (rows become columns): Right's"
                    + " horizontal dominoes in " + name + " are Left's vertical ones in " + minus;
            case "cutcake" -> minus + " is the cake " + name + " turned by 90°: Right's cuts across in " + name
                    + " are Left's cuts down in " + minus;
            case "clobber" -> minus + " is " + name + " with the stones' colours swapped: Right's moves in "
                    + name + " are Left's in " + minus;
            case "toppling", "hackenbush", "blueredhackenbush" -> minus + " is " + name
                    + " with blue and red swapped: Right's moves in " + name + " are Left's in " + minus;
            case "toadsandfrogs" -> minus + " is the strip " + name + " mirrored, toads and frogs swapped:"
                    + " Right's frog moves in " + name + " are Left's toad moves in " + minus;
            default -> minus + " is " + name + " with the players' roles swapped";
        };
    }

    private static String swap(String t, char a, char b) {
        StringBuilder sb = new StringBuilder(t.length());
        for (char c : t.toCharArray()) {
            sb.append(c == a ? b : c == b ? a : c);
        }
        return sb.toString();
    }

    /** Each row of a board written "r1|r2|..." read right to left. */
    private static String mirrored(String t) {
        String[] rows = t.split("\\|", -1);
        for (int i = 0; i < rows.length; i++) {
            rows[i] = new StringBuilder(rows[i]).reverse().toString();
        }
        return String.join("|", rows);
    }

    /** The board "r1|r2|..." with rows and columns exchanged. */
    private static String transposed(String t) {
        String[] rows = t.split("\\|", -1);
        StringBuilder sb = new StringBuilder();
        for (int c = 0; c < rows[0].length(); c++) {
            sb.append(c == 0 ? "" : "|");
            for (String row : rows) {
                sb.append(row.charAt(c));
            }
        }
        return sb.toString();
    }
}
