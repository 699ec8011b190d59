package org.cgcheck.report;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.cgcheck.Claims;
import org.cgcheck.check.CheckOptions;
import org.cgcheck.check.Verdict;
import org.junit.jupiter.api.Test;

/**
 * A board's '|' in a page copies as '|' (issue 25, item 7): no backslash escape inside a code span;
 * in a table cell an HTML code element with &#124;, which no Markdown reader splits the cell at.
 */
class MarkdownBarsTest {
    @Test
    void boardsWithBarsCopyAsWritten() {
        Verdict v = Claims.check("refuted numbers \"every Domineering position is a number\"\n"
                + "  forall P domineering within 2x2: isnumber(P)\n", "d.cgt",
                CheckOptions.defaults().withExplore(0)).get(0);
        String page = CounterexampleWriter.markdown(v);
        assertFalse(page.contains("\\|"), page);
        assertTrue(page.contains("| P | <code>game.grid.Domineering(\"#.&#124;..\")</code> |"), page);
    }
}
