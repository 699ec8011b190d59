package org.cgcheck.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cgcheck.check.CheckOptions;
import org.cgcheck.check.Checker;
import org.cgcheck.check.Stop;
import org.cgcheck.check.Verdict;
import org.cgcheck.form.ReductionTrace;
import org.cgcheck.lang.Claim;
import org.cgcheck.lang.ClaimParser;
import org.cgcheck.lang.Definition;
import org.cgcheck.lang.Definitions;
import org.cgcheck.lang.Type;
import org.cgcheck.game.EvaluationStopped;
import org.cgcheck.lang.Expr;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.eval.QuantifierPace;
import org.cgcheck.eval.TypeChecker;
import org.cgcheck.lang.Parser;
import org.cgcheck.lang.Pos;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.eval.Values;
import org.cgcheck.report.ConsoleReport;
import org.cgcheck.eval.Programs;

/**
 * The worksheet's state (variables, settings) and its commands, independent of how lines arrive:
 * {@link WorksheetConsole} feeds it from a JLine terminal, {@link ReplCommand} from a pipe. Each
 * {@link #run} handles one entry: an expression, {@code NAME := EXPR}, {@code show EXPR},
 * {@code explain EXPR}, a claim (possibly of several lines), or a {@code :command}.
 */
final class Worksheet {
    static final String HELP = String.join("\n",
            "  EXPR                 evaluate, e.g. {2,{20|-10}|1} or rcf(G + H) or (G).Temperature",
            "  NAME := EXPR         assign a variable, e.g. G := {1|0}",
            "  show EXPR            value, birthday, outcome, stops, temperature and game tree",
            "  show misere EXPR     a position in misère play: who wins, and each move with who wins after it",
            "  explain EXPR         reduce a literal form to canonical form step by step",
            "  plot EXPR            write the thermograph of a game (or of each game of a set) to plot-N.svg",
            "  theorem NAME [\"...\"]  start a claim (also conjecture, refuted); the formula may follow",
            "                       on further lines, ended by an empty line; checked as by 'check'",
            "  define f(n: integer) = EXPR   define a function (or 'define c = EXPR' a constant), visible",
            "                       to later entries and claims; defining a name again replaces it",
            "  :load FILE           check the claims of a .cgt file and keep its definitions",
            "  :defs                list the definitions",
            "  :history             this session's entries, numbered",
            "  :set [seed|random|explore|timeout N]   show or change check settings",
            "  :vars                list the variables",
            "  :help                this help;  :quit (or Ctrl-D) leaves;  Ctrl-C cancels a running evaluation");

    private static final Pattern ASSIGN = Pattern.compile("^(\\s*)([A-Za-z_][A-Za-z0-9_]*)(\\s*):=(.*)$", Pattern.DOTALL);
    private static final Pattern WORD_REST = Pattern.compile("^(\\s*)(show|explain|plot)(\\s+)(.*)$", Pattern.DOTALL);
    private static final Pattern CLAIM_START = Pattern.compile("^\\s*(theorem|conjecture|refuted|define)\\b.*", Pattern.DOTALL);

    private final Map<String, Object> vars = new TreeMap<>();
    /** This session's entries, for :history. */
    private final List<String> entries = new ArrayList<>();
    /** The worksheet's definitions (typed or loaded); a name defined again is replaced. */
    private final Definitions defs = Definitions.redefinable();
    private final PrintWriter out;
    private final PrintWriter err;
    private final String source;
    private final boolean carets;
    private long seed = CheckOptions.DEFAULT_SEED;
    private int random = CheckOptions.DEFAULT_RANDOM;
    private int explore = CheckOptions.DEFAULT_EXPLORE;
    private double timeout;
    private volatile int exitCode;
    private volatile boolean quit;

    /**
     * @param source the name errors are located in ("<worksheet>", "<stdin>")
     * @param carets whether an error also shows the line with a caret (on err), as for a person watching
     */
    Worksheet(PrintWriter out, PrintWriter err, String source, boolean carets) {
        this.out = out;
        this.err = err;
        this.source = source;
        this.carets = carets;
    }

