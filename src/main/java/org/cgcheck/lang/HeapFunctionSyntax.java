package org.cgcheck.lang;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.cgcheck.lang.Token.Kind;

/**
 * CGSuite's {@code game.heap.HeapRuleset(n -> [[k, n - k] for k from 1 to n - 1 where k != n - k])}:
 * a function from a heap size to its options, each a list of heap sizes. The language's lists hold
 * integers, so the function is read as {@code heapruleset$function([item for n in 0.. for ... for item
 * in [k, a1, ..., ak, ...]])}: its variable over the whole range 0.. (the evaluator calls it at one n
 * at a time, eval/HeapFunctionValues), its value at n the flat list of, for each option, the option's
 * length k and its heap sizes. The body is a list of options written as CGSuite writes it:
 * {@code [[E, ...] for X from A to B where C ...]}, {@code for X in D where C yield [E, ...] end},
 * or a list of list literals {@code [[E, ...], [E, ...]]} ({@code []}: no option).
 */
final class HeapFunctionSyntax {
    /** The name CGSuite gives the constructor of a heap ruleset from a function. */
    static final String NAME = "game.heap.HeapRuleset";

    /** The call that stands for the function (its one argument, the comprehension above). */
    static final String FUNCTION = "heapruleset$function";

    /** The comprehension's own variable, a name no user can write. */
    private static final String ITEM = "heapruleset$item";

    private HeapFunctionSyntax() {
    }

    /** At {@code n -> BODY} (the arrow not yet consumed). */
    static Expr lambda(Parser p) {
        Token var = p.advance();
        p.advance();
        Token arrow = p.advance();
        Pos at = arrow.pos();
        List<Expr.Clause> clauses = new ArrayList<>();
        clauses.add(new Expr.Clause.For(var.text(), var.pos(), new Expr.Domain.Range(
                new Expr.IntLit(BigInteger.ZERO, at), null, at)));          // n in 0..: called at one n at a time
        List<Expr> encoded = new ArrayList<>();
        if (p.atWord("for")) {                      // for k from 1 to n - 1 where C yield [k, n - k] end
            clauses(p, clauses, "yield");
            p.advance();
            option(p, encoded);
            if (!p.atWord("end")) {
                throw TokenCursor.error("expected 'end' after the option of 'for ... yield' but found " + p.peek().describe(),
                        p.peek());
            }
            p.advance();
        } else {
            Token open = p.expect(Kind.LBRACKET, "a list of options such as [[k, n - k] for k from 1 to n - 1]");
            if (!p.at(Kind.RBRACKET)) {
                option(p, encoded);
                if (p.atWord("for")) {              // [[k, n - k] for k from 1 to n - 1 where C]
                    clauses(p, clauses, null);
                } else {
                    while (p.at(Kind.COMMA)) {      // [[1], [2, 3]]
                        p.advance();
                        option(p, encoded);
                    }
                }
            }
            p.expect(Kind.RBRACKET, "']' to close the list of options opened at " + open.pos());
        }
        clauses.add(new Expr.Clause.For(ITEM, var.pos(), new Expr.Domain.InSet(
                new Expr.Call(ListSyntax.LIST_LITERAL, encoded, at), at)));
        return new Expr.Call(FUNCTION, List.of(new Expr.Comprehension(new Expr.Var(ITEM, var.pos()), clauses, var.pos())),
                var.pos());
    }

    /** The function as written, {@code n -> [[E, ...] for ...]} (its options decoded) or {@code k -> E}; false if c is neither. */
    static boolean print(Expr.Call c, StringBuilder out) {
        if (c.name().equals(CallSyntax.FUNCTION_OF) && c.args().size() == 1 && c.args().get(0) instanceof Expr.Comprehension k) {
            out.append(((Expr.Clause.For) k.clauses().get(0)).var()).append(" -> ").append(ExprPrinter.print(k.element()));
            return true;        // k -> E
        }
        if (!c.name().equals(FUNCTION) || c.args().size() != 1 || !(c.args().get(0) instanceof Expr.Comprehension k)) {
            return false;
        }
        List<Expr.Clause> clauses = k.clauses();
        Expr.Clause.For item = (Expr.Clause.For) clauses.get(clauses.size() - 1);
        List<Expr> encoded = ((Expr.Call) ((Expr.Domain.InSet) item.domain()).set()).args();
        out.append(((Expr.Clause.For) clauses.get(0)).var()).append(" -> [");
        for (int i = 0; i < encoded.size(); ) {
            int length = ((Expr.IntLit) encoded.get(i)).value().intValue();
            out.append(i == 0 ? "[" : ", [");
            for (int j = 1; j <= length; j++) {
                out.append(j == 1 ? "" : ", ").append(ExprPrinter.print(encoded.get(i + j)));
            }
            out.append(']');
            i += 1 + length;
        }
        for (Expr.Clause x : clauses.subList(1, clauses.size() - 1)) {
            if (x instanceof Expr.Clause.For f) {
                out.append(" for ").append(f.var()).append(' ').append(ExprPrinter.domain(f.domain()));
            } else {
                out.append(" where ").append(ExprPrinter.print(((Expr.Clause.Filter) x).condition()));
            }
        }
        out.append(']');
        return true;
    }

    /** One option {@code [E, ...]}, appended as its length and its heap sizes. */
    private static void option(Parser p, List<Expr> out) {
        Token open = p.expect(Kind.LBRACKET, "an option: a list of heap sizes such as [k, n - k]");
        List<Expr> heaps = new ArrayList<>();
        if (!p.at(Kind.RBRACKET)) {
            heaps.add(p.expression());
            while (p.at(Kind.COMMA)) {
                p.advance();
                heaps.add(p.expression());
            }
        }
        p.expect(Kind.RBRACKET, "']' to close the option opened at " + open.pos());
        out.add(new Expr.IntLit(BigInteger.valueOf(heaps.size()), open.pos()));
        out.addAll(heaps);
    }

    /** {@code for X from A to B} / {@code for X in D} clauses with {@code where} / {@code if} filters, up to {@code stop}. */
    private static void clauses(Parser p, List<Expr.Clause> out, String stop) {
        while (true) {
            if (p.atWord("for")) {
                p.advance();
                Token v = p.expect(Kind.IDENT, "a variable name after 'for'");
                Expr.Domain d;
                if (CgsuiteLists.atFrom(p)) {
                    d = CgsuiteLists.fromTo(p);
                } else if (p.atWord("in")) {
                    d = new DomainSyntax(p).domain();       // reads the 'in' itself
                } else {
                    throw TokenCursor.error("expected 'from A to B' or 'in D' after 'for " + v.text() + "'", p.peek());
                }
                out.add(new Expr.Clause.For(v.text(), v.pos(), d));
            } else if (p.atWord("where") || p.atWord("if")) {
                p.advance();
                out.add(new Expr.Clause.Filter(p.or()));
            } else if (stop != null && p.atWord(stop) || stop == null && p.at(Kind.RBRACKET)) {
                return;
            } else {
                throw TokenCursor.error("expected 'for', 'where'" + (stop != null ? " or '" + stop + "'" : " or ']'")
                        + " but found " + p.peek().describe(), p.peek());
            }
        }
    }
}
