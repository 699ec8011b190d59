package org.cgcheck.check;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** Finds claim files: the given files, and *.cgt below given directories, in sorted order. */
public final class ClaimFiles {
    private ClaimFiles() {
    }

    public static List<Path> find(List<Path> roots, boolean includeSlow) throws IOException {
        List<Path> out = new ArrayList<>();
        for (Path root : roots) {
            if (Files.isDirectory(root)) {
                try (Stream<Path> s = Files.walk(root)) {
                    s.filter(p -> p.toString().endsWith(".cgt"))
                            .filter(p -> includeSlow || !root.relativize(p).toString().replace('\\', '/').startsWith("slow/"))
                            .sorted().forEach(out::add);
                }
            } else {
                out.add(root);
            }
        }
        return out;
    }
}
