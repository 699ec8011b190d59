package org.cgcheck.eval;

import java.util.List;
import java.util.stream.Collectors;
import org.cgcheck.game.Game;

/**
 * A list holding a value that is not an integer, as CGSuite builds a table of values:
 * {@code [*n for n from 0 to 3]} is {@code [0,*,*2,*3]}. Each element is a game's value (a
 * position stands for its value, as it does where a game is wanted); a list of integers only
 * stays an {@link IntList}. Immutable, equal by value, printed as CGSuite prints it.
 */
public record GameList(List<Game> items) implements org.cgcheck.fn.Typed {
    public GameList {
        items = List.copyOf(items);
    }

    public int size() {
        return items.size();
    }

    /** The elements of either kind of list as games, for concatenating the two kinds. */
    static List<Game> games(Object list) {
        if (list instanceof GameList g) {
            return g.items;
        }
        return ((IntList) list).items().stream().map(n -> org.cgcheck.fn.Args.game(n, "an element")).toList();
    }

    @Override
    public String typeName() {
        return "a list of games";
    }

    @Override
    public String toString() {
        return items.stream().map(Game::toString).collect(Collectors.joining(",", "[", "]"));
    }
}
