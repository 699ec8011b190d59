package org.cgcheck.theory;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import org.cgcheck.fn.Args;
import org.cgcheck.fn.Builtin;

/**
 * CGSuite's methods of integers (issue 42): nim arithmetic ({@link NimArithmetic}), Div, Lb,
 * Isqrt and the bit predicates, under CGSuite's names in lower case ({@code a NimProduct b} and
 * {@code a.NimProduct(b)} are {@code nimproduct(a, b)}; {@code a.Div(b)} is {@code intdiv(a, b)},
 * since {@code div} is the claim language's floor division). Refusals are CGSuite's.
 */
public final class IntegerFunctions {
    private IntegerFunctions() {
    }

    /** The functions of one integer argument and of two, by name: for the signature table. */
    public static final List<String> UNARY_INT = List.of("niminverse", "lb", "isqrt");
    public static final List<String> UNARY_BOOL = List.of("isevil", "isodious", "istwopower", "issmallinteger");
    public static final List<String> BINARY_INT = List.of("nimsum", "nimproduct", "nimdiv", "uglyproduct", "intdiv");

    public static List<Builtin> functions() {
        List<Builtin> out = new ArrayList<>();
        out.add(binary("nimsum", "Nim sum a ⊕ b (xor) of nonnegative integers: 11 NimSum 8 is 3 (CGSuite: a NimSum b)",
                NimArithmetic::nimSum));
        out.add(binary("nimproduct", "Nim product a ⊗ b of nonnegative integers (ONAG ch. 6): 11 NimProduct 8 is 9",
                NimArithmetic::nimProduct));
        out.add(binary("nimdiv", "Nim quotient: the c with c ⊗ b = a (b > 0): 1 NimDiv 2 is 3", NimArithmetic::nimDiv));
        out.add(binary("uglyproduct", "Winning Ways' ugly product (ch. 14): 4 UglyProduct 2 is 5",
                NimArithmetic::uglyProduct));
        out.add(binary("intdiv", "Integer quotient truncated toward zero (CGSuite: a.Div(b)): intdiv(-17, 4) is -4",
                NimArithmetic::div));
        out.add(unary("niminverse", "Nim inverse of a > 0: the b with a ⊗ b = 1; niminverse(2) is 3 (CGSuite: a.NimInverse)",
                NimArithmetic::nimInverse));
        out.add(unary("lb", "Floor of the base-2 logarithm of a > 0: lb(17) is 4 (CGSuite: a.Lb)",
                a -> BigInteger.valueOf(NimArithmetic.lb(a))));
        out.add(unary("isqrt", "Floor of the square root of a ≥ 0: isqrt(10) is 3 (CGSuite: a.Isqrt)",
                NimArithmetic::isqrt));
        out.add(unary("isevil", "An even number of ones in binary: isevil(3) (CGSuite: a.IsEvil)",
                NimArithmetic::isEvil));
        out.add(unary("isodious", "An odd number of ones in binary: isodious(7) (CGSuite: a.IsOdious)",
                a -> !NimArithmetic.isEvil(a)));
        out.add(unary("istwopower", "a = 2^k for some k ≥ 0: istwopower(16) (CGSuite: a.IsTwoPower)",
                NimArithmetic::isTwoPower));
        out.add(unary("issmallinteger", "-2^31 ≤ a < 2^31, CGSuite's small integers: issmallinteger(2^31) is false",
                NimArithmetic::isSmallInteger));
        return out;
    }

    private static Builtin binary(String name, String doc, BinaryOperator<BigInteger> op) {
        return new Builtin(name, 2, 2, name + "(a, b)", doc, args -> op.apply(
                Args.integer(args.get(0), name + "'s first argument"), Args.integer(args.get(1), name + "'s second argument")));
    }

    private static Builtin unary(String name, String doc, Function<BigInteger, Object> f) {
        return new Builtin(name, 1, 1, name + "(a)", doc, args -> f.apply(Args.integer(args.get(0), name + "'s argument")));
    }
}