    /**
     * The exit code piped input ends with, as for 'check' and 'eval': 0 every entry fine, 1 a claim
     * not as expected, 2 bad input (an error in an entry), 3 an internal error, 130 interrupted.
     */
    int exitCode() {
        return exitCode;
    }

    /** Keeps the gravest code seen: 3, then 130, then 2, then 1. */
    private void exit(int code) {
        for (int g : new int[] {3, 130, 2, 1, 0}) {
            if (exitCode == g) {
                return;
            }
            if (code == g) {
                exitCode = code;
                return;
            }
        }
    }

    /** Whether :quit was entered. */
    boolean quit() {
        return quit;
    }

    /** Variable and definition names, for completion. */
    synchronized List<String> variables() {
        List<String> names = new ArrayList<>(vars.keySet());
        for (Definition d : defs.all()) {
            names.add(d.name());
        }
        return names;
    }

    /** Whether text starts a claim, which may continue on the following lines. */
    static boolean startsClaim(String text) {
        return CLAIM_START.matcher(text).matches();
    }

    /** Whether a claim's text is complete as it stands (so a one-line claim needs no empty line). */
    static boolean completeClaim(String text) {
        return ClaimParser.parse(text, "").errors().isEmpty();      // syntax only: a type error is complete, and reported
    }

    /**
     * Handles one entry; lineNo locates errors. {@code stop} is cancelled by Ctrl-C (the thread is
     * interrupted as well, which long evaluations observe).
     */
    void run(String text, int lineNo, Stop stop) {
        String t = text.strip();
        try {
            if (t.isEmpty() || t.startsWith("#")) {
                return;
            }
            if (!t.equals(":history")) {
                synchronized (this) {
                    entries.add(text.strip());
                }
            }
            if (t.startsWith(":")) {
                command(t, lineNo, stop);
            } else if (startsClaim(text)) {
                claims(text, source, lineNo, stop, false);
            } else {
                entry(text, lineNo);
            }
        } catch (SyntaxError e) {
            error(e, text, lineNo);
        } catch (EvaluationStopped e) {
            out.println("interrupted");
            exit(130);
        } catch (org.cgcheck.game.InfeasibleException e) {        // refused infeasible work: bad input, not a bug
            out.println("error: " + source + ":" + lineNo + ":1: " + e.getMessage());
            exit(2);
        } catch (StackOverflowError e) {
            out.println("error: " + source + ":" + lineNo + ":1: expression too deeply nested to evaluate");
            exit(2);
        } catch (OutOfMemoryError e) {
            out.println("error: " + source + ":" + lineNo + ":1: out of memory: the evaluation needs more than the heap");
            exit(2);
        } catch (RuntimeException e) {
            out.println("error: " + source + ":" + lineNo + ":1: internal error: " + e);
            exit(3);
        } finally {
            Thread.interrupted();       // a late Ctrl-C must not stop the next entry
            out.flush();
        }
    }

