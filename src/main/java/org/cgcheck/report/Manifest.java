package org.cgcheck.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The {@value #NAME} file of a folder: each file cgcheck wrote there with the SHA-256 of what it
 * wrote (a file counts as cgcheck's only while its content still has that hash). Read and
 * written through {@link AtomicFiles}, so a manifest that is a link or a FIFO is refused, not followed.
 */
final class Manifest {
    static final String NAME = ".cgcheck-emitted";

    private Manifest() {
    }

    /** File name to the hashes cgcheck wrote under that name (usually one); empty if there is no manifest. */
    static Map<String, Set<String>> read(Path dir) throws IOException {
        Path m = dir.resolve(NAME);
        Map<String, Set<String>> out = new TreeMap<>();
        if (!AtomicFiles.existingRegular(m)) {
            return out;
        }
        for (String line : Files.readAllLines(m, StandardCharsets.UTF_8)) {
            int tab = line.lastIndexOf('\t');
            if (line.startsWith("#") || tab <= 0) {
                continue;
            }
            out.put(line.substring(0, tab), new LinkedHashSet<>(List.of(line.substring(tab + 1).split(","))));
        }
        return out;
    }

    /**
     * The first control character in a name (a tab or a line break would forge a manifest line),
     * or -1: no file of such a name is written, so none is recorded.
     */
    static int control(String name) {
        return name.codePoints().filter(c -> Character.isISOControl(c) || c == 0x2028 || c == 0x2029 || c == 0x85)
                .findFirst().orElse(-1);
    }

    /** The name as an error line may show it: control characters as \\uXXXX. */
    static String shown(String name) {
        StringBuilder b = new StringBuilder();
        name.codePoints().forEach(c -> b.append(control(new String(Character.toChars(c))) < 0
                ? new String(Character.toChars(c)) : String.format("\\u%04X", c)));
        return b.toString();
    }

    static void write(Path dir, Map<String, Set<String>> m) throws IOException {
        for (String name : m.keySet()) {
            if (control(name) >= 0) {     // never reached through the writers, which refuse such names first
                throw new IOException("the name " + shown(name) + " holds a control character");
            }
        }
        StringBuilder sb = new StringBuilder("# Files cgcheck wrote in this folder, with the SHA-256 of what it wrote.\n"
                + "# cgcheck replaces or deletes only these, and only while unchanged. Do not edit.\n");
        m.forEach((name, hs) -> sb.append(name).append('\t').append(String.join(",", hs)).append('\n'));
        AtomicFiles.write(dir.resolve(NAME), sb.toString());
    }

    /** Whether name is one of cgcheck's bookkeeping files, which no command writes as output. */
    static boolean reserved(String name) {
        return name.equals(NAME) || AtomicFiles.isTemp(name);
    }

    static String sha256(byte[] content) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(content));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);     // every JDK has SHA-256
        }
    }
}
