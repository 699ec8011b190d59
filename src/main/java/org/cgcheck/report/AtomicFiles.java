package org.cgcheck.report;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.HexFormat;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Writes files atomically: a temporary sibling, then a rename, so readers never see half a file.
 * Temporary files are named {@code .cgcheck-tmp-*} so that a later emit can recognise (and remove)
 * the ones a killed run left behind, and are created with the default permissions (0644 under
 * the usual umask), unlike {@code Files.createTempFile}, which makes them private (0600).
 */
public final class AtomicFiles {
    /** Every temporary file cgcheck creates starts with this. */
    public static final String TEMP_PREFIX = ".cgcheck-tmp-";

    private AtomicFiles() {
    }

    public static void write(Path target, String content) throws IOException {
        write(target, content.getBytes(StandardCharsets.UTF_8));
    }

    public static void write(Path target, byte[] content) throws IOException {
        Path dir = target.toAbsolutePath().getParent();
        Path tmp = dir.resolve(tempName(target.getFileName().toString()));
        try {
            // CREATE_NEW with no explicit attributes: the file gets 0666 & ~umask, as any other file.
            try (OutputStream out = Files.newOutputStream(tmp, StandardOpenOption.CREATE_NEW,
                    StandardOpenOption.WRITE)) {
                out.write(content);
            }
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /** A fresh temporary name; the target's name is shortened so the result stays a legal file name. */
    static String tempName(String target) {
        String base = target.length() > 64 ? target.substring(0, 64) : target;
        byte[] r = new byte[8];
        ThreadLocalRandom.current().nextBytes(r);
        return TEMP_PREFIX + base + "-" + HexFormat.of().formatHex(r) + ".tmp";
    }

    public static boolean isTemp(String fileName) {
        return fileName.startsWith(TEMP_PREFIX);
    }
}
