package org.cgcheck.game;

import java.util.ArrayList;
import java.util.List;

/**
 * A continuous piecewise-linear function of the temperature t ≥ -1 with integer slopes:
 * values at ascending breakpoints {@code t[0] = -1 < t[1] < ...} and the slope after each.
 * Thermograph walls and scaffolds are trajectories; all arithmetic is exact.
 */
final class Trajectory {
    static final Dyadic START = Dyadic.MINUS_ONE;

    private final Dyadic[] ts;
    private final Dyadic[] vs;
    private final int[] slopes;

    private Trajectory(Dyadic[] ts, Dyadic[] vs, int[] slopes) {
        this.ts = ts;
        this.vs = vs;
        this.slopes = slopes;
    }

    static Trajectory constant(Dyadic v) {
        return new Trajectory(new Dyadic[] {START}, new Dyadic[] {v}, new int[] {0});
    }

    Dyadic valueAt(Dyadic t) {
        int i = segment(t);
        return switch (slopes[i]) {      // walls' slopes are -1, 0 or 1: no multiplication
            case 0 -> vs[i];
            case 1 -> vs[i].add(t.subtract(ts[i]));
            case -1 -> vs[i].subtract(t.subtract(ts[i]));
            default -> vs[i].add(t.subtract(ts[i]).multiply(Dyadic.integer(slopes[i])));
        };
    }

    private int segment(Dyadic t) {
        int i = ts.length - 1;
        while (i > 0 && ts[i].compareTo(t) > 0) {
            i--;
        }
        return i;
    }

    int slopeAt(Dyadic t) {
        return slopes[segment(t)];
    }

    /** v(t) + c·t. */
    Trajectory tilt(int c) {
        Dyadic[] nv = new Dyadic[vs.length];
        int[] ns = new int[slopes.length];
        for (int i = 0; i < vs.length; i++) {
            nv[i] = vs[i].add(ts[i].multiply(Dyadic.integer(c)));
            ns[i] = slopes[i] + c;
        }
        return new Trajectory(ts.clone(), nv, ns);
    }

    Trajectory max(Trajectory o) {
        return combine(o, true);
    }

    Trajectory min(Trajectory o) {
        return combine(o, false);
    }

    private Trajectory combine(Trajectory o, boolean takeMax) {
        List<Dyadic> points = mergedBreakpoints(o);
        // Add crossing points inside each piece, where the two lines swap order.
        List<Dyadic> all = new ArrayList<>();
        for (int i = 0; i < points.size(); i++) {
            Dyadic a = points.get(i);
            all.add(a);
            Dyadic d = valueAt(a).subtract(o.valueAt(a));
            int ds = slopeAt(a) - o.slopeAt(a);
            if (d.signum() != 0 && ds != 0 && (d.signum() > 0) != (ds > 0)) {
                Dyadic cross = a.add(d.negate().multiply(inverse(ds)));
                if (i + 1 == points.size() || cross.compareTo(points.get(i + 1)) < 0) {
                    all.add(cross);
                }
            }
        }
        return build(all, o, takeMax);
    }

    /** 1/ds; wall slopes are in {-1, 0, 1}, so differences are ±1 or ±2 and this is exact. */
    private static Dyadic inverse(int ds) {
        int a = Math.abs(ds);
        if (Integer.bitCount(a) != 1) {
            throw new ArithmeticException("non-dyadic crossing (slope difference " + ds + ")");
        }
        Dyadic inv = Dyadic.of(1, Integer.numberOfTrailingZeros(a));
        return ds < 0 ? inv.negate() : inv;
    }

    private List<Dyadic> mergedBreakpoints(Trajectory o) {
        List<Dyadic> out = new ArrayList<>();
        int i = 0;
        int j = 0;
        while (i < ts.length || j < o.ts.length) {
            Dyadic next;
            if (j == o.ts.length || i < ts.length && ts[i].compareTo(o.ts[j]) <= 0) {
                next = ts[i++];
            } else {
                next = o.ts[j++];
            }
            if (out.isEmpty() || out.get(out.size() - 1).compareTo(next) != 0) {
                out.add(next);
            }
        }
        return out;
    }

