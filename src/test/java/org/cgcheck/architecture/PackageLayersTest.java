package org.cgcheck.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The layering of the guide: {@code lang} is syntax only, the packages that compute (theory,
 * rules) do not import the language, and no two packages import each other in a circle. Read
 * from the sources (imports and qualified names), so a new dependency fails here, not in review.
 */
class PackageLayersTest {
    private static final Path MAIN = Path.of("src/main/java/org/cgcheck");
    private static final Pattern REFERENCE = Pattern.compile("org\\.cgcheck\\.([a-z]+(?:\\.[a-z]+)*)\\.[A-Z]");

    /** Package → the packages it refers to. */
    static Map<String, Set<String>> dependencies() throws IOException {
        Map<String, Set<String>> deps = new TreeMap<>();
        List<Path> files;
        try (Stream<Path> s = Files.walk(MAIN)) {
            files = s.filter(p -> p.toString().endsWith(".java")).toList();
        }
        for (Path f : files) {
            String pkg = MAIN.relativize(f.getParent()).toString().replace('/', '.');
            Set<String> out = deps.computeIfAbsent(pkg.isEmpty() ? "(root)" : pkg, k -> new TreeSet<>());
            Matcher m = REFERENCE.matcher(Files.readString(f));
            while (m.find()) {
                if (!m.group(1).equals(pkg)) {
                    out.add(m.group(1));
                }
            }
        }
        return deps;
    }

    @Test
    void langIsSyntaxOnly() throws IOException {
        assertEquals(Set.of("game"), dependencies().get("lang"), "lang may use the game values of literals only");
    }

    @Test
    void theoryAndRulesDoNotImportTheLanguage() throws IOException {
        Map<String, Set<String>> deps = dependencies();
        for (String p : List.of("theory", "rules", "fn", "game", "form", "universe", "misere", "loopy")) {
            Set<String> d = deps.get(p);
            assertTrue(!d.contains("lang") && !d.contains("eval") && !d.contains("check"), p + " imports " + d);
        }
    }

    @Test
    void noImportCycleBetweenPackages() throws IOException {
        Map<String, Set<String>> deps = dependencies();
        for (String start : deps.keySet()) {
            List<String> cycle = cycleThrough(start, start, deps, new ArrayList<>(), new TreeSet<>());
            assertTrue(cycle == null, "import cycle: " + cycle);
        }
    }

    private static List<String> cycleThrough(String start, String at, Map<String, Set<String>> deps, List<String> path,
            Set<String> seen) {
        path.add(at);
        for (String next : deps.getOrDefault(at, Set.of())) {
            if (next.equals(start)) {
                List<String> c = new ArrayList<>(path);
                c.add(start);
                return c;
            }
            if (seen.add(next)) {
                List<String> c = cycleThrough(start, next, deps, path, seen);
                if (c != null) {
                    return c;
                }
            }
        }
        path.remove(path.size() - 1);
        return null;
    }
}
