package org.cgcheck.report;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.cgcheck.check.CheckOptions;
import org.cgcheck.check.Verdict;
import org.cgcheck.lang.Claim;

/**
 * A --json report read back and checked field by field, so that whatever a file holds, the
 * reader either returns values of the expected types or throws a {@link Bad} with one line
 * saying what is wrong and where. Verdicts stay maps (unknown fields pass through a merge), but
 * every field a merge reads is validated here.
 */
public record ReportFile(Path path, RunInfo run, List<Map<String, Object>> verdicts) {
    /** Reports are a few kilobytes per claim; a file far larger is not one. */
    static final long MAX_BYTES = 64L << 20;

    /** A report that cannot be used; the message is one line, without the file name. */
    public static final class Bad extends Exception {
        public Bad(String message) {
            super(message);
        }
    }

    public static ReportFile read(Path p) throws Bad {
        String text;
        try {
            if (Files.isDirectory(p)) {
                throw new Bad("is a directory, not a report");
            }
            // A FIFO would block the merge forever and /dev/zero read until out of memory: regular files only
            // (a link to one is read; what it points to is checked).
            Path real = Files.exists(p) ? p.toRealPath() : p;
            String kind = AtomicFiles.kind(real);
            if (kind != null && !kind.equals("regular")) {
                throw new Bad(kind + ", not a report; merge reads only regular files");
            }
            if (Files.size(p) > MAX_BYTES) {
                throw new Bad("larger than " + (MAX_BYTES >> 20) + " MB: not a cgcheck report");
            }
            byte[] bytes = Files.readAllBytes(p);
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (NoSuchFileException e) {
            throw new Bad("no such file");
        } catch (AccessDeniedException e) {
            throw new Bad("cannot be read (permission denied)");
        } catch (CharacterCodingException e) {
            throw new Bad("not UTF-8 text: not a cgcheck report");
        } catch (IOException e) {
            throw new Bad("cannot be read: " + e.getMessage());
        }
        return parse(p, text);
    }

    public static ReportFile parse(Path p, String text) throws Bad {
        Object doc;
        try {
            doc = JsonReader.parse(text);
        } catch (IllegalArgumentException e) {
            throw new Bad(e.getMessage());
        }
        if (doc instanceof List<?>) {
            throw new Bad("a bare array of verdicts: a report from an older cgcheck (or not a cgcheck report);"
                    + " rerun 'cgcheck check --shard K/N --json' with this version");
        }
        if (!(doc instanceof Map<?, ?>)) {
            throw new Bad("not a cgcheck report (expected a JSON object)");
        }
        Fields top = new Fields(doc, "the report");
        if (!top.m.containsKey("cgcheck")) {
            throw new Bad("not a cgcheck report (no \"cgcheck\" field)");
        }
        if (top.m.containsKey("errors") && !top.m.containsKey("verdicts")) {
            throw new Bad("an error report: the check did not run (fix the errors it lists and rerun)");
        }
        String version = top.string("cgcheck");
        String claims = top.string("claims");
        long seed = top.integer("seed", Long.MIN_VALUE);
        Fields opts = top.object("options");
        CheckOptions.Shard shard = null;
        if (top.get("shard") != null) {
            Fields s = top.object("shard");
            long count = s.integer("count", 1);
            long index = s.integer("index", 1);
            if (index > count || count > Integer.MAX_VALUE) {
                throw new Bad("\"shard\" " + index + "/" + count + " is not a part K/N with 1 ≤ K ≤ N");
            }
            shard = new CheckOptions.Shard((int) index, (int) count);
        }
        List<Map<String, Object>> verdicts = new ArrayList<>();
        List<Object> items = top.list("verdicts");
        for (int k = 0; k < items.size(); k++) {
            verdicts.add(verdict(items.get(k), k + 1));
        }
        return new ReportFile(p, new RunInfo(version, claims, seed, opts.m, shard), verdicts);
    }

    private static final Set<String> KINDS = words(Claim.Kind.values());
    private static final Set<String> STATUSES = words(Verdict.Status.values());

    private static Set<String> words(Enum<?>[] values) {
        Set<String> s = new java.util.LinkedHashSet<>();
        for (Enum<?> e : values) {
            s.add(e.name().toLowerCase(Locale.ROOT));
        }
        return s;
    }

    /** Checks the type of every field that a merge reads or that describes the verdict. */
    private static Map<String, Object> verdict(Object o, int n) throws Bad {
        Fields v = new Fields(o, "verdict " + n);
        String name = v.string("name");
        v = new Fields(o, "verdict " + n + " (" + name + ")");
        v.oneOf("kind", KINDS);
        v.oneOf("status", STATUSES);
        v.bool("ok");
        v.integer("cases", 0);
        v.integer("randomCases", 0);
        v.number("seconds");
        v.stringMap("counterexample");
        v.string("message");
        v.strings("details");
        v.optionalString("order");
        v.optionalString("scope");
        if (v.get("exploration") != null) {
            Fields e = v.object("exploration");
            e.integer("cases", 0);
            e.integer("fromDay", Long.MIN_VALUE);
            e.integer("toDay", Long.MIN_VALUE);
            e.integer("day", Long.MIN_VALUE);
            e.optionalString("stopped");
            e.stringMap("counterexample");
            e.strings("details");
            e.string("summary");
        }
        if (v.get("seed") != null) {
            v.integer("seed", Long.MIN_VALUE);
        }
        if (v.get("failureBound") != null) {
            v.number("failureBound");
        }
        return v.m;
    }

    /** Typed access to an object's fields; every mismatch is a {@link Bad} naming the field. */
    static final class Fields {
        final Map<String, Object> m;
        private final String where;

        @SuppressWarnings("unchecked")
        Fields(Object o, String where) throws Bad {
            if (!(o instanceof Map<?, ?>)) {
                throw new Bad(where + " should be a JSON object, found " + kind(o));
            }
            this.m = (Map<String, Object>) o;
            this.where = where;
        }

        Object get(String k) {
            return m.get(k);
        }

        private Object need(String k) throws Bad {
            if (!m.containsKey(k)) {
                throw new Bad(where + " has no \"" + k + "\" field");
            }
            return m.get(k);
        }

        private Bad wrong(String k, String expected) {
            return new Bad(where + ": \"" + k + "\" should be " + expected + ", found " + kind(m.get(k)));
        }

        String string(String k) throws Bad {
            if (need(k) instanceof String s) {
                return s;
            }
            throw wrong(k, "a string");
        }

        String optionalString(String k) throws Bad {
            Object o = need(k);
            if (o == null || o instanceof String) {
                return (String) o;
            }
            throw wrong(k, "a string or null");
        }

        void oneOf(String k, Set<String> words) throws Bad {
            String s = string(k);
            if (!words.contains(s)) {
                throw new Bad(where + ": \"" + k + "\" should be one of " + String.join(", ", words) + ", found "
                        + Json.str(s));
            }
        }

        boolean bool(String k) throws Bad {
            if (need(k) instanceof Boolean b) {
                return b;
            }
            throw wrong(k, "true or false");
        }

        long integer(String k, long min) throws Bad {
            if (need(k) instanceof Long l && l >= min) {
                return l;
            }
            throw wrong(k, min == 0 ? "a non-negative integer" : min == 1 ? "a positive integer" : "an integer");
        }

        BigDecimal number(String k) throws Bad {
            Object o = need(k);
            if (o instanceof Long l) {
                return BigDecimal.valueOf(l);
            }
            if (o instanceof BigDecimal d && d.signum() >= 0 && d.compareTo(BigDecimal.valueOf(1e15)) < 0) {
                return d;
            }
            throw wrong(k, "a non-negative number below 10^15");
        }

        Fields object(String k) throws Bad {
            Object o = need(k);
            if (o instanceof Map<?, ?>) {
                return new Fields(o, where.equals("the report") ? "\"" + k + "\"" : where + " \"" + k + "\"");
            }
            throw wrong(k, "an object");
        }

        @SuppressWarnings("unchecked")
        List<Object> list(String k) throws Bad {
            if (need(k) instanceof List<?> l) {
                return (List<Object>) l;
            }
            throw wrong(k, "an array");
        }

        void strings(String k) throws Bad {
            for (Object o : list(k)) {
                if (!(o instanceof String)) {
                    throw wrong(k, "an array of strings");
                }
            }
        }

        void stringMap(String k) throws Bad {
            Object o = need(k);
            if (o == null) {
                return;
            }
            if (o instanceof Map<?, ?> map && map.values().stream().allMatch(x -> x instanceof String)) {
                return;
            }
            throw wrong(k, "null or an object of strings");
        }

        static String kind(Object o) {
            if (o == null) {
                return "null";
            }
            if (o instanceof String s) {
                return "the string " + (s.length() > 30 ? Json.str(s.substring(0, 30)) + "…" : Json.str(s));
            }
            if (o instanceof Map<?, ?>) {
                return "an object";
            }
            if (o instanceof List<?>) {
                return "an array";
            }
            String t = o.toString();
            return t.length() > 30 ? t.substring(0, 30) + "…" : t;
        }
    }

    /** A copy of a verdict map (the merge edits copies, never what was read). */
    static Map<String, Object> copy(Map<String, Object> v) {
        return new LinkedHashMap<>(v);
    }
}
