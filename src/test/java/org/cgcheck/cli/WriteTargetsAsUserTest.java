package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The targets that need the operating system's help: a read-only folder (as the unprivileged
 * user nobody, through setpriv, where the machine allows; as root on a read-only tmpfs), a full
 * disk (a tiny tmpfs, as root), standard output on /dev/full. Every writing command of
 * {@link WriteTargetsTest#writers()} fails with exit 2, the path and the operating system's
 * reason, and leaves what was there. Skipped, with the reason, where the machine cannot do it.
 */
class WriteTargetsAsUserTest {
    @TempDir
    static Path work;
    /** A copy of the class path that user nobody can read (the Maven repository is under /root). */
    static String classPath;

    @BeforeAll
    static void inputs() throws IOException {
        WriteTargetsTest.prepare(work);
        Files.setPosixFilePermissions(work, PosixFilePermissions.fromString("rwxr-xr-x"));
        for (Path p : List.of(WriteTargetsTest.claims, WriteTargetsTest.shard1, WriteTargetsTest.shard2)) {
            Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rw-r--r--"));
        }
    }

    @Test
    @Timeout(300)
    void aReadOnlyFolderAsAnUnprivilegedUser() throws Exception {
        Assumptions.assumeTrue(WriteTargetsTest.isRoot(), "not root: cannot switch to user nobody (setpriv needs root)");
        Assumptions.assumeTrue(new File("/usr/bin/setpriv").canExecute(), "no setpriv on this machine");
        String cp = readableClassPath();
        Path ro = Files.createDirectories(work.resolve("read-only"));
        Files.setPosixFilePermissions(ro, PosixFilePermissions.fromString("rwxr-xr-x"));       // root's: nobody cannot write
        Path notes = Files.writeString(ro.resolve("notes.svg"), "MY NOTES");
        Files.setPosixFilePermissions(notes, PosixFilePermissions.fromString("rw-rw-rw-"));   // writable, in a folder that is not
        // A shared sticky folder (like /tmp) whose manifest is root's: nobody's write is refused, and says why.
        Path sticky = Files.createDirectories(work.resolve("sticky"));
        Files.setPosixFilePermissions(sticky, PosixFilePermissions.fromString("rwxrwxrwx"));
        WriteTargetsTest.exec("chmod", "1777", sticky.toString());
        assertEquals(0, BadInputTest.run("plot", "*", "--out", sticky.resolve("root.svg").toString()).code());
        // Every command line as nobody in one JVM (CommandBatch), the read-only folder's contents recorded
        // after each; the sticky folder's write last.
        record Case(WriteTargetsTest.Writer w, Path target) { }
        List<Case> cases = new ArrayList<>();
        List<String> lines = new ArrayList<>();
        for (WriteTargetsTest.Writer w : WriteTargetsTest.writers()) {
            for (boolean existing : new boolean[] {false, true}) {
                Path target = w.folder() ? ro : ro.resolve(existing ? "notes.svg" : "new.svg");
                if (w.folder() && existing) {
                    continue;
                }
                cases.add(new Case(w, target));
                lines.add(String.join("\t", w.command(target.toString(), w.folder() || existing)));     // force: past the notes
            }
        }
        lines.add(String.join("\t", "plot", "*", "--out", sticky.resolve("mine.svg").toString()));
        List<String> results = batchAsNobody(cp, lines, ro);
        assertEquals(lines.size(), results.size());
        for (int i = 0; i < cases.size(); i++) {
            Case c = cases.get(i);
            String err = CommandBatch.stderr(results.get(i));
            String what = "as nobody, " + c.w().name() + " into a read-only folder: " + err;
            assertEquals(2, code(results.get(i)), what);
            WriteTargetsTest.assertMessage(c.w(), err, c.target(), what);
            assertTrue(err.contains("permission denied"), what);
            assertEquals("notes.svg=MY NOTES\n", CommandBatch.watched(results.get(i)), what);     // nothing added or changed
        }
        assertEquals("MY NOTES", Files.readString(notes));
        try (Stream<Path> s = Files.list(ro)) {
            assertEquals(List.of("notes.svg"), s.map(p -> p.getFileName().toString()).toList());
        }
        System.out.println("WriteTargetsAsUserTest: " + cases.size() + " writes as nobody into a read-only folder, all refused");
        String stickyResult = results.get(cases.size());
        String err = CommandBatch.stderr(stickyResult);
        assertEquals(2, code(stickyResult), err);
        assertTrue(err.startsWith("cgcheck: --out: cannot write " + sticky.resolve("mine.svg") + ": operation not permitted"
                + " (cgcheck records the files it writes in " + sticky.resolve(".cgcheck-emitted")), err);
    }

    /**
     * The whole matrix of {@link WriteTargetsTest} (every writer, every kind of target, with and
     * without --force) as user nobody, in folders nobody owns: one JVM runs every command line.
     * The link's target outside is writable by all, so following it would succeed.
     */
    @Test
    @Timeout(300)
    void everyWriterAndTargetAsAnUnprivilegedUser() throws Exception {
        Assumptions.assumeTrue(WriteTargetsTest.isRoot(), "not root: cannot switch to user nobody (setpriv needs root)");
        Assumptions.assumeTrue(new File("/usr/bin/setpriv").canExecute(), "no setpriv on this machine");
        String cp = readableClassPath();
        Files.setPosixFilePermissions(WriteTargetsTest.outside, PosixFilePermissions.fromString("rw-rw-rw-"));
        Files.setPosixFilePermissions(WriteTargetsTest.outsideDir, PosixFilePermissions.fromString("rwxrwxrwx"));
        record Case(WriteTargetsTest.Writer w, String kind, boolean force, Path dir, Path target, String was) { }
        List<Case> cases = new ArrayList<>();
        List<String> lines = new ArrayList<>();
        for (WriteTargetsTest.Writer w : WriteTargetsTest.writers()) {
            for (WriteTargetsTest.Target t : WriteTargetsTest.targets()) {
                for (boolean force : new boolean[] {false, true}) {
                    Path dir = Files.createTempDirectory(work, "nobody");
                    Path target = w.folder() ? dir.resolve(w.fileInFolder()) : dir.resolve("out.file");
                    t.make().at(target);
                    WriteTargetsTest.exec("chown", "-hR", "65534:65534", dir.toString());
                    cases.add(new Case(w, t.kind(), force, dir, target, WriteTargetsTest.snapshot(target)));
                    lines.add(String.join("\t", w.command(w.folder() ? dir.toString() : target.toString(), force)));
                }
            }
        }
        String before = WriteTargetsTest.world();
        List<String> results = batchAsNobody(cp, lines, null);
        assertEquals(cases.size(), results.size());
        int replaced = 0;
        for (int i = 0; i < cases.size(); i++) {
            Case c = cases.get(i);
            int code = code(results.get(i));
            String err = CommandBatch.stderr(results.get(i));
            String what = "as nobody, " + c.w().name() + (c.force() ? " --force" : "") + " on a " + c.kind() + ": " + err;
            String now = WriteTargetsTest.snapshot(c.target());
            if (c.force() && !c.w().folder() && c.kind().equals("user's file")) {
                assertEquals(0, code, what);
                continue;
            }
            replaced += now.equals(c.was()) ? 0 : 1;
            assertEquals(c.was(), now, what);
            assertEquals(2, code, what);
            WriteTargetsTest.assertMessage(c.w(), err, c.w().folder() ? c.dir() : c.target(), what);
            WriteTargetsTest.assertNoTemporaryFiles(c.dir(), what);
        }
        assertEquals(before, WriteTargetsTest.world());
        assertEquals(0, replaced);
        System.out.println("WriteTargetsAsUserTest: " + cases.size() + " command × target × --force cases as nobody, "
                + replaced + " files replaced that cgcheck did not write");
    }

    @Test
    @Timeout(300)
    void aReadOnlyFileSystemAndAFullDiskAsRoot() throws Exception {
        Assumptions.assumeTrue(WriteTargetsTest.isRoot(), "not root: cannot mount a small tmpfs");
        Path full = Files.createDirectories(work.resolve("full"));
        Path ro = Files.createDirectories(work.resolve("ro"));
        Assumptions.assumeTrue(mount("size=64k", full), "cannot mount a tmpfs here (no CAP_SYS_ADMIN?)");
        try {
            Assumptions.assumeTrue(mount("ro,size=16k", ro), "cannot mount a read-only tmpfs here");
            try {
                for (WriteTargetsTest.Writer w : WriteTargetsTest.writers()) {
                    Path target = w.folder() ? ro : ro.resolve("x.svg");
                    BadInputTest.Run r = BadInputTest.run(w.command(target.toString(), false));
                    String what = w.name() + " on a read-only file system: " + r.err();
                    assertEquals(2, r.code(), what);
                    WriteTargetsTest.assertMessage(w, r.err(), target, what);
                    assertTrue(r.err().contains("read-only file system"), what);
                }
            } finally {
                WriteTargetsTest.exec("umount", ro.toString());
            }
            // Fill the disk, keeping a file of the user's and one of cgcheck's on it.
            Path mine = Files.writeString(full.resolve("mine.svg"), "MY DRAWING");
            Path pages = Files.createDirectories(full.resolve("pages"));
            byte[] block = new byte[4096];
            try (var out = Files.newOutputStream(full.resolve("filler"))) {
                for (int i = 0; i < 1000; i++) {
                    out.write(block);
                    out.flush();
                }
            } catch (IOException expected) {
                // the disk is full
            }
            for (WriteTargetsTest.Writer w : WriteTargetsTest.writers()) {
                Path target = w.folder() ? pages : mine;
                BadInputTest.Run r = BadInputTest.run(w.command(target.toString(), true));
                String what = w.name() + " --force on a full disk: " + r.err();
                assertEquals(2, r.code(), what);
                WriteTargetsTest.assertMessage(w, r.err(), target, what);
                assertTrue(r.err().contains("no space left on device"), what);
                assertEquals("MY DRAWING", Files.readString(mine), what);
                WriteTargetsTest.assertNoTemporaryFiles(full, what);
                WriteTargetsTest.assertNoTemporaryFiles(pages, what);
            }
        } finally {
            WriteTargetsTest.exec("umount", full.toString());
        }
    }

    @Test
    @Timeout(120)
    void standardOutputOnAFullDevice() throws Exception {
        String cp = readableClassPath();
        for (List<String> args : List.of(
                List.of("check", WriteTargetsTest.claims.toString(), "--json", "--random", "10", "--explore", "0"),
                List.of("merge", WriteTargetsTest.shard1.toString(), WriteTargetsTest.shard2.toString()),
                List.of("plot", "{1|0}"))) {
            Result r = run(cp, false, new File("/dev/full"), args.toArray(String[]::new));
            assertEquals(2, r.code, args + ": " + r.err);
            assertTrue(r.err.contains("could not write the output"), args + ": " + r.err);
            assertFalse(r.err.contains("Exception"), r.err);
        }
    }

    record Result(int code, String err) { }

    /** The command lines (arguments separated by tabs) run as nobody in one JVM: CommandBatch's result lines. */
    private static List<String> batchAsNobody(String cp, List<String> lines, Path watch) throws Exception {
        Path in = Files.write(Files.createTempFile(work, "batch", ".txt"), lines);
        Path out = Files.createTempFile(work, "batch-results", ".txt");
        WriteTargetsTest.exec("chown", "65534:65534", out.toString());
        Files.setPosixFilePermissions(in, PosixFilePermissions.fromString("rw-r--r--"));
        List<String> args = new ArrayList<>(List.of(in.toString(), out.toString()));
        if (watch != null) {
            args.add(watch.toString());
        }
        Result batch = run(cp, true, null, 240, "org.cgcheck.cli.CommandBatch", args.toArray(String[]::new));
        assertEquals(0, batch.code, batch.err);
        return Files.readAllLines(out);
    }

    private static int code(String result) {
        return Integer.parseInt(result.substring(0, result.indexOf('\t')));
    }

    private static Result run(String cp, boolean nobody, File stdout, String... args) throws Exception {
        return run(cp, nobody, stdout, 60, "org.cgcheck.cli.Main", args);
    }

    private static Result run(String cp, boolean nobody, File stdout, int seconds, String main, String... args)
            throws Exception {
        List<String> cmd = new ArrayList<>();
        if (nobody) {
            cmd.addAll(List.of("/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"));
        }
        cmd.addAll(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx512m", "-Xss16m",
                "-XX:+UseSerialGC", "-XX:-UsePerfData", "-XX:TieredStopAtLevel=1", "-cp", cp, main));
        cmd.addAll(List.of(args));
        Path err = Files.createTempFile(work, "err", ".txt");
        Files.setPosixFilePermissions(err, PosixFilePermissions.fromString("rw-rw-rw-"));
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(work.toFile()).redirectError(err.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        pb.redirectOutput(stdout != null ? ProcessBuilder.Redirect.to(stdout) : ProcessBuilder.Redirect.DISCARD);
        Process p = pb.start();
        if (!p.waitFor(seconds, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("hung: " + cmd);
        }
        return new Result(p.exitValue(), Files.readString(err));
    }

    /** The test class path, with every entry nobody cannot read copied to a folder it can. */
    static synchronized String readableClassPath() throws IOException {
        if (classPath != null) {
            return classPath;
        }
        Path copy = Files.createDirectories(work.resolve("classpath"));
        List<String> entries = new ArrayList<>();
        int k = 0;
        for (String e : System.getProperty("java.class.path").split(File.pathSeparator)) {
            Path p = Path.of(e);
            if (e.isEmpty() || !Files.exists(p) || e.contains("selenium")) {
                continue;
            }
            Path to = copy.resolve((k++) + "-" + p.getFileName());
            copyTree(p, to);
            entries.add(to.toString());
        }
        try (Stream<Path> s = Files.walk(copy)) {
            for (Path p : s.toList()) {
                Files.setPosixFilePermissions(p, PosixFilePermissions.fromString(Files.isDirectory(p) ? "rwxr-xr-x"
                        : "rw-r--r--"));
            }
        }
        classPath = String.join(File.pathSeparator, entries);
        return classPath;
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : s.toList()) {
                Files.copy(p, to.resolve(from.relativize(p).toString()));
            }
        }
    }

    private static boolean mount(String options, Path at) {
        try {
            WriteTargetsTest.exec("mount", "-t", "tmpfs", "-o", options, "tmpfs", at.toString());
            return true;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }
}
