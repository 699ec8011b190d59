package org.cgcheck.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A folder cgcheck writes generated files into without ever losing a file it did not write.
 * The manifest {@value #MANIFEST} lists each file cgcheck wrote there with the SHA-256 of what it
 * wrote; a file counts as cgcheck's only while its content still has that hash (so a page the user
 * edited becomes theirs). Only cgcheck's files are ever replaced or deleted. A folder holding any
 * other file is refused unless {@code force}, and even then such a file is never overwritten.
 *
 * <p>Crash safety: before writing, the manifest is extended with the new hashes (keeping the old
 * ones), so a run killed halfway leaves only files the next run still recognises; that run also
 * removes the temporary files ({@link AtomicFiles#TEMP_PREFIX}) a killed run left behind.
 */
public final class EmitFolder {
    public static final String MANIFEST = Manifest.NAME;

    /** A refused or failed emit: a one-line message for the user (exit 2). */
    public static final class EmitException extends Exception {
        private static final long serialVersionUID = 1L;

        public EmitException(String message) {
            super(message);
        }
    }

    private final Path dir;
    /** file name to the hashes cgcheck wrote under that name (usually one). */
    private final Map<String, Set<String>> manifest;
    /** files present that cgcheck wrote and nobody changed since. */
    private final Set<String> ours = new TreeSet<>();
    /** everything else present (files, folders), except the manifest and temp files. */
    private final Set<String> foreign = new TreeSet<>();
    /** what a foreign entry is when it is not a regular file ("is a FIFO (named pipe)"), for messages. */
    private final Map<String, String> foreignKind = new java.util.HashMap<>();

    private EmitFolder(Path dir, Map<String, Set<String>> manifest) {
        this.dir = dir;
        this.manifest = manifest;
    }

    /** Opens (creating if missing) DIR for emitting; refuses a folder with foreign files unless force. */
    public static EmitFolder open(Path dir, boolean force) throws EmitException {
        OutputFiles.refuseControl(dir);
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            String kind;
            try {
                kind = AtomicFiles.kind(dir);
            } catch (IOException e) {
                kind = null;
            }
            throw new EmitException(dir + " " + (kind == null || kind.equals("regular") ? "is a file" : kind)
                    + ", not a folder");
        }
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new EmitException("cannot create folder " + dir + ": " + reason(e));
        }
        EmitFolder f;
        try {
            f = new EmitFolder(dir, Manifest.read(dir));
            f.scan();
        } catch (IOException e) {
            throw new EmitException("cannot read folder " + dir + ": " + (e instanceof AtomicFiles.NotRegular
                    ? ((AtomicFiles.NotRegular) e).getFile() + " " : "") + reason(e));
        }
        if (!f.foreign.isEmpty() && !force) {
            String first = f.foreign.iterator().next();
            throw new EmitException("refusing to write into " + dir + ": it holds " + dir.resolve(first) + f.kindOf(first)
                    + ", which cgcheck did not write (use --force to write alongside such files, never replacing them)");
        }
        return f;
    }

    /** Whether name is a file cgcheck wrote here whose content is unchanged. */
    public boolean isOurs(String name) {
        return ours.contains(name);
    }

    /** The current text of one of cgcheck's own files here, or null. */
    public String readOurs(String name) throws IOException {
        return ours.contains(name) ? Files.readString(dir.resolve(name), StandardCharsets.UTF_8) : null;
    }

    /** cgcheck's own files here, sorted. */
    public Set<String> ours() {
        return new TreeSet<>(ours);
    }

    /**
     * Writes every file (name to content) and deletes those of {@code remove} that are cgcheck's
     * and not being written. A file of the same name that cgcheck did not write is never
     * overwritten: the others are written, then an {@link EmitException} names each one skipped
     * (so stale pages do not stay because one file was in the way).
     */
    public void commit(Map<String, byte[]> given, Set<String> remove) throws EmitException {
        List<String> skipped = new ArrayList<>();
        Map<String, byte[]> files = new TreeMap<>();
        for (Map.Entry<String, byte[]> e : given.entrySet()) {
            if (foreign.contains(e.getKey())) {
                skipped.add(e.getKey());
            } else {
                files.put(e.getKey(), e.getValue());
            }
        }
        Map<String, Set<String>> during = new TreeMap<>(manifest);
        Map<String, Set<String>> after = new TreeMap<>();
        for (String name : ours) {
            after.put(name, Set.of(manifest.get(name).iterator().next()));
        }
        List<String> deletions = new ArrayList<>();
        for (String name : remove) {
            if (ours.contains(name) && !files.containsKey(name)) {
                deletions.add(name);
                after.remove(name);
            }
        }
        for (Map.Entry<String, byte[]> e : files.entrySet()) {
            if (Manifest.control(e.getKey()) >= 0) {
                throw new EmitException("cannot write " + Manifest.shown(e.getKey()) + " in " + dir
                        + ": the name holds a control character");
            }
            after.put(e.getKey(), Set.of(sha256(e.getValue())));
        }
        // The manifest is rewritten first as it is (a folder that refuses it refuses the files), and
        // records each file only once it is written: one that fails (a full disk) stays unlisted.
        Path current = null;
        try {
            current = dir.resolve(MANIFEST);
            Manifest.write(dir, during);
            for (Map.Entry<String, byte[]> e : files.entrySet()) {
                current = dir.resolve(e.getKey());
                try {
                    AtomicFiles.write(current, e.getValue(), false);
                } catch (IOException x) {
                    try {
                        Manifest.write(dir, during);        // the files written before this one, and no more
                    } catch (IOException ignored) {
                        // the manifest as it was, with none of this run's files: still never a user's file taken
                    }
                    throw x;
                }
                during.put(e.getKey(), Set.of(sha256(e.getValue())));
            }
            for (String name : deletions) {
                current = dir.resolve(name);
                Files.deleteIfExists(current);
            }
            current = dir.resolve(MANIFEST);
            Manifest.write(dir, after);
        } catch (IOException e) {
            throw new EmitException("cannot write " + current + ": " + reason(e));
        }
        ours.removeAll(deletions);
        ours.addAll(files.keySet());
        manifest.clear();
        manifest.putAll(after);
        if (!skipped.isEmpty()) {
            StringBuilder b = new StringBuilder("wrote " + files.size() + " file(s) to " + dir + " but not");
            for (String name : skipped) {
                String kind = foreignKind.get(name);
                b.append("\n  ").append(dir.resolve(name)).append(kind != null ? ": it " + kind + ", which cgcheck never replaces"
                        : ": a file of that name is there and cgcheck did not write it");
            }
            throw new EmitException(b.append("\n(rename or remove those files, and run again)").toString());
        }
    }

    /** " (it is a FIFO (named pipe))" for a foreign entry that is not a regular file, else "". */
    private String kindOf(String name) {
        String k = foreignKind.get(name);
        return k == null ? "" : " (it " + k + ")";
    }

    private void scan() throws IOException {
        Map<String, String> present = new java.util.HashMap<>();      // our files' hashes, read once
        List<Path> entries;
        try (var s = Files.list(dir)) {
            entries = s.sorted().toList();
        }
        for (Path p : entries) {
            String name = p.getFileName().toString();
            if (name.equals(MANIFEST)) {
                AtomicFiles.existingRegular(p);         // a manifest that is a link or a FIFO: refuse the folder
                continue;
            }
            if (AtomicFiles.isTemp(name) && Files.isRegularFile(p, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                Files.deleteIfExists(p);        // left by a killed run
                continue;
            }
            Set<String> hashes = manifest.get(name);
            String hash = hashes != null && Files.isRegularFile(p, java.nio.file.LinkOption.NOFOLLOW_LINKS)
                    ? sha256(Files.readAllBytes(p)) : null;
            if (hash != null && hashes.contains(hash)) {
                ours.add(name);
                present.put(name, hash);
            } else {
                foreign.add(name);
                String kind = AtomicFiles.kind(p);
                if (kind != null && !kind.equals("regular")) {
                    foreignKind.put(name, kind);
                }
            }
        }
        // Forget entries whose file is gone or no longer ours; settle on the hash actually present.
        for (String name : new ArrayList<>(manifest.keySet())) {
            if (!ours.contains(name)) {
                manifest.remove(name);
            } else {
                manifest.put(name, Set.of(present.get(name)));
            }
        }
    }

    public static String sha256(byte[] content) {
        return Manifest.sha256(content);
    }

    /** The OS's reason without Java's exception class name, in lower case ("permission denied"). */
    public static String reason(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof java.nio.file.FileAlreadyExistsException) {
            return "a file of that name is in the way";
        }
        if (e instanceof java.nio.file.NoSuchFileException) {
            return "no such file or folder";
        }
        String r = e instanceof FileSystemException f && f.getReason() != null ? f.getReason() : e.getMessage();
        if (r == null) {
            return e.getClass().getSimpleName();
        }
        // "No space left on device", "Read-only file system": the OS's words, as a phrase after a colon
        return r.length() > 1 && Character.isUpperCase(r.charAt(0)) && Character.isLowerCase(r.charAt(1))
                ? Character.toLowerCase(r.charAt(0)) + r.substring(1) : r;
    }
}
