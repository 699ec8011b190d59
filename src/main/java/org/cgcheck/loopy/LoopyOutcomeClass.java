package org.cgcheck.loopy;

/**
 * The nine outcome classes of loopy games, named as CGSuite names them: L, R, N, P and, with
 * draws, D (a draw whoever starts), PHat (Left wins moving second, a draw if Right moves second),
 * PCheck (its mirror), NHat (Left wins moving first, a draw if Right moves first), NCheck.
 * CGSuite's SidedValue.outcomeClass reads them off how each side compares with 0.
 */
public enum LoopyOutcomeClass {
    L, R, N, P, D, PHat, PCheck, NHat, NCheck;

    /** Who wins, in words: the class read for a reader who does not know the letters. */
    public String words() {
        switch (this) {
            case L: return "Left wins, whoever starts";
            case R: return "Right wins, whoever starts";
            case N: return "the player to move wins";
            case P: return "the player to move loses";
            case D: return "a draw (play goes on for ever), whoever starts";
            case PHat: return "Left wins moving second; a draw if Left moves first";
            case PCheck: return "Right wins moving second; a draw if Right moves first";
            case NHat: return "Left wins moving first; a draw if Right moves first";
            default: return "Right wins moving first; a draw if Left moves first";
        }
    }

    /** The class from the classes of the onside and the offside against 0 (each L, R, N or P). */
    static LoopyOutcomeClass ofSides(LoopyOutcomeClass onside, LoopyOutcomeClass offside) {
        String pair = new StringBuilder(2).append(onside.name()).append(offside.name()).toString();     // no concat bootstrap
        switch (pair) {
            case "LL": return L;
            case "LN": return NHat;
            case "LP": return PHat;
            case "LR": return D;
            case "NN": return N;
            case "NR": return NCheck;
            case "PP": return P;
            case "PR": return PCheck;
            case "RR": return R;
            default:
                throw new IllegalStateException("onside class " + onside + " is not above offside class " + offside);
        }
    }

    /** L, R, N or P from (G ≥ 0, G ≤ 0). */
    static LoopyOutcomeClass ofComparisons(boolean geqZero, boolean leqZero) {
        return geqZero ? (leqZero ? P : L) : (leqZero ? R : N);
    }

    /**
     * The class of the two results of play, written as PlayOutcome writes them: the winner when
     * Left starts, then when Right starts ({@code L}, {@code R}, {@code D}), or one letter.
     */
    public static LoopyOutcomeClass ofPlay(String play) {
        switch (play) {
            case "L": return L;
            case "R": return R;
            case "N": return N;
            case "P": return P;
            case "D": return D;
            case "LD": return NHat;
            case "DL": return PHat;
            case "RD": return PCheck;
            case "DR": return NCheck;
            default:
                throw new IllegalArgumentException("not a play outcome: " + play);
        }
    }
}
