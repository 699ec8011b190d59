package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every command that writes a file, against every kind of thing that can stand at its target:
 * a device, a FIFO, a socket, a symbolic link (to a file or a folder outside, or dangling), a
 * folder, a file of the user's. Each is refused (exit 2, one message naming the path and why)
 * and left exactly as it was, with or without --force; a user's regular file is replaced only
 * with --force, and only by a command the user named that file to. The read-only folder, the
 * full disk and the unprivileged user are in {@link WriteTargetsAsUserTest}.
 */
class WriteTargetsTest {
    @TempDir
    static Path work;
    static Path claims;
    static Path shard1;
    static Path shard2;
    static Path outside;
    static Path outsideDir;

    /** A writing command: the file it writes in its folder (null for a single-file option) and its arguments. */
    record Writer(String name, String option, String fileInFolder, Function<String, List<String>> args) {
        String[] command(String target, boolean force) {
            List<String> a = new ArrayList<>(args.apply(target));
            if (force) {
                a.add("--force");
            }
            return a.toArray(String[]::new);
        }

        boolean folder() {
            return fileInFolder != null;
        }
    }

    static List<Writer> writers() {
        return List.of(
                new Writer("plot --out", "--out", null, t -> List.of("plot", "{1|0}", "--out", t)),
                new Writer("merge --out", "--out", null, t -> List.of("merge", shard1.toString(), shard2.toString(),
                        "--out", t)),
                new Writer("enumerate --dot", "--dot", null, t -> List.of("enumerate", "--born-by", "1", "--count",
                        "--dot", t)),
                new Writer("explore --html", "--html", "index.html", t -> List.of("explore", "{1|0}", "--html", t)),
                new Writer("check --html", "--html", "index.html", t -> List.of("check", claims.toString(), "--html", t,
                        "--random", "10", "--explore", "0")),
                new Writer("check --emit", "--emit", "README.md", t -> List.of("check", claims.toString(), "--emit", t,
                        "--random", "10", "--explore", "0")));
    }

    @BeforeAll
    static void inputs() throws IOException {
        prepare(work);
    }

    /** The claim file, the two shard reports and the files outside, in folder w (also used by WriteTargetsAsUserTest). */
    static void prepare(Path w) throws IOException {
        work = w;
        claims = work.resolve("small.cgt");
        Files.writeString(claims, "refuted a forall G born by 1: G >= 0\ntheorem b forall n in 0..3: *n + *n == 0\n");
        shard1 = work.resolve("s1.json");
        shard2 = work.resolve("s2.json");
        for (int k = 1; k <= 2; k++) {
            BadInputTest.Run r = BadInputTest.run("check", claims.toString(), "--json", "--shard", k + "/2", "--random",
                    "10", "--explore", "0");
            assertTrue(r.code() <= 1, r.err());       // a shard may miss the counterexample: exit 1, a result
            Files.writeString(k == 1 ? shard1 : shard2, r.out());
        }
        outside = Files.writeString(work.resolve("outside.txt"), "OUTSIDE, NOT TO BE TOUCHED");
        outsideDir = Files.createDirectories(work.resolve("outside-dir"));
    }

    /** A kind of target: made at path p (a fresh name in a fresh folder). */
    record Target(String kind, Maker make) { }

    interface Maker {
        void at(Path p) throws Exception;
    }

    static List<Target> targets() {
        List<Target> t = new ArrayList<>(List.of(
                new Target("FIFO", p -> exec("mkfifo", p.toString())),
                new Target("socket", p -> {
                    try (ServerSocketChannel s = ServerSocketChannel.open(java.net.StandardProtocolFamily.UNIX)) {
                        s.bind(UnixDomainSocketAddress.of(p));      // the socket file stays after close
                    }
                }),
                new Target("symlink to a file outside", p -> Files.createSymbolicLink(p, outside)),
                new Target("symlink to a folder outside", p -> Files.createSymbolicLink(p, outsideDir)),
                new Target("dangling symlink", p -> Files.createSymbolicLink(p, work.resolve("never-created"))),
                new Target("folder", p -> Files.createDirectory(p)),
                new Target("user's file", p -> Files.writeString(p, "MY LESSON NOTES"))));
        if (isRoot()) {
            t.add(new Target("character device (mknod 1:7, /dev/full)", p -> exec("mknod", p.toString(), "c", "1", "7")));
        }
        return t;
    }

    /** What is at p, without following links: kind and content or link target. */
    static String snapshot(Path p) throws IOException {
        if (!Files.exists(p, LinkOption.NOFOLLOW_LINKS)) {
            return "absent";
        }
        if (Files.isSymbolicLink(p)) {
            return "link to " + Files.readSymbolicLink(p);
        }
        if (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
            try (Stream<Path> s = Files.list(p)) {
                return "folder of " + s.count();
            }
        }
        if (Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
            return "file " + Files.readString(p);
        }
        return "other " + Files.getAttribute(p, "unix:mode", LinkOption.NOFOLLOW_LINKS) + " "
                + Files.getAttribute(p, "unix:rdev", LinkOption.NOFOLLOW_LINKS);
    }

