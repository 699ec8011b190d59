package org.cgcheck.lang;

import java.util.ArrayList;
import java.util.List;

/**
 * CGSuite's slash notation inside braces: the longest run of bars is the top split, shorter
 * runs nest inside ({@code {3||2|1}} = {3 | {2|1}}). Two top runs of equal length are ambiguous;
 * a top run must be exactly one longer than the longest run inside, except that surplus
 * slashes are accepted between two non-empty sides ({@code {{2|0},1||0}}).
 */
final class SlashTree {
    private SlashTree() {
    }

    sealed interface Item permits Opt, Sep { }

    record Opt(Expr e) implements Item { }

    record Sep(Token t) implements Item { }

    private static int run(Item it) {
        return it instanceof Sep s && s.t().kind() == Token.Kind.BARS ? s.t().n() : 0;
    }

    /** Items containing at least one bar run form one game: the longest run splits it. */
    static Expr game(List<Item> items, Pos pos) {
        int top = 0;
        int at = -1;
        for (int k = 0; k < items.size(); k++) {
            int r = run(items.get(k));
            if (r > top) {
                top = r;
                at = k;
            }
        }
        for (int k = 0; k < items.size(); k++) {
            if (k != at && run(items.get(k)) == top) {
                Token second = ((Sep) items.get(k)).t();
                throw Parser.error("ambiguous slashes: two runs of " + bars(top) + " at the same level ("
                        + ((Sep) items.get(at)).t().pos() + " and " + second.pos() + "); add braces", second);
            }
        }
        List<Item> l = items.subList(0, at);
        List<Item> r = items.subList(at + 1, items.size());
        int inner = Math.max(maxRun(l), maxRun(r));
        // CGSuite prints exactly one more slash than the longest run inside; people also write
        // surplus slashes between two non-empty sides ({{2|0},1||0}), which reads unambiguously.
        boolean surplusOk = top > inner + 1 && !l.isEmpty() && !r.isEmpty();
        if (top != inner + 1 && !surplusOk) {
            Token t = ((Sep) items.get(at)).t();
            throw Parser.error("found " + bars(top) + " where " + bars(inner + 1) + " belongs (one more than the "
                    + "longest run inside)", t);
        }
        return new Expr.Braces(side(l, pos), side(r, pos), pos);
    }

    private static String bars(int n) {
        return "'" + "|".repeat(n) + "'";
    }

    private static int maxRun(List<Item> items) {
        int m = 0;
        for (Item it : items) {
            m = Math.max(m, run(it));
        }
        return m;
    }

    private static List<Expr> side(List<Item> items, Pos pos) {
        if (items.isEmpty()) {
            return List.of();
        }
        if (maxRun(items) > 0) {
            Pos at = items.get(0) instanceof Opt o ? o.e().pos() : ((Sep) items.get(0)).t().pos();
            return List.of(game(items, at));
        }
        List<Expr> out = new ArrayList<>();
        for (Item it : items) {
            if (it instanceof Opt o) {
                out.add(o.e());
            }
        }
        return out;
    }
}
