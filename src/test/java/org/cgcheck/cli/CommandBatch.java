package org.cgcheck.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs many cgcheck command lines in one JVM (for tests that must run them as another user, where
 * a JVM per command would be slow): {@code CommandBatch IN OUT [WATCH]}, IN one command a line with
 * its arguments separated by tabs, OUT one line each: the exit code, a tab, stderr with newlines as
 * \n; with a folder WATCH, a tab and what that folder holds right after the command (see {@link #contents}).
 */
public final class CommandBatch {
    private CommandBatch() {
    }

    public static void main(String[] args) throws Exception {
        List<String> results = new ArrayList<>();
        PrintStream oldOut = System.out;
        PrintStream oldErr = System.err;
        Path watch = args.length > 2 ? Path.of(args[2]) : null;
        for (String line : Files.readAllLines(Path.of(args[0]))) {
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            System.setOut(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            int code;
            try {
                code = Main.execute(line.split("\t"));
            } finally {
                System.setOut(oldOut);
                System.setErr(oldErr);
            }
            String result = code + "\t" + escape(err.toString(StandardCharsets.UTF_8));
            results.add(watch == null ? result : result + "\t" + escape(contents(watch)));
        }
        Files.write(Path.of(args[1]), results);
    }

    private static String escape(String s) {
        return s.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t");
    }

    /** The names in a folder, sorted, each with its text if it is a regular file: "name=text" a line. */
    static String contents(Path folder) throws java.io.IOException {
        StringBuilder b = new StringBuilder();
        try (java.util.stream.Stream<Path> s = Files.list(folder)) {
            for (Path p : s.sorted().toList()) {
                b.append(p.getFileName()).append('=')
                        .append(Files.isRegularFile(p, java.nio.file.LinkOption.NOFOLLOW_LINKS) ? Files.readString(p) : "?")
                        .append('\n');
            }
        }
        return b.toString();
    }

    /** The stderr of a result line, as printed. */
    static String stderr(String result) {
        return unescape(result.split("\t", -1)[1]);
    }

    /** What the watched folder held after the command of a result line. */
    static String watched(String result) {
        return unescape(result.split("\t", -1)[2]);
    }

    private static String unescape(String s) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length()) {
                char e = s.charAt(++i);
                b.append(e == 'n' ? '\n' : e == 't' ? '\t' : e);
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }
}