    private void entry(String text, int lineNo) {
        Matcher m = ASSIGN.matcher(text);
        if (m.matches()) {
            int offset = m.group(1).length() + m.group(2).length() + m.group(3).length() + 2;
            String name = m.group(2);
            Object v = eval(m.group(4), offset, false);
            checkName(name, lineNo, m.group(1).length());
            if (defs.link(name) != null && defs.link(name).definition() != null) {
                throw new SyntaxError("'" + name + "' is a definition (see :defs); a variable needs another name",
                        new Pos(1, m.group(1).length() + 1, m.group(1).length()));
            }
            EvaluationStopped.check();      // cancelled by Ctrl-C: assign nothing
            synchronized (this) {
                vars.put(name, v);
            }
            out.println(name + " = " + Values.print(v));
            return;
        }
        Matcher w = WORD_REST.matcher(text);
        if (w.matches()) {
            int offset = w.group(1).length() + w.group(2).length() + w.group(3).length();
            if (w.group(2).equals("show")) {
                java.util.regex.Matcher mis = ShowMisere.PREFIX.matcher(w.group(4));
                if (mis.lookingAt()) {
                    int more = mis.end();
                    ShowMisere.print(out, w.group(4).substring(more).strip(),
                            eval(w.group(4).substring(more), offset + more, org.cgcheck.eval.AsWritten::read),
                            new Pos(1, offset + 1, offset));
                    return;
                }
                ShowGame.print(out, w.group(4).strip(), shown(eval(w.group(4), offset, org.cgcheck.eval.AsWritten::read)));
            } else if (w.group(2).equals("plot")) {
                plot(w.group(4).strip(), eval(w.group(4), offset, false), new Pos(1, offset + 1, offset));
            } else {
                Object v = eval(w.group(4), offset, true);
                for (String line : ReductionTrace.explain(Values.form(v, new Pos(1, offset + 1, offset), "explain's argument"))) {
                    out.println(line);
                }
            }
            return;
        }
        Object v = eval(text, 0, false);
        EvaluationStopped.check();
        // A position is printed with its value: what a class asks of "game.heap.Nim(3, 5, 6)" is "= 0".
        out.println(v instanceof org.cgcheck.rules.Position p ? Values.print(v) + " = " + p.value() : Values.print(v));
    }

    /**
     * {@code plot EXPR}: the thermograph of a game (or of each game of a set) written as an SVG file
     * plot-N.svg in the current folder (the first N not taken); says where.
     */
    private void plot(String src, Object v, Pos at) {
        List<String> titles = new ArrayList<>();
        List<org.cgcheck.game.Thermograph> ths = new ArrayList<>();
        List<Object> items = v instanceof org.cgcheck.fn.GameSet set ? new ArrayList<>(set.elements()) : List.of(v);
        if (items.size() > PlotCommand.MAX_GAMES) {
            throw new SyntaxError("plot draws at most " + PlotCommand.MAX_GAMES + " games at once, got " + items.size(), at);
        }
        for (Object x : items) {
            if (x instanceof org.cgcheck.game.Thermograph t) {
                titles.add(src);
                ths.add(t);
            } else {
                org.cgcheck.game.Game g = Values.game(x, at, "a game to plot");
                titles.add(items.size() == 1 && !src.equals(g.toString()) ? src + " = " + g : g.toString());
                ths.add(g.thermograph());
            }
        }
        String svg = org.cgcheck.report.ThermographPlot.svg(titles, ths);
        java.nio.file.Path file = null;
        for (int n = 1; file == null || java.nio.file.Files.exists(file, java.nio.file.LinkOption.NOFOLLOW_LINKS); n++) {
            file = java.nio.file.Path.of("plot-" + n + ".svg").toAbsolutePath();
        }
        try {
            org.cgcheck.report.OutputFiles.writeFile(file, svg, false);
        } catch (org.cgcheck.report.EmitFolder.EmitException e) {
            throw new SyntaxError(e.getMessage(), at);
        }
        out.println("wrote the thermograph" + (ths.size() == 1 ? "" : "s") + " to " + file);
    }

    /** Evaluates src (which stood at column offset+1 of the entry) with the worksheet's variables. */
    private Object eval(String src, int offset, boolean form) {
        return eval(src, offset, form ? Interpreter::evalForm : Interpreter::eval);
    }

    /**
     * The game as written, as show prints it: a value as its canonical form, braces as the form
     * they write, a sum or a board as a position with its components and moves.
     */
    private static Object shown(Object v) {
        if (v instanceof org.cgcheck.rules.FormPosition f) {
            return f.canonicalValue() != null ? f.canonicalValue() : f.form();
        }
        return v;
    }

