package org.cgcheck.report;

/**
 * Plain text (a claim's description, a message quoting a user's string) placed in a Markdown
 * page so that it shows as written: never read as HTML ({@code <script>} becomes
 * {@code &lt;script&gt;}, as the HTML pages escape it) nor as Markdown (emphasis, links, code,
 * a list or heading at the start of a line).
 */
public final class Markdown {
    private Markdown() {
    }

    public static String text(String s) {
        StringBuilder b = new StringBuilder(s.length() + 16);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> b.append("&amp;");
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '\\', '`', '*', '_', '[', ']', '~' -> b.append('\\').append(c);
                case '\n', '\r' -> b.append(' ');
                default -> b.append(c);
            }
        }
        // A line starting "# ", "- ", "+ " or "1. " would be a heading or a list item.
        if (b.length() > 0 && "#-+".indexOf(b.charAt(0)) >= 0) {
            b.insert(0, '\\');
        }
        return b.toString().replaceFirst("^(\\d+)([.)])", "$1\\\\$2");
    }

    /** Text in a table cell, where '|' would end the cell. */
    public static String cell(String s) {
        return text(s).replace("|", "\\|");
    }
}
