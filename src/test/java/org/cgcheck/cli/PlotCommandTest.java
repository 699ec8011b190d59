package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 13: {@code cgcheck plot} writes the thermographs as an SVG, or a located error. */
class PlotCommandTest {
    @TempDir
    Path dir;

    static int run(StringWriter out, StringWriter err, String... args) {
        BadInputTest.Run r = BadInputTest.run(args);
        out.write(r.out());
        err.write(r.err());
        return r.code();
    }

    @Test
    void writesOnePanelPerGameWithLabelledAxes() throws Exception {
        Path svg = dir.resolve("thermo.svg");
        StringWriter out = new StringWriter();
        assertEquals(0, run(out, new StringWriter(), "plot", "{3||2|1}", "{2|-1}", "--out", svg.toString()));
        String text = Files.readString(svg);
        assertTrue(text.startsWith("<svg"), text);
        assertTrue(text.contains("mean 9/4, temperature 3/4"), text);
        assertTrue(text.contains("mean 1/2, temperature 3/2"), text);
        assertTrue(text.contains("decreasing to the right"), text);
        assertTrue(text.contains("t ↑"), text);
        assertEquals(4, text.split("<polyline").length - 1, "two walls per game");
        assertTrue(out.toString().contains("wrote"), out.toString());
    }

    @Test
    void valuesDecreaseToTheRight() {
        StringWriter out = new StringWriter();
        assertEquals(0, run(out, new StringWriter(), "plot", "{2|-1}"));
        String svg = out.toString();
        // The left wall starts at the Left stop 2, drawn left of the right wall's start at -1.
        int left = svg.indexOf("left wall");
        String leftPoints = svg.substring(svg.lastIndexOf("points=\"", left) + 8);
        String rightPoints = svg.substring(svg.indexOf("points=\"", left) + 8);
        double lx = Double.parseDouble(leftPoints.substring(0, leftPoints.indexOf(',')));
        double rx = Double.parseDouble(rightPoints.substring(0, rightPoints.indexOf(',')));
        assertTrue(lx < rx, svg);
    }

    @Test
    void badInputIsALocatedErrorWithExitCodeTwo() {
        StringWriter out = new StringWriter();
        assertEquals(2, run(out, new StringWriter(), "plot", "{3||"));
        assertTrue(out.toString().startsWith("error: <expr>:1:1:"), out.toString());
        StringWriter out2 = new StringWriter();
        assertEquals(2, run(out2, new StringWriter(), "plot", "1 == 1"));
        assertTrue(out2.toString().contains("must be a game"), out2.toString());
    }
}
