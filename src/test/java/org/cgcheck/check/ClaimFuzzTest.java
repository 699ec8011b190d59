package org.cgcheck.check;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.Random;
import org.cgcheck.lang.Claim;
import org.cgcheck.lang.ClaimParser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.cgcheck.eval.Programs;

/**
 * Mutated claim files, parsed and then checked: whatever the mutation, checking gives a verdict
 * (possibly `error` with a message), never an exception, and a message never shows a Java
 * exception's name. Small domains and budgets keep the corpus to seconds.
 */
class ClaimFuzzTest {
    private static final String BASE = """
            theorem a forall G, H born by 2: G + H == H + G
            theorem b forall n, m in 0..7: *n + *m == *(n xor m)
            refuted c forall G born by 2: G + G == 0 implies G == 0
            theorem d forall G born by 1: rcf(G) <= G + 1
            conjecture e forall G: leftstop(G) >= rightstop(G)
            theorem f forall F form born by 1: canonical(F) == F
            theorem g forall G born by 2: exists H born by 1: G + H >= G
            theorem h forall x number born by 2: temperature(x) < 0
            theorem i forall G born by 2: forall A in left(G): A <| G
            theorem j forall n in 1..9: n * ^ > 0
            theorem k {1|0} : 1 == {1|0} : 1
            theorem l forall G impartial born by 2: -G === G
            theorem m forall G born by 2: cool(G, 1) <= G or cool(G, 1) <> G or cool(G, 1) > G
            theorem n forall S in subsets([1, 2, 3]): mex(k for k in S if k <= 3) <= 3 and *{*k for k in S} == *{*k for k in S}
            theorem o forall n in 0..7: [k * 2 for k in 0..n][n] == 2 * n and count(k in 0..n if k mod 2 == 0) >= 1
            """;
    private static final String ALPHABET = "{}|,()*^v+-=<>:.0123456789 #GHnmxF/[]";
    private static final String[] NUMBERS = {"0", "1", "2", "3", "4", "7", "100", "1000000000",
        "99999999999999999999", "18446744073709551616"};
    private static final String[] RELATIONS = {"==", "!=", "<=", ">=", "<", ">", "<>", "<|", "|>", "==="};
    private static final String[] FUNCTIONS = {"rcf", "cool", "temperature", "leftstop", "rightstop", "canonical",
        "birthday", "grundy", "atomicweight", "mean", "heat", "outcome", "isnumber", "size"};
    private static final String[] GAMES = {"*", "^", "{1|0}", "0", "-1/2", "+-1", "{|}", "^<3>", "*5", "1*", "{G|H}"};

    /** A mutation that mostly keeps the claim parseable: swap a number, relation, function or game. */
    static String mutate(String line, Random rnd) {
        switch (rnd.nextInt(5)) {
            case 0:
                return replaceOne(line, "\\b\\d+\\b", NUMBERS, rnd);
            case 1:
                return replaceOne(line, "===|==|!=|<=|>=|<>|<\\||\\|>|(?<![{|])<(?![|=>])|(?<![|-])>(?!=)", RELATIONS, rnd);
            case 2:
                return replaceOne(line, "\\b(" + String.join("|", FUNCTIONS) + ")\\b", FUNCTIONS, rnd);
            case 3:
                return replaceOne(line, "\\*|\\^|\\{1\\|0\\}|\\b0\\b", GAMES, rnd);
            default:
                StringBuilder sb = new StringBuilder(line);
                int at = 8 + rnd.nextInt(sb.length() - 8);
                sb.insert(at, ALPHABET.charAt(rnd.nextInt(ALPHABET.length())));
                return sb.toString();
        }
    }

    private static String replaceOne(String line, String regex, String[] choices, Random rnd) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile(regex).matcher(line);
        java.util.List<int[]> spans = new java.util.ArrayList<>();
        while (m.find()) {
            if (m.start() > 8) {
                spans.add(new int[] {m.start(), m.end()});
            }
        }
        if (spans.isEmpty()) {
            return line;
        }
        int[] sp = spans.get(rnd.nextInt(spans.size()));
        return line.substring(0, sp[0]) + choices[rnd.nextInt(choices.length)] + line.substring(sp[1]);
    }

    @Test
    @Timeout(120)
    void mutatedClaimsGiveVerdictsNeverExceptions() {
        CheckOptions options = CheckOptions.defaults().withRandom(20).withExplore(20).withTimeout(2);
        Checker checker = new Checker(options);
        Random rnd = new Random(2026);
        int checked = 0;
        String[] lines = BASE.strip().split("\n");
        for (int i = 0; i < 700; i++) {
            String line = lines[rnd.nextInt(lines.length)];
            for (int k = 1 + rnd.nextInt(2); k > 0; k--) {
                line = mutate(line, rnd);
            }
            StringBuilder sb = new StringBuilder(line);
            ClaimParser.Result r = Programs.parse(sb.toString(), "fuzz.cgt");
            for (Claim c : r.claims()) {
                Verdict v = checker.check(c);
                checked++;
                assertNotNull(v.status());
                String text = v.message() + " " + String.join(" ", v.details());
                assertFalse(text.contains("Exception") || text.contains("java."), c.source() + ": " + text);
            }
        }
        assertFalse(checked < 100, "only " + checked + " mutated claims parsed");
    }

    /** Definitions (issue 23) mutated the same way, with a claim that uses them. */
    private static final String[] DEFINITIONS = {
        "define conj(G: game) = { conj(B) for B in right(G) | conj(A) for A in left(G) }",
        "define sub(n: integer) = { sub(n - k) for k in 1..min(3, n) | sub(n - k) for k in 1..min(3, n) }",
        "define p(G: game) = if isnumber(G) then G else { p(A) for A in left(G) | p(B) for B in right(G) }",
        "define tri(n: integer) = sum(k for k in 0..n if k mod 2 == 0)",
        "define s(x: string) = length(x) + length(substring(x, 0, 1))",
    };
    private static final String[] USES = {
        "theorem u forall G born by 2: conj(G) == -G",
        "theorem v forall n in 0..20: sub(n) == *(n mod 4)",
        "theorem w forall G born by 2: p(G) <= G + 1",
        "theorem x forall n in 0..9: tri(n) >= 0",
        "theorem y forall t in words(\"ab\", 2): s(t) >= 0",
    };

    @Test
    @Timeout(120)
    void mutatedDefinitionsGiveVerdictsNeverExceptions() {
        Checker checker = new Checker(CheckOptions.defaults().withRandom(20).withExplore(20).withTimeout(2));
        Random rnd = new Random(2027);
        int checked = 0;
        for (int i = 0; i < 400; i++) {
            int k = rnd.nextInt(DEFINITIONS.length);
            String def = DEFINITIONS[k];
            String use = USES[k];
            for (int j = 1 + rnd.nextInt(2); j > 0; j--) {
                if (rnd.nextBoolean()) {
                    def = mutate(def, rnd);
                } else {
                    use = mutate(use, rnd);
                }
            }
            ClaimParser.Result r = Programs.parse(def + "\n" + use + "\n", "fuzz.cgt");
            for (Claim c : r.claims()) {
                Verdict v = checker.check(c);
                checked++;
                String text = v.message() + " " + String.join(" ", v.details());
                assertFalse(text.contains("Exception") || text.contains("java."), def + " / " + c.source() + ": " + text);
            }
            r.errors().forEach(e -> assertFalse(e.getMessage().contains("Exception"), e.getMessage()));
        }
        assertFalse(checked < 100, "only " + checked + " mutated definitions parsed");
    }
}
