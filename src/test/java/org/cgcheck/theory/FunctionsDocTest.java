package org.cgcheck.theory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.cgcheck.eval.Functions;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.lang.Parser;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.cgcheck.fn.Builtin;

/** docs/functions.md: every example evaluates as shown, and every function is documented. */
class FunctionsDocTest {
    private static final Pattern EXAMPLE = Pattern.compile("Example: `(.+?)` → `(.+?)`");

    static String doc() throws IOException {
        return Files.readString(Path.of("docs/functions.md"));
    }

    @TestFactory
    Stream<DynamicTest> examplesEvaluateAsDocumented() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        Matcher m = EXAMPLE.matcher(doc());
        while (m.find()) {
            String expr = m.group(1);
            String result = m.group(2);
            tests.add(DynamicTest.dynamicTest(expr, () ->
                    assertEquals(result, String.valueOf(new Interpreter().eval(Parser.parse(expr))))));
        }
        assertTrue(tests.size() >= 30, "examples found: " + tests.size());
        return tests.stream();
    }

    @Test
    void everyFunctionIsDocumented() throws IOException {
        String doc = doc();
        for (Builtin f : Functions.all()) {
            assertTrue(doc.contains("`" + f.name() + "("), "docs/functions.md lacks " + f.signature());
        }
    }
}
