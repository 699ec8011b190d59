package org.cgcheck.architecture;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * One rule for long loops (issue 45): a loop over a position's moves is as long as the input
 * makes it (a sum of three heaps of 20,000 has 60,000), so its body calls the one check of a
 * deadline and Ctrl-C, {@code EvaluationStopped.check()}, as its first statement. Read from the
 * sources, so a new loop that forgets it fails here. (The other long loops, over loopy graphs'
 * nodes and pairs, are driven past a --timeout 2 by DeadlineCorpusTest.)
 */
class LongLoopsTest {
    private static final Path MAIN = Path.of("src/main/java/org/cgcheck");
    /** for (Position q : p.options(left)) and the like: a loop over the moves of a position. */
    private static final Pattern MOVES_LOOP = Pattern.compile("for \\((final )?(org\\.cgcheck\\.rules\\.)?(Position|P) \\w+ : .*options\\(");

    @Test
    void everyLoopOverAPositionsMovesChecksTheDeadline() throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.walk(MAIN)) {
            files = s.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
        List<String> missing = new ArrayList<>();
        int loops = 0;
        for (Path f : files) {
            List<String> lines = Files.readAllLines(f);
            for (int i = 0; i < lines.size(); i++) {
                if (MOVES_LOOP.matcher(lines.get(i)).find()) {
                    loops++;
                    String body = i + 1 < lines.size() ? lines.get(i + 1) : "";
                    if (!body.contains("EvaluationStopped.check()")) {
                        missing.add(MAIN.relativize(f) + ":" + (i + 1) + ": " + lines.get(i).strip());
                    }
                }
            }
        }
        assertTrue(loops >= 8, "found only " + loops + " loops over moves: has the pattern gone stale?");
        assertTrue(missing.isEmpty(), "loops over a position's moves without EvaluationStopped.check() first:\n"
                + String.join("\n", missing));
    }
}
