package org.cgcheck.lang;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import org.cgcheck.game.Game;
import org.cgcheck.game.UptimalExpansion;
import org.cgcheck.game.Uptimals;

/**
 * A finite set of game values ({@code incentives(G)}, {@code followers(G)}, ...), held in CGSuite's
 * deterministic order and printed as CGSuite prints a set: {@code {-1,0,{1|0}}}. Two sets are equal
 * when they hold the same values.
 */
public final class GameSet implements Iterable<Game> {
    private final List<Game> elements;

    private GameSet(List<Game> elements) {
        this.elements = elements;
    }

    public static GameSet of(Collection<Game> games) {
        List<Game> list = new ArrayList<>(new LinkedHashSet<>(games));
        list.sort(ORDER);
        return new GameSet(List.copyOf(list));
    }

    public List<Game> elements() {
        return elements;
    }

    public int size() {
        return elements.size();
    }

    public boolean contains(Game g) {
        return elements.contains(g);
    }

    @Override
    public Iterator<Game> iterator() {
        return elements.iterator();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GameSet s && s.elements.equals(elements);
    }

    @Override
    public int hashCode() {
        return elements.hashCode();
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("{");
        for (int i = 0; i < elements.size(); i++) {
            b.append(i == 0 ? "" : ",").append(elements.get(i));
        }
        return b.append('}').toString();
    }

    /**
     * CGSuite's deterministic order: numbers by value, then nimbers by index, then uptimals by
     * expansion, then other games by their sorted Left options, then Right options.
     */
    public static final Comparator<Game> ORDER = GameSet::compare;

    private static int rank(Game g) {
        return g.isNumber() ? 0 : g.isNimber() ? 1 : Uptimals.expansion(g) != null ? 2 : 3;
    }

    private static int compare(Game g, Game h) {
        if (g == h) {
            return 0;
        }
        int rg = rank(g);
        int rh = rank(h);
        if (rg != rh) {
            return Integer.compare(rg, rh);
        }
        switch (rg) {
            case 0:
                return g.numberValue().compareTo(h.numberValue());
            case 1:
                return Integer.compare(g.nimberPart(), h.nimberPart());
            case 2: {
                UptimalExpansion a = Uptimals.expansion(g);
                return a.compareTo(Uptimals.expansion(h));
            }
            default: {
                int c = compareLists(sorted(g.leftOptions()), sorted(h.leftOptions()));
                return c != 0 ? c : compareLists(sorted(g.rightOptions()), sorted(h.rightOptions()));
            }
        }
    }

    private static List<Game> sorted(List<Game> options) {
        List<Game> s = new ArrayList<>(options);
        s.sort(ORDER);
        return s;
    }

    private static int compareLists(List<Game> a, List<Game> b) {
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            int c = compare(a.get(i), b.get(i));
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(a.size(), b.size());
    }
}
