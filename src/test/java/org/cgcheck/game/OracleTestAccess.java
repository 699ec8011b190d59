package org.cgcheck.game;

import java.io.IOException;
import java.util.List;

/** Lets tests in other packages read the oracle files the way {@link OracleTest} does. */
public final class OracleTestAccess {
    private OracleTestAccess() {
    }

    public static List<String[]> rows(String name) throws IOException {
        return OracleTest.rows(name);
    }
}
