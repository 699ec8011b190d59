package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.cgcheck.loopy.GraphBuilder;
import org.cgcheck.loopy.LoopyGame;
import org.cgcheck.loopy.SidedValue;

/**
 * A slow reference for Fox and Geese: every reachable position one node of one graph (an escaped
 * fox's position is off, as CGSuite's Decomposition says), its sided value by the loopy package.
 * Written apart from FoxAndGeese's move generation; for small boards only.
 */
final class WholeFoxGraph {
    private WholeFoxGraph() {
    }

    static SidedValue value(int width, int range, List<int[]> geese, int[] fox) {
        TreeSet<String> start = new TreeSet<>();
        for (int[] g : geese) {
            start.add(g[0] + "," + g[1]);
        }
        String root = start + "|" + fox[0] + "," + fox[1];
        GraphBuilder b = new GraphBuilder();
        Map<String, Integer> node = new HashMap<>();
        List<String> todo = new ArrayList<>();
        node.put(root, b.addNode());
        todo.add(root);
        int off = b.embed(LoopyGame.OFF);
        for (int k = 0; k < todo.size(); k++) {
            String s = todo.get(k);
            int from = node.get(s);
            TreeSet<String> gs = geese(s);
            int[] f = pair(s.substring(s.indexOf('|') + 1));
            int top = gs.stream().mapToInt(x -> pair(x)[0]).max().orElseThrow();
            boolean escaped = f[0] >= top || f[0] == top - 1
                    && (f[1] > 1 && !gs.contains((f[0] + 1) + "," + (f[1] - 1))
                    || f[1] < width && !gs.contains((f[0] + 1) + "," + (f[1] + 1)));
            if (escaped) {
                b.addRight(from, off);
                continue;
            }
            for (String g : gs) {
                int[] p = pair(g);
                for (int dc = -1; dc <= 1; dc += 2) {
                    int r = p[0] - 1, c = p[1] + dc;
                    String to = r + "," + c;
                    if (r >= 1 && c >= 1 && c <= width && !(r == f[0] && c == f[1]) && !gs.contains(to)) {
                        TreeSet<String> next = new TreeSet<>(gs);
                        next.remove(g);
                        next.add(to);
                        b.addLeft(from, target(b, node, todo, next + "|" + f[0] + "," + f[1]));
                    }
                }
            }
            for (int dr = -1; dr <= 1; dr += 2) {
                for (int dc = -1; dc <= 1; dc += 2) {
                    for (int d = 1; d <= range; d++) {
                        int r = f[0] + dr * d, c = f[1] + dc * d;
                        if (r < 1 || c < 1 || c > width || gs.contains(r + "," + c)) {
                            break;
                        }
                        b.addRight(from, target(b, node, todo, gs + "|" + r + "," + c));
                    }
                }
            }
        }
        return SidedValue.of(b.build(node.get(root)));
    }

    private static int target(GraphBuilder b, Map<String, Integer> node, List<String> todo, String key) {
        Integer n = node.get(key);
        if (n == null) {
            n = b.addNode();
            node.put(key, n);
            todo.add(key);
        }
        return n;
    }

    private static TreeSet<String> geese(String s) {
        String list = s.substring(1, s.indexOf(']'));
        TreeSet<String> out = new TreeSet<>();
        for (String g : list.split(", ")) {
            out.add(g);
        }
        return out;
    }

    private static int[] pair(String s) {
        String[] p = s.split(",");
        return new int[] {Integer.parseInt(p[0].trim()), Integer.parseInt(p[1].trim())};
    }
}
