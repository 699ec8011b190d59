package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 13: a refuted claim about temperature, mean, stops, cooling or heating gets thermographs. */
class ThermalPagesTest {
    @TempDir
    Path tmp;

    @Test
    void thermalClaimsGetThermographsOthersDoNot() throws Exception {
        Path claims = tmp.resolve("t.cgt");
        Files.writeString(claims, "refuted hot \"cooling by 1 is a number\"\n"
                + "  forall G born by 2: isnumber(cool(G, 1))\n"
                + "refuted plain \"every game is 0\"\n  forall G born by 1: G == 0\n");
        Path dir = tmp.resolve("emit");
        BadInputTest.Run r = BadInputTest.run("check", "--random", "0", "--emit", dir.toString(), claims.toString());
        assertTrue(r.code() == 0, r.out() + r.err());
        assertTrue(Files.exists(dir.resolve("hot-thermographs.svg")), r.out());
        assertTrue(Files.readString(dir.resolve("hot-thermographs.svg")).contains("mean "));
        assertTrue(Files.readString(dir.resolve("hot.md")).contains("## Thermographs"));
        assertFalse(Files.exists(dir.resolve("plain-thermographs.svg")));
        assertFalse(Files.readString(dir.resolve("plain.md")).contains("## Thermographs"));
    }
}
