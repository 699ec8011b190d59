package org.cgcheck.eval;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.cgcheck.fn.Args;
import org.cgcheck.fn.BadCall;
import org.cgcheck.fn.Builtin;
import org.cgcheck.game.Game;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.ListSyntax;
import org.cgcheck.lang.SyntaxError;

/**
 * The functions of lists of integers ({@link IntList}): the literal {@code [a, b]}, {@code S[i]}
 * (from 0), {@code length}, {@code sorted}, {@code subsets}, and {@code all}/{@code any} of
 * booleans; {@code S + T} concatenates and {@code ==} compares element by element.
 */
final class ListFunctions {
    private ListFunctions() {
    }

    /** Most elements of a list {@code subsets} takes (2^16 subsets). */
    static final int MAX_SUBSETS_OF = 16;

    /** The names (lower case) {@link #register} adds: Functions looks in the list family only for these. */
    static final java.util.Set<String> NAMES = java.util.Set.of(ListSyntax.LIST_LITERAL, ListSyntax.ITEM, "sorted",
            "subsets", "all", "any", "length", "count");

    /** Adds the list functions to the table; {@code length} also measures lists. */
    static void register(Map<String, Builtin> table) {
        List<Builtin> out = new ArrayList<>();
        out.add(new Builtin(ListSyntax.LIST_LITERAL, 0, Integer.MAX_VALUE, "[a, b, ...] or [E for X in D if C]",
                "A list of the values (integers, or games), in the order written", ListFunctions::list));
        out.add(new Builtin(ListSyntax.ITEM, 2, 2, "S[i]", "The element of the list S at index i (from 0)",
                args -> args.get(0) instanceof GameList g ? item(g, Args.integer(args.get(1), "an index"))
                        : item(list(args.get(0), "the indexed value"), Args.integer(args.get(1), "an index"))));
        out.add(new Builtin("sorted", 1, 1, "sorted(S)", "The list S in increasing order",
                args -> list(args.get(0), "sorted's argument").sorted()));
        out.add(new Builtin("subsets", 1, 1, "subsets(S)", "Every sublist of S, elements in S's order, shortest"
                + " first, then in the order of S (a domain: forall T in subsets([1, 2, 3]))",
                args -> subsets(list(args.get(0), "subsets's argument"))));
        for (boolean all : new boolean[] {true, false}) {
            String name = all ? "all" : "any";
            out.add(new Builtin(name, 0, Integer.MAX_VALUE, name + "(C1, C2, ...) or " + name + "(C for X in D)",
                    all ? "Are all the conditions true? (true when there are none)"
                            : "Is some condition true? (false when there are none)", args -> {
                        for (Object a : args) {
                            if (Args.bool(a, name + "'s argument") != all) {
                                return !all;
                            }
                        }
                        return all;
                    }));
        }
        Builtin length = table.get("length");
        if (length != null) {
            out.add(new Builtin(length.name(), 1, 1, "length(s) or length(S)", length.doc()
                    + "; of a list, its number of elements", args -> args.get(0) instanceof IntList l
                            ? BigInteger.valueOf(l.size()) : args.get(0) instanceof GameList g ? BigInteger.valueOf(g.size())
                            : length.impl().apply(args)));
        }
        Builtin count = table.get("count");
        if (count != null) {        // a list and a position's moves count too, not only a set of games
            out.add(new Builtin(count.name(), 1, 1, "count(S)", count.doc() + ", a list or a position's moves",
                    args -> args.get(0) instanceof IntList l ? BigInteger.valueOf(l.size())
                            : args.get(0) instanceof GameList g ? BigInteger.valueOf(g.size())
                            : args.get(0) instanceof CoreFunctions.Moves m ? BigInteger.valueOf(m.positions().size())
                            : args.get(0) instanceof LoopySet s ? BigInteger.valueOf(s.size())
                            : count.impl().apply(args)));
        }
        for (Builtin f : out) {
            table.put(f.name().toLowerCase(), f);
        }
    }

    /** The list of the arguments, each an integer. */
    static Object list(List<Object> args) {
        if (args.size() > IntList.MAX_SIZE) {
            throw new BadCall(IntList.tooLong(String.valueOf(args.size())));
        }
        List<BigInteger> out = new ArrayList<>(args.size());
        for (Object a : args) {
            if (!(a instanceof BigInteger || a instanceof Game g && g.isInteger())) {
                return new GameList(args.stream().map(x -> Args.game(x, "an element of a list")).toList());
            }
            out.add(Args.integer(a, "an element of a list"));
        }
        return IntList.of(out);
    }

