package org.cgcheck.universe;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Predicate;
import org.cgcheck.form.Form;
import org.cgcheck.game.Game;

/**
 * Shrinks a failing tuple to a local minimum under the counterexample order: tries strictly
 * smaller candidates for one element at a time (its options, itself minus one option, earlier-born
 * games, 0) and keeps any that still fails and stays in its variable's domain.
 */
public final class Shrinker {
    private Shrinker() {
    }

    /** The counterexample order on tuples: sum of birthdays, then total size, then {@link #orderText}. */
    public static final Comparator<List<Object>> ORDER = Comparator
            .comparingLong((List<Object> t) -> t.stream().mapToLong(GameOrder::birthday).sum())
            .thenComparingLong(t -> t.stream().mapToLong(GameOrder::size).sum())
            .thenComparing(Shrinker::orderText);

    /** The tuple as printed. */
    public static String text(List<Object> tuple) {
        return join(tuple, false);
    }

    /**
     * The order's last key: the printed tuple, misère forms by their literal forms (how a misère
     * form prints is not what it is, and the order must not change with the notation).
     */
    public static String orderText(List<Object> tuple) {
        return join(tuple, true);
    }

    private static String join(List<Object> tuple, boolean literal) {
        StringBuilder sb = new StringBuilder();
        for (Object o : tuple) {
            if (sb.length() > 0) {
                sb.append(", ");
            }
            // A loopy position by its expression: positions of equal values are told apart, in a fixed order.
            sb.append(literal && o instanceof org.cgcheck.fn.MisereForm m ? m.form()
                    : literal && LoopyOrder.position(o) != null ? LoopyOrder.position(o).expression() : o);
        }
        return sb.toString();
    }

    /**
     * @param failing  a tuple for which {@code fails} holds
     * @param inDomain per position, which candidates are allowed
     * @param budget   the most predicate evaluations to spend
     */
    public static List<Object> shrink(List<Object> failing, List<Predicate<Object>> inDomain,
            Predicate<List<Object>> fails, int budget) {
        return descend(failing, (i, x) -> candidates(x).stream().filter(inDomain.get(i)).toList(), fails, budget);
    }

    /**
     * Greedy descent under {@link #ORDER}: for each element in turn, tries its candidates (those
     * that make the tuple strictly smaller), keeping each that still fails, until a round
     * improves nothing or the budget of predicate evaluations is spent.
     *
     * @param candidates for element i with value x, the values to try in its place
     */
    public static List<Object> descend(List<Object> failing, BiFunction<Integer, Object, List<?>> candidates,
            Predicate<List<Object>> fails, int budget) {
        List<Object> best = new ArrayList<>(failing);
        int spent = 0;
        boolean improved = true;
        while (improved && spent < budget) {
            improved = false;
            for (int i = 0; i < best.size() && spent < budget; i++) {
                for (Object c : candidates.apply(i, best.get(i))) {
                    if (spent >= budget) {
                        break;
                    }
                    List<Object> trial = new ArrayList<>(best);
                    trial.set(i, c);
                    if (ORDER.compare(trial, best) >= 0) {
                        continue;
                    }
                    spent++;
                    if (fails.test(trial)) {
                        best = trial;
                        improved = true;
                    }
                }
            }
        }
        return best;
    }

    static List<Object> candidates(Object x) {
        if (x instanceof org.cgcheck.fn.MisereForm m) {     // a misère form's candidates are misère forms
            return candidates(m.form()).stream().filter(c -> c instanceof Form)
                    .map(c -> (Object) org.cgcheck.misere.MisereForms.value((Form) c, m.dicot())).toList();
        }
        Set<Object> out = new LinkedHashSet<>(shallowCandidates(x));
        // One level deeper: replace a single option by one of its own simpler candidates.
        if (x instanceof Form f) {
            for (boolean left : new boolean[] {true, false}) {
                List<Form> side = left ? f.left() : f.right();
                for (int k = 0; k < side.size(); k++) {
                    for (Object c : shallowCandidates(side.get(k))) {
                        List<Form> changed = new ArrayList<>(side);
                        changed.set(k, (Form) c);
                        out.add(left ? Form.of(changed, f.right()) : Form.of(f.left(), changed));
                    }
                }
            }
        } else if (x instanceof Game g && !g.isNumberUpStar()) {
            for (boolean left : new boolean[] {true, false}) {
                List<Game> side = left ? g.leftOptions() : g.rightOptions();
                for (int k = 0; k < side.size(); k++) {
                    for (Object c : shallowCandidates(side.get(k))) {
                        List<Game> changed = new ArrayList<>(side);
                        changed.set(k, (Game) c);
                        out.add(left ? Game.of(changed, g.rightOptions()) : Game.of(g.leftOptions(), changed));
                    }
                }
            }
        }
        out.remove(x);
        // Smallest first, in an order that does not depend on how options happen to be stored
        // (which can vary with thread scheduling): shrinking is deterministic.
        List<Object> sorted = new ArrayList<>(out);
        sorted.sort(Comparator.comparing(List::of, ORDER));
        return sorted;
    }

    private static List<Object> shallowCandidates(Object x) {
        Set<Object> out = new LinkedHashSet<>();
        if (x instanceof Game g) {
            out.add(Game.ZERO);
            int b = g.birthday().min(BigInteger.valueOf(3)).intValue();
            if (b >= 1) {
                out.addAll(Universe.valuesBornBy(Math.min(b - 1, 2)));
            }
            out.addAll(g.leftOptions());
            out.addAll(g.rightOptions());
            for (int k = 0; k < g.leftOptions().size(); k++) {
                List<Game> l = new ArrayList<>(g.leftOptions());
                l.remove(k);
                out.add(Game.of(l, g.rightOptions()));
            }
            for (int k = 0; k < g.rightOptions().size(); k++) {
                List<Game> r = new ArrayList<>(g.rightOptions());
                r.remove(k);
                out.add(Game.of(g.leftOptions(), r));
            }
        } else if (x instanceof Form f) {
            out.add(Form.ZERO);
            if (f.birthday() >= 1) {
                out.addAll(Universe.formsBornBy(Math.min(f.birthday() - 1, 1)));
            }
            out.addAll(f.left());
            out.addAll(f.right());
            for (int k = 0; k < f.left().size(); k++) {
                List<Form> l = new ArrayList<>(f.left());
                l.remove(k);
                out.add(Form.of(l, f.right()));
            }
            for (int k = 0; k < f.right().size(); k++) {
                List<Form> r = new ArrayList<>(f.right());
                r.remove(k);
                out.add(Form.of(f.left(), r));
            }
        } else if (x instanceof BigInteger n) {
            out.add(BigInteger.ZERO);
            out.add(n.divide(BigInteger.TWO));
            out.add(n.subtract(BigInteger.valueOf(n.signum())));
        }
        out.remove(x);
        // Smallest first, in an order that does not depend on how options happen to be stored
        // (which can vary with thread scheduling): shrinking is deterministic.
        List<Object> sorted = new ArrayList<>(out);
        sorted.sort(Comparator.comparing(List::of, ORDER));
        return sorted;
    }
}
