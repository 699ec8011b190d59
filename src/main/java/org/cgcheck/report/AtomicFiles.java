package org.cgcheck.report;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.HexFormat;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The one primitive under every file cgcheck writes (callers go through {@link OutputFiles} or
 * {@link EmitFolder}, which add the rule about files cgcheck did not write). It writes only
 * regular files: a target that is a symbolic link, folder, device, FIFO or socket is refused,
 * never followed and never replaced. The content goes to a temporary sibling, is flushed to
 * disk, then takes the target's name in one step (a hard link for a new file, which fails rather
 * than replace anything that appeared meanwhile; a rename over cgcheck's own earlier file), so
 * nobody ever sees half a file. Temporary files are named {@code .cgcheck-tmp-*} so a later emit
 * can remove those a killed run left behind, and get the default permissions (0666 & ~umask).
 */
final class AtomicFiles {
    /** Every temporary file cgcheck creates starts with this. */
    static final String TEMP_PREFIX = ".cgcheck-tmp-";

    private AtomicFiles() {
    }

    /** A target that is not a regular file: refused whatever the options. */
    static final class NotRegular extends FileSystemException {
        private static final long serialVersionUID = 1L;

        NotRegular(Path file, String kind) {
            super(file.toString(), null, kind + "; cgcheck writes only regular files and never replaces one");
        }
    }

    static void write(Path target, String content) throws IOException {
        write(target, content.getBytes(StandardCharsets.UTF_8), true);
    }

    /**
     * Writes target; durable also flushes the content to disk before the rename, so that even a
     * power cut leaves the old file or the new. A folder of many pages skips that (about 10 ms a
     * file): after a power cut a page may be empty, and then no longer matches the manifest, so it
     * counts as the user's and is never replaced, only reported.
     */
    static void write(Path target, byte[] content, boolean durable) throws IOException {
        Path abs = target.toAbsolutePath();
        boolean replacing = existingRegular(abs);
        Path tmp = abs.resolveSibling(tempName(abs.getFileName().toString()));
        try {
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                ByteBuffer b = ByteBuffer.wrap(content);
                while (b.hasRemaining()) {
                    ch.write(b);
                }
                if (durable) {
                    ch.force(true);     // on disk before the name moves: a crash leaves the old file or the new
                }
            }
            if (replacing) {
                Files.move(tmp, abs, StandardCopyOption.ATOMIC_MOVE);     // rename(2): never follows a link
            } else {
                publishNew(tmp, abs);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /**
     * Whether target exists (as a regular file, not through a link); throws {@link NotRegular}
     * for anything else at that name.
     */
    static boolean existingRegular(Path target) throws IOException {
        String kind = kind(target);
        if (kind == null) {
            return false;
        }
        if (!kind.equals("regular")) {
            throw new NotRegular(target, kind);
        }
        return true;
    }

    /** What is at path, not following a link: null if nothing, "regular", or a phrase such as "is a FIFO". */
    static String kind(Path path) throws IOException {
        BasicFileAttributes a;
        try {
            a = Files.readAttributes(path, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (java.nio.file.NoSuchFileException e) {
            return null;
        }
        if (a.isRegularFile()) {
            return "regular";
        }
        if (a.isSymbolicLink()) {
            return "is a symbolic link";
        }
        if (a.isDirectory()) {
            return "is a directory";
        }
        int type;
        try {
            type = (Integer) Files.getAttribute(path, "unix:mode", LinkOption.NOFOLLOW_LINKS) & 0170000;
        } catch (UnsupportedOperationException | IllegalArgumentException e) {
            return "is not a regular file";
        }
        return switch (type) {
            case 0020000 -> "is a character device";
            case 0060000 -> "is a block device";
            case 0010000 -> "is a FIFO (named pipe)";
            case 0140000 -> "is a socket";
            default -> "is not a regular file";
        };
    }

    /** Gives tmp the new name target without ever replacing what may have appeared there. */
    private static void publishNew(Path tmp, Path target) throws IOException {
        try {
            Files.createLink(target, tmp);      // link(2) fails with EEXIST, whatever is there
            return;
        } catch (FileAlreadyExistsException e) {
            existingRegular(target);            // names what appeared, if it is not a regular file
            throw new FileSystemException(target.toString(), null,
                    "a file of that name appeared while writing; it was left alone");
        } catch (UnsupportedOperationException | FileSystemException e) {
            // a file system without hard links: check, then rename (a narrow race, on such systems only)
        }
        if (existingRegular(target)) {
            throw new FileSystemException(target.toString(), null,
                    "a file of that name appeared while writing; it was left alone");
        }
        Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE);
    }

    /** A fresh temporary name; the target's name is shortened so the result stays a legal file name. */
    static String tempName(String target) {
        String base = target.length() > 64 ? target.substring(0, 64) : target;
        byte[] r = new byte[8];
        ThreadLocalRandom.current().nextBytes(r);
        return TEMP_PREFIX + base + "-" + HexFormat.of().formatHex(r) + ".tmp";
    }

    static boolean isTemp(String fileName) {
        return fileName.startsWith(TEMP_PREFIX);
    }
}