    static IntList list(Object v, String what) {
        if (v instanceof IntList l) {
            return l;
        }
        throw new BadCall(what + " must be a list of integers, not " + Args.typeName(v));
    }

    static BigInteger item(IntList s, BigInteger i) {
        return s.get(index(s, s.size(), i));
    }

    static Game item(GameList s, BigInteger i) {
        return s.items().get(index(s, s.size(), i));
    }

    private static int index(Object s, int size, BigInteger i) {
        if (i.signum() < 0 || i.compareTo(BigInteger.valueOf(size)) >= 0) {
            throw new BadCall("index " + i + " is out of range for " + s + (size == 0 ? ", which is empty"
                    : " (indices 0.." + (size - 1) + ")"));
        }
        return i.intValueExact();
    }

    /** Sublists of S by size, each keeping S's order, those of one size in the order of S's positions. */
    static Sublists subsets(IntList s) {
        int n = s.size();
        if (n > MAX_SUBSETS_OF) {
            throw new BadCall("subsets of a list of " + n + " elements: 2^" + n + " lists, too many (at most "
                    + MAX_SUBSETS_OF + " elements)");
        }
        List<IntList> out = new ArrayList<>();
        for (int k = 0; k <= n; k++) {
            choose(s, k, 0, new ArrayList<>(), out);
        }
        return new Sublists(out);
    }

    private static void choose(IntList s, int k, int from, List<BigInteger> chosen, List<IntList> out) {
        if (chosen.size() == k) {
            out.add(IntList.of(chosen));
            return;
        }
        for (int i = from; i <= s.size() - (k - chosen.size()); i++) {
            chosen.add(s.get(i));
            choose(s, k, i + 1, chosen, out);
            chosen.remove(chosen.size() - 1);
        }
    }

    /** The lists {@code subsets(S)} gives: a domain of lists. */
    record Sublists(List<IntList> lists) implements org.cgcheck.fn.Typed {
        @Override
        public String typeName() {
            return "a list of lists";
        }

        @Override
        public String toString() {
            // CGSuite writes lists without spaces: [[],[1],[1,2]]
            return lists.stream().map(IntList::toString)
                    .collect(java.util.stream.Collectors.joining(",", "[", "]"));
        }
    }

    /** Is either operand a list? Then {@link #operate} answers for the operator. */
    static boolean involves(Object x, Object y) {
        return x instanceof IntList || y instanceof IntList || x instanceof GameList || y instanceof GameList;
    }

    /** {@code S + T} (concatenation), {@code S == T}, {@code S != T}; anything else on a list is an error. */
    static Object operate(Expr.Binary b, Object x, Object y) {
        Expr.Op op = b.op();
        if (x instanceof IntList s && y instanceof IntList t) {
            switch (op) {
                case ADD:
                    if ((long) s.size() + t.size() > IntList.MAX_SIZE) {        // before copying: a list doubling itself
                        throw new SyntaxError(IntList.tooLong(String.valueOf((long) s.size() + t.size())), b.pos());
                    }
                    return s.concat(t);
                case EQ: return s.equals(t);
                case NE: return !s.equals(t);
                default: break;
            }
        }
        if ((x instanceof IntList || x instanceof GameList) && (y instanceof IntList || y instanceof GameList)) {
            switch (op) {       // a list of games with a list of either kind
                case ADD:
                    if ((long) GameList.games(x).size() + GameList.games(y).size() > IntList.MAX_SIZE) {
                        throw new SyntaxError(IntList.tooLong(String.valueOf((long) GameList.games(x).size()
                                + GameList.games(y).size())), b.pos());
                    }
                    List<Game> all = new ArrayList<>(GameList.games(x));
                    all.addAll(GameList.games(y));
                    return new GameList(all);
                case EQ: return GameList.games(x).equals(GameList.games(y));
                case NE: return !GameList.games(x).equals(GameList.games(y));
                default: break;
            }
        }
        boolean left = x instanceof IntList || x instanceof GameList;
        if (op == Expr.Op.EQ || op == Expr.Op.NE) {
            throw new SyntaxError("cannot compare " + Args.typeName(x) + " with " + Args.typeName(y), b.pos());
        }
        throw new SyntaxError("the " + (left ? "left" : "right") + " side of '" + op.symbol + "' must be "
                + (op == Expr.Op.ADD ? "a game (or both sides lists)" : "a game") + ", not " + Args.typeName(left ? x : y),
                left ? b.left().pos() : b.right().pos());
    }
}
