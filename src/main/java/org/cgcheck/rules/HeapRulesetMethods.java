package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.cgcheck.fn.Args;
import org.cgcheck.fn.BadCall;
import org.cgcheck.fn.Builtin;
import org.cgcheck.fn.NamedArgument;

/**
 * CGSuite's methods of heap rulesets, as the functions their properties stand for
 * ({@code R.PartizanJoin(S)(7)} is {@code partizanjoin(R, S, 7)}): joins, the acrostic, direct and
 * cake products, {@code GenCutcake}, {@code .code} and {@code .NimValueTable}. A ruleset is what a
 * ruleset constructor gives without a heap ({@code game.heap.Subtraction([1,2])}).
 */
public final class HeapRulesetMethods {
    private HeapRulesetMethods() {
    }

    /** Functions giving positions or rulesets (typed as forms), for eval/Signatures. */
    public static final List<String> NAMES = List.of("partizanjoin", "heapjoin", "acrosticproduct", "directproduct",
            "cakeproduct", "game.heap.GenCutcake");

    static List<Builtin> functions() {
        List<Builtin> out = new ArrayList<>();
        out.add(new Builtin("partizanjoin", 2, Integer.MAX_VALUE, "R.PartizanJoin(S)(n, ...)",
                "The partizan heap ruleset: Left moves as in R, Right as in S", args -> {
                    CodeHeaps r = heapRules(args.get(0), "PartizanJoin"), s = heapRules(args.get(1), "PartizanJoin");
                    CodeHeaps j = CodeHeaps.of("partizanjoin(" + r + ", " + s + ")", r.leftMoves(), s.leftMoves(), false);
                    return HeapRulesetFunctions.heapsOrRules("PartizanJoin", j, args.subList(2, args.size()));
                }));
        out.add(new Builtin("heapjoin", 2, Integer.MAX_VALUE, "R.Join(S)(n, ...)",
                "The heap ruleset whose moves are R's and S's", args -> {
                    CodeHeaps r = heapRules(args.get(0), "Join"), s = heapRules(args.get(1), "Join");
                    HeapMoves both = new HeapMoves() {
                        @Override
                        public List<int[]> options(int n) {
                            List<int[]> o = new ArrayList<>(r.leftMoves().options(n));
                            o.addAll(s.leftMoves().options(n));
                            return o;
                        }

                        @Override
                        public String text() {
                            return r + ".Join(" + s + ")";
                        }
                    };
                    CodeHeaps j = CodeHeaps.of("heapjoin(" + r + ", " + s + ")", both, both, true);
                    return HeapRulesetFunctions.heapsOrRules("Join", j, args.subList(2, args.size()));
                }));
        for (String kind : List.of("acrosticproduct", "directproduct")) {
            String shown = kind.equals("acrosticproduct") ? "AcrosticProduct" : "DirectProduct";
            out.add(new Builtin(kind, 2, 4, "R." + shown + "(S)((m, n))",
                    "The impartial coordinate ruleset: " + (kind.equals("acrosticproduct") ? "move on m by R or on n by S"
                            : "move on m by R and on n by S at once"), args -> {
                        CodeHeaps r = heapRules(args.get(0), shown), s = heapRules(args.get(1), shown);
                        String q = kind + "(" + r + ", " + s + ")";
                        PieceGame g = kind.equals("acrosticproduct") ? CoordinateProducts.acrostic(q, r.leftMoves(), s.leftMoves())
                                : CoordinateProducts.direct(q, r.leftMoves(), s.leftMoves());
                        return pairOrRules(shown, g, args.subList(2, args.size()));
                    }));
        }
        for (String name : List.of("cakeproduct", "game.heap.GenCutcake")) {
            String shown = name.equals("cakeproduct") ? "CakeProduct" : "game.heap.GenCutcake";
            out.add(new Builtin(name, 2, 5, name.equals("cakeproduct") ? "R.CakeProduct(S, twisted => false)((m, n))"
                    : "game.heap.GenCutcake(R, S, twisted => false)((m, n))",
                    "The cake ruleset: Left plays R on the columns, Right S on the rows", args -> {
                        CodeHeaps r = heapRules(args.get(0), shown), s = heapRules(args.get(1), shown);
                        boolean twisted = false;
                        int k = 2;
                        if (k < args.size() && args.get(k) instanceof NamedArgument n) {
                            if (!n.name().toLowerCase(Locale.ROOT).equals("twisted")) {
                                throw new BadCall(shown + " has no parameter '" + n.name() + "' (it takes twisted)");
                            }
                            twisted = Args.bool(n.value(), shown + "'s twisted");
                            k++;
                        } else if (k < args.size() && args.get(k) instanceof Boolean b) {
                            twisted = b;
                            k++;
                        }
                        String q = "gencutcake(" + r + ", " + s + ", " + twisted + ")";
                        return pairOrRules(shown, CodeCakes.of(q, null, r, s, twisted), args.subList(k, args.size()));
                    }));
        }
        out.add(new Builtin("checkperiodicity", 2, 2, "R.CheckPeriodicity(n)",
                "CGSuite's periodicity test of a take-and-break ruleset over heaps 0..n-1: Periodicity(...) or Nothing",
                args -> {
                    CodeHeaps r = heapRules(args.get(0), "CheckPeriodicity");
                    int n = Args.integer(args.get(1), "CheckPeriodicity's heap size").intValue();
                    if (n < 0 || n > PieceGame.MAX_PIECE) {
                        throw new BadCall("CheckPeriodicity: the heap size must be 0.." + PieceGame.MAX_PIECE);
                    }
                    return r.checkPeriodicity(n);
                }));
        out.add(new Builtin("rulesetcode", 1, 1, "R.code", "The take-and-break or turning code of a heap ruleset", args -> {
            String c = args.get(0) instanceof CodeHeaps h ? h.code() : null;
            if (c == null) {
                throw new BadCall(".code: " + Args.typeName(args.get(0)) + " has no code (a TakeAndBreak, Subtraction,"
                        + " Splittles or Spawning ruleset has)");
            }
            return c;
        }));
        out.add(new Builtin("nimvaluetable", 3, 3, "R.NimValueTable(rows, cols)",
                "The nim values of R((a, b)) for a up to rows, b up to cols, as CGSuite prints its table", args -> {
                    if (!(args.get(0) instanceof PieceGame g) || g.arity() != 2 || !g.impartial()) {
                        throw new BadCall("NimValueTable: " + Args.typeName(args.get(0))
                                + " is not an impartial coordinate ruleset (Wythoff, R.AcrosticProduct(S), ...)");
                    }
                    int rows = Args.integer(args.get(1), "NimValueTable's rows").intValue();
                    int cols = Args.integer(args.get(2), "NimValueTable's columns").intValue();
                    if (rows < 0 || cols < 0 || rows > 200 || cols > 200) {
                        throw new BadCall("NimValueTable: rows and columns must be 0..200");
                    }
                    return table(g, rows, cols);
                }));
        for (String r : List.of("Wythoff", "FibonacciNim", "Mem")) {
            String name = "game.heap." + r + ".NimValueTable";
            out.add(new Builtin(name, 2, 2, name + "(rows, cols)", "The nim values of game.heap." + r + "((a, b)) as a table",
                    args -> {
                        Object rules = HeapRulesetFunctions.ruleset("game.heap." + r);
                        List<Object> a = new ArrayList<>();
                        a.add(rules);
                        a.addAll(args);
                        return out.stream().filter(f -> f.name().equals("nimvaluetable")).findFirst().orElseThrow()
                                .impl().apply(a);
                    }));
        }
        return out;
    }

