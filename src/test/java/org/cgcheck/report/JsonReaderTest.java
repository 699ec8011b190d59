package org.cgcheck.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The reader is strict, exact, and fails with a located message on anything malformed. */
class JsonReaderTest {
    @Test
    void numbersAreExact() {
        assertEquals(List.of(0L, -7L, Long.MAX_VALUE, new BigDecimal("1.250"), new BigDecimal("1E+3")),
                JsonReader.parse("[0, -7, 9223372036854775807, 1.250, 1e3]"));
        Object huge = JsonReader.parse("123456789012345678901234567890");
        assertEquals(new BigDecimal("123456789012345678901234567890"), huge);
        assertEquals(new BigDecimal("-9223372036854775809"), JsonReader.parse("-9223372036854775809"));
    }

    @Test
    void stringsRoundTripThroughTheWriter() {
        StringBuilder sb = new StringBuilder();
        for (char c = 0; c < 0x250; c++) {
            sb.append(c);
        }
        sb.append("↑⋆ \uD83D\uDE00");
        assertEquals(sb.toString(), JsonReader.parse(Json.str(sb.toString())));
        assertEquals("a/b\r\f\b\u00e9", JsonReader.parse("\"a\\/b\\r\\f\\b\\u00E9\""));
    }

    @Test
    void duplicateKeysAreRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> JsonReader.parse("{\"status\": \"refuted\",\n \"status\": \"verified\"}"));
        assertEquals("invalid JSON at 2:2: duplicate key \"status\"", e.getMessage());
    }

    @Test
    void deepNestingIsAnErrorNotAStackOverflow() {
        String deep = "[".repeat(1_000_000) + "]".repeat(1_000_000);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> JsonReader.parse(deep));
        assertTrue(e.getMessage().contains("nested deeper than " + JsonReader.MAX_DEPTH), e.getMessage());
        String ok = "[".repeat(JsonReader.MAX_DEPTH) + "]".repeat(JsonReader.MAX_DEPTH);
        assertEquals(List.class, JsonReader.parse(ok).getClass().getInterfaces()[0]);
    }

    @Test
    void malformedInputIsLocated() {
        for (String[] c : new String[][] {
            {"{\"a\": 1,", "invalid JSON at 1:9: unexpected end of input (truncated file?)"},
            {"{\"a\": 01}", "invalid JSON at 1:7: a number with a leading zero"},
            {"[1e99999999999]", "invalid JSON at 1:2: a number out of range: 1e99999999999"},
            {"[\"a\nb\"]", "invalid JSON at 1:4: a control character in a string (unterminated string?)"},
            {"[+1]", "invalid JSON at 1:2: unexpected '+'"},
            {"[1] x", "invalid JSON at 1:5: unexpected text after the JSON value"},
            {"{'a': 1}", "invalid JSON at 1:2: expected a key in quotes, found '''"},
        }) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> JsonReader.parse(c[0]));
            assertEquals(c[1], e.getMessage(), c[0]);
        }
    }

    @Test
    void objectsKeepTheirOrder() {
        assertEquals(List.of("z", "a", "m"), List.copyOf(((Map<?, ?>) JsonReader.parse("{\"z\": 1, \"a\": null, \"m\": []}"))
                .keySet()));
    }
}
