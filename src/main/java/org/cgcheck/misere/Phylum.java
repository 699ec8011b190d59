package org.cgcheck.misere;

import java.util.BitSet;
import java.util.EnumSet;

/**
 * The phylum of a misère canonical form as CGSuite classifies it (nim heap, tame, restive,
 * restless, wild; Conway ONAG ch. 12, Siegel CGT ch. V.3), from the genus values G⁺, G⁻ and the
 * options' phyla. cgcheck uses it only to print the genus as CGSuite does ({@link #shortGenus}):
 * nim heaps by their Grundy value, tame and restive games as G⁺^G⁻, others in full. A form and
 * its odd twin G + * share a phylum (it is computed for the even part).
 */
enum Phylum {
    NIMHEAP, HEREDITARILY_TAME, REVERSIBLY_TAME, TAMEABLE, WILD_OF_TAME_GENUS, HEREDITARILY_RESTIVE,
    REVERSIBLY_RESTIVE, WILD_OF_RESTIVE_GENUS, RESTLESS, WILD_OF_RESTLESS_GENUS, WILD;

    boolean generallyTame() {
        return this == NIMHEAP || this == HEREDITARILY_TAME || this == REVERSIBLY_TAME;
    }

    boolean tameable() {
        return generallyTame() || this == TAMEABLE;
    }

    boolean restiveOrTame() {
        return generallyTame() || this == HEREDITARILY_RESTIVE || this == REVERSIBLY_RESTIVE;
    }

    private boolean wild() {
        return this == WILD_OF_TAME_GENUS || this == WILD_OF_RESTIVE_GENUS || this == WILD_OF_RESTLESS_GENUS
                || this == WILD;
    }

    /** The genus as CGSuite's .Genus prints it: {@code 2} for *2, {@code 0^0} for *2 + *2, {@code 17^(17)}, else in full. */
    static String shortGenus(MisereCanonicalGame g) {
        Phylum p = g.phylum();
        if (p == NIMHEAP) {
            return String.valueOf(g.normalGrundy());
        }
        if (!p.restiveOrTame()) {
            return g.genus().toString();
        }
        int misere = g.misereGrundy();          // CGSuite brackets a superscript of two digits: 17^(17)
        return g.normalGrundy() + "^" + (misere >= 10 ? "(" + misere + ")" : String.valueOf(misere));
    }

    /** The phylum of an even form from its options (CGSuite's rules, in the same order). */
    static Phylum of(MisereCanonicalGame e) {
        MisereCanonicalGame[] opts = e.orderedOptions();
        int gp = e.normalGrundy();
        int gm = e.misereGrundy();
        Phylum wildest = NIMHEAP;
        for (MisereCanonicalGame o : opts) {
            if (wildest.generallyTame() && o.phylum().ordinal() > wildest.ordinal()) {
                wildest = o.phylum();
            }
        }
        Phylum my = gp == gm || ((gp | gm) & ~1) == 0 ? WILD_OF_TAME_GENUS
                : gp < 2 ? WILD_OF_RESTIVE_GENUS : gm < 2 ? WILD_OF_RESTLESS_GENUS : WILD;
        my = byWildestOption(my, wildest, gp, gm);
        if (my == WILD_OF_TAME_GENUS || my == WILD_OF_RESTIVE_GENUS) {
            my = reversible(my, opts, gp, gm);
        }
        return my.wild() ? WILD : my;
    }

