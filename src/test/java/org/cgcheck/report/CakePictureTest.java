package org.cgcheck.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import javax.xml.parsers.DocumentBuilderFactory;
import org.cgcheck.rules.Cutcake;
import org.cgcheck.rules.MoveText;
import org.cgcheck.rules.Position;
import org.junit.jupiter.api.Test;

/** Cutcake moves found again from the positions, told in words and drawn with the cut marked. */
class CakePictureTest {
    @Test
    void everyMoveOfACakeIsOneCutOfTheRightDirection() throws Exception {
        Position start = Cutcake.RULES.cake(3, 4);
        Position p = start.options(false).get(0);       // two cakes: a cut must be found among kept ones
        assertEquals(2, p.text().split("\\+").length, p.text());
        for (boolean left : new boolean[] {true, false}) {
            for (Position q : p.options(left)) {
                Cutcake.Cut c = Cutcake.cut(p, q);
                assertNotNull(c, p.text() + " → " + q.text());
                assertEquals(left, c.vertical(), "Left cuts between columns, Right between rows: " + q.text());
                int side = c.vertical() ? c.cols() : c.rows();
                assertTrue(c.at() >= 1 && c.at() < side, q.text());
                assertTrue(MoveText.describe(p, q).startsWith("cuts the " + c.rows() + "×" + c.cols() + " cake between "
                        + (left ? "columns " : "rows ") + c.at() + " and " + (c.at() + 1)), MoveText.describe(p, q));
                StringBuilder sb = new StringBuilder("<svg xmlns=\"http://www.w3.org/2000/svg\">\n");
                int[] wh = CakePicture.draw(sb, q, p);
                String svg = sb.append("</svg>\n").toString();
                assertTrue(svg.contains("stroke=\"" + BoardPicture.MARK + "\""), "the cut is marked");
                assertTrue(wh[0] > 0 && wh[1] > 0);
                DocumentBuilderFactory.newInstance().newDocumentBuilder()
                        .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
            }
        }
        assertEquals(null, Cutcake.cut(start, Cutcake.RULES.cake(1, 1)), "not one cut");
    }
}
