package org.cgcheck.testkit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/** What a folder holds, for tests that must prove no file was lost or changed. */
public final class Folders {
    private Folders() {
    }

    /** Every file under dir (path relative to dir) with its content, sorted. */
    public static Map<String, String> snapshot(Path dir) throws IOException {
        Map<String, String> m = new TreeMap<>();
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.filter(Files::isRegularFile).toList()) {
                m.put(dir.relativize(p).toString(), Files.readString(p));
            }
        }
        return m;
    }
}
