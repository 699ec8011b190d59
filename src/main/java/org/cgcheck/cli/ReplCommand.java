package org.cgcheck.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import org.cgcheck.check.Stop;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code cgcheck repl} (and {@code cgcheck} alone on a terminal): the interactive worksheet. On a
 * terminal it uses JLine ({@link WorksheetConsole}); with piped input it behaves like {@code eval}:
 * no prompt, one result per line, located errors, and the exit codes of 'check' and 'eval'.
 */
@Command(name = "repl", aliases = {"worksheet"}, mixinStandardHelpOptions = true,
        description = {"The interactive worksheet: assignments (G := {1|0}), show G, explain, claims checked on",
            "the spot, :load FILE, :set seed 7, :help. History is kept in ~/.cgcheck/history.",
            "With piped input: no prompt, one result per line, like 'eval'.",
            "Exit code (piped): 0 every entry fine, 1 a claim not as expected, 2 an error in an entry,",
            "3 internal error, 130 interrupted; 0 on a terminal."})
final class ReplCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        if (Sources.interactive()) {
            try (Terminal t = TerminalBuilder.builder().system(true).name("cgcheck").build()) {
                return new WorksheetConsole(t, WorksheetConsole.defaultHistory()).run();
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        return piped(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)), out,
                spec.commandLine().getErr());
    }

    /** Piped input: each line (a claim: up to an empty line) is one entry; exit code as {@link Worksheet#exitCode()}. */
    static int piped(BufferedReader in, PrintWriter out, PrintWriter err) throws IOException {
        Worksheet sheet = new Worksheet(out, err, "<stdin>", false);
        Stop stop = Stop.after(0);
        String line = in.readLine();
        int n = 0;
        while (line != null && !sheet.quit()) {
            int first = ++n;
            StringBuilder text = new StringBuilder(line);
            String next = in.readLine();
            if (Worksheet.startsClaim(line) && !Worksheet.completeClaim(line)) {
                // A claim runs until an empty line, the next claim or the end of the input.
                while (next != null && !next.isBlank() && !Worksheet.startsClaim(next)) {
                    text.append('\n').append(next);
                    n++;
                    next = in.readLine();
                }
            }
            sheet.run(text.toString(), first, stop);
            line = next;
        }
        out.flush();
        return sheet.exitCode();
    }
}
