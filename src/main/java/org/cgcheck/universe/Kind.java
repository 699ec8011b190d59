package org.cgcheck.universe;

import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;
import org.cgcheck.game.Game;
import org.cgcheck.theory.AtomicWeight;
import org.cgcheck.theory.ReducedCanonicalForm;

/** The kinds of games a domain can range over, each a base domain plus a filter. */
public enum Kind {
    VALUES("values", "every value (canonical form)", g -> true),
    NUMBERS("numbers", "numbers (dyadic rationals)", Game::isNumber),
    INTEGERS("integers", "integers", Game::isInteger),
    NIMBERS("nimbers", "nimbers *n", Game::isNimber),
    DICOTIC("dicotic", "dicotic (all-small) values", AtomicWeight::isAllSmall),
    INFINITESIMAL("infinitesimal", "infinitesimals (both stops 0)",
            g -> g.leftStop().signum() == 0 && g.rightStop().signum() == 0),
    REDUCED("reduced", "reduced values, rcf(G) == G", ReducedCanonicalForm::isReduced),
    NON_NUMBERS("non-numbers", "values that are not numbers", g -> !g.isNumber()),
    UPS("ups", "ups and downs n·↑ and n·↑*", g -> g.isNumberUpStar() && g.numberPart().signum() == 0
            && g.nimberPart() <= 1),
    UPTIMALS("uptimals", "uptimals (values with an uptimal expansion, numbers included)",
            g -> org.cgcheck.game.Uptimals.expansion(g) != null),
    FORMS("forms", "literal forms (not canonicalised)", null),
    IMPARTIAL_FORMS("impartial-forms", "impartial literal forms", null),
    MISERE_FORMS("misere-forms", "misère canonical forms of impartial games (as literal forms)", null),
    DICOT_MISERE_FORMS("dicot-misere-forms", "reduced dicots modulo the dicot universe, misère play (as literal forms)",
            null);

    public final String cliName;
    public final String description;
    private final Predicate<Game> filter;

    Kind(String cliName, String description, Predicate<Game> filter) {
        this.cliName = cliName;
        this.description = description;
        this.filter = filter;
    }

    public boolean isValueKind() {
        return filter != null;
    }

    /** Whether the members are literal forms (and not values). */
    public boolean isFormKind() {
        return filter == null;
    }

    public static Kind parse(String s) {
        for (Kind k : values()) {
            if (k.cliName.equals(s.toLowerCase(Locale.ROOT)) || k.name().equalsIgnoreCase(s)) {
                return k;
            }
        }
        return null;
    }

    public boolean test(Game g) {
        return filter.test(g);
    }

    /** The elements of this kind born by day n, in the deterministic order. */
    public List<?> bornBy(int n) {
        if (this == FORMS) {
            return Universe.formsBornBy(n);
        }
        if (this == IMPARTIAL_FORMS) {
            return Universe.impartialFormsBornBy(n);
        }
        if (this == MISERE_FORMS) {
            return Universe.misereFormsBornBy(n);
        }
        if (this == DICOT_MISERE_FORMS) {
            return Universe.dicotMisereFormsBornBy(n);
        }
        if (this == VALUES) {
            return Universe.valuesBornBy(n);
        }
        if (n > Universe.MAX_VALUE_DAY && SmallKinds.isSmall(this)) {
            return SmallKinds.bornBy(this, n);        // few members: built directly, beyond day 3
        }
        return Universe.valuesBornBy(n).stream().filter(filter).toList();
    }
}
