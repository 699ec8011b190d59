package org.cgcheck.check.prove;

import java.util.ArrayList;
import java.util.List;

/**
 * The steps, as formulas, of the {@link LemmaChains} proved from the definitions alone (they cite
 * no lemma): {@code four_relations}, a case analysis on {@code G <= H} and {@code H <= G}, and
 * {@code grundy_at_most_birthday}, an induction on birthday with a mex bound. The words a reader
 * sees are written from these formulas, and {@link DefinitionStepsChecker} re-verifies each one:
 * a definition against its own reading of the definition, the induction hypothesis against the
 * statement at an option, a case against the definitions, the arithmetic by {@link OrderArith}.
 */
public final class DefinitionSteps {
    /**
     * A step: {@code kind} is "definition" (of {@code law}), "case", "hypothesis" or "arithmetic";
     * {@code formula} in the claim language over the statement's variables (cases and definitions of
     * relations) or over the atoms m = grundy(F), b = birthday(F), g = grundy(A), d = birthday(A)
     * (the induction); {@code words} what it says.
     */
    public record Step(String kind, String law, String formula, String words) { }

    /** A method ("cases" or "birthday induction") and its steps. */
    public record Proof(String method, List<Step> steps) { }

    private DefinitionSteps() {
    }

    static final Proof FOUR_RELATIONS = new Proof("cases", List.of(
            new Step("definition", "definition_game", "G < H iff (G <= H and not (H <= G))", "G < H is G <= H and not H <= G"),
            new Step("definition", "definition_game", "G == H iff (G <= H and H <= G)", "G == H is G <= H and H <= G"),
            new Step("definition", "definition_game", "G > H iff (H <= G and not (G <= H))", "G > H is H <= G and not G <= H"),
            new Step("definition", "definition_game", "G <> H iff (not (G <= H) and not (H <= G))",
                    "G <> H is neither G <= H nor H <= G"),
            new Step("case", "logic", "(G <= H and H <= G) implies G == H", "both hold: G == H"),
            new Step("case", "logic", "(G <= H and not (H <= G)) implies G < H", "only G <= H: G < H"),
            new Step("case", "logic", "(not (G <= H) and H <= G) implies G > H", "only H <= G: G > H"),
            new Step("case", "logic", "(not (G <= H) and not (H <= G)) implies G <> H", "neither: G <> H")));

    static final Proof GRUNDY_AT_MOST_BIRTHDAY = new Proof("birthday induction", List.of(
            new Step("definition", "definition_grundy", "m == 0 or g + 1 == m",
                    "m = grundy(F) is the mex, the least natural not among the options' values: so m == 0, or m - 1"
                    + " is the value g of some option A"),
            new Step("definition", "definition_birthday", "d + 1 <= b",
                    "F is born the day after its last-born option, so every option A has d + 1 <= b"),
            new Step("hypothesis", "induction", "g <= d", "the statement at the option A, born earlier"),
            new Step("arithmetic", "integer_arithmetic", "m <= b",
                    "when m == 0 at once (this is also the base case, F without options); else m = g + 1 <= d + 1 <= b")));

    /** The structured proof of a chain, or null when the chain is proved from lemmas. */
    public static Proof of(String chain) {
        return switch (chain) {
            case "four_relations" -> FOUR_RELATIONS;
            case "grundy_at_most_birthday" -> GRUNDY_AT_MOST_BIRTHDAY;
            default -> null;
        };
    }

    /** The steps in words, each naming its law and showing its formula. */
    static List<String> words(Proof p) {
        List<String> out = new ArrayList<>();
        int n = 1;
        if (p.method().equals("cases")) {
            out.add("cases on whether G <= H and whether H <= G (each step re-verified by the checker: the definitions"
                    + " against its own, each case by them):");
        } else {
            out.add("by induction on the birthday of F (every option A of F is born earlier, and F's options are"
                    + " impartial), writing m = grundy(F), b = birthday(F), g = grundy(A), d = birthday(A):");
        }
        for (Step s : p.steps()) {
            String tag = switch (s.kind()) {
                case "definition" -> "[" + s.law() + "]";
                case "hypothesis" -> "[induction hypothesis]";
                case "case" -> "[case]";
                default -> "[" + s.law() + ", decided by difference constraints]";
            };
            out.add(n++ + ". " + tag + " " + s.formula() + ": " + s.words() + ".");
        }
        if (p.method().equals("cases")) {
            out.add(n + ". [logic] the four cases are all the truth values of G <= H and H <= G, so one of the four"
                    + " relations holds.");
        }
        return out;
    }
}
