package org.cgcheck.report;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The manifest records a file only after it was written (issue 45: on a full disk it listed the
 * file that failed). A write made to fail half-way (a name whose folder does not exist) leaves
 * the files written before it listed, and the failed one unlisted.
 */
class ManifestAfterWriteTest {
    @TempDir
    Path dir;

    @Test
    void aFileThatFailedToBeWrittenIsNotListed() throws Exception {
        Map<String, byte[]> files = new TreeMap<>();
        files.put("a.html", "A".getBytes(StandardCharsets.UTF_8));        // written first (sorted)
        files.put("b/missing.html", "B".getBytes(StandardCharsets.UTF_8)); // fails: no folder b
        EmitFolder f = EmitFolder.open(dir, false);
        assertThrows(EmitFolder.EmitException.class, () -> f.commit(files, Set.of()));
        Map<String, Set<String>> m = Manifest.read(dir);
        assertTrue(m.containsKey("a.html"), m.toString());
        assertFalse(m.containsKey("b/missing.html"), m.toString());
        assertFalse(Files.exists(dir.resolve("b/missing.html")));
    }
}
