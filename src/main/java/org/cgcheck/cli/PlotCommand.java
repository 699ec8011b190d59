package org.cgcheck.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.cgcheck.game.Game;
import org.cgcheck.game.Thermograph;
import org.cgcheck.lang.Expr;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.lang.Parser;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.eval.TypeChecker;
import org.cgcheck.eval.Values;
import org.cgcheck.report.AtomicFiles;
import org.cgcheck.report.ThermographPlot;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code cgcheck plot G... [--out FILE]}: the games' thermographs side by side, as one SVG. */
@Command(name = "plot", mixinStandardHelpOptions = true,
        description = "Draw the thermographs of games as an SVG picture (temperature up, values decreasing to the right).")
final class PlotCommand implements Callable<Integer> {
    /** More panels than this make an unreadable picture. */
    static final int MAX_GAMES = 12;

    @Parameters(arity = "1..*", paramLabel = "GAME", description = "games, e.g. \"{3||2|1}\" \"{2|-1}\"")
    List<String> games;

    @Option(names = "--out", paramLabel = "FILE", description = "write the SVG here (default: standard output)")
    Path out;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (games.size() > MAX_GAMES) {
            err.println("error: plot draws at most " + MAX_GAMES + " games at once, got " + games.size());
            err.flush();
            return 2;
        }
        List<String> titles = new ArrayList<>();
        List<Thermograph> ths = new ArrayList<>();
        for (String src : games) {
            try {
                Expr e = Parser.parse(src);
                TypeChecker.infer(e, Map.of());
                Object v = new Interpreter().eval(e);
                Game g = v instanceof Thermograph ? null : Values.game(v, e.pos(), "a game to plot");
                titles.add(g == null ? src : src.equals(g.toString()) ? src : src + " = " + g);
                ths.add(g == null ? (Thermograph) v : g.thermograph());
            } catch (SyntaxError e) {
                Sources.report(stdout, err, e, "<expr>", src);
                return 2;
            } catch (ArithmeticException | StackOverflowError e) {
                err.println("error: <expr>:1:1: cannot draw " + src + ": " + e.getMessage());
                err.flush();
                return 2;
            }
        }
        String svg = ThermographPlot.svg(titles, ths);
        if (out == null) {
            stdout.print(svg);
            stdout.flush();
            return 0;
        }
        try {
            AtomicFiles.write(out, svg);
        } catch (IOException | RuntimeException e) {
            err.println("error: cannot write " + out + ": " + Sources.reason(e));
            err.flush();
            return 2;
        }
        stdout.println("wrote " + out + " (" + ths.size() + " thermograph" + (ths.size() == 1 ? "" : "s") + ")");
        stdout.flush();
        return 0;
    }
}
