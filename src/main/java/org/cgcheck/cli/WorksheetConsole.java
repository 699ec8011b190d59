package org.cgcheck.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.cgcheck.check.Stop;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.UserInterruptException;
import org.jline.reader.impl.DefaultParser;
import org.jline.terminal.Terminal;

/**
 * The worksheet on a terminal: JLine's line editor (history in a file, tab completion), a claim
 * continued over several lines until an empty line, and Ctrl-C that cancels the running entry and
 * returns to the prompt. Each entry runs in its own thread with a large stack (deep games
 * recurse); Ctrl-C cancels its checks and interrupts it. An evaluation that does not notice the
 * interrupt within {@link #GRACE_MS} (say a huge sum) is abandoned: it finishes in the
 * background, its output is dropped and it assigns nothing.
 */
final class WorksheetConsole {
    static final String PROMPT = "cg> ";
    static final String MORE = "... ";
    static final String BANNER = "cgcheck worksheet: type an expression, 'show G', a claim, or :help; Ctrl-D leaves";
    static final long GRACE_MS = 2000;

    private final Terminal terminal;
    private final Path history;
    /** Threads whose entry was abandoned after Ctrl-C: whatever they print is dropped. */
    private final Set<Thread> abandoned = ConcurrentHashMap.newKeySet();

    /** @param history the history file, or null for none */
    WorksheetConsole(Terminal terminal, Path history) {
        this.terminal = terminal;
        this.history = history;
    }

    /** The default history file, ~/.cgcheck/history (null if the home folder is unknown). */
    static Path defaultHistory() {
        String home = System.getProperty("user.home");
        return home == null || home.isEmpty() ? null : Path.of(home, ".cgcheck", "history");
    }

    /** Runs until Ctrl-D or :quit; returns 0. */
    int run() {
        if (terminal.getWidth() <= 0) {
            terminal.setSize(new org.jline.terminal.Size(80, 24));     // a pty without a size: JLine cannot lay out a line
        }
        PrintWriter raw = terminal.writer();
        PrintWriter out = new PrintWriter(new Writer() {
            @Override
            public void write(char[] b, int off, int len) {
                if (!abandoned.contains(Thread.currentThread())) {
                    raw.write(b, off, len);
                }
            }

            @Override
            public void flush() {
                raw.flush();
                terminal.flush();
            }

            @Override
            public void close() {
                flush();
            }
        }, true);
        Worksheet sheet = new Worksheet(out, out, "<worksheet>", true);
        DefaultParser parser = new DefaultParser();
        parser.setEscapeChars(null);            // backslashes and quotes are the language's, not a shell's
        parser.setQuoteChars(new char[0]);
        java.util.Map<String, Object> variables = new java.util.HashMap<>();
        variables.put(LineReader.HISTORY_SIZE, 2000);
        if (history != null) {
            try {
                Files.createDirectories(history.getParent());
                variables.put(LineReader.HISTORY_FILE, history);
            } catch (IOException | RuntimeException e) {
                out.println("(no history: cannot create " + history.getParent() + ")");
            }
        }
        TypeAheadReader reader = new TypeAheadReader(terminal, "cgcheck", variables);
        reader.setHistory(new org.jline.reader.impl.history.DefaultHistory());
        reader.setParser(parser);
        reader.setCompleter(new WorksheetCompleter(sheet));
        reader.option(LineReader.Option.DISABLE_EVENT_EXPANSION, true);
        out.println(BANNER);
        out.flush();
        int n = 0;
        while (!sheet.quit()) {
            String line;
            try {
                line = reader.readLine(PROMPT);
            } catch (UserInterruptException e) {
                continue;               // Ctrl-C at the prompt clears the line
            } catch (EndOfFileException e) {
                break;
            }
            int first = ++n;
            StringBuilder text = new StringBuilder(line);
            if (Worksheet.startsClaim(line) && !Worksheet.completeClaim(line)) {
                text = more(reader, text);
                if (text == null) {
                    continue;
                }
                n += (int) text.chars().filter(c -> c == '\n').count() + 1;
            }
            evaluate(sheet, text.toString(), first, out);
        }
        try {
            reader.getHistory().save();
        } catch (IOException e) {
            out.println("(history not saved: " + e.getMessage() + ")");
        }
        out.flush();
        return 0;
    }

    /** Reads a claim's further lines until an empty line (or Ctrl-D); null if Ctrl-C dropped it. */
    private static StringBuilder more(LineReader reader, StringBuilder text) {
        while (true) {
            String more;
            try {
                more = reader.readLine(MORE);
            } catch (UserInterruptException e) {
                return null;
            } catch (EndOfFileException e) {
                return text;
            }
            if (more.isBlank()) {
                return text;
            }
            text.append('\n').append(more);
        }
    }

    private void evaluate(Worksheet sheet, String text, int lineNo, PrintWriter out) {
        Stop stop = Stop.after(0);
        Thread worker = new Thread(null, () -> sheet.run(text, lineNo, stop), "cgcheck-worksheet", Main.STACK_BYTES);
        worker.setDaemon(true);
        Terminal.SignalHandler previous = terminal.handle(Terminal.Signal.INT, s -> {
            stop.cancel();
            worker.interrupt();
        });
        worker.start();
        try {
            long cancelledAt = 0;
            while (worker.isAlive()) {
                worker.join(50);
                if (stop.cancelled() && cancelledAt == 0) {
                    cancelledAt = System.nanoTime();
                } else if (cancelledAt != 0 && System.nanoTime() - cancelledAt > GRACE_MS * 1_000_000L) {
                    abandoned.add(worker);
                    out.println("interrupted (the evaluation is abandoned: it ends in the background and assigns nothing)");
                    break;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            terminal.handle(Terminal.Signal.INT, previous);
            out.flush();
        }
    }

    /**
     * For {@code bench worksheet-paste}: a session fed a 24 KB line key by key; returns the
     * characters read. Throws if the line's value is not printed.
     */
    static long pasteBenchmark() throws IOException {
        String line = "{" + "1,".repeat(12_000) + "2|0}\n";
        java.io.ByteArrayOutputStream screen = new java.io.ByteArrayOutputStream();
        try (Terminal t = new org.jline.terminal.impl.ExternalTerminal("bench", "ansi",
                new java.io.ByteArrayInputStream(line.getBytes(java.nio.charset.StandardCharsets.UTF_8)), screen,
                java.nio.charset.StandardCharsets.UTF_8)) {
            t.setSize(new org.jline.terminal.Size(200, 50));
            new WorksheetConsole(t, null).run();
        }
        if (!screen.toString(java.nio.charset.StandardCharsets.UTF_8).contains("{2|0}")) {
            throw new IllegalStateException("the pasted line's value was not printed");
        }
        return line.length();
    }
}
