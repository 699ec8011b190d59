package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.cgcheck.report.EmitFolder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** check --emit never loses a file it did not write, and every emit problem is one line with exit 2. */
class EmitTest {
    @TempDir
    Path tmp;

    private Path claims(String name, String text) throws IOException {
        Path f = tmp.resolve(name);
        Files.writeString(f, text);
        return f;
    }

    private Path twice() throws IOException {
        return claims("a.cgt", "refuted twice forall G born by 2: G + G == 0 implies G == 0\n"
                + "theorem same forall G born by 1: outcome(G - G) == outcome(0)\n");     // verified, not proved: no page
    }

    private static BadInputTest.Run emit(Path dir, Path claims, String... extra) {
        List<String> args = new java.util.ArrayList<>(List.of("check", "--random", "0", "--emit", dir.toString()));
        args.addAll(List.of(extra));
        args.add(claims.toString());
        return BadInputTest.run(args.toArray(new String[0]));
    }

    private static Map<String, String> snapshot(Path dir) throws IOException {
        return org.cgcheck.testkit.Folders.snapshot(dir);
    }

    private static void oneLineError(BadInputTest.Run r, String expected) {
        assertEquals(2, r.code(), r.out() + r.err());
        List<String> lines = r.err().lines().toList();
        assertEquals(1, lines.size(), r.err());
        assertTrue(lines.get(0).startsWith("cgcheck: --emit: ") && lines.get(0).contains(expected), r.err());
        assertFalse(r.err().contains("Exception") || r.err().contains("\tat "), r.err());
    }

    @Test
    void aFolderWithOtherFilesIsRefusedAndLeftExactlyAsItWas() throws IOException {
        Path docs = Files.createDirectories(tmp.resolve("docs"));
        Files.writeString(docs.resolve("README.md"), "# my project\n");
        Files.writeString(docs.resolve("guide.md"), "guide\n");
        Files.writeString(docs.resolve("graph.dot"), "digraph {}\n");
        Files.writeString(docs.resolve("logo.svg"), "<svg/>\n");
        Map<String, String> before = snapshot(docs);
        BadInputTest.Run r = emit(docs, twice());
        oneLineError(r, "which cgcheck did not write (use --force");
        assertTrue(r.err().contains(docs.resolve("README.md").toString()), r.err());
        assertEquals(before, snapshot(docs));
    }

    @Test
    void emitIntoTheCurrentFolderDoesNotReplaceItsReadme() throws IOException {
        Path project = Files.createDirectories(tmp.resolve("project"));
        Files.writeString(project.resolve("README.md"), "# keep me\n");
        oneLineError(emit(project, twice()), "did not write");
        // with --force a foreign README.md is never overwritten; the rest is written, and the skipped file named
        BadInputTest.Run r = emit(project, twice(), "--force");
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains(project.resolve("README.md") + ": a file of that name is there and cgcheck did not"
                + " write it"), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
        assertEquals("# keep me\n", snapshot(project).get("README.md"));
        assertTrue(snapshot(project).containsKey("twice.md"), snapshot(project).keySet().toString());
    }

