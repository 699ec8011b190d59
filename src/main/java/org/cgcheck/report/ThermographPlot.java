package org.cgcheck.report;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import org.cgcheck.game.Dyadic;
import org.cgcheck.game.Thermograph;

/**
 * Thermographs drawn side by side as one SVG (the {@code plot} command), in the field's convention:
 * temperature upwards, values decreasing to the right (Left's side on the left). The walls are
 * drawn exactly, through every critical temperature, from the stops (or from the temperature of a
 * number, whose thermograph is a bare mast) up to the freezing point, then the mast. Axes carry
 * ticks and labels; each panel names its game, mean and temperature.
 */
public final class ThermographPlot {
    private static final int W = 380;
    private static final int H = 320;
    // Text at 16 px, readable on a projector from the back of a room (issue 46); the margins fit it.
    private static final int FONT = 16;
    private static final int LM = 62;       // left margin: temperature labels
    private static final int RM = 18;
    private static final int TM = 66;       // top: title lines and the temperature axis' name
    private static final int BM = 58;       // bottom: value labels and axis name

    private ThermographPlot() {
    }

    /** One panel per game: {@code titles.get(i)} is drawn above {@code thermographs.get(i)}. */
    public static String svg(List<String> titles, List<Thermograph> thermographs) {
        int n = thermographs.size();
        StringBuilder b = new StringBuilder();
        b.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(W * n).append("\" height=\"").append(H)
                .append("\" viewBox=\"0 0 ").append(W * n).append(' ').append(H)
                .append("\" font-family=\"monospace\" font-size=\"").append(FONT).append("\" role=\"img\" aria-label=\"thermographs of ")
                .append(Pictures.esc(String.join("; ", titles))).append("\">\n")
                .append("  <desc>temperature upwards; values decreasing to the right, Left's side on the left</desc>\n")
                .append("  <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
        // One scale for all panels, so that {1|0} and ±1 look different side by side; the top is
        // above every temperature and at least 1, so a number's mast visibly goes up.
        double tLo = 0;
        double tHi = 1;
        double hi = Double.NEGATIVE_INFINITY;
        double lo = Double.POSITIVE_INFINITY;
        for (Thermograph th : thermographs) {
            Dyadic temp = th.temperature();
            Dyadic t0 = temp.signum() > 0 ? Dyadic.ZERO : temp;
            tLo = Math.min(tLo, d(t0));
            tHi = Math.max(tHi, d(temp) + Math.max(1, (d(temp) - d(t0)) / 2));
            double pad = Math.max(0.5, (d(th.leftWallAt(t0)) - d(th.rightWallAt(t0))) / 8);
            hi = Math.max(hi, d(th.leftWallAt(t0)) + pad);
            lo = Math.min(lo, d(th.rightWallAt(t0)) - pad);
        }
        for (int i = 0; i < n; i++) {
            b.append("  <g transform=\"translate(").append(W * i).append(",0)\">\n");
            panel(b, titles.get(i), thermographs.get(i), new double[] {lo, hi, tLo, tHi});
            b.append("  </g>\n");
        }
        return b.append("</svg>\n").toString();
    }

    /** One panel on the common scale {@code {lo, hi, tLo, tHi}} (values, temperatures). */
    private static void panel(StringBuilder b, String title, Thermograph th, double[] scale) {
        Dyadic temp = th.temperature();
        Dyadic t0 = temp.signum() > 0 ? Dyadic.ZERO : temp;       // a number's mast starts at its temperature
        List<Dyadic> ts = new ArrayList<>();
        ts.add(t0);
        for (Dyadic c : th.criticalTemperatures()) {
            if (c.compareTo(t0) > 0 && c.compareTo(temp) < 0) {
                ts.add(c);
            }
        }
        if (temp.compareTo(t0) > 0) {
            ts.add(temp);
        }
        double lo = scale[0];
        double hi = scale[1];
        double tLo = scale[2];
        double tHi = scale[3];
        double sx = (W - LM - RM) / (hi - lo);
        double sy = (H - TM - BM) / (tHi - tLo);
        double yBase = H - BM;
        java.util.function.DoubleUnaryOperator x = v -> LM + (hi - v) * sx;
        java.util.function.DoubleUnaryOperator y = t -> yBase - (t - tLo) * sy;
        b.append("    <text x=\"").append(W / 2).append("\" y=\"18\" text-anchor=\"middle\" font-weight=\"bold\">")
                .append(Pictures.esc(title)).append("</text>\n");
        b.append("    <text x=\"").append(W / 2).append("\" y=\"38\" text-anchor=\"middle\">mean ").append(th.mast())
                .append(", temperature ").append(temp).append("</text>\n");
        axes(b, lo, hi, tLo, tHi, x, y, yBase);
        StringBuilder left = new StringBuilder();
        StringBuilder right = new StringBuilder();
        for (Dyadic t : ts) {
            left.append(f(x.applyAsDouble(d(th.leftWallAt(t))))).append(',').append(f(y.applyAsDouble(d(t)))).append(' ');
            right.append(f(x.applyAsDouble(d(th.rightWallAt(t))))).append(',').append(f(y.applyAsDouble(d(t)))).append(' ');
        }
        b.append("    <polyline fill=\"none\" stroke=\"#1f4fd1\" stroke-width=\"2\" points=\"")
                .append(left.toString().strip()).append("\"><title>left wall</title></polyline>\n");
        b.append("    <polyline fill=\"none\" stroke=\"#c8202a\" stroke-width=\"2\" points=\"")
                .append(right.toString().strip()).append("\"><title>right wall</title></polyline>\n");
        double mx = x.applyAsDouble(d(th.mast()));
        b.append("    <line x1=\"").append(f(mx)).append("\" y1=\"").append(f(y.applyAsDouble(d(temp)))).append("\" x2=\"")
                .append(f(mx)).append("\" y2=\"").append(TM).append("\" stroke=\"black\" stroke-width=\"2\"><title>mast at ")
                .append(th.mast()).append("</title></line>\n");
    }

    private static void axes(StringBuilder b, double lo, double hi, double tLo, double tHi,
            java.util.function.DoubleUnaryOperator x, java.util.function.DoubleUnaryOperator y, double yBase) {
        double xl = x.applyAsDouble(hi);
        double xr = x.applyAsDouble(lo);
        b.append("    <line x1=\"").append(f(xl)).append("\" y1=\"").append(f(yBase)).append("\" x2=\"").append(f(xr))
                .append("\" y2=\"").append(f(yBase)).append("\" stroke=\"#555\"/>\n");
        b.append("    <line x1=\"").append(f(xl)).append("\" y1=\"").append(f(yBase)).append("\" x2=\"").append(f(xl))
                .append("\" y2=\"").append(TM).append("\" stroke=\"#555\"/>\n");
        List<double[]> labelled = new ArrayList<>();      // the value labels' extents drawn so far
        for (Dyadic v : ticks(lo, hi)) {
            double px = x.applyAsDouble(d(v));
            b.append("    <line x1=\"").append(f(px)).append("\" y1=\"").append(f(yBase)).append("\" x2=\"").append(f(px))
                    .append("\" y2=\"").append(f(yBase + 4)).append("\" stroke=\"#555\"/>\n");
            // A label that would run into one already drawn (-13/8 beside -7/4) is left out; its tick stays.
            double half = v.toString().length() * FONT * 0.3 + 3;
            if (labelled.stream().anyMatch(e -> px - half < e[1] && px + half > e[0])) {
                continue;
            }
            labelled.add(new double[] {px - half, px + half});
            b.append("    <text x=\"").append(f(px)).append("\" y=\"").append(f(yBase + 20))
                    .append("\" text-anchor=\"middle\">").append(v).append("</text>\n");
        }
        for (Dyadic t : ticks(tLo, tHi)) {
            double py = y.applyAsDouble(d(t));
            b.append("    <line x1=\"").append(f(xl - 4)).append("\" y1=\"").append(f(py)).append("\" x2=\"").append(f(xl))
                    .append("\" y2=\"").append(f(py)).append("\" stroke=\"#555\"/>\n");
            b.append("    <text x=\"").append(f(xl - 6)).append("\" y=\"").append(f(py + 4))
                    .append("\" text-anchor=\"end\">").append(t).append("</text>\n");
        }
        b.append("    <text x=\"").append(W / 2).append("\" y=\"").append(H - 12)
                .append("\" text-anchor=\"middle\">← Left · value · Right →</text>\n");
        // right of the axis: at 16 px, centred on it, it would run into the top temperature's label
        b.append("    <text x=\"").append(LM + 6).append("\" y=\"").append(TM - 8).append("\" text-anchor=\"start\">t ↑</text>\n");
    }

    /** Words of a claim about thermal properties, whose counterexample pages get thermographs. */
    private static final java.util.regex.Pattern THERMAL = java.util.regex.Pattern.compile(
            "(?i)temperature|mean|stop|cool|heat|thermograph|freeze|mast|wall|freezingpoint");

    /**
     * The thermographs of a refuted thermal claim's counterexample: each game variable's, then the
     * two sides of the claim's relation when they are games; null when the claim is not about
     * temperature, mean, stops, cooling or heating, or nothing can be drawn.
     */
    public static String forCounterexample(org.cgcheck.check.Verdict v) {
        if (v.counterexample() == null || !THERMAL.matcher(v.claim().source()).find()) {
            return null;
        }
        java.util.Map<String, Object> env = new java.util.LinkedHashMap<>();
        org.cgcheck.lang.Expr body = v.claim().body();
        java.util.Set<String> ranges = new java.util.HashSet<>();
        for (; body instanceof org.cgcheck.lang.Expr.Quantified q; body = q.body()) {
            if (q.domain() instanceof org.cgcheck.lang.Expr.Domain.Range) {
                ranges.addAll(q.vars());
            }
        }
        List<String> titles = new ArrayList<>();
        List<Thermograph> ths = new ArrayList<>();
        for (java.util.Map.Entry<String, String> e : v.counterexample().entrySet()) {
            try {
                Object val = new org.cgcheck.eval.Interpreter().eval(org.cgcheck.lang.Parser.parse(e.getValue()));
                env.put(e.getKey(), val);
                if (val instanceof org.cgcheck.game.Game g && !ranges.contains(e.getKey())) {
                    titles.add(e.getKey() + " = " + e.getValue());
                    ths.add(g.thermograph());
                }
            } catch (RuntimeException ex) {
                // a value that cannot be read back is simply not drawn
            }
        }
        if (body instanceof org.cgcheck.lang.Expr.Binary b && b.op().isRelation()) {
            side(b.left(), "left side", env, titles, ths);
            side(b.right(), "right side", env, titles, ths);
        }
        return ths.isEmpty() ? null : svg(titles, ths);
    }

    private static void side(org.cgcheck.lang.Expr e, String which, java.util.Map<String, Object> env,
            List<String> titles, List<Thermograph> ths) {
        try {
            Object val = new org.cgcheck.eval.Interpreter(env).eval(e);
            if (val instanceof org.cgcheck.game.Game g && !g.isNumber()) {      // a number side is a bare mast
                titles.add(which + ": " + org.cgcheck.lang.ExprPrinter.print(e) + " = " + g);
                ths.add(g.thermograph());
            }
        } catch (RuntimeException ex) {
            // the side is not a game here (an integer, a boolean): nothing to draw
        }
    }

    /** Dyadic ticks in [lo, hi]: a power-of-two step giving at most 8 of them. */
    static List<Dyadic> ticks(double lo, double hi) {
        int k = 0;
        while (Math.pow(2, k) * 8 < hi - lo) {
            k++;
        }
        while (k > -6 && Math.pow(2, k - 1) * 8 >= hi - lo) {
            k--;
        }
        Dyadic step = k >= 0 ? Dyadic.integer(1L << k) : Dyadic.of(1, -k);
        TreeSet<Dyadic> out = new TreeSet<>();
        long first = (long) Math.ceil(lo / Math.pow(2, k));
        for (long i = first; i * Math.pow(2, k) <= hi && out.size() < 12; i++) {
            out.add(step.multiply(Dyadic.integer(i)));
        }
        return new ArrayList<>(out);
    }

    /** A dyadic as a double for drawing (exact: the denominator is a power of two). */
    static double d(Dyadic v) {
        return new BigDecimal(v.numerator()).divide(new BigDecimal(v.denominator())).doubleValue();
    }

    private static String f(double v) {
        return String.format(Locale.ROOT, "%.1f", v);
    }
}
