package org.cgcheck.lang;

import java.util.Map;
import java.util.Set;

/**
 * Issue 42's CGSuite properties and methods, beside {@link PropertyCalls}'s: those of misère
 * canonical forms ({@code (*[[2],1]).IsTame} is {@code istame(*[[2],1])}) and of integers
 * ({@code 17.Div(4)} is {@code intdiv(17, 4)}). The integer methods of two arguments are also
 * written infix as in CGSuite ({@code 11 NimProduct 8}), binding looser than {@code +} and
 * tighter than comparisons, left to right ({@code 1 + 2 NimSum 3} is 0).
 */
public final class CgsuiteMethods {
    private CgsuiteMethods() {
    }

    public static final Map<String, String> FUNCTIONS = Map.ofEntries(
            Map.entry("IsTame", "istame"), Map.entry("IsGenerallyTame", "isgenerallytame"),
            Map.entry("IsTameable", "istameable"), Map.entry("IsRestive", "isrestive"),
            Map.entry("IsGenerallyRestive", "isgenerallyrestive"), Map.entry("IsRestless", "isrestless"),
            Map.entry("IsHalfTame", "ishalftame"), Map.entry("IsNimHeap", "isnimheap"), Map.entry("IsPrime", "isprime"),
            Map.entry("IsExtraverted", "isextraverted"), Map.entry("IsIntroverted", "isintroverted"),
            Map.entry("Mate", "mate"), Map.entry("Parts", "parts"), Map.entry("Partitions", "partitions"),
            Map.entry("NimSum", "nimsum"), Map.entry("NimProduct", "nimproduct"), Map.entry("NimDiv", "nimdiv"),
            Map.entry("UglyProduct", "uglyproduct"), Map.entry("Div", "intdiv"), Map.entry("NimInverse", "niminverse"),
            Map.entry("Lb", "lb"), Map.entry("Isqrt", "isqrt"), Map.entry("IsEvil", "isevil"),
            Map.entry("IsOdious", "isodious"), Map.entry("IsTwoPower", "istwopower"),
            Map.entry("IsSmallInteger", "issmallinteger"));

    /**
     * The properties CGSuite has on misère canonical forms only: after a dot they want a misère
     * form ({@code (*2).IsTame} is refused, as in CGSuite; {@code istame(*2)} reads *2 played misère).
     */
    public static final Set<String> MISERE_ONLY = Set.of("IsTame", "IsGenerallyTame", "IsTameable", "IsRestive",
            "IsGenerallyRestive", "IsRestless", "IsHalfTame", "IsNimHeap", "IsPrime", "IsExtraverted", "IsIntroverted",
            "Mate", "Parts", "Partitions");

    /** The methods written between their two arguments, {@code a NimProduct b}. */
    public static final Set<String> INFIX = Set.of("NimSum", "NimProduct", "NimDiv", "UglyProduct", "Div");
}
