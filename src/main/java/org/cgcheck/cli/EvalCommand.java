package org.cgcheck.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.cgcheck.lang.Expr;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.lang.Parser;
import org.cgcheck.eval.QuantifierPace;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.eval.TypeChecker;
import org.cgcheck.eval.Values;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code cgcheck eval EXPR...}: one result line per expression (or per stdin line). */
@Command(name = "eval", mixinStandardHelpOptions = true,
        description = {"Evaluate game expressions in CGSuite notation and print the results.",
            "With no EXPR, reads standard input and prints exactly one line per input line.",
            "Exit code: 0 all fine, 2 some expression is bad input (syntax, type, a value that cannot be",
            "evaluated, refused infeasible work), 3 internal error, 130 interrupted (Ctrl-C; 143 for SIGTERM),",
            "after one line 'interrupted'."})
final class EvalCommand implements Callable<Integer> {
    @Parameters(arity = "0..*", paramLabel = "EXPR", description = "expressions, e.g. \"{2,{20|-10}|1}\" or \"^ + *\"")
    List<String> exprs;

    @Option(names = "--debug", description = "show stack traces of internal errors")
    boolean debug;

    /** Seconds an expression may take; 0: no limit. */
    static final double DEFAULT_TIMEOUT = 60;

    @Option(names = "--timeout", paramLabel = "SECONDS",
            description = "stop an expression that takes longer (default 60; 0: no limit)")
    double timeout = DEFAULT_TIMEOUT;

    @Spec
    CommandSpec spec;

    /** The outcome of one line: what to print, and whether it is a value, a user error or a bug. */
    enum Status { VALUE, ERROR, INTERNAL }

    record Result(Status status, String line, SyntaxError error) { }

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try (InterruptNotice n = InterruptNotice.open(out, "interrupted")) {     // Ctrl-C, SIGTERM: one line, exit 130/143
            return evaluateAll(out, err);
        }
    }

    private int evaluateAll(PrintWriter out, PrintWriter err) throws IOException {
        Status worst = Status.VALUE;
        if (exprs == null || exprs.isEmpty()) {
            InputLines in = new InputLines(System.in);
            String line;
            int n = 0;
            while ((line = in.next()) != null) {
                n++;
                worst = worse(worst, show(out, err, limited(line, "<stdin>", n, debug ? err : null), line));
            }
        } else {
            for (int i = 0; i < exprs.size(); i++) {
                String name = exprs.size() == 1 ? "<expr>" : "<expr " + (i + 1) + ">";
                worst = worse(worst, show(out, err, limited(exprs.get(i), name, 1, debug ? err : null), exprs.get(i)));
            }
        }
        out.flush();
        return worst == Status.VALUE ? 0 : worst == Status.ERROR ? 2 : 3;
    }

    /** {@link #evaluate} under the time limit: stopped with the limit's figures, never left running. */
    private Result limited(String src, String fileName, int lineNo, PrintWriter trace) {
        if (timeout < 0 || Double.isNaN(timeout)) {
            return new Result(Status.ERROR, "error: --timeout takes a number of seconds ≥ 0, not " + timeout, null);
        }
        try (Deadline d = Deadline.after(timeout)) {
            Result r = evaluate(src, fileName, lineNo, trace);
            if (d.passed() && r.status() != Status.VALUE) {
                return stopped(fileName, lineNo);
            }
            return r;
        } catch (org.cgcheck.game.EvaluationStopped e) {
            return stopped(fileName, lineNo);
        }
    }

    private Result stopped(String fileName, int lineNo) {
        return new Result(Status.ERROR, "error: " + fileName + ":" + lineNo + ":1: stopped after "
                + (timeout == Math.rint(timeout) ? String.valueOf((long) timeout) : String.valueOf(timeout))
                + " s, the time limit (--timeout SECONDS raises it; the value could not be computed in time)", null);
    }

    private static Status worse(Status a, Status b) {
        return a.ordinal() >= b.ordinal() ? a : b;
    }

    private static Status show(PrintWriter out, PrintWriter err, Result r, String src) {
        if (r.error() != null) {
            Sources.report(out, err, r.error(), r.line(), src);
        } else {
            out.println(r.line());
        }
        return r.status();
    }

    /**
     * Parses, type-checks (before anything runs) and evaluates one line: the printed value, or
     * a located one-line error. {@code trace} receives stack traces of internal errors, or null.
     * For a user error, {@code line} holds the source name for {@link Sources#report}.
     */
    static Result evaluate(String src, String fileName, int lineNo, PrintWriter trace) {
        try {
            Expr e = Parser.parse(src, lineNo);
            TypeChecker.infer(e, Map.of());
            Object value = Interpreter.paced(Map.of(), QuantifierPace.INTERACTIVE).eval(e);
            try {
                return new Result(Status.VALUE, Values.print(value), null);
            } catch (org.cgcheck.game.InfeasibleException x) {
                // The value exists but its text is astronomically long (a tree printed from a DAG).
                throw new SyntaxError(x.getMessage(), e.pos());
            }
        } catch (SyntaxError e) {
            return new Result(Status.ERROR, fileName, e);
        } catch (org.cgcheck.game.InfeasibleException e) {        // refused infeasible work: bad input, not a bug
            return new Result(Status.ERROR, "error: " + fileName + ":" + lineNo + ":1: " + e.getMessage(), null);
        } catch (StackOverflowError e) {
            return new Result(Status.ERROR, "error: " + fileName + ":" + lineNo
                    + ":1: expression too deeply nested to evaluate", null);
        } catch (OutOfMemoryError e) {
            return new Result(Status.ERROR, "error: " + fileName + ":" + lineNo
                    + ":1: out of memory evaluating this expression (raise -Xmx via CGCHECK_JAVA_OPTS)", null);
        } catch (RuntimeException e) {
            if (trace != null) {
                e.printStackTrace(trace);
            }
            return new Result(Status.INTERNAL, "error: " + fileName + ":" + lineNo + ":1: internal error: " + e
                    + (trace == null ? " (run with --debug for details)" : ""), null);
        }
    }

    /**
     * Lines of UTF-8 input ending at '\n' (or "\r\n"). Unlike {@link java.io.BufferedReader#readLine}
     * a lone '\r' does not end a line, so one input line always gives one output line; inside a
     * line it is whitespace to the lexer.
     */
    static final class InputLines {
        private final InputStream in;
        private boolean eof;

        InputLines(InputStream in) {
            this.in = new java.io.BufferedInputStream(in);
        }

        String next() throws IOException {
            if (eof) {
                return null;
            }
            java.io.ByteArrayOutputStream buf = new java.io.ByteArrayOutputStream();
            int b;
            while ((b = in.read()) != -1 && b != '\n') {
                buf.write(b);
            }
            if (b == -1) {
                eof = true;
                if (buf.size() == 0) {
                    return null;
                }
            }
            String s = buf.toString(StandardCharsets.UTF_8);
            return s.endsWith("\r") ? s.substring(0, s.length() - 1) : s;
        }
    }
}
