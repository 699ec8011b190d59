package org.cgcheck.report;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.loopy.LoopyOutcomeClass;
import org.cgcheck.loopy.SidedValue;
import org.cgcheck.rules.FoxPosition;
import org.cgcheck.rules.LoopyPosition;

/**
 * What the explorer page of a loopy ruleset's position shows: the positions reachable from the
 * start, breadth first, each once however often play returns to it (a cycle is an edge back to a
 * numbered position, so the walk ends), each with its moves in words, its picture and, where
 * computed, its loopy value and outcome class. A position whose play is settled by the rules (a fox
 * past the geese, {@code off}) is not opened. Whether a move wins, draws or loses for its mover is
 * read from the outcome class of the position it leads to, the mover's opponent moving first there.
 */
public final class LoopyExplorer {
    /** Positions opened at most (a page of a few MB). */
    public static final int MAX_OPENED = 3_000;

    /** A move to node {@code to}; {@code result} for the mover: "wins", "draws", "loses", or null if not known. */
    public record Move(int to, String label, String result) {
    }

    /**
     * A position: its expression, text board, picture (a Fox and Geese board as its {@code frame},
     * shared by positions of as many rows, and its {@code pieces}; a strip whole, frame null), value
     * and outcome class (null if not computed; {@code why} says why), the note of a settled position,
     * its moves (opened or not).
     */
    public record Node(String name, String board, String frame, String pieces, String value, LoopyOutcomeClass outcome,
            String why, String settled, List<Move> left, List<Move> right, boolean opened) {
        /** The position's whole SVG picture. */
        public String picture() {
            return frame == null ? pieces : frame.replace(LoopyPicture.PIECES, pieces);
        }
    }

    private final List<Node> nodes;

    private LoopyExplorer(List<Node> nodes) {
        this.nodes = nodes;
    }

    public List<Node> nodes() {
        return nodes;
    }

    /** Positions opened (their moves listed). */
    public int opened() {
        return (int) nodes.stream().filter(Node::opened).count();
    }

    /** Positions with their value. */
    public int computed() {
        return (int) nodes.stream().filter(n -> n.value() != null).count();
    }

    /** The start and what it reaches, at most {@code maxOpened} opened, values within {@code budget}. */
    public static LoopyExplorer of(LoopyPosition start, int maxOpened, ExplorerBudget budget) {
        Map<String, Integer> ids = new HashMap<>();
        List<LoopyPosition> found = new ArrayList<>();
        List<List<Object[]>[]> moves = new ArrayList<>();
        ids.put(start.key(), 0);
        found.add(start);
        int opened = 0;
        for (int i = 0; i < found.size(); i++) {
            LoopyPosition p = found.get(i);
            if (opened >= Math.min(maxOpened, MAX_OPENED) || p.settled() != null || i > 0 && budget.expired()) {
                moves.add(null);
                continue;
            }
            opened++;
            @SuppressWarnings("unchecked")
            List<Object[]>[] lr = new List[2];
            for (int side = 0; side < 2; side++) {
                boolean left = side == 0;
                lr[side] = new ArrayList<>();
                for (LoopyPosition q : p.options(left)) {
                    org.cgcheck.game.EvaluationStopped.check();
                    Integer to = ids.get(q.key());
                    if (to == null) {       // a position seen before is the same node: play returning to it
                        to = found.size();
                        ids.put(q.key(), to);
                        found.add(q);
                    }
                    lr[side].add(new Object[] {to, p.describe(q, left)});
                }
            }
            moves.add(lr);
        }
        int n = found.size();
        String[] values = new String[n];
        LoopyOutcomeClass[] outcomes = new LoopyOutcomeClass[n];
        String[] why = new String[n];
        for (int i = 0; i < n; i++) {
            if (i > 0 && budget.expired()) {
                why[i] = "not computed within the time limit";
                continue;
            }
            try {
                SidedValue v = found.get(i).value();
                values[i] = v.toString();
                outcomes[i] = v.outcomeClass();
            } catch (org.cgcheck.game.EvaluationStopped e) {
                throw e;
            } catch (RuntimeException e) {
                why[i] = "not computed: " + e.getMessage();
            }
        }
        List<Node> nodes = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            LoopyPosition p = found.get(i);
            List<Object[]>[] lr = i < moves.size() ? moves.get(i) : null;
            String frame = p instanceof FoxPosition f ? LoopyPicture.frame(f, "a Fox and Geese board") : null;
            String pieces = p instanceof FoxPosition f ? LoopyPicture.pieces(f) : LoopyPicture.svg(p, p.expression());
            nodes.add(new Node(p.expression(), p.picture(), frame, pieces, values[i], outcomes[i], why[i], p.settled(),
                    lr == null ? List.of() : moves(lr[0], true, outcomes), lr == null ? List.of() : moves(lr[1], false, outcomes),
                    lr != null));
        }
        return new LoopyExplorer(List.copyOf(nodes));
    }

    private static List<Move> moves(List<Object[]> edges, boolean left, LoopyOutcomeClass[] outcomes) {
        List<Move> out = new ArrayList<>();
        for (Object[] e : edges) {
            int to = (Integer) e[0];
            out.add(new Move(to, (String) e[1], result(outcomes[to], left)));
        }
        return List.copyOf(out);
    }

    /**
     * What a move to a position of outcome class {@code o} gives its mover (Left if {@code left}),
     * the opponent moving first there: "wins", "draws" or "loses"; null if o is not known.
     */
    static String result(LoopyOutcomeClass o, boolean left) {
        if (o == null) {
            return null;
        }
        LoopyOutcomeClass mine = left ? LoopyOutcomeClass.PHat : LoopyOutcomeClass.PCheck;
        LoopyOutcomeClass all = left ? LoopyOutcomeClass.L : LoopyOutcomeClass.R;
        if (o == all || o == LoopyOutcomeClass.P || o == mine) {
            return "wins";
        }
        // The opponent moving first draws at D, and at the classes where the mover wins only moving first.
        if (o == LoopyOutcomeClass.D || o == (left ? LoopyOutcomeClass.PCheck : LoopyOutcomeClass.PHat)
                || o == (left ? LoopyOutcomeClass.NHat : LoopyOutcomeClass.NCheck)) {
            return "draws";
        }
        return "loses";
    }
}
