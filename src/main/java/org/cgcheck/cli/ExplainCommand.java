package org.cgcheck.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.cgcheck.form.ReductionTrace;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.lang.Parser;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.eval.Values;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code cgcheck explain EXPR}: the textbook reduction of a literal form to canonical form. */
@Command(name = "explain", mixinStandardHelpOptions = true,
        description = "Show each step (dominated options, reversible options) reducing a game form to canonical form.")
final class ExplainCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "EXPR", description = "a game form, e.g. \"{2,{20|-10}|1}\"")
    String expr;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        try {
            var parsed = Parser.parse(expr);
            org.cgcheck.eval.TypeChecker.infer(parsed, java.util.Map.of());     // type errors before anything runs
            var form = Values.form(new Interpreter().evalForm(parsed), new org.cgcheck.lang.Pos(1, 1, 0),
                    "the expression");
            for (String line : ReductionTrace.explain(form)) {
                out.println(line);
            }
            out.flush();
            return 0;
        } catch (SyntaxError e) {
            Sources.report(out, spec.commandLine().getErr(), e, "<expr>", expr);
            return 2;
        } catch (StackOverflowError e) {
            out.println("error: <expr>:1:1: expression too deeply nested to evaluate");
            out.flush();
            return 2;
        }
    }
}