    private Object eval(String src, int offset, java.util.function.BiFunction<Interpreter, Expr, Object> read) {
        try {
            Expr e = Parser.parse(src, 1, defs);
            Map<String, Object> env;
            Map<String, Type> types = new TreeMap<>();
            List<String> names = new ArrayList<>();
            synchronized (this) {
                env = new TreeMap<>(vars);
                defs.all().forEach(d -> names.add(d.name()));
            }
            env.forEach((k, v) -> types.put(k, Values.typeOf(v)));
            TypeChecker.infer(e, types, names);       // type errors and "did you mean" before anything runs
            Interpreter in = Interpreter.paced(env, QuantifierPace.INTERACTIVE);
            return read.apply(in, e);
        } catch (SyntaxError x) {
            throw shifted(x, offset);
        }
    }

    private static SyntaxError shifted(SyntaxError x, int offset) {
        Pos p = x.pos();
        return p.line() > 1 ? x : new SyntaxError(x.getMessage(), new Pos(p.line(), p.col() + offset, p.offset() + offset));
    }

    /** A name that the language reads as something else (v is down, L an outcome) cannot be assigned. */
    private static void checkName(String name, int lineNo, int offset) {
        Expr e;
        try {
            e = Parser.parse(name);
        } catch (SyntaxError x) {
            e = null;
        }
        if (!(e instanceof Expr.Var) || org.cgcheck.eval.Constants.meaning(name) != null || startsClaim(name)) {
            String meaning = org.cgcheck.eval.Constants.meaning(name);
            throw new SyntaxError("'" + name + "' cannot be a variable: the language reads it as "
                    + (meaning != null ? meaning : "something else"),
                    new Pos(1, offset + 1, offset));
        }
    }

    private void command(String t, int lineNo, Stop stop) {
        String[] w = t.substring(1).strip().split("\\s+", 2);
        String arg = w.length > 1 ? w[1].strip() : "";
        switch (w[0]) {
            case "help", "h", "?" -> out.println(HELP);
            case "quit", "q", "exit" -> quit = true;
            case "vars" -> {
                synchronized (this) {
                    vars.forEach((k, v) -> out.println(k + " = " + Values.print(v)));
                }
            }
            case "load" -> load(arg, lineNo, stop);
            case "history" -> {
                synchronized (this) {
                    for (int i = 0; i < entries.size(); i++) {
                        out.println(String.format(Locale.ROOT, "%4d  %s", i + 1, entries.get(i).replace("\n", "\n      ")));
                    }
                }
            }
            case "defs" -> {
                synchronized (this) {
                    if (defs.all().isEmpty()) {
                        out.println("no definitions (define one with: define NAME(P: TYPE, ...) = EXPR)");
                    }
                    defs.all().forEach(d -> out.println(d.source() + "    # returns " + returns(d)));
                }
            }
            case "set" -> set(arg, lineNo);
            default -> usage(lineNo, "unknown command ':" + w[0] + "' (try :help)");
        }
    }

    private void set(String arg, int lineNo) {
        if (arg.isEmpty()) {
            out.println("seed " + seed + ", random " + random + ", explore " + explore + ", timeout "
                    + (timeout == 0 ? "none" : fmt(timeout) + " s"));
            return;
        }
        String[] kv = arg.split("\\s+");
        if (kv.length != 2) {
            usage(lineNo, ":set takes a setting and a value, e.g. ':set seed 7'");
            return;
        }
        try {
            switch (kv[0]) {
                case "seed" -> seed = Long.parseLong(kv[1]);
                case "random" -> random = nonNegative(Integer.parseInt(kv[1]));
                case "explore" -> explore = nonNegative(Integer.parseInt(kv[1]));
                case "timeout" -> timeout = nonNegative(Double.parseDouble(kv[1]));
                default -> {
                    usage(lineNo, "unknown setting '" + kv[0] + "' (seed, random, explore, timeout)");
                    return;
                }
            }
        } catch (IllegalArgumentException e) {
            usage(lineNo, ":set " + kv[0] + " takes a number ≥ 0" + (kv[0].equals("seed") ? " (an integer)" : "")
                    + ", not '" + kv[1] + "'");
            return;
        }
        out.println(kv[0] + " " + kv[1]);
    }

