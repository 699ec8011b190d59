package org.cgcheck.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.check.LoopyPlays;
import org.cgcheck.check.Verdict;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.lang.Parser;
import org.cgcheck.loopy.SidedValue;
import org.cgcheck.rules.LoopyPosition;

/**
 * The positions of loopy rulesets in a counterexample (issue 43, loopy rulesets), drawn as
 * boards: each variable's board with its value, then the refuting play, when there is one, board
 * by board, the squares of each move outlined (NAME-positions.svg).
 */
final class LoopyCounterexample {
    private static final int GAP = 12;
    private static final int CAPTION = 48;
    private static final int MIN_WIDTH = 190;

    private LoopyCounterexample() {
    }

    /** The variables whose values are positions of loopy rulesets, evaluated again from their expressions. */
    static Map<String, LoopyPosition> positions(Verdict v) {
        Map<String, LoopyPosition> out = new LinkedHashMap<>();
        if (v.counterexample() == null) {
            return out;
        }
        v.counterexample().forEach((name, text) -> {
            try {
                if (new Interpreter().eval(Parser.parse(text)) instanceof SidedValue s
                        && s.position() instanceof LoopyPosition p) {
                    out.put(name, p);
                }
            } catch (RuntimeException e) {
                // not a position: drawn as printed
            }
        });
        return out;
    }

    /** The picture, or null when no variable is a loopy ruleset's position. */
    static String svg(Verdict v, Map<String, LoopyPosition> positions) {
        if (positions.isEmpty()) {
            return null;
        }
        List<String> parts = new ArrayList<>();
        positions.forEach((name, p) -> parts.add(captioned(List.of(LoopyPicture.svg(p, name + " = " + p.expression())),
                List.of(List.of(name + " = " + p.expression(), "value " + p.value())))));
        List<String> play = CounterexampleWriter.play(v);
        if (!play.isEmpty()) {
            String name = play.get(0).replaceFirst(" \\(.*$", "");
            LoopyPosition start = positions.get(name);
            if (start != null) {
                boolean rightStarts = play.get(0).contains("(Right starts");
                List<LoopyPosition> line = LoopyPlays.positions(start, rightStarts);
                List<String> boards = new ArrayList<>();
                List<List<String>> captions = new ArrayList<>();
                boards.add(LoopyPicture.svg(start, name));
                captions.add(List.of("start: " + name, (rightStarts ? "Right" : "Left") + " to move", "value "
                        + start.value()));
                for (int i = 1; i < line.size(); i++) {
                    String step = i < play.size() ? play.get(i) : "";
                    String[] told = step.split(": ", 2);
                    String move = told.length > 1 ? told[1] : step;
                    int leaving = move.lastIndexOf(", leaving ");
                    boards.add(LoopyPicture.marked(line.get(i), line.get(i - 1), step));
                    captions.add(List.of(told[0], leaving < 0 ? move : move.substring(0, leaving),
                            leaving < 0 ? "" : "value " + move.substring(leaving + ", leaving ".length())));
                }
                parts.add(captioned(boards, captions));
                String end = play.get(play.size() - 1);
                if (line.size() < play.size()) {
                    parts.add(text(end.replaceFirst("^\\d+\\. ", "then: ")));
                }
            }
        }
        return PositionPictures.stacked(parts);
    }

    /** Boards side by side, each with its caption lines under it. */
    private static String captioned(List<String> boards, List<List<String>> captions) {
        StringBuilder body = new StringBuilder();
        int x = 0;
        int height = 0;
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < boards.size(); i++) {
            String s = boards.get(i);
            int w = attribute(s, "width");
            int h = attribute(s, "height");
            int longest = captions.get(i).stream().mapToInt(String::length).max().orElse(0);
            int cell = Math.max(w, Math.max(MIN_WIDTH, longest * 6 + 8));     // about 6 px a character at 11 px
            body.append(s.replaceFirst("^<svg ", "<svg x=\"" + x + "\" y=\"0\" "));
            int y = h + 14;
            for (String line : captions.get(i)) {
                body.append("  <text x=\"").append(x + 4).append("\" y=\"").append(y).append("\" font-family=\"sans-serif\""
                        + " font-size=\"11\">").append(Pictures.esc(line)).append("</text>\n");
                y += 14;
                labels.add(line);
            }
            height = Math.max(height, h + CAPTION);
            x += cell + GAP;
        }
        int width = Math.max(0, x - GAP);
        String label = Pictures.esc(String.join("; ", labels));
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + width + "\" height=\"" + height + "\" viewBox=\"0 0 "
                + width + " " + height + "\" role=\"img\" aria-label=\"" + label + "\">\n  <title>" + label
                + "</title>\n" + body + "</svg>\n";
    }

    private static String text(String line) {
        int w = Math.max(MIN_WIDTH, line.length() * 7);
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + w + "\" height=\"20\" viewBox=\"0 0 " + w
                + " 20\" role=\"img\" aria-label=\"" + Pictures.esc(line) + "\">\n  <text x=\"4\" y=\"14\""
                + " font-family=\"sans-serif\" font-size=\"11\">" + Pictures.esc(line) + "</text>\n</svg>\n";
    }

    private static int attribute(String svg, String name) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile(" " + name + "=\"(\\d+)\"").matcher(svg);
        return m.find() ? Integer.parseInt(m.group(1)) : 0;
    }

    /** The counterexample's page section for each position: its board as text and each player's moves. */
    static String markdown(Map<String, LoopyPosition> positions) {
        StringBuilder sb = new StringBuilder();
        positions.forEach((name, p) -> {
            sb.append("\n## On the board: ").append(name).append("\n\n```\n").append(p.picture()).append("\n```\n\n")
                    .append(name).append(" = `").append(p.expression()).append("`, value `").append(p.value())
                    .append("` (a loopy value; rows from 1 at the bottom, columns from 1 at the left; a strip's squares"
                            + " from 1 at the left).\n\n");
            if (p.settled() != null) {
                sb.append(Character.toUpperCase(p.settled().charAt(0))).append(p.settled().substring(1)).append(".\n");
                return;
            }
            for (boolean left : new boolean[] {true, false}) {
                List<LoopyPosition> os = p.options(left);
                sb.append(left ? "Left's" : "Right's").append(" moves").append(os.isEmpty() ? ": none\n" : ":\n");
                for (LoopyPosition o : os) {
                    sb.append("- ").append(p.describe(o, left)).append(" → `").append(o.value()).append("`\n");
                }
                sb.append('\n');
            }
        });
        return sb.toString();
    }
}
