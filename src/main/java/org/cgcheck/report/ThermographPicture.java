package org.cgcheck.report;

import static org.cgcheck.report.ThermographPlot.d;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.cgcheck.check.Verdict;
import org.cgcheck.game.Dyadic;
import org.cgcheck.game.Game;
import org.cgcheck.game.Thermograph;
import org.cgcheck.lang.Expr;
import org.cgcheck.eval.Interpreter;

/**
 * Thermographs of a counterexample's hot games (a number's or an infinitesimal's is a bare mast), as
 * SVG: temperature upwards from 0, values with Left's side (larger values) on the left, as in
 * Winning Ways. The walls are evaluated exactly at every 1/16 of a degree and at the
 * temperature itself, which is where the walls of small games bend.
 */
final class ThermographPicture {
    private static final int W = 420;
    private static final int H = 300;
    private static final int M = 40;
    private static final int STEPS_PER_DEGREE = 16;
    /** Very hot games would need too many samples; they are not drawn. */
    private static final int MAX_TEMPERATURE = 64;

    private ThermographPicture() {
    }

    static List<String> forCounterexample(Verdict v) {
        List<String> out = new ArrayList<>();
        for (Map.Entry<String, Expr> e : CounterexampleGames.of(v).entrySet()) {
            Object val;
            try {
                val = new Interpreter().eval(e.getValue());
            } catch (RuntimeException ex) {
                continue;
            }
            if (val instanceof Game g && !g.isNumber()) {
                String svg = svg(e.getKey() + " = " + v.counterexample().get(e.getKey()), g.thermograph());
                if (svg != null) {
                    out.add(svg);
                }
            }
        }
        return out;
    }

    /** The thermograph as an SVG picture, or null if it is a bare mast (not hot) or too hot to sample. */
    static String svg(String title, Thermograph th) {
        Dyadic temp = th.temperature();
        if (temp.signum() <= 0 || temp.compareTo(Dyadic.integer(MAX_TEMPERATURE)) > 0) {
            return null;
        }
        List<Dyadic> ts = new ArrayList<>();
        for (int k = 0; Dyadic.of(k, 4).compareTo(temp) < 0; k++) {
            ts.add(Dyadic.of(k, 4));
        }
        ts.add(temp);
        double top = d(temp) + Math.max(1, d(temp) / 2);
        double lo = Double.MAX_VALUE;
        double hi = -Double.MAX_VALUE;
        for (Dyadic t : ts) {
            hi = Math.max(hi, d(th.leftWallAt(t)));
            lo = Math.min(lo, d(th.rightWallAt(t)));
        }
        hi += 1;
        lo -= 1;
        double sx = (W - 2.0 * M) / (hi - lo);
        double sy = (H - 2.0 * M) / top;
        double yBase = H - M;
        StringBuilder left = new StringBuilder();
        StringBuilder right = new StringBuilder();
        for (Dyadic t : ts) {
            double y = yBase - d(t) * sy;
            left.append(fmt(M + (hi - d(th.leftWallAt(t))) * sx)).append(',').append(fmt(y)).append(' ');
            right.append(fmt(M + (hi - d(th.rightWallAt(t))) * sx)).append(',').append(fmt(y)).append(' ');
        }
        double mastX = M + (hi - d(th.mast())) * sx;
        StringBuilder b = new StringBuilder();
        b.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(W).append("\" height=\"").append(H)
                .append("\" viewBox=\"0 0 ").append(W).append(' ').append(H)
                .append("\" font-family=\"monospace\" font-size=\"13\" role=\"img\" aria-label=\"thermograph of ")
                .append(Pictures.esc(title)).append("\">\n  <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
        b.append("  <text x=\"").append(W / 2).append("\" y=\"18\" text-anchor=\"middle\" font-weight=\"bold\">thermograph of ")
                .append(Pictures.esc(title)).append("</text>\n");
        b.append("  <line x1=\"").append(M).append("\" y1=\"").append(fmt(yBase)).append("\" x2=\"").append(W - M)
                .append("\" y2=\"").append(fmt(yBase)).append("\" stroke=\"#999\"/>\n");
        b.append("  <polyline fill=\"none\" stroke=\"#1f4fd1\" stroke-width=\"2\" points=\"").append(left.toString().strip())
                .append("\"/>\n  <polyline fill=\"none\" stroke=\"#c8202a\" stroke-width=\"2\" points=\"")
                .append(right.toString().strip()).append("\"/>\n");
        b.append("  <line x1=\"").append(fmt(mastX)).append("\" y1=\"").append(fmt(yBase - d(temp) * sy)).append("\" x2=\"")
                .append(fmt(mastX)).append("\" y2=\"").append(M).append("\" stroke=\"black\" stroke-width=\"2\"/>\n");
        b.append("  <text x=\"").append(fmt(mastX + 6)).append("\" y=\"").append(M + 12).append("\">mean ")
                .append(th.mast()).append(", temperature ").append(temp).append("</text>\n");
        b.append("  <text x=\"").append(M).append("\" y=\"").append(H - 12).append("\" fill=\"#1f4fd1\">Left stop ")
                .append(th.leftWallAt(Dyadic.ZERO)).append("</text>\n");
        b.append("  <text x=\"").append(W - M).append("\" y=\"").append(H - 12)
                .append("\" text-anchor=\"end\" fill=\"#c8202a\">Right stop ").append(th.rightWallAt(Dyadic.ZERO))
                .append("</text>\n</svg>\n");
        return b.toString();
    }

    private static String fmt(double x) {
        return String.format(Locale.ROOT, "%.1f", x);
    }
}