    @Test
    void forceWritesAlongsideForeignFilesAndNeverDeletesThem() throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("mixed"));
        Files.writeString(dir.resolve("notes.md"), "mine\n");
        Files.writeString(dir.resolve("same.md"), "not a page of cgcheck\n");
        BadInputTest.Run r = emit(dir, twice(), "--force");
        assertEquals(0, r.code(), r.out() + r.err());
        Map<String, String> after = snapshot(dir);
        assertEquals("mine\n", after.get("notes.md"));
        assertEquals("not a page of cgcheck\n", after.get("same.md"));   // 'same' holds: its page would be removed
        assertTrue(after.containsKey("twice.md") && after.containsKey("twice.svg") && after.containsKey("twice.dot"));
    }

    @Test
    void twoRunsWithDifferentClaimsKeepEachOthersPages() throws IOException {
        Path dir = tmp.resolve("out");
        Path a = twice();
        Path b = claims("b.cgt", "refuted nonzero forall G born by 1: G != 0\n");
        assertEquals(0, emit(dir, a).code());
        assertEquals(0, emit(dir, b).code());
        Set<String> files = snapshot(dir).keySet();
        assertTrue(files.containsAll(Set.of("twice.md", "twice.svg", "twice.dot", "nonzero.md", "README.md")), files::toString);
        String readme = Files.readString(dir.resolve("README.md"));
        assertTrue(readme.contains("[twice](twice.md)") && readme.contains("[nonzero](nonzero.md)"), readme);

        // The same claim name now holds: its page goes, the other run's page stays.
        Files.writeString(a, "theorem twice forall G born by 1: outcome(G - G) == outcome(0)\n");
        assertEquals(0, emit(dir, a).code());
        files = snapshot(dir).keySet();
        assertFalse(files.contains("twice.md") || files.contains("twice.svg") || files.contains("twice.dot"), files::toString);
        assertTrue(files.contains("nonzero.md"), files::toString);
        readme = Files.readString(dir.resolve("README.md"));
        assertFalse(readme.contains("twice"), readme);
        assertTrue(readme.contains("[nonzero](nonzero.md)"), readme);
    }

    @Test
    void aProvedClaimGetsAProofPageInPlaceOfItsCounterexamplePage() throws IOException {
        Path dir = tmp.resolve("proofs");
        Path a = twice();
        assertEquals(0, emit(dir, a).code());
        Files.writeString(a, "theorem twice forall G, H: G <= H implies G + G <= H + H\n");
        assertEquals(0, emit(dir, a).code());
        Set<String> files = snapshot(dir).keySet();
        assertFalse(files.contains("twice.svg") || files.contains("twice.dot"), files::toString);
        String page = Files.readString(dir.resolve("twice.md"));
        assertTrue(page.contains("## Proof") && page.contains("ordered-group certificate"), page);
        assertTrue(Files.readString(dir.resolve("README.md")).contains("| [twice](twice.md) |  | proved: "));
    }

    @Test
    void aPageTheUserEditedIsNeitherReplacedNorDeleted() throws IOException {
        Path dir = tmp.resolve("edited");
        Path a = twice();
        assertEquals(0, emit(dir, a).code());
        Files.writeString(dir.resolve("twice.md"), "my annotated copy\n");
        oneLineError(emit(dir, a), "twice.md, which cgcheck did not write");
        BadInputTest.Run forced = emit(dir, a, "--force");
        assertEquals(2, forced.code(), forced.err());
        assertTrue(forced.err().contains("twice.md: a file of that name is there"), forced.err());
        Files.writeString(a, "theorem twice forall G born by 1: outcome(G - G) == outcome(0)\n");
        assertEquals(0, emit(dir, a, "--force").code());       // would delete twice.md if it were cgcheck's
        assertEquals("my annotated copy\n", Files.readString(dir.resolve("twice.md")));
    }

    @Test
    void rerunningIntoItsOwnFolderIsFineAndGivesTheSameBytes() throws IOException {
        Path dir = tmp.resolve("again");
        assertEquals(0, emit(dir, twice()).code());
        Map<String, String> first = snapshot(dir);
        assertEquals(0, emit(dir, twice()).code());
        assertEquals(first, snapshot(dir));
        assertTrue(first.containsKey(EmitFolder.MANIFEST));
    }

    @Test
    void staleTemporaryFilesOfAKilledRunAreRemovedAndNothingElse() throws IOException {
        Path dir = tmp.resolve("killed");
        assertEquals(0, emit(dir, twice()).code());
        Path stale = dir.resolve(".cgcheck-tmp-twice.md-0123456789abcdef.tmp");
        Files.writeString(stale, "half a pa");
        assertEquals(0, emit(dir, twice()).code());
        assertFalse(Files.exists(stale));
        try (Stream<Path> s = Files.list(dir)) {
            assertTrue(s.noneMatch(p -> p.getFileName().toString().startsWith(".cgcheck-tmp-")));
        }
    }

    @Test
    void filesGetTheUsualPermissionsNotPrivateOnes() throws IOException {
        Path dir = tmp.resolve("perms");
        assertEquals(0, emit(dir, twice()).code());
        Path probe = dir.resolve("probe");
        try (OutputStream o = Files.newOutputStream(probe)) {
            o.write(1);
        }
        Set<PosixFilePermission> usual = Files.getPosixFilePermissions(probe);
        Files.delete(probe);
        assertTrue(usual.contains(PosixFilePermission.OTHERS_READ), "umask hides it: " + usual);
        for (String f : List.of("twice.md", "twice.svg", "twice.dot", "README.md", EmitFolder.MANIFEST)) {
            assertEquals(usual, Files.getPosixFilePermissions(dir.resolve(f)), f);
        }
    }

    @Test
    void aMissingFolderIsCreatedWithItsParents() throws IOException {
        Path dir = tmp.resolve("new/deeper/out");
        assertEquals(0, emit(dir, twice()).code());
        assertTrue(Files.isRegularFile(dir.resolve("twice.md")));
    }

    @Test
    void emitAtAPlainFileIsAOneLineError() throws IOException {
        Path file = Files.writeString(tmp.resolve("plain.txt"), "x\n");
        oneLineError(emit(file, twice()), "is a file, not a folder");
        assertEquals("x\n", Files.readString(file));
    }

    @Test
    void aFolderThatCannotBeCreatedOrWrittenIsAOneLineError() throws IOException {
        Path file = Files.writeString(tmp.resolve("plain.txt"), "x\n");
        oneLineError(emit(file.resolve("sub"), twice()), "cannot create folder");
        oneLineError(emit(Path.of("/proc/cgcheck-emit-test"), twice()), "cannot create folder");
    }

    @Test
    void aReadOnlyFolderIsAOneLineError() throws IOException {
        Path ro = Files.createDirectories(tmp.resolve("readonly"));
        ro.toFile().setWritable(false, false);
        try {
            org.junit.jupiter.api.Assumptions.assumeFalse(Files.isWritable(ro), "running as root: permissions not enforced");
            oneLineError(emit(ro, twice()), "permission denied");
        } finally {
            ro.toFile().setWritable(true, false);
        }
    }

    @Test
    void aThreeHundredCharacterClaimNameIsWrittenUnderABoundedName() throws IOException {
        Path dir = tmp.resolve("long");
        String name = "n".repeat(300);
        Path f = claims("long.cgt", "refuted " + name + " forall G born by 1: G != 0\n"
                + "refuted " + "n".repeat(299) + "m forall G born by 1: G != 0\n");
        BadInputTest.Run r = emit(dir, f);
        assertEquals(0, r.code(), r.out() + r.err());
        long pages = snapshot(dir).keySet().stream().filter(p -> p.endsWith(".md") && !p.equals("README.md")).count();
        assertEquals(2, pages);
        assertTrue(snapshot(dir).keySet().stream().allMatch(p -> p.length() < 80), snapshot(dir).keySet()::toString);
    }

    @Test
    void theLibraryNoteAppearsOnlyInTheLibraryIndex() throws IOException {
        Path dir = tmp.resolve("own");
        assertEquals(0, emit(dir, twice()).code());
        String readme = Files.readString(dir.resolve("README.md"));
        assertFalse(readme.contains("theorems"), readme);
        assertTrue(readme.contains("`cgcheck check --emit`"), readme);
        String library = Index.readme(List.of(), null, Set.of(), true);
        assertTrue(library.contains("./cgcheck theorems --emit counterexamples"), library);
    }

    @Test
    void enumerateDotCreatesMissingFoldersAndRejectsAFolderAsTarget() throws IOException {
        Path dot = tmp.resolve("pics/sub/day1.dot");
        BadInputTest.Run r = BadInputTest.run("enumerate", "--born-by", "1", "--count", "--dot", dot.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(Files.readString(dot).startsWith("strict digraph") || Files.readString(dot).contains("digraph"));
        BadInputTest.Run bad = BadInputTest.run("enumerate", "--born-by", "1", "--count", "--dot", tmp.toString());
        assertEquals(2, bad.code());
        assertEquals(1, bad.err().lines().count(), bad.err());
        assertTrue(bad.err().startsWith("cgcheck enumerate: --dot: cannot write " + tmp) && bad.err().contains("is a directory"), bad.err());
        Path file = Files.writeString(tmp.resolve("f"), "x");
        BadInputTest.Run under = BadInputTest.run("enumerate", "--born-by", "1", "--dot", file.resolve("x.dot").toString());
        assertEquals(2, under.code(), under.err());
        assertFalse(under.err().contains("Exception"), under.err());
    }
}
