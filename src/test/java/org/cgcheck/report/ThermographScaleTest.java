package org.cgcheck.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cgcheck.game.Game;
import org.junit.jupiter.api.Test;

/**
 * Thermographs side by side share one scale (so {1|0} and ±1 look different), and a number's mast
 * rises above t = 0 (issue 26, item 6).
 */
class ThermographScaleTest {
    private static List<String> panels(String svg) {
        List<String> out = new ArrayList<>();
        for (String part : svg.split("<g transform=\"translate\\(")) {
            if (part.contains("mast at")) {
                out.add(part);
            }
        }
        return out;
    }

    /** The labels of the temperature axis (right-aligned texts). */
    private static List<String> temperatureTicks(String panel) {
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile("text-anchor=\"end\">([^<]*)</text>").matcher(panel);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    /** The labels under the value axis (below the plot, centred). */
    private static List<String> valueTicks(String panel) {
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile("y=\"(\\d+(?:\\.\\d+)?)\" text-anchor=\"middle\">([^<]*)</text>").matcher(panel);
        while (m.find()) {
            if (Double.parseDouble(m.group(1)) > 60 && !m.group(2).startsWith("value")) {
                out.add(m.group(2));
            }
        }
        return out;
    }

    @Test
    void panelsShareTheirAxesAndMastsRise() {
        Game one = Game.integer(1);
        Game pm1 = Game.of(List.of(one), List.of(one.negate()));
        Game half = Game.of(List.of(one), List.of(Game.ZERO));
        String svg = ThermographPlot.svg(List.of("1", "+-1", "{1|0}"),
                List.of(one.thermograph(), pm1.thermograph(), half.thermograph()));
        List<String> ps = panels(svg);
        assertEquals(3, ps.size(), svg);
        for (String p : ps) {
            assertEquals(temperatureTicks(ps.get(0)), temperatureTicks(p));
            assertEquals(valueTicks(ps.get(0)), valueTicks(p));
        }
        assertTrue(temperatureTicks(ps.get(0)).contains("3/2"), "the number's mast goes above 0: "
                + temperatureTicks(ps.get(0)));
    }
}
