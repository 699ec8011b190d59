package org.cgcheck.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.Callable;
import org.cgcheck.lang.Interpreter;
import org.cgcheck.lang.Parser;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.lang.Values;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code cgcheck eval EXPR...}: one result line per expression (or per stdin line). */
@Command(name = "eval", mixinStandardHelpOptions = true,
        description = {"Evaluate game expressions in CGSuite notation and print the results.",
            "With no EXPR, reads standard input and prints exactly one line per input line.",
            "Exit code: 0 all fine, 1 some line failed, 2 the single EXPR given failed."})
final class EvalCommand implements Callable<Integer> {
    @Parameters(arity = "0..*", paramLabel = "EXPR", description = "expressions, e.g. \"{2,{20|-10}|1}\" or \"^ + *\"")
    List<String> exprs;

    @Option(names = "--debug", description = "show stack traces of internal errors")
    boolean debug;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        boolean failed = false;
        if (exprs == null || exprs.isEmpty()) {
            BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            String line;
            int n = 0;
            while ((line = in.readLine()) != null) {
                n++;
                failed |= !evalLine(out, err, line, "<stdin>", n);
            }
            out.flush();
            return failed ? 1 : 0;
        }
        for (int i = 0; i < exprs.size(); i++) {
            failed |= !evalLine(out, err, exprs.get(i), exprs.size() == 1 ? "<expr>" : "<expr " + (i + 1) + ">", 1);
        }
        out.flush();
        return !failed ? 0 : exprs.size() == 1 ? 2 : 1;
    }

    /** Evaluates one line; returns false if it was an error. */
    private boolean evalLine(PrintWriter out, PrintWriter err, String src, String fileName, int lineNo) {
        try {
            Object v = new Interpreter().eval(Parser.parse(src));
            out.println(Values.print(v));
            return true;
        } catch (SyntaxError e) {
            SyntaxError located = new SyntaxError(e.getMessage(),
                    new org.cgcheck.lang.Pos(lineNo, e.pos().col(), e.pos().offset()));
            Sources.report(out, err, located, fileName, src);
            return false;
        } catch (StackOverflowError e) {
            out.println("error: " + fileName + ":" + lineNo + ":1: expression too deeply nested to evaluate");
            return false;
        } catch (RuntimeException e) {
            if (debug) {
                e.printStackTrace(err);
            }
            out.println("error: " + fileName + ":" + lineNo + ":1: internal error: " + e);
            return false;
        }
    }
}
