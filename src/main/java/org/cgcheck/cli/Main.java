package org.cgcheck.cli;

import java.io.PrintWriter;
import java.util.concurrent.atomic.AtomicInteger;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** Entry point: runs the command in a thread with a large stack (deep games recurse). */
@Command(name = "cgcheck", mixinStandardHelpOptions = true, version = "cgcheck 0.1.0",
        description = "Checker and proof assistant for identities of combinatorial games.",
        subcommands = {EvalCommand.class, ExplainCommand.class, EnumerateCommand.class, CheckCommand.class, TheoremsCommand.class, MergeCommand.class, BenchCommand.class, ReplCommand.class, PlotCommand.class, ExploreCommand.class, LawsCommand.class})
public final class Main implements java.util.concurrent.Callable<Integer> {
    static final long STACK_BYTES = 1L << 30;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        if (Sources.interactive()) {        // 'cgcheck' alone on a terminal: the worksheet
            return spec.commandLine().getSubcommands().get("repl").execute();
        }
        spec.commandLine().usage(spec.commandLine().getOut());
        return 0;
    }

    public static void main(String[] args) {
        AtomicInteger code = new AtomicInteger();
        Thread worker = new Thread(null, () -> code.set(execute(args)), "cgcheck", STACK_BYTES);
        worker.start();
        try {
            worker.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            code.set(130);
        }
        System.out.flush();
        if (shuttingDown()) {
            // A signal began the exit: its status (130 for SIGINT, 143 for SIGTERM) must stand. An
            // exit(130) here, once the hooks are done, would halt first and win the race.
            return;
        }
        System.exit(code.get());
    }

    private static boolean shuttingDown() {
        Thread probe = new Thread(() -> { });
        try {
            Runtime.getRuntime().addShutdownHook(probe);
            Runtime.getRuntime().removeShutdownHook(probe);
            return false;
        } catch (IllegalStateException e) {
            return true;
        }
    }

    /** Runs a command line and returns the exit code (also used by tests). */
    public static int execute(String... args) {
        boolean debug = java.util.Arrays.asList(args).contains("--debug");
        CommandLine cl = new CommandLine(new Main());
        // Game expressions such as "-1/2*" start with '-'; they are never options.
        cl.setUnmatchedOptionsArePositionalParams(true);
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            PrintWriter err = commandLine.getErr();
            if (debug) {
                ex.printStackTrace(err);
            } else {
                err.println("cgcheck: internal error: " + ex + " (run with --debug for details)");
            }
            return 3;
        });
        cl.setParameterExceptionHandler((ex, a) -> {
            PrintWriter err = ex.getCommandLine().getErr();
            err.println("cgcheck: " + ex.getMessage());
            err.println("Try '" + ex.getCommandLine().getCommandSpec().qualifiedName() + " --help'.");
            return 2;
        });
        try {
            int code = cl.execute(args);
            // PrintWriter and PrintStream swallow write errors: a full disk or a closed pipe would
            // otherwise end with exit 0 and a truncated report that looks finished.
            if (cl.getOut().checkError() || System.out.checkError()) {
                System.err.println("cgcheck: could not write the output (standard output failed: disk full, or the"
                        + " reader went away); what was written is incomplete");
                return 2;
            }
            return code;
        } catch (OutOfMemoryError e) {
            // Errors escape picocli's handlers; each gets one line and exit 2, never a trace.
            System.err.println("cgcheck: out of memory: the work needs more than the heap ("
                    + Runtime.getRuntime().maxMemory() / (1 << 20) + " MB); lower a bound, or raise -Xmx with CGCHECK_JAVA_OPTS");
            return 2;
        } catch (StackOverflowError e) {
            System.err.println("cgcheck: recursion too deep (a game or expression is nested too deeply)");
            return 2;
        } catch (Error e) {
            if (debug) {
                e.printStackTrace();
            }
            System.err.println("cgcheck: internal error: " + e + (debug ? "" : " (run with --debug for details)"));
            return 3;
        }
    }
}
