package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.cgcheck.report.Markdown;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A claim's description is plain text: the Markdown pages of {@code --emit} (README.md and the
 * claim's page) show it as written and never pass its HTML through, as the HTML pages do not.
 */
class EmitMarkdownEscapeTest {
    static final String HOSTILE = "<script>alert(1)</script> <img src=x onerror=alert(2)> *not bold* [link](javascript:x) a|b";

    @Test
    void aDescriptionsHtmlIsEscapedInEveryMarkdownPage(@TempDir Path dir) throws Exception {
        Path cgt = Files.writeString(dir.resolve("x.cgt"), "refuted bad \"" + HOSTILE + "\" forall G born by 1: G >= 0\n"
                + "theorem good \"" + HOSTILE + "\" forall G: G + 0 == G\n");
        Path emit = dir.resolve("pages");
        BadInputTest.Run r = BadInputTest.run("check", cgt.toString(), "--emit", emit.toString(), "--random", "10",
                "--explore", "0");
        assertEquals(0, r.code(), r.err());
        List<Path> pages;
        try (Stream<Path> s = Files.list(emit)) {
            pages = s.filter(p -> p.toString().endsWith(".md")).toList();
        }
        assertEquals(3, pages.size(), pages.toString());        // README.md, bad.md, good.md (the proof)
        for (Path p : pages) {
            String md = Files.readString(p);
            // The claim's source is shown in an indented code block (after a blank line), which shows HTML as text.
            String prose = md.replaceAll("(?m)^    .*$", "");
            assertFalse(prose.contains("<script") || prose.contains("<img") || prose.contains("[link]("), p + ":\n" + md);
            assertTrue(md.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), p + ":\n" + md);
        }
    }

    @Test
    void plainTextStaysPlain() {
        assertEquals("&lt;b&gt; \\*x\\* \\_y\\_ \\`z\\` \\[a\\](b) &amp;amp;", Markdown.text("<b> *x* _y_ `z` [a](b) &amp;"));
        assertEquals("\\# not a heading", Markdown.text("# not a heading"));
        assertEquals("\\- not a list", Markdown.text("- not a list"));
        assertEquals("1\\. not a list", Markdown.text("1. not a list"));
        assertEquals("G ≥ 0 and ↑ + \\* ≡ 0", Markdown.text("G ≥ 0 and ↑ + * ≡ 0"));
        assertEquals("a\\|b", Markdown.cell("a|b"));
        assertEquals("one line", Markdown.text("one\nline"));
    }
}