    private static <N extends Number> N nonNegative(N n) {
        if (n.doubleValue() < 0 || Double.isNaN(n.doubleValue()) || Double.isInfinite(n.doubleValue())) {
            throw new IllegalArgumentException();
        }
        return n;
    }

    private static String fmt(double d) {
        return d == Math.rint(d) ? String.valueOf((long) d) : String.format(Locale.ROOT, "%s", d);
    }

    private void load(String arg, int lineNo, Stop stop) {
        if (arg.isEmpty()) {
            usage(lineNo, ":load takes a claim file, e.g. ':load theorems/impartial.cgt'");
            return;
        }
        Path f = Path.of(arg);
        String src;
        try {
            src = ClaimSources.read(f);
        } catch (ClaimSources.Unreadable e) {
            out.println("error: " + e.getMessage());
            exit(2);
            return;
        }
        claims(src, f.toString(), 0, stop, true);
    }

    private String returns(Definition d) {
        Type t = defs.link(d.name()).result();
        return t == null ? "?" : t.description;
    }

    /**
     * Parses and checks claims, printing the same report as 'check' (its summary when from a file).
     * Definitions join the worksheet's, unless anything in the text has an error.
     */
    private void claims(String src, String name, int firstLine, Stop stop, boolean summary) {
        ClaimParser.Result r;
        synchronized (this) {
            Definitions.Snapshot before = defs.snapshot();
            r = Programs.parseAll(List.of(new Programs.Source(src, name)), defs).get(0);
            List<SyntaxError> clashes = new ArrayList<>();
            for (Definition d : r.definitions()) {
                if (vars.containsKey(d.name())) {
                    clashes.add(new SyntaxError("'" + d.name() + "' is a worksheet variable (see :vars); the definition "
                            + "needs another name", d.pos()));
                }
            }
            if (!clashes.isEmpty()) {
                r = new ClaimParser.Result(List.of(), clashes, r.definitions());
            }
            if (!r.errors().isEmpty()) {
                defs.restore(before);
            } else if (!summary) {
                for (Definition d : r.definitions()) {
                    out.println("defined " + d.head() + " (" + returns(d) + ")");
                }
            }
        }
        for (SyntaxError e : r.errors()) {
            SyntaxError at = firstLine > 1 ? new SyntaxError(e.getMessage(), new Pos(e.pos().line() + firstLine - 1,
                    e.pos().col(), e.pos().offset())) : e;
            out.println("error: " + at.format(name));
            if (carets) {
                out.flush();
                err.println(e.caret(src));
                err.flush();
            }
            exit(2);
        }
        if (!r.errors().isEmpty()) {
            return;
        }
        CheckOptions opts = CheckOptions.defaults().withRandom(random).withExplore(explore).withTimeout(timeout)
                .withSeed(seed);
        Checker checker = new Checker(opts);
        List<Verdict> verdicts = new ArrayList<>();
        for (Claim c : r.claims()) {
            if (stop.cancelled()) {
                break;
            }
            Verdict v = checker.check(c, stop);
            verdicts.add(v);
            ConsoleReport.printOne(out, v, false);
            exit(v.status() == Verdict.Status.INTERRUPTED ? 130 : v.status() == Verdict.Status.ERROR ? 2 : v.ok() ? 0 : 1);
        }
        if (summary) {
            ConsoleReport.printSummary(out, verdicts);
        }
        if (verdicts.size() < r.claims().size()) {
            out.println((r.claims().size() - verdicts.size()) + " claim(s) not checked: interrupted");
            exit(130);
        }
    }

    private void usage(int lineNo, String message) {
        out.println("error: " + source + ":" + lineNo + ":1: " + message);
        exit(2);
    }

    private void error(SyntaxError e, String text, int lineNo) {
        exit(2);
        Pos p = e.pos();
        out.println("error: " + source + ":" + (lineNo + p.line() - 1) + ":" + p.col() + ": " + e.getMessage());
        if (carets) {
            out.flush();
            err.println(e.caret(text));
            err.flush();
        }
    }
}