    private Trajectory build(List<Dyadic> points, Trajectory o, boolean takeMax) {
        List<Dyadic> nt = new ArrayList<>();
        List<Dyadic> nv = new ArrayList<>();
        List<Integer> ns = new ArrayList<>();
        for (Dyadic t : points) {
            Dyadic a = valueAt(t);
            Dyadic b = o.valueAt(t);
            int c = a.compareTo(b);
            int sa = slopeAt(t);
            int sb = o.slopeAt(t);
            Dyadic v = takeMax ? a.max(b) : a.min(b);
            int s = c != 0 ? ((c > 0) == takeMax ? sa : sb) : (takeMax ? Math.max(sa, sb) : Math.min(sa, sb));
            append(nt, nv, ns, t, v, s);
        }
        return of(nt, nv, ns);
    }

    private static void append(List<Dyadic> nt, List<Dyadic> nv, List<Integer> ns, Dyadic t, Dyadic v, int s) {
        if (!ns.isEmpty() && ns.get(ns.size() - 1) == s) {
            return;     // collinear with the previous piece
        }
        nt.add(t);
        nv.add(v);
        ns.add(s);
    }

    private static Trajectory of(List<Dyadic> nt, List<Dyadic> nv, List<Integer> ns) {
        int[] s = new int[ns.size()];
        for (int i = 0; i < s.length; i++) {
            s[i] = ns.get(i);
        }
        return new Trajectory(nt.toArray(new Dyadic[0]), nv.toArray(new Dyadic[0]), s);
    }

    /**
     * The least t ≥ -1 with this(t) ≤ other(t), where this - other is non-increasing; null if
     * there is none.
     */
    Dyadic firstMeeting(Trajectory other) {
        List<Dyadic> points = mergedBreakpoints(other);
        for (int i = 0; i < points.size(); i++) {
            Dyadic a = points.get(i);
            Dyadic d = valueAt(a).subtract(other.valueAt(a));
            if (d.signum() <= 0) {
                return a;
            }
            int ds = slopeAt(a) - other.slopeAt(a);
            if (ds < 0) {
                Dyadic cross = a.add(d.multiply(inverse(-ds)));
                if (i + 1 == points.size() || cross.compareTo(points.get(i + 1)) <= 0) {
                    return cross;
                }
            }
        }
        return null;
    }

    /** This trajectory up to t0, then constant at its value there. */
    Trajectory truncateAt(Dyadic t0) {
        List<Dyadic> nt = new ArrayList<>();
        List<Dyadic> nv = new ArrayList<>();
        List<Integer> ns = new ArrayList<>();
        for (int i = 0; i < ts.length && ts[i].compareTo(t0) < 0; i++) {
            append(nt, nv, ns, ts[i], vs[i], slopes[i]);
        }
        append(nt, nv, ns, t0, valueAt(t0), 0);
        if (nt.isEmpty() || nt.get(0).compareTo(START) != 0) {
            nt.add(0, START);
            nv.add(0, valueAt(START));
            ns.add(0, 0);
        }
        return of(nt, nv, ns);
    }

    /**
     * CGSuite's printed trajectory: the value at the top, the critical temperatures from the top
     * down, and the slope of each piece from the top down ({@code 3/4,[-1/4,-1/2],[0,-1,0]}).
     */
    String cgsuiteText() {
        StringBuilder b = new StringBuilder().append(vs[vs.length - 1]).append(",[");
        for (int i = ts.length - 1; i >= 1; i--) {
            b.append(ts[i]).append(i > 1 ? "," : "");
        }
        b.append("],[");
        for (int i = slopes.length - 1; i >= 0; i--) {
            b.append(slopes[i]).append(i > 0 ? "," : "");
        }
        return b.append(']').toString();
    }

    /** The breakpoints, ascending (the first is -1). */
    java.util.List<Dyadic> breakpoints() {
        return java.util.List.of(ts);
    }
}
