package org.cgcheck.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The docs state the engine's nimber limit as the code has it (issue 34: language.md said *8192). */
class LimitsDocTest {
    private static final Pattern NIMBER_LIMIT = Pattern.compile("nimbers?[^.\\n|:]{0,20}?\\*(\\d+)");     // not "as nimbers: *3 + ..." (show's output)

    @Test
    void everyStatedNimberLimitIsTheEngines() throws IOException {
        int stated = 0;
        try (Stream<Path> docs = Files.list(Path.of("docs"))) {
            for (Path f : Stream.concat(docs.filter(p -> p.toString().endsWith(".md")), Stream.of(Path.of("README.md")))
                    .toList()) {
                Matcher m = NIMBER_LIMIT.matcher(Files.readString(f));
                while (m.find()) {
                    assertEquals(String.valueOf(Limits.MAX_NIMBER), m.group(1), f + ": " + m.group());
                    stated++;
                }
            }
        }
        assertTrue(stated >= 3, "the limit is stated in language.md, universe.md and README.md; found " + stated);
    }
}
