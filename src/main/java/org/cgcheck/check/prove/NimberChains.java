package org.cgcheck.check.prove;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.lang.ExprPrinter;

/**
 * The words of two short proofs from the lemmas: {@code *k == 0 iff k == 0} from the definitions,
 * and the Grundy value of a sum, {@code grundy(F + H) == grundy(F) xor grundy(H)}, from
 * Sprague–Grundy, the nim-sum law and the injectivity of nimbers that they give.
 */
final class NimberChains {
    private NimberChains() {
    }

    static String oneLine(NimberInduction.Proof p) {
        return p.law().equals("nimber_zero")
                ? "from the definitions: *0 = {|} = 0, and *k for k > 0 has the option 0, so Left wins moving first"
                : "from lemmas sprague_grundy and nim_sum: *grundy(F + H) == F + H == *grundy(F) + *grundy(H)"
                        + " == *(grundy(F) xor grundy(H)), and nimbers are distinct";
    }

    static List<String> lawsUsed(NimberInduction.Proof p) {
        return p.law().equals("nimber_zero")
                ? List.of("definition_nimber", "definition_game", "xor_arithmetic")
                : List.of("sprague_grundy", "ordered_group", "nim_sum", "impartial_negation", "nimber_zero",
                        "xor_arithmetic");
    }

    static List<String> steps(NimberInduction.Proof p) {
        List<String> out = new ArrayList<>();
        out.add("proof (from the definitions and lemmas proved from them; the arithmetic decided and re-decided by an"
                + " independent checker):");
        if (p.law().equals("nimber_zero")) {
            String k = p.vars().get(0);
            out.add("  claim: *" + k + " == 0 iff " + k + " == 0, for every natural " + k + ".");
            out.add("  1. [definition of *n] *0 = {|} = 0: so " + k + " == 0 gives *" + k + " == 0.");
            out.add("  2. [arithmetic] " + k + " != 0 gives 0 < " + k + ", so [definition of *n] *0 = 0 is a Left option of *"
                    + k + ".");
            out.add("  3. [definition_game: G <= 0 fails when some Left option G^L >= 0] 0 >= 0, so not *" + k
                    + " <= 0, and *" + k + " != 0.");
        } else {
            String f = p.vars().get(0);
            String h = p.vars().get(1);
            String gf = "grundy(" + f + ")";
            String gh = "grundy(" + h + ")";
            out.add("  claim: grundy(" + f + " + " + h + ") == " + gf + " xor " + gh + " for impartial " + f + ", " + h
                    + ".");
            out.add("  1. [lemma sprague_grundy] " + f + " == *" + gf + ", " + h + " == *" + gh + ", and " + f + " + "
                    + h + " (impartial: each option is an option of one part plus the other, the same for both players)"
                    + " == *grundy(" + f + " + " + h + ").");
            out.add("  2. [ordered_group: sums of equals are equal] *grundy(" + f + " + " + h + ") == " + f + " + " + h
                    + " == *" + gf + " + *" + gh + ".");
            out.add("  3. [lemma nim_sum] *" + gf + " + *" + gh + " == *(" + gf + " xor " + gh + ").");
            out.add("  4. nimbers are distinct: *a == *b gives *a + *b == *b + *b == 0 [lemma impartial_negation],"
                    + " *a + *b == *(a xor b) [lemma nim_sum], so *(a xor b) == 0, so a xor b == 0 [lemma nimber_zero],"
                    + " so a == b [arithmetic].");
            out.add("  5. with a = grundy(" + f + " + " + h + ") and b = " + gf + " xor " + gh + " (since *b == *(" + gf
                    + " xor " + gh + ") by 2-3): the claim.");
        }
        for (NimberInduction.Fact x : p.facts()) {
            out.add("  arithmetic used: forall " + String.join(", ", x.vars()) + " in 0..: " + ExprPrinter.print(x.formula())
                    + " (law xor_arithmetic, decided: " + x.states() + " states)");
        }
        return out;
    }
}
