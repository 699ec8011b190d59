package org.cgcheck.rules;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.cgcheck.loopy.SidedValue;

/**
 * A board of CGSuite's GenClobber schema whose play can return to a position (pieces that move
 * onto empty squares and leave them empty behind, or leave pieces that can be clobbered again):
 * a position with a loopy value, the sided value of the graph of every board it reaches
 * (PositionGraph, as Backsliding Toads and Frogs). Its moves are told as GenClobber's are ("the
 * stone on a1 moves to b1"), on the whole board: no split into parts (GenClobber's keeps it whole
 * where pieces move onto empty squares). {@code rules} is the schema's instance, {@code text} the
 * board, rows of ".xo" separated by '|'.
 */
public record LoopyClobberPosition(GenClobber rules, String text) implements LoopyPosition {
    /** Most boards a value's graph holds; beyond, the refusal gives an estimate of how many there are. */
    static final int MAX_POSITIONS = 50_000;

    /** The board {@code text} (rows of ".xo" separated by '|', already read) of the schema instance {@code rules}. */
    static LoopyClobberPosition of(GenClobber rules, String text) {
        return new LoopyClobberPosition(rules, text);
    }

    @Override
    public String ruleset() {
        return "genclobber";
    }

    @Override
    public String expression() {
        return rules.qualified() + "(\"" + text + "\")";
    }

    @Override
    public String picture() {
        return text.replace('|', '\n');
    }

    @Override
    public List<LoopyPosition> options(boolean left) {
        List<LoopyPosition> out = new ArrayList<>();
        for (String s : moves(rules, text, left)) {
            out.add(new LoopyClobberPosition(rules, s));
        }
        return out;
    }

    @Override
    public SidedValue value() {
        return PositionGraph.value(text, (s, left) -> moves(rules, s, left), expression(), MAX_POSITIONS,
                () -> estimate(rules, text)).ofPosition(this);
    }

    /** The boards a move of Left ({@code left}) or Right makes from the board {@code text}. */
    static List<String> moves(GenClobber rules, String text, boolean left) {
        List<String> out = new ArrayList<>();
        for (Grid g : rules.moves(Grid.parse(text, ".xo", "GenClobber"), left)) {
            out.add(g.text());
        }
        return out;
    }

    /**
     * How many boards play may reach, in words: every arrangement of as many pieces or fewer when
     * nothing is left behind (no move adds a piece), else every filling of the squares with ".xo".
     */
    static String estimate(GenClobber rules, String text) {
        int squares = 0, xs = 0, os = 0;
        for (char c : text.toCharArray()) {
            squares += c == '|' ? 0 : 1;
            xs += c == 'x' ? 1 : 0;
            os += c == 'o' ? 1 : 0;
        }
        if (!rules.leavesNothing()) {
            return "up to " + Bound.estimate(Math.pow(3, squares)) + " boards of " + squares + " squares";
        }
        BigInteger total = BigInteger.ZERO;
        for (int a = 0; a <= xs; a++) {
            for (int b = 0; b <= os; b++) {
                total = total.add(choose(squares, a).multiply(choose(squares - a, b)));
            }
        }
        return "up to " + Bound.estimate(total.doubleValue()) + " arrangements of at most " + xs + " x and " + os + " o";
    }

    private static BigInteger choose(int n, int k) {
        BigInteger r = BigInteger.ONE;
        for (int i = 0; i < k; i++) {
            r = r.multiply(BigInteger.valueOf(n - i)).divide(BigInteger.valueOf(i + 1));
        }
        return r;
    }

    /** "the stone on b1 moves to c1", "the stone on a1 clobbers a2, leaving x behind". */
    @Override
    public String describe(LoopyPosition to, boolean left) {
        String other = ((LoopyClobberPosition) to).text;
        List<MoveText.Change> ch = MoveText.changes(text.split("\\|"), other.split("\\|"));
        String told = ch == null ? null : BoardMoveText.describe(rules.name(), ch);
        return told != null ? told : "to " + other;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof LoopyClobberPosition p && p.text.equals(text) && p.rules.qualified().equals(rules.qualified());
    }

    @Override
    public int hashCode() {
        return text.hashCode() * 31 + rules.qualified().hashCode();
    }

    @Override
    public String toString() {
        return expression();
    }
}
