package org.cgcheck.cli;

import java.util.List;
import java.util.TreeSet;
import org.cgcheck.eval.Functions;
import org.cgcheck.lang.Parser;
import org.jline.reader.Candidate;
import org.jline.reader.Completer;
import org.jline.reader.LineReader;
import org.jline.reader.ParsedLine;
import org.cgcheck.fn.Builtin;

/**
 * Tab completion of the identifier before the cursor: after a dot, CGSuite's postfix properties
 * ({@code (G).Temperature}); else functions, the worksheet's variables and, at the start of the
 * line, its commands. Identifiers are completed inside a word such as {@code rcf(G+H)}: JLine
 * replaces the whole whitespace-separated word, so each candidate carries the word's prefix.
 */
final class WorksheetCompleter implements Completer {
    static final List<String> COMMANDS = List.of(":help", ":load", ":set", ":vars", ":defs", ":history", "define", ":quit", "show", "explain", "plot",
            "theorem", "conjecture", "refuted");

    private final Worksheet sheet;

    WorksheetCompleter(Worksheet sheet) {
        this.sheet = sheet;
    }

    @Override
    public void complete(LineReader reader, ParsedLine line, List<Candidate> candidates) {
        String word = line.word().substring(0, Math.min(line.wordCursor(), line.word().length()));
        int start = word.length();
        while (start > 0 && (Character.isLetterOrDigit(word.charAt(start - 1)) || word.charAt(start - 1) == '_')) {
            start--;
        }
        boolean command = start == 1 && word.charAt(0) == ':';
        String before = word.substring(0, command ? 0 : start);
        for (String name : names(line, start, word, command)) {
            // A command is followed by a space; a function by its '(' which the user types.
            candidates.add(new Candidate(before + name, name, null, null, null, null, COMMANDS.contains(name)));
        }
    }

    /** The names that fit where the cursor is (JLine filters them by the typed prefix). */
    TreeSet<String> names(ParsedLine line, int start, String word, boolean command) {
        TreeSet<String> names = new TreeSet<>();
        if (start > 0 && word.charAt(start - 1) == '.') {
            // game.heap., game.grid., …: the rulesets (or the namespaces) under it, not properties.
            int from = start;
            while (from > 0 && (Character.isLetterOrDigit(word.charAt(from - 1)) || "_.".indexOf(word.charAt(from - 1)) >= 0)) {
                from--;
            }
            String chain = word.substring(from, start);
            for (Builtin f : Functions.all()) {
                if (f.name().startsWith(chain) && f.name().length() > chain.length()) {
                    String rest = f.name().substring(chain.length());
                    names.add(rest.contains(".") ? rest.substring(0, rest.indexOf('.')) : rest);
                }
            }
            if (!names.isEmpty()) {
                return names;
            }
            names.addAll(Parser.PROPERTIES);
            return names;
        }
        if (command || line.wordIndex() == 0 && start == 0) {
            names.addAll(COMMANDS);
            if (command) {
                names.removeIf(n -> !n.startsWith(":"));
                return names;
            }
        }
        for (Builtin f : Functions.all()) {
            names.add(f.name());
        }
        names.addAll(sheet.variables());
        return names;
    }
}
