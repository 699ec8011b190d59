package org.cgcheck.misere;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import org.cgcheck.fn.Builtin;

/**
 * CGSuite's properties of misère canonical forms (issue 42) as functions of impartial forms:
 * {@code (*[[2],1]).IsTame} is {@code istame(*[[2],1])}. Each reads its argument as a literal form
 * (in {@link MisereFunctions#FORM_READERS}), computes on the interned canonical form
 * ({@link MisereProperties}) and answers as CGSuite prints. Where a name is also a normal-play
 * function ({@code iseven}, {@code nimvalue}), the misère meaning has its own name here
 * ({@code misereiseven}, {@code miserenormalnimvalue}) and the evaluator picks it for a misère form.
 * Options, parts and partitions are lists of forms, given as CGSuite prints them (text).
 */
public final class MiserePropertyFunctions {
    private MiserePropertyFunctions() {
    }

    /** The predicates, by name: they read forms and answer booleans (for the signature table). */
    public static final List<String> PREDICATES = List.of("istame", "isgenerallytame", "istameable", "isrestive",
            "isgenerallyrestive", "isrestless", "ishalftame", "isnimheap", "isprime", "isextraverted", "isintroverted",
            "misereiseven");

    /** The functions that give CGSuite's lists as text. */
    public static final List<String> LISTS = List.of("options", "parts", "partitions");

    /** All of this class's names: they read their argument as a literal form. */
    static final Set<String> NAMES = names();

    private static Set<String> names() {
        List<String> all = new ArrayList<>(PREDICATES);
        all.addAll(LISTS);
        all.remove("options");      // a misère form only, evaluated as such: *[3] is a misère form, *3 a nimber
        all.add("mate");
        all.add("miserenormalnimvalue");
        return Set.copyOf(all);
    }

    public static List<Builtin> functions() {
        List<Builtin> out = new ArrayList<>();
        predicate(out, "istame", "Tame (hereditarily): a nim heap, or every follower tame; CGSuite's .IsTame",
                MisereProperties::isTame);
        predicate(out, "isgenerallytame", "Tame, or reversibly tame (untame options reverse through tame ones);"
                + " CGSuite's .IsGenerallyTame", MisereProperties::isGenerallyTame);
        predicate(out, "istameable", "Generally tame, or tameable; CGSuite's .IsTameable", MisereProperties::isTameable);
        predicate(out, "isrestive", "Restive (hereditarily); CGSuite's .IsRestive", MisereProperties::isRestive);
        predicate(out, "isgenerallyrestive", "Restive or reversibly restive; CGSuite's .IsGenerallyRestive",
                MisereProperties::isGenerallyRestive);
        predicate(out, "isrestless", "Restless: not tame, every option tame, G⁻ ≤ 1; CGSuite's .IsRestless",
                MisereProperties::isRestless);
        predicate(out, "ishalftame", "Not generally tame, and G + G generally tame of genus 0^0; CGSuite's .IsHalfTame",
                MisereProperties::isHalfTame);
        predicate(out, "isnimheap", "A nim heap *[n]; CGSuite's .IsNimHeap", MisereProperties::isNimHeap);
        predicate(out, "isprime", "Prime: not 0 or *, and no part but 0, *, itself and itself + *;"
                + " CGSuite's .IsPrime", MisereProperties::isPrime);
        predicate(out, "isextraverted", "A part of {G}; CGSuite's .IsExtraverted", MisereProperties::isExtraverted);
        predicate(out, "isintroverted", "A part of each of its options (0 and * only); CGSuite's .IsIntroverted",
                MisereProperties::isIntroverted);
        predicate(out, "misereiseven", "Even: born before G + * (iseven(G) of a misère form; CGSuite's .IsEven)",
                MisereProperties::isEven);
        unary(out, "mate", "Conway's mate: 0 and * swap, else the options' mates: mate(*[[2],1]) is *[2#0]"
                + " (CGSuite's .Mate)", g -> MisereForms.value(g.mate()));
        unary(out, "miserenormalnimvalue", "G⁺, the normal-play nim value of a misère form (nimvalue(G) of a misère"
                + " form; CGSuite's .NimValue)", g -> BigInteger.valueOf(g.normalGrundy()));
        out.add(new Builtin("options", 1, 1, "options(G)", "The options of a misère form in CGSuite's order, as CGSuite"
                + " prints the list: options(*[[2],1]) is [*[1],*[2#]] (CGSuite's .Options)", args -> {
                    if (!(args.get(0) instanceof org.cgcheck.fn.MisereForm m) || m.dicot()) {
                        throw new org.cgcheck.fn.BadCall("options(G) lists the options of a misère form (*[[2],1],"
                                + " miserecanonicalform(G)); of a short game write leftoptions(G) or rightoptions(G)");
                    }
                    return MisereProperties.print(MisereProperties.options(MisereFunctions.canonical(args, 0, "options")));
                }));
        unary(out, "parts", "The nonzero even proper parts of a misère form, as CGSuite prints the list:"
                + " parts(*[2] + *[2]) is [*[2]] (CGSuite's .Parts)", g -> MisereProperties.print(MisereProperties.parts(g)));
        unary(out, "partitions", "Every way to write a misère form as a sum of even primes (and * if odd), as CGSuite"
                + " prints the list: partitions(*[2] + *[2]) is [[*[2],*[2]]] (CGSuite's .Partitions)",
                g -> MisereProperties.print(MisereProperties.partitions(g)));
        return out;
    }

    private static void predicate(List<Builtin> out, String name, String doc, Predicate<MisereCanonicalGame> p) {
        out.add(new Builtin(name, 1, 1, name + "(G)", doc,
                args -> p.test(MisereFunctions.canonical(args, 0, name))));
    }

    private static void unary(List<Builtin> out, String name, String doc, Function<MisereCanonicalGame, Object> f) {
        out.add(new Builtin(name, 1, 1, name + "(G)", doc, args -> f.apply(MisereFunctions.canonical(args, 0, name))));
    }
}
