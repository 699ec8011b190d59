package org.cgcheck;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.check.CheckOptions;
import org.cgcheck.check.Checker;
import org.cgcheck.check.Verdict;
import org.cgcheck.lang.Claim;
import org.cgcheck.lang.ClaimParser;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.eval.Programs;

/**
 * The public API for users' own tests: check claims written in the claim language.
 *
 * <pre>{@code
 * for (Verdict v : Claims.check("theorem comm forall G, H born by 2: G + H == H + G")) {
 *     assertTrue(v.ok(), v.message());
 * }
 * }</pre>
 */
public final class Claims {
    private Claims() {
    }

    /** Checks every claim in the source with the default options. */
    public static List<Verdict> check(String source) {
        return check(source, "<source>", CheckOptions.defaults());
    }

    /**
     * @throws SyntaxError the first error of the source (syntax, names, duplicates), if any
     */
    public static List<Verdict> check(String source, String file, CheckOptions options) {
        ClaimParser.Result parsed = Programs.parse(source, file);
        if (!parsed.errors().isEmpty()) {
            throw parsed.errors().get(0);
        }
        Checker checker = new Checker(options);
        List<Verdict> out = new ArrayList<>();
        for (Claim c : parsed.claims()) {
            out.add(checker.check(c));
        }
        return out;
    }
}
