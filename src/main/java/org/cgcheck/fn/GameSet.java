package org.cgcheck.fn;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import org.cgcheck.game.Game;
import org.cgcheck.game.Notation;

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
        list.sort(Notation.ORDER);     // CGSuite's order, the one its notation prints options in
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
}
