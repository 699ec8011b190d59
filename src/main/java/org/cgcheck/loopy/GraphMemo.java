package org.cgcheck.loopy;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * A bounded memo of a deterministic function of game graphs, keyed by the graph as built (its
 * edge lists and root): sums and sidling approximations rebuild the same graphs again and again,
 * and simplifying or siding one costs many comparisons. Least recently used entries go first.
 */
final class GraphMemo {
    private final Map<GraphKey, LoopyGame> map;
    private final Function<LoopyGame, LoopyGame> f;

    GraphMemo(int capacity, Function<LoopyGame, LoopyGame> f) {
        this.f = f;
        this.map = Collections.synchronizedMap(new LinkedHashMap<>(64, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<GraphKey, LoopyGame> e) {
                return size() > capacity;
            }
        });
    }

    LoopyGame apply(LoopyGame g) {
        GraphKey key = GraphKey.of(g);
        LoopyGame known = map.get(key);
        if (known != null) {
            return known;
        }
        LoopyGame v = f.apply(g);
        map.put(key, v);
        return v;
    }
}
