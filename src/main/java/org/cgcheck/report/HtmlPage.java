package org.cgcheck.report;

/**
 * The frame of every page of the HTML report: one self-contained file (the style sheet inline, no
 * scripts, fonts or other files fetched), readable on a projector (large type, strong contrast)
 * and on a phone (one column, wide tables and pictures scroll sideways). Collapsible parts use
 * {@code <details>}, which works with JavaScript disabled.
 */
final class HtmlPage {
    private HtmlPage() {
    }

    static final String STYLE = String.join("\n",
            ":root { --ok: #1b7a34; --bad: #b3261e; --warn: #8a5a00; --ink: #1a1a1a; --muted: #555; --line: #d0d0d0; }",
            "* { box-sizing: border-box; }",
            "body { margin: 0 auto; max-width: 70rem; padding: 1rem 1.25rem 3rem; color: var(--ink); background: #fff;",
            "  font: 1.125rem/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif; }",
            "h1 { font-size: 1.9rem; margin: .5rem 0 .25rem; overflow-wrap: anywhere; }",
            "h2 { font-size: 1.35rem; margin: 1.75rem 0 .5rem; border-bottom: 1px solid var(--line); }",
            "a { color: #0b57d0; }",
            "nav { font-size: 1rem; margin-bottom: .5rem; }",
            "code, pre { font-family: ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace; font-size: .95em; }",
            "pre { background: #f5f5f5; border: 1px solid var(--line); border-radius: 6px; padding: .75rem 1rem;",
            "  overflow-x: auto; white-space: pre-wrap; overflow-wrap: anywhere; }",
            ".scroll { overflow-x: auto; -webkit-overflow-scrolling: touch; }",
            "table { border-collapse: collapse; width: 100%; }",
            "th, td { text-align: left; padding: .45rem .6rem; border-bottom: 1px solid var(--line); vertical-align: top; }",
            "th { background: #f0f0f0; }",
            "td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }",
            ".status { font-weight: 700; white-space: nowrap; }",
            ".proved, .verified { color: var(--ok); }",
            ".refuted, .error { color: var(--bad); }",
            ".unrefuted, .timeout, .interrupted { color: var(--warn); }",
            ".unexpected { background: #fdecea; }",
            ".desc { color: var(--muted); }",
            ".summary { font-size: 1.2rem; font-weight: 600; }",
            "dl { display: grid; grid-template-columns: max-content 1fr; gap: .3rem 1rem; }",
            "dt { font-weight: 600; } dd { margin: 0; overflow-wrap: anywhere; }",
            "figure { margin: 1rem 0; } figure svg { max-width: 100%; height: auto; }",
            "figcaption { color: var(--muted); font-size: 1rem; }",
            "details { margin: .5rem 0; } summary { cursor: pointer; font-weight: 600; }",
            "ol.play li, ul.why li { margin: .2rem 0; }",
            "@media (max-width: 40rem) { body { font-size: 1rem; padding: .75rem; } dl { grid-template-columns: 1fr; }",
            "  dt { margin-top: .5rem; } h1 { font-size: 1.5rem; } }",
            // Handouts: collapsed parts print open, links and buttons give way to the content.
            "@media print { a { color: inherit; text-decoration: none; } nav, .noprint { display: none; }",
            "  body { max-width: none; padding: 0; font-size: 11pt; }",
            "  details::details-content { content-visibility: visible; display: block; }",
            "  pre, figure, table, dl { break-inside: avoid; } h2 { break-after: avoid; } }");

    /** A whole page: title, then body (already HTML). */
    static String page(String title, String body) {
        return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                + "<meta name=\"generator\" content=\"cgcheck " + RunInfo.VERSION + "\">\n"
                + "<title>" + esc(title) + "</title>\n<style>\n" + STYLE + "\n</style>\n</head>\n<body>\n" + body
                + "</body>\n</html>\n";
    }

    /** Escapes text for HTML element content and attribute values. */
    static String esc(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 16);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> sb.append("&amp;");
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&#39;");
                default -> sb.append(c);
            }
        }
        return sb.toString();
    }
}
