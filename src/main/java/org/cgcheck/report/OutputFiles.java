package org.cgcheck.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import org.cgcheck.report.EmitFolder.EmitException;

/**
 * Every file cgcheck writes goes through here (or through {@link EmitFolder} for a folder of
 * pages). The rules, whatever the command:
 * <ul>
 * <li>only regular files are written: a symbolic link, folder, device, FIFO or socket at the
 *     target is refused, never followed, never replaced, even with {@code force};
 * <li>a regular file cgcheck did not write (not in the folder's {@value Manifest#NAME} with its
 *     current hash) is replaced only with {@code force};
 * <li>the write is atomic (temporary sibling, then renamed; a single file is flushed to disk first):
 *     the old file or the new, never half;
 * <li>a failure is an {@link EmitException} whose one-line message names the path and the
 *     operating system's reason ("permission denied", "no space left on device").
 * </ul>
 * Usage: {@code OutputFiles.writeFile(path, bytes, force)} for a file the user named
 * ({@code plot --out}, {@code merge --out}, {@code --dot}, {@code --pdf FILE});
 * {@code OutputFiles.writeFolder(dir, Map.of("index.html", html), force)} for files of a folder
 * cgcheck fills ({@code explore --html}); {@code check --emit/--html} use {@link EmitFolder} directly.
 */
public final class OutputFiles {
    private OutputFiles() {
    }

    public static void writeFile(Path file, String content, boolean force) throws EmitException {
        writeFile(file, content.getBytes(StandardCharsets.UTF_8), force);
    }

    /** Writes one file; force replaces a regular file cgcheck did not write, never anything else. */
    public static void writeFile(Path file, byte[] content, boolean force) throws EmitException {
        refuseControl(file);
        Path abs = file.toAbsolutePath();
        Path dir = abs.getParent();
        if (dir == null || abs.getFileName() == null) {
            throw new EmitException("cannot write " + file + ": is a directory");
        }
        String name = abs.getFileName().toString();
        if (Manifest.reserved(name)) {
            throw new EmitException("cannot write " + file + ": that name is kept for cgcheck's own bookkeeping");
        }
        if (!Files.isDirectory(dir)) {
            Path shown = file.getParent() != null ? file.getParent() : dir;
            throw new EmitException("cannot write " + file + ": " + (Files.exists(dir) ? shown + " is not a folder"
                    : "no such folder " + shown));
        }
        Map<String, Set<String>> manifest;
        try {
            manifest = Manifest.read(dir);
        } catch (IOException e) {
            throw new EmitException("cannot write " + file + ": cannot read " + dir.resolve(Manifest.NAME) + ": "
                    + EmitFolder.reason(e));
        }
        try {
            if (AtomicFiles.existingRegular(abs) && !force) {
                Set<String> hashes = manifest.get(name);
                if (hashes == null || !hashes.contains(Manifest.sha256(Files.readAllBytes(abs)))) {
                    throw new EmitException("refusing to replace " + file + ": cgcheck did not write it"
                            + (hashes == null ? "" : " (it changed since cgcheck wrote it)")
                            + "; use --force to replace it, or choose another name");
                }
            }
        } catch (IOException e) {
            throw new EmitException("cannot write " + file + ": " + EmitFolder.reason(e));
        }
        String hash = Manifest.sha256(content);
        try {
            // The manifest is rewritten first as it is (a folder that refuses it refuses the file too),
            // and records the file only once it is written: a write that fails (a full disk) or a run
            // killed halfway leaves the file unlisted, so it is never taken for cgcheck's by mistake.
            Manifest.write(dir, manifest);
            AtomicFiles.write(abs, content, true);
            manifest.put(name, Set.of(hash));
            Manifest.write(dir, manifest);
        } catch (IOException e) {
            // The manifest is written first: a folder that refuses it refuses the file too. A
            // manifest that exists and cannot be replaced (another user's, in a sticky folder such
            // as /tmp) is named, since the folder itself may look writable.
            Path m = dir.resolve(Manifest.NAME);
            boolean manifestTheCause = e instanceof java.nio.file.FileSystemException f && f.getOtherFile() != null
                    && f.getOtherFile().equals(m.toString()) || Files.exists(m) && !Files.isWritable(m);
            throw new EmitException("cannot write " + file + ": " + EmitFolder.reason(e) + (manifestTheCause
                    ? " (cgcheck records the files it writes in " + m + ", which it cannot replace;"
                    + " write into a folder of your own)" : ""));
        }
    }

    /**
     * Refuses a path with a control character (a tab or a line break in a name would forge a line
     * of the manifest; a terminal would show it wrongly), before anything is read or written.
     */
    public static void refuseControl(Path file) throws EmitException {
        String s = file.toString();
        int c = Manifest.control(s);
        if (c >= 0) {
            throw new EmitException("cannot write " + Manifest.shown(s) + ": the name holds the control character "
                    + String.format("U+%04X", c) + "; cgcheck writes only names without control characters");
        }
    }

    /**
     * Writes files (name to content) into dir, creating it, under the folder rule of
     * {@link EmitFolder}: a folder holding files cgcheck did not write is refused unless force,
     * and even then those files are never replaced.
     */
    public static void writeFolder(Path dir, Map<String, byte[]> files, boolean force) throws EmitException {
        EmitFolder.open(dir, force).commit(files, Set.of());
    }
}
