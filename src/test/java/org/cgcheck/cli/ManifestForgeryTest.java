package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The manifest cannot be forged through a file name (issue 45): a name holding a tab and a line
 * break would have planted the line "mine.svg TAB hash-of-the-user's-file", and a later plain
 * {@code plot --out mine.svg} replaced the user's drawing. Every file-name option refuses every
 * control character before anything is written, and no file of the folder changes.
 */
class ManifestForgeryTest {
    @TempDir
    Path t;

    private static final String MINE = "MY DRAWING\n";

    @Test
    void aForgedManifestLineThroughPlotsOutNameReplacesNoUserFile() throws Exception {
        Path mine = Files.writeString(t.resolve("mine.svg"), MINE);
        String hash = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                .digest(MINE.getBytes(StandardCharsets.UTF_8)));
        BadInputTest.Run forge = BadInputTest.run("plot", "{1|0}", "--out", t + "/mine.svg\t" + hash + "\nr.svg");
        assertEquals(2, forge.code(), forge.err());
        assertTrue(forge.err().contains("control character U+0009"), forge.err());
        BadInputTest.Run again = BadInputTest.run("plot", "{1|0}", "--out", mine.toString());
        assertEquals(2, again.code(), again.err());
        assertTrue(again.err().contains("refusing to replace"), again.err());
        assertEquals(MINE, Files.readString(mine));
    }

    @Test
    void everyFileNameOptionRefusesEveryKindOfControlCharacter() throws Exception {
        Path claims = Files.writeString(t.resolve("c.cgt"), "refuted r forall G born by 1: G >= 0\n");
        Files.writeString(t.resolve("mine.svg"), MINE);
        for (String c : List.of("\t", "\n", "\r", "\u0001", "\u001b", "\u007f", "\u0085", "\u2028", "\u2029")) {
            String bad = t + "/x" + c + "mine.svg";
            List<String[]> commands = List.of(
                    new String[] {"plot", "{1|0}", "--out", bad},
                    new String[] {"plot", "{1|0}", "--out", bad, "--force"},
                    new String[] {"explore", "{1|0}", "--html", bad},
                    new String[] {"explore", "{1|0}", "--pdf", bad},
                    new String[] {"enumerate", "--born-by", "1", "--count", "--dot", bad},
                    new String[] {"check", claims.toString(), "--html", bad, "--random", "5", "--explore", "0"},
                    new String[] {"check", claims.toString(), "--emit", bad, "--random", "5", "--explore", "0"},
                    new String[] {"check", claims.toString(), "--pdf", bad, "--random", "5", "--explore", "0"});
            for (String[] args : commands) {
                TreeMap<String, String> before = listing();
                BadInputTest.Run r = BadInputTest.run(args);
                String what = String.join(" ", args).replace(c, String.format("\\u%04X", (int) c.charAt(0))) + ": exit "
                        + r.code() + "\n" + r.err();
                assertEquals(2, r.code(), what);
                assertTrue(r.err().contains("control character"), what);
                assertFalse(r.err().contains("Exception"), what);
                assertEquals(before, listing(), what);
            }
        }
    }

    /** Every entry of the folder with its content (a folder as "folder"). */
    private TreeMap<String, String> listing() throws IOException {
        TreeMap<String, String> out = new TreeMap<>();
        try (Stream<Path> s = Files.list(t)) {
            for (Path p : s.toList()) {
                out.put(p.getFileName().toString(), Files.isDirectory(p) ? "folder" : Files.readString(p));
            }
        }
        return out;
    }
}
