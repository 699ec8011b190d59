package org.cgcheck.report;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A strict JSON reader (RFC 8259) for cgcheck's own reports. Values come back as
 * {@code LinkedHashMap<String, Object>}, {@code List<Object>}, {@code String}, {@code Boolean},
 * {@code null}, {@code Long} (integers that fit) or {@code BigDecimal} (other numbers, exactly).
 * Every malformed input, however truncated or hostile, gives an {@link IllegalArgumentException}
 * with the line and column: duplicate keys are refused (a report that says two things is not
 * trusted) and nesting is capped so that a deep input cannot overflow the stack.
 */
public final class JsonReader {
    /** Far above anything cgcheck writes (depth 4), far below what overflows the stack. */
    static final int MAX_DEPTH = 200;

    private final String s;
    private int i;
    private int depth;

    private JsonReader(String s) {
        this.s = s;
    }

    public static Object parse(String text) {
        JsonReader r = new JsonReader(text);
        Object v = r.value();
        r.space();
        if (r.i != text.length()) {
            throw r.error("unexpected text after the JSON value");
        }
        return v;
    }

    private IllegalArgumentException error(String what) {
        int line = 1;
        int col = 1;
        for (int k = 0; k < Math.min(i, s.length()); k++) {
            if (s.charAt(k) == '\n') {
                line++;
                col = 1;
            } else {
                col++;
            }
        }
        return new IllegalArgumentException("invalid JSON at " + line + ":" + col + ": " + what);
    }

    private void space() {
        while (i < s.length() && " \t\r\n".indexOf(s.charAt(i)) >= 0) {
            i++;
        }
    }

    private char peek() {
        if (i >= s.length()) {
            throw error("unexpected end of input (truncated file?)");
        }
        return s.charAt(i);
    }

    private Object value() {
        space();
        char c = peek();
        if (c == '{' || c == '[') {
            if (++depth > MAX_DEPTH) {
                throw error("nested deeper than " + MAX_DEPTH + " levels");
            }
            Object v = c == '{' ? object() : array();
            depth--;
            return v;
        }
        if (c == '"') {
            return string();
        }
        if (c == '-' || (c >= '0' && c <= '9')) {
            return number();
        }
        for (String lit : new String[] {"true", "false", "null"}) {
            if (s.startsWith(lit, i)) {
                i += lit.length();
                return lit.equals("null") ? null : Boolean.valueOf(lit);
            }
        }
        throw error("unexpected " + describe(c));
    }

    private Map<String, Object> object() {
        Map<String, Object> m = new LinkedHashMap<>();
        i++;
        space();
        if (peek() == '}') {
            i++;
            return m;
        }
        while (true) {
            space();
            if (peek() != '"') {
                throw error("expected a key in quotes, found " + describe(peek()));
            }
            int at = i;
            String k = string();
            space();
            expect(':');
            Object v = value();
            if (m.containsKey(k)) {
                i = at;
                throw error("duplicate key " + Json.str(k));
            }
            m.put(k, v);
            space();
            if (peek() == ',') {
                i++;
            } else {
                expect('}');
                return m;
            }
        }
    }

    private List<Object> array() {
        List<Object> l = new ArrayList<>();
        i++;
        space();
        if (peek() == ']') {
            i++;
            return l;
        }
        while (true) {
            l.add(value());
            space();
            if (peek() == ',') {
                i++;
            } else {
                expect(']');
                return l;
            }
        }
    }

    private Object number() {
        int start = i;
        if (s.charAt(i) == '-') {
            i++;
        }
        int intStart = i;
        digits();
        if (s.charAt(intStart) == '0' && i - intStart > 1) {
            i = intStart;
            throw error("a number with a leading zero");
        }
        boolean integral = true;
        if (i < s.length() && s.charAt(i) == '.') {
            i++;
            digits();
            integral = false;
        }
        if (i < s.length() && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
            i++;
            if (i < s.length() && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
                i++;
            }
            digits();
            integral = false;
        }
        String text = s.substring(start, i);
        if (integral && text.length() <= 18) {
            return Long.valueOf(text);
        }
        try {
            if (integral) {
                BigInteger n = new BigInteger(text);
                return n.bitLength() < 64 ? (Object) n.longValue() : new BigDecimal(n);
            }
            return new BigDecimal(text);
        } catch (NumberFormatException | ArithmeticException e) {
            i = start;
            throw error("a number out of range: " + abbreviate(text));
        }
    }

    private void digits() {
        int start = i;
        while (i < s.length() && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
            i++;
        }
        if (start == i) {
            throw error(i < s.length() ? "expected a digit, found " + describe(s.charAt(i))
                    : "unexpected end of input (truncated file?)");
        }
    }

    private void expect(char c) {
        if (peek() != c) {
            throw error("expected '" + c + "', found " + describe(peek()));
        }
        i++;
    }

    private String string() {
        expect('"');
        StringBuilder sb = new StringBuilder();
        while (peek() != '"') {
            char c = s.charAt(i);
            if (c < 0x20) {
                throw error("a control character in a string (unterminated string?)");
            }
            i++;
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            char e = peek();
            i++;
            switch (e) {
                case '"': sb.append('"'); break;
                case '\\': sb.append('\\'); break;
                case '/': sb.append('/'); break;
                case 'b': sb.append('\b'); break;
                case 'f': sb.append('\f'); break;
                case 'n': sb.append('\n'); break;
                case 'r': sb.append('\r'); break;
                case 't': sb.append('\t'); break;
                case 'u': sb.append(hex4()); break;
                default:
                    i--;
                    throw error("unknown escape \\" + e);
            }
        }
        i++;
        return sb.toString();
    }

    private char hex4() {
        int v = 0;
        for (int k = 0; k < 4; k++) {
            int d = Character.digit(peek(), 16);
            if (d < 0) {
                throw error("expected four hex digits after \\u");
            }
            v = v * 16 + d;
            i++;
        }
        return (char) v;
    }

    private static String describe(char c) {
        return c < 0x20 || c == 0x7f ? String.format("character U+%04X", (int) c) : "'" + c + "'";
    }

    private static String abbreviate(String t) {
        return t.length() <= 40 ? t : t.substring(0, 20) + "…(" + t.length() + " characters)";
    }
}
