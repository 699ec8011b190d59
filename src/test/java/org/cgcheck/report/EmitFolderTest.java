package org.cgcheck.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The manifest rules of EmitFolder, including a run killed between its two manifest writes. */
class EmitFolderTest {
    @TempDir
    Path dir;

    private static byte[] b(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void aRunKilledMidwayLeavesFilesTheNextRunStillRecognises() throws Exception {
        EmitFolder.open(dir, false).commit(Map.of("p.md", b("old")), Set.of());
        // What the manifest says while a second run writes p.md = "new": both contents are cgcheck's.
        Files.writeString(dir.resolve(EmitFolder.MANIFEST), "# x\np.md\t" + EmitFolder.sha256(b("old")) + ","
                + EmitFolder.sha256(b("new")) + "\n");
        for (String content : new String[] {"old", "new"}) {
            Files.writeString(dir.resolve("p.md"), content);
            EmitFolder f = EmitFolder.open(dir, false);
            assertTrue(f.isOurs("p.md"), content);
        }
        Files.writeString(dir.resolve("p.md"), "edited by hand");
        assertThrows(EmitFolder.EmitException.class, () -> EmitFolder.open(dir, false));
    }

    @Test
    void theManifestEndsWithOnlyTheCurrentHashAndIsSorted() throws Exception {
        EmitFolder.open(dir, false).commit(Map.of("b.md", b("1"), "a.md", b("2")), Set.of());
        EmitFolder.open(dir, false).commit(Map.of("b.md", b("3")), Set.of());
        String m = Files.readString(dir.resolve(EmitFolder.MANIFEST));
        assertTrue(m.endsWith("a.md\t" + EmitFolder.sha256(b("2")) + "\nb.md\t" + EmitFolder.sha256(b("3")) + "\n"), m);
    }

    @Test
    void removalTouchesOnlyCgchecksOwnUnchangedFiles() throws Exception {
        EmitFolder.open(dir, false).commit(Map.of("x.md", b("x"), "y.md", b("y")), Set.of());
        Files.writeString(dir.resolve("z.md"), "user");
        EmitFolder f = EmitFolder.open(dir, true);
        f.commit(Map.of(), Set.of("x.md", "z.md", "missing.md"));
        assertFalse(Files.exists(dir.resolve("x.md")));
        assertEquals("y", Files.readString(dir.resolve("y.md")));
        assertEquals("user", Files.readString(dir.resolve("z.md")));
    }

    @Test
    void aForeignFolderInsideCountsAsForeign() throws IOException {
        Files.createDirectories(dir.resolve("sub"));
        EmitFolder.EmitException e = assertThrows(EmitFolder.EmitException.class, () -> EmitFolder.open(dir, false));
        assertTrue(e.getMessage().contains("sub"), e.getMessage());
    }
}
