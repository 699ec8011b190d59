package org.cgcheck.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every file cgcheck writes goes through one writer (report.OutputFiles and report.EmitFolder,
 * over report.AtomicFiles), which refuses devices, FIFOs, sockets and links, never replaces a
 * file cgcheck did not write without --force, and writes atomically. A new command that opened a
 * file for writing itself would bypass all that: this test names it. A helper process (a browser
 * printing a PDF) writes into a private temporary folder, and the bytes then go through the writer.
 */
class OneWriterTest {
    private static final Path MAIN = Path.of("src/main/java/org/cgcheck");
    private static final Set<String> WRITER = Set.of("report/AtomicFiles.java", "report/EmitFolder.java");
    private static final Pattern WRITES = Pattern.compile("(?<![A-Za-z])Files\\s*\\.\\s*(write|writeString|newOutputStream|newBufferedWriter"
            + "|move|copy|createFile|createTempFile|delete|deleteIfExists|newByteChannel)\\s*\\(|new\\s+(FileOutputStream|FileWriter"
            + "|RandomAccessFile)\\s*\\(|(?<![A-Za-z])FileChannel\\s*\\.\\s*open\\s*\\(|new\\s+Print(Stream|Writer)\\s*\\(\\s*(new\\s+File|Path|\"|[a-z]+File\\b)");
    /** A helper process writing a file (a browser printing a PDF, a redirect): only into a scratch file that
     * the same class then passes to OutputFiles. */
    private static final Pattern PROCESS_WRITES = Pattern.compile("print-to-pdf=|Redirect\\s*\\.\\s*(to|appendTo)\\s*\\(");

    @Test
    void onlyTheWriterOpensFilesForWriting() throws IOException {
        List<String> found = new ArrayList<>();
        try (Stream<Path> s = Files.walk(MAIN)) {
            for (Path f : s.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                String rel = MAIN.relativize(f).toString().replace('\\', '/');
                if (WRITER.contains(rel)) {
                    continue;
                }
                List<String> lines = Files.readAllLines(f);
                boolean passesOn = String.join("\n", lines).contains("OutputFiles.write");
                for (int i = 0; i < lines.size(); i++) {
                    if (WRITES.matcher(lines.get(i)).find() || !passesOn && PROCESS_WRITES.matcher(lines.get(i)).find()) {
                        found.add(rel + ":" + (i + 1) + ": " + lines.get(i).strip());
                    }
                }
            }
        }
        assertEquals(List.of(), found, "write files through org.cgcheck.report.OutputFiles (or EmitFolder)");
    }
}
