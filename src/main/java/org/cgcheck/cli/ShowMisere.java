package org.cgcheck.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.regex.Pattern;
import org.cgcheck.eval.Functions;
import org.cgcheck.eval.Values;
import org.cgcheck.lang.Pos;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.rules.MoveText;
import org.cgcheck.rules.Position;

/**
 * The worksheet's {@code show misere EXPR}: a position in misère play (the player who cannot move
 * wins): its picture, who wins it, and each move with who wins after it, the moves that win in
 * misère play marked; outcomes from the language's {@code misereoutcome}, so they agree with it.
 */
final class ShowMisere {
    /** "misere " or "misère " before show's argument. */
    static final Pattern PREFIX = Pattern.compile("\\s*mis[eè]re\\s+");

    private ShowMisere() {
    }

    static void print(PrintWriter out, String text, Object v, Pos at) {
        if (!(v instanceof Position p)) {
            String o = outcome(v, at);
            out.println(text + " in misère play: " + words(o, false));
            return;
        }
        out.println(text + " in misère play (the player who cannot move wins)");
        for (String row : p.picture().split("\n")) {
            out.println("    " + row);
        }
        boolean impartial = org.cgcheck.report.ExplorerGraph.impartial(p);
        out.println("  " + words(outcome(p, at), impartial));
        for (boolean left : impartial ? new boolean[] {true} : new boolean[] {true, false}) {
            List<Position> moves = p.options(left);
            String who = impartial ? "" : left ? "Left " : "Right ";
            out.println("  " + (impartial ? "moves" : who.strip() + "'s moves") + " ((wins): the mover wins by it in misère play):");
            if (moves.isEmpty()) {
                out.println("    none: " + (impartial ? "the player to move" : who.strip()) + " cannot move, and so wins");
            }
            for (int i = 0; i < moves.size(); i++) {
                Position q = moves.get(i);
                String o = outcome(q, at);
                // A move wins when the opponent, moving next, loses: Left wants L or P after it, Right R or P.
                boolean wins = o.equals("P") || o.equals(left ? "L" : "R");
                out.println("  " + (i == moves.size() - 1 ? "└─" : "├─") + MoveText.describe(p, q) + "  → " + q.text()
                        + ", misère outcome " + o + (wins ? "  (wins)" : ""));
            }
        }
    }

    private static String outcome(Object v, Pos at) {
        try {
            return Values.print(Functions.lookup("misereoutcome").impl().apply(List.of(v)));
        } catch (RuntimeException e) {
            throw new SyntaxError("show misere: " + e.getMessage(), at);
        }
    }

    /** The misère outcome in words. */
    static String words(String o, boolean impartial) {
        return switch (o) {
            case "N" -> impartial ? "the player to move wins (misère outcome N)" : "N: whoever moves first wins";
            case "P" -> impartial ? "the player to move loses (misère outcome P)" : "P: whoever moves second wins";
            case "L" -> "L: Left wins, whoever moves first";
            case "R" -> "R: Right wins, whoever moves first";
            default -> o;
        };
    }
}