    static String world() throws IOException {
        return snapshot(outside) + " | " + snapshot(outsideDir) + " | " + snapshot(work.resolve("never-created"));
    }

    static int cases;
    static int replacedWithoutConsent;

    @Test
    @Timeout(600)
    void everyWriterLeavesEveryForeignTargetAlone() throws Exception {
        int n = 0;
        String before = world();
        for (Writer w : writers()) {
            for (Target t : targets()) {
                for (boolean force : new boolean[] {false, true}) {
                    Path dir = Files.createTempDirectory(work, "case");
                    Path target = w.folder() ? dir.resolve(w.fileInFolder()) : dir.resolve("out.file");
                    t.make().at(target);
                    String was = snapshot(target);
                    String arg = w.folder() ? dir.toString() : target.toString();
                    BadInputTest.Run r = BadInputTest.run(w.command(arg, force));
                    String what = w.name() + (force ? " --force" : "") + " on a " + t.kind() + ": " + r.err();
                    n++;
                    boolean consent = force && !w.folder() && t.kind().equals("user's file");
                    String now = snapshot(target);
                    if (consent) {
                        assertEquals(0, r.code(), what);
                        assertFalse(now.equals(was), what);
                        continue;
                    }
                    if (!now.equals(was)) {
                        replacedWithoutConsent++;
                    }
                    assertEquals(was, now, what);
                    assertEquals(2, r.code(), what);
                    assertMessage(w, r.err(), w.folder() ? dir : target, what);
                    assertEquals(before, world(), what);
                    assertNoTemporaryFiles(dir, what);
                }
            }
        }
        cases += n;
        assertEquals(0, replacedWithoutConsent);
        System.out.println("WriteTargetsTest: " + n + " command × target × --force cases, " + replacedWithoutConsent
                + " files replaced that cgcheck did not write");
    }

    @Test
    void devicesNamedDirectlyAreRefused() throws Exception {
        for (Writer w : writers()) {
            for (String dev : List.of("/dev/full", "/dev/null")) {
                String was = snapshot(Path.of(dev));
                for (boolean force : new boolean[] {false, true}) {
                    BadInputTest.Run r = BadInputTest.run(w.command(dev, force));
                    String what = w.name() + " " + dev + (force ? " --force" : "") + ": " + r.err();
                    assertEquals(2, r.code(), what);
                    assertMessage(w, r.err(), Path.of(dev), what);
                    assertTrue(r.err().contains(w.folder() ? "not a folder" : "is a character device"), what);
                    assertEquals(was, snapshot(Path.of(dev)), what);
                }
            }
        }
    }

    @Test
    void aFileCgcheckWroteIsReplacedAndAnEditedOneIsNot() throws Exception {
        for (Writer w : writers()) {
            Path dir = Files.createTempDirectory(work, "ours");
            Path target = w.folder() ? dir.resolve(w.fileInFolder()) : dir.resolve("out.file");
            String arg = w.folder() ? dir.toString() : target.toString();
            assertEquals(0, BadInputTest.run(w.command(arg, false)).code(), w.name());
            BadInputTest.Run again = BadInputTest.run(w.command(arg, false));
            assertEquals(0, again.code(), w.name() + " twice: " + again.err());
            Files.writeString(target, Files.readString(target) + "\nmy own note");       // now the user's
            String edited = snapshot(target);
            BadInputTest.Run r = BadInputTest.run(w.command(arg, false));
            assertEquals(2, r.code(), w.name() + " after an edit: " + r.err());
            assertEquals(edited, snapshot(target), w.name());
            assertMessage(w, r.err(), w.folder() ? dir : target, w.name());
            assertNoTemporaryFiles(dir, w.name());
        }
    }

    static void assertMessage(Writer w, String err, Path named, String what) {
        String first = err.lines().findFirst().orElse("");
        String prefix = w.name().startsWith("merge") ? "cgcheck merge: " : w.name().startsWith("enumerate")
                ? "cgcheck enumerate: " : "cgcheck: ";
        assertTrue(first.startsWith(prefix + w.option() + ": "), what);
        assertTrue(err.contains(named.toString()), what);
        assertFalse(err.contains("Exception") || err.contains("<expr>") || err.contains("\tat "), what);
        assertTrue(err.matches("(?s).*(is a |not a folder|is not a regular|did not write|permission denied|"
                + "no space left|read-only file system|operation not permitted).*"), what);
    }

    static void assertNoTemporaryFiles(Path dir, String what) throws IOException {
        if (!Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try (Stream<Path> s = Files.list(dir)) {
            assertTrue(s.noneMatch(p -> p.getFileName().toString().startsWith(".cgcheck-tmp-")), what);
        }
    }

    static boolean isRoot() {
        return "root".equals(System.getProperty("user.name"));
    }

    static void exec(String... cmd) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        if (p.waitFor() != 0) {
            throw new IOException(String.join(" ", cmd) + ": " + out);
        }
    }
}
