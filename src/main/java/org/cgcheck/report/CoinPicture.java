package org.cgcheck.report;

import java.util.List;
import org.cgcheck.rules.Position;

/**
 * A strip of coins of a coin-turning game ({@code game.strip.Turning}, issue 43): heads gold with
 * an H, tails silver with a T, each numbered below from 1 on the left (the heap it stands for);
 * the coins a move turned are ringed.
 */
final class CoinPicture {
    private static final int CELL = 28;
    private static final String HEADS = "#e0b030";
    private static final String TAILS = "#c4c8cc";

    private CoinPicture() {
    }

    /** Draws the strip at the origin, the coins in {@code turned} (numbers from 1; null: none) ringed. */
    static int[] draw(StringBuilder sb, Position p, List<Integer> turned) {
        String s = p.text();
        if (s.isEmpty()) {
            sb.append("    <text x=\"0\" y=\"16\">(no coins)</text>\n");
            return new int[] {80, 24};
        }
        for (int i = 0; i < s.length(); i++) {
            boolean heads = s.charAt(i) == 'h';
            int cx = i * CELL + CELL / 2;
            sb.append("    <circle cx=\"").append(cx).append("\" cy=\"14\" r=\"12\" fill=\"").append(heads ? HEADS : TAILS)
                    .append("\" stroke=\"#555555\" stroke-width=\"1\"/>\n");
            sb.append("    <text x=\"").append(cx).append("\" y=\"19\" text-anchor=\"middle\" font-weight=\"bold\" fill=\"")
                    .append(heads ? "#5a4000" : "#404040").append("\">").append(heads ? 'H' : 'T').append("</text>\n");
            sb.append("    <text x=\"").append(cx).append("\" y=\"40\" text-anchor=\"middle\" font-size=\"10\" fill=\"#666666\">")
                    .append(i + 1).append("</text>\n");
            if (turned != null && turned.contains(i + 1)) {
                sb.append("    <circle cx=\"").append(cx).append("\" cy=\"14\" r=\"13\" fill=\"none\" stroke=\"")
                        .append(BoardPicture.MARK).append("\" stroke-width=\"3\"/>\n");
            }
        }
        return new int[] {s.length() * CELL, 44};
    }
}