    private static Phylum byWildestOption(Phylum my, Phylum wildest, int gp, int gm) {
        if (wildest == NIMHEAP && my == WILD_OF_TAME_GENUS && (gp > 1 || gp != gm)) {
            return NIMHEAP;
        }
        if (wildest == NIMHEAP || wildest == HEREDITARILY_TAME) {
            if (my == WILD_OF_TAME_GENUS) {
                return HEREDITARILY_TAME;
            }
            if (my == WILD_OF_RESTIVE_GENUS) {
                return HEREDITARILY_RESTIVE;
            }
        }
        if (wildest == NIMHEAP || wildest == HEREDITARILY_TAME || wildest == REVERSIBLY_TAME) {
            if (my == WILD_OF_TAME_GENUS) {
                return REVERSIBLY_TAME;
            }
            if (my == WILD_OF_RESTIVE_GENUS) {
                return REVERSIBLY_RESTIVE;
            }
            if (my == WILD_OF_RESTLESS_GENUS) {
                return RESTLESS;
            }
        }
        return my;
    }

    /**
     * Reversibly tame or restive (every untame option reverses through a tame enough option of
     * the same G⁺ and G⁻), or tameable; else the wild phylum stays.
     */
    private static Phylum reversible(Phylum my, MisereCanonicalGame[] opts, int gp, int gm) {
        BitSet plus = new BitSet();
        BitSet minus = new BitSet();
        BitSet tameablePlus = new BitSet();
        BitSet tameableMinus = new BitSet();
        EnumSet<Phylum> possible = my == WILD_OF_TAME_GENUS ? EnumSet.of(REVERSIBLY_TAME, TAMEABLE)
                : EnumSet.of(REVERSIBLY_RESTIVE);
        for (MisereCanonicalGame o : opts) {
            Phylum op = o.phylum();
            if (op.generallyTame()) {
                plus.set(o.normalGrundy());
                minus.set(o.misereGrundy());
                continue;
            }
            boolean mTameable = false;
            boolean pTameable = false;
            if (possible.contains(TAMEABLE) && op == TAMEABLE) {
                // CGSuite records the even part's values here (not the option's own)
                tameableMinus.set(o.evenPart().misereGrundy());
                tameablePlus.set(o.evenPart().normalGrundy());
                mTameable = true;
                pTameable = true;
            }
            boolean mFound = false;
            boolean pFound = false;
            for (MisereCanonicalGame s : o.orderedOptions()) {
                Phylum sp = s.phylum();
                if (!(sp.generallyTame() || possible.contains(REVERSIBLY_RESTIVE) && sp.restiveOrTame()
                        || possible.contains(TAMEABLE) && sp.tameable())) {
                    continue;
                }
                int sm = s.misereGrundy();
                int sgp = s.normalGrundy();
                if (sp.generallyTame() && my == WILD_OF_TAME_GENUS) {
                    mFound |= gm == sm;
                    pFound |= gp == sgp;
                } else if (sp.restiveOrTame() && my == WILD_OF_RESTIVE_GENUS) {
                    mFound |= gm == sm && ((sgp & ~1) == 0 || ((sgp ^ gm) & ~1) == 0);
                    pFound |= gp == sgp && ((sm & ~1) == 0 || ((sm ^ gm) & ~1) == 0);
                } else if (sp == TAMEABLE && possible.contains(TAMEABLE)) {
                    mTameable |= gm == sm;
                    pTameable |= gp == sgp;
                }
            }
            if (!(mFound && pFound)) {
                possible.remove(REVERSIBLY_TAME);
                possible.remove(REVERSIBLY_RESTIVE);
                if (!(mTameable && pTameable)) {
                    possible.remove(TAMEABLE);
                }
                if (possible.isEmpty()) {
                    return my;
                }
            }
        }
        if (gp != plus.nextClearBit(0) || gm != minus.nextClearBit(0)) {
            possible.remove(REVERSIBLY_TAME);
            possible.remove(REVERSIBLY_RESTIVE);
        }
        if (possible.contains(TAMEABLE)) {
            plus.or(tameablePlus);
            minus.or(tameableMinus);
            if ((gp != plus.nextClearBit(0) || gm != minus.nextClearBit(0)) && (!plus.isEmpty() || gp > 0)) {
                possible.remove(TAMEABLE);
            }
        }
        return possible.isEmpty() ? my : possible.iterator().next();
    }
}
