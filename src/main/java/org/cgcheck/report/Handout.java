package org.cgcheck.report;

import com.openhtmltopdf.pdfboxout.PdfRendererBuilder;
import com.openhtmltopdf.svgsupport.BatikSVGDrawer;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.Jsoup;
import org.jsoup.helper.W3CDom;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

/**
 * Printable handouts: HTML pages laid out to one PDF in Java (openhtmltopdf over PDFBox, the SVG
 * pictures drawn by Batik), each page starting on a new sheet; no browser is driven. What only a
 * screen needs (scripts, buttons, navigation) is left out, and pictures wider than the sheet are
 * scaled to fit it. The text is set in DejaVu Sans when the system has it (arrows, ±, ↑ print);
 * otherwise in the PDF's built-in fonts, with those signs spelled in ASCII.
 */
public final class Handout {
    /** Width of the printed column in CSS px (A4 less 15 mm margins, at 96 px an inch). */
    static final int COLUMN_PX = 680;
    private static final File FONT = new File("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf");
    private static final File FONT_BOLD = new File("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf");
    private static final File FONT_MONO = new File("/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf");

    static final String STYLE = String.join("\n",
            "@page { size: A4; margin: 15mm; }",
            "body { font-family: 'DejaVu Sans', sans-serif; font-size: 10pt; max-width: none; padding: 0; margin: 0; }",
            "code, pre, .mono { font-family: 'DejaVu Sans Mono', monospace; }",
            "h1 { font-size: 16pt; } h2 { font-size: 12.5pt; border-bottom: 1px solid #ccc; }",
            ".sheet { page-break-before: always; }",
            "nav { display: none; } nav#path { display: block; }",
            "script, .noprint, .modes, button#back, button#restart, noscript { display: none; }",
            "details > summary { font-weight: bold; list-style: none; }",
            "figure, pre, tr, dl, li { page-break-inside: avoid; }",
            "table { border-collapse: collapse; width: 100%; } th, td { border-bottom: 1px solid #ccc; padding: 2pt 4pt;"
                    + " text-align: left; vertical-align: top; }",
            ".wins { color: #1b7a34; font-weight: bold; }",
            ".steps td.pic { width: 45%; }");

    /** Held here: PDFBox's logger, configured and then collected, would lose its level. */
    private static final java.util.logging.Logger PDFBOX_LOG = java.util.logging.Logger.getLogger("org.apache.pdfbox");

    static {
        // The layout engine and PDFBox log every CSS rule they skip (the pages' screen styles): not the user's concern.
        com.openhtmltopdf.util.XRLog.setLoggingEnabled(false);
        PDFBOX_LOG.setLevel(java.util.logging.Level.SEVERE);
    }

    private Handout() {
    }

    /** One PDF of the pages (whole HTML documents), each from a new sheet. */
    public static byte[] pdf(List<String> pages) {
        Document doc = Jsoup.parse(pages.get(0));
        Element body = doc.body();
        for (int i = 1; i < pages.size(); i++) {
            Document next = Jsoup.parse(pages.get(i));
            Element sheet = body.appendElement("div").addClass("sheet");
            for (Element e : next.head().select("style")) {
                doc.head().appendChild(e.clone());
            }
            sheet.insertChildren(0, next.body().childNodesCopy());
        }
        // A style element inside the body is laid out as text by the PDF renderer: every style goes to the head.
        for (Element style : doc.body().select("style")) {
            doc.head().appendChild(style);
        }
        doc.select("script, button#back, button#restart").remove();
        doc.select("details").attr("open", "open");
        for (Element svg : doc.select("svg")) {
            fit(svg);
        }
        doc.head().appendElement("style").text(STYLE);
        boolean fonts = FONT.isFile() && FONT_BOLD.isFile() && FONT_MONO.isFile();
        if (!fonts) {
            ascii(doc.body());
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            PdfRendererBuilder b = new PdfRendererBuilder();
            b.useFastMode();
            b.useSVGDrawer(new BatikSVGDrawer());
            if (fonts) {
                b.useFont(FONT, "DejaVu Sans");
                b.useFont(FONT_BOLD, "DejaVu Sans", 700, PdfRendererBuilder.FontStyle.NORMAL, true);
                b.useFont(FONT_MONO, "DejaVu Sans Mono");
                b.useFont(FONT, "monospace");
            }
            b.withW3cDocument(new W3CDom().fromJsoup(doc), null);
            b.toStream(out);
            b.run();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    /**
     * The one place a handout reaches the disk (atomically: a whole file or none), so that the
     * project's file writer can take it over in one line.
     */
    public static void write(Path file, byte[] pdf, boolean force) throws EmitFolder.EmitException {
        OutputFiles.writeFile(file, pdf, force);     // the one writer: regular files only, never a user's file
    }

    /** A picture wider than the column is scaled to it (its viewBox keeps the drawing whole). */
    private static void fit(Element svg) {
        int w = number(svg.attr("width"));
        int h = number(svg.attr("height"));
        if (svg.parent() != null && svg.parent().tagName().equals("svg")) {
            return;         // nested: sized by its parent
        }
        if (w > 0 && h > 0 && !svg.hasAttr("viewBox")) {
            svg.attr("viewBox", "0 0 " + w + " " + h);
        }
        if (w > COLUMN_PX && h > 0) {
            svg.attr("width", String.valueOf(COLUMN_PX));
            svg.attr("height", String.valueOf((long) h * COLUMN_PX / w));
        }
    }

    private static int number(String s) {
        Matcher m = Pattern.compile("^(\\d+)").matcher(s);
        return m.find() ? Integer.parseInt(m.group(1)) : 0;
    }

    private static final Map<String, String> ASCII = Map.of("→", "->", "←", "<-", "–", "-", "−", "-", "↑", "^",
            "↓", "v", "±", "+-", "…", "...", "×", "x");

    /** Without a Unicode font the PDF's built-in fonts lack these signs: spelled in ASCII instead. */
    private static void ascii(Element body) {
        for (org.jsoup.nodes.TextNode t : body.textNodes()) {
            String s = t.getWholeText();
            for (Map.Entry<String, String> e : ASCII.entrySet()) {
                s = s.replace(e.getKey(), e.getValue());
            }
            t.text(s);
        }
        for (Element e : body.children()) {
            if (!e.tagName().equals("svg")) {
                ascii(e);
            }
        }
    }
}
