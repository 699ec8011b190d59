package org.cgcheck.game;

import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A concurrent map whose values are held weakly, for interning tables (number-up-star values,
 * literal forms): an entry disappears once nothing else references its value, so a table holds
 * what is alive rather than everything ever built. {@link #putIfAbsent} keeps the live value if
 * there is one, so each key has at most one live value.
 */
public final class WeakValues<K, V> {
    private static final class Ref<K, V> extends WeakReference<V> {
        final K key;

        Ref(K key, V value, ReferenceQueue<V> queue) {
            super(value, queue);
            this.key = key;
        }
    }

    private final ConcurrentHashMap<K, Ref<K, V>> map = new ConcurrentHashMap<>();
    private final ReferenceQueue<V> collected = new ReferenceQueue<>();

    /** The live value for key, or null. */
    public V get(K key) {
        Ref<K, V> r = map.get(key);
        return r == null ? null : r.get();
    }

    /** The live value for key if any, else {@code fresh} (now stored). */
    public V putIfAbsent(K key, V fresh) {
        expunge();
        Ref<K, V> mine = new Ref<>(key, fresh, collected);
        while (true) {
            Ref<K, V> prior = map.putIfAbsent(key, mine);
            if (prior == null) {
                return fresh;
            }
            V live = prior.get();
            if (live != null) {
                return live;
            }
            if (map.replace(key, prior, mine)) {
                return fresh;
            }
        }
    }

    @SuppressWarnings("unchecked")
    private void expunge() {
        for (Object r; (r = collected.poll()) != null; ) {
            Ref<K, V> ref = (Ref<K, V>) r;
            map.remove(ref.key, ref);
        }
    }
}
