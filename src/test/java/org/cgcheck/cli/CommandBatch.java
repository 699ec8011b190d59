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
 * a JVM per command would be slow): {@code CommandBatch IN OUT}, IN one command a line with its
 * arguments separated by tabs, OUT one line each: the exit code, a tab, stderr with newlines as \n.
 */
public final class CommandBatch {
    private CommandBatch() {
    }

    public static void main(String[] args) throws Exception {
        List<String> results = new ArrayList<>();
        PrintStream oldOut = System.out;
        PrintStream oldErr = System.err;
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
            results.add(code + "\t" + err.toString(StandardCharsets.UTF_8).replace("\\", "\\\\").replace("\n", "\\n"));
        }
        Files.write(Path.of(args[1]), results);
    }

    /** The stderr of a result line, as printed. */
    static String stderr(String result) {
        String s = result.substring(result.indexOf('\t') + 1);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length()) {
                b.append(s.charAt(++i) == 'n' ? '\n' : s.charAt(i));
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }
}
