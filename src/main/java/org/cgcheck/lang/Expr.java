package org.cgcheck.lang;

import java.math.BigInteger;
import java.util.List;
import org.cgcheck.game.Dyadic;

/** Expressions of CGSuite notation and the claim language. Every node knows where it came from. */
public sealed interface Expr {
    Pos pos();

    /** An integer literal: an integer where one is expected, else the game n. */
    record IntLit(BigInteger value, Pos pos) implements Expr { }

    /** A non-integer dyadic literal {@code a/2^k}. */
    record NumLit(Dyadic value, Pos pos) implements Expr { }

    /** {@code *}, {@code *n}: the nimber of an integer expression. */
    record Star(Expr index, Pos pos) implements Expr { }

    /** n·↑ (negative n for ↓). */
    record Ups(int count, Pos pos) implements Expr { }

    /** ±↑ⁿ ({@code ^<n>}) if power, else ±↑^[n] ({@code ^[n]}). */
    record Uptimal(int index, boolean power, boolean negative, Pos pos) implements Expr { }

    /** {@code {left | right}}; nested slash parts appear as Braces options. */
    record Braces(List<Expr> left, List<Expr> right, Pos pos) implements Expr { }

    /** {@code +-G} or {@code +-{a,b}}: the switch {a,b | -a,-b}. */
    record PlusMinus(List<Expr> options, Pos pos) implements Expr { }

    record Neg(Expr operand, Pos pos) implements Expr { }

    record Not(Expr operand, Pos pos) implements Expr { }

    record Binary(Op op, Expr left, Expr right, Pos pos) implements Expr {
        /**
         * A juxtaposed term of CGSuite's notation ({@code 1*}, {@code ^*6}): one term, the sum of
         * its parts as a value. The parser gives it the position of its last part, which an
         * operator written between two operands never has.
         */
        public boolean juxtaposed() {
            return op == Op.ADD && pos.equals(right.pos());
        }
    }

    /** {@code name(args)} including {@code Tiny(G)}, {@code rcf(G)}. */
    record Call(String name, List<Expr> args, Pos pos) implements Expr { }

    /** CGSuite postfix property {@code (G).Name} or {@code (G).Name(args)}. */
    record Property(Expr target, String name, List<Expr> args, Pos pos) implements Expr { }

    record Var(String name, Pos pos) implements Expr { }

    /**
     * A loopy literal with {@code pass} or labels ({@code {0|pass}}, {@code a{0|{a|*}}}), kept as
     * text for the loopy parser; {@code starts} are the offsets in {@code text} of its tokens,
     * {@code at} their source positions (to locate errors).
     */
    record LoopyLit(String text, List<Integer> starts, List<Pos> at, Pos pos) implements Expr { }

    /** A string literal, e.g. a ruleset position {@code "..|.."}. */
    record Str(String value, Pos pos) implements Expr { }

    /** {@code forall X, Y DOMAIN: body} or {@code exists ...}. */
    record Quantified(boolean forall, List<String> vars, List<Pos> varPos, Domain domain, Expr body, Pos pos)
            implements Expr { }

    /** {@code if C then A else B}. */
    record If(Expr condition, Expr then, Expr otherwise, Pos pos) implements Expr { }

    /**
     * {@code E for X in D if C ...}: the values of E over its clauses, in order. It stands as an
     * element of an option list in braces, or as the argument of {@code sum(...)}.
     */
    record Comprehension(Expr element, List<Clause> clauses, Pos pos) implements Expr { }

    /** A clause of a comprehension: a generator or a filter. */
    sealed interface Clause {
        /** {@code for X in D}: X takes each value of the domain (any domain a quantifier accepts). */
        record For(String var, Pos varPos, Domain domain) implements Clause { }

        /** {@code if C}: keeps the values for which C holds. */
        record Filter(Expr condition) implements Clause { }
    }

    /** A call of one of the run's definitions ({@code define}); the link finds it however it was ordered. */
    record UserCall(Definition.Link target, List<Expr> args, Pos pos) implements Expr { }

    /** Where a quantified variable ranges. */
    sealed interface Domain {
        Pos pos();

        /** {@code [kind] born by N}: kind is a universe kind name (values, forms, numbers, ...). */
        record BornBy(String kind, Expr day, Pos pos) implements Domain { }

        /** {@code in A..B}: integers; {@code hi} is null for {@code in A..}, every integer from A up (never enumerated). */
        record Range(Expr lo, Expr hi, Pos pos) implements Domain { }

        /** {@code in {G1, G2, ...}}. */
        record Explicit(List<Expr> elements, Pos pos) implements Domain { }

        /** {@code in left(G)} / {@code in right(G)}: the options of a game or form. */
        record Options(boolean left, Expr of, Pos pos) implements Domain { }

        /**
         * {@code forall G:} or {@code forall x number:}: every game of a kind, of every birthday.
         * Never enumerated: such a claim is proved symbolically or sampled (so it can only be refuted).
         */
        record All(String kind, Pos pos) implements Domain { }

        /** {@code in S} for a set-valued expression: {@code in incentives(G)}, {@code in followers(G)}. */
        record InSet(Expr set, Pos pos) implements Domain { }

        /** {@code form over {a, b, ...}}: forms whose options are drawn from the listed values. */
        record FormsOver(List<Expr> values, Pos pos) implements Domain { }

        /**
         * {@code domineering within 3x4}, {@code kayles within 30}: every position of a ruleset
         * within a bound (cols is null for a single size), in order of size.
         */
        record Within(String ruleset, Expr rows, Expr cols, Pos pos, Pos rulesetPos, Expr rowsFrom, Expr colsFrom)
                implements Domain {
            public Within(String ruleset, Expr rows, Expr cols, Pos pos, Pos rulesetPos) {
                this(ruleset, rows, cols, pos, rulesetPos, null, null);
            }

            public Within(String ruleset, Expr rows, Expr cols, Pos pos) {
                this(ruleset, rows, cols, pos, pos);
            }

            /**
             * {@code domineering boards 2x2..4x5}: the starting positions (empty boards, Clobber's
             * checkerboards, Toads and Frogs' {@code t…t.f…f}) of every shape from rowsFrom x colsFrom to
             * rows x cols, both inclusive; otherwise (null rowsFrom) every position within the bound.
             */
            public boolean boards() {
                return rowsFrom != null;
            }
        }
    }

    enum Op {
        ADD("+"), SUB("-"), MUL("*"), MOD("mod"), DIV("div"), XOR("xor"), NORTON("."), ORDINAL(":"),
        /** The sidling operator of loopy games, S &amp; T (docs/loopy.md). */
        SIDLE("&"),
        EQ("=="), NE("!="), LE("<="), GE(">="), LT("<"), GT(">"), FUZZY("<>"), LFUZZY("<|"), GFUZZY("|>"),
        IDENTICAL("==="), IN("in"), AND("and"), OR("or"), IMPLIES("implies"), IFF("iff");

        public final String symbol;

        Op(String symbol) {
            this.symbol = symbol;
        }

        public boolean isRelation() {
            return ordinal() >= EQ.ordinal() && ordinal() <= IDENTICAL.ordinal();
        }

        public boolean isLogic() {
            return ordinal() >= AND.ordinal();
        }
    }
}