    /** CGSuite's table: cells joined by " | ", rows by a rule of dashes, columns as wide as their widest cell. */
    static String table(PieceGame g, int rows, int cols) {
        String[][] cell = new String[rows + 1][cols + 1];
        int[] width = new int[cols + 1];
        for (int a = 0; a <= rows; a++) {
            for (int b = 0; b <= cols; b++) {
                cell[a][b] = String.valueOf(g.grundy(new int[] {a, b}));
                width[b] = Math.max(width[b], cell[a][b].length());
            }
        }
        StringBuilder sb = new StringBuilder();
        for (int a = 0; a <= rows; a++) {
            if (a > 0) {
                sb.append('\n');
                for (int b = 0; b <= cols; b++) {
                    sb.append(b == 0 ? "" : "+").append("-".repeat(width[b] + (b == 0 || b == cols ? 1 : 2)));
                }
                sb.append('\n');
            }
            for (int b = 0; b <= cols; b++) {
                sb.append(b == 0 ? "" : " | ").append(String.format("%" + width[b] + "s", cell[a][b]));
            }
        }
        return sb.toString();
    }

    static CodeHeaps heapRules(Object v, String what) {
        if (v instanceof CodeHeaps h && h.impartial()) {
            return h;
        }
        throw new BadCall(what + " needs an impartial heap ruleset such as game.heap.Subtraction([1,2]) or"
                + " game.heap.TakeAndBreak(\"0.77\"), not " + Args.typeName(v));
    }

    private static Object pairOrRules(String name, PieceGame g, List<Object> rest) {
        if (rest.isEmpty()) {
            return g;
        }
        if (rest.size() != 2) {
            throw new BadCall(name + ": a position is a pair ((m, n))");
        }
        try {
            return g.of(Args.integer(rest.get(0), name + "'s first coordinate").intValueExact(),
                    Args.integer(rest.get(1), name + "'s second coordinate").intValueExact());
        } catch (ArithmeticException e) {
            throw new BadCall(name + ": a coordinate must be 0.." + PieceGame.MAX_PIECE);
        } catch (BadPosition e) {
            throw new BadCall(name + ": " + e.getMessage());
        }
    }
}
