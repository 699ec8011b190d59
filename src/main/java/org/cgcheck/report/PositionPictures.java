package org.cgcheck.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.cgcheck.check.ComponentPlays;
import org.cgcheck.check.Verdict;
import org.cgcheck.rules.Position;

/**
 * For each ruleset position of a counterexample, its tree of moves as boards, and the refuting play
 * on the boards of the difference's parts ({@link PlayBoards}), stacked in one picture
 * (NAME-positions.svg, inlined on the HTML page).
 */
public final class PositionPictures {
    private static final int GAP = 12;

    private PositionPictures() {
    }

    /** The picture, or null when no variable of the counterexample is a position and no play is on a board. */
    public static String forCounterexample(Verdict v) {
        return of(CounterexampleGames.positions(v), v);
    }

    /**
     * The same, from the counterexample's positions already worked out by the caller: each
     * position's tree of moves, then the refuting play on the boards of the difference's parts.
     */
    static String of(Map<String, Position> positions, Verdict v) {
        List<String> parts = new ArrayList<>();
        positions.forEach((name, p) -> parts.add(PositionTreePicture.svg(name, p)));
        List<String> play = CounterexampleWriter.play(v);
        String components = v.details().stream().filter(d -> d.startsWith(ComponentPlays.COMPONENTS)).findFirst()
                .orElse(null);
        if (components != null && !play.isEmpty()) {
            String start = play.get(0).replaceFirst(" \\((Left|Right) starts;.*\\)$", "");
            String moves = PlayBoards.svg(PlayBoards.parts(components, CounterexampleGames.env(v)), start,
                    play.subList(1, play.size()));
            if (moves != null) {
                parts.add(moves);
            }
        }
        return parts.isEmpty() ? null : stacked(parts);
    }

    /** The pictures one under the other, as nested svg elements (their own text alternatives kept). */
    static String stacked(List<String> svgs) {
        StringBuilder body = new StringBuilder();
        List<String> labels = new ArrayList<>();
        int y = 0;
        int width = 0;
        for (String s : svgs) {
            int w = attribute(s, "width");
            int h = attribute(s, "height");
            body.append(s.replaceFirst("^<svg ", "<svg x=\"0\" y=\"" + y + "\" "));
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("aria-label=\"([^\"]*)\"").matcher(s);
            if (m.find()) {
                labels.add(m.group(1));
            }
            y += h + GAP;
            width = Math.max(width, w);
        }
        int height = Math.max(0, y - GAP);
        String label = String.join(" ", labels);
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + width + "\" height=\"" + height + "\" viewBox=\"0 0 "
                + width + " " + height + "\" role=\"img\" aria-label=\"" + label + "\">\n  <title>" + label
                + "</title>\n  <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n" + body + "</svg>\n";
    }

    private static int attribute(String svg, String name) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile(" " + name + "=\"(\\d+)\"").matcher(svg);
        return m.find() ? Integer.parseInt(m.group(1)) : 0;
    }
}
