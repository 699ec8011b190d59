package org.cgcheck.eval;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.cgcheck.form.Form;
import org.cgcheck.game.Game;
import org.cgcheck.universe.Kind;
import org.cgcheck.universe.Universe;
import org.cgcheck.universe.UniverseLimitException;
import org.cgcheck.fn.GameSet;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.SyntaxError;

/** Materialises a quantifier's domain, in the deterministic order. */
public final class DomainValues {
    private DomainValues() {
    }

    /** The kind word of "forall G dicot misere born by N" (two words in the source). */
    public static final String DICOT_MISERE = "dicot misere";

    /** The most integers a range may hold. */
    public static final long MAX_RANGE = 10_000_000L;

    /** The universe kind behind a "[kind] born by" domain. */
    public static Kind kind(String word) {
        switch (word) {
            case "form": return Kind.FORMS;
            case "impartial": return Kind.IMPARTIAL_FORMS;
            case "misere": return Kind.MISERE_FORMS;
            case DICOT_MISERE: return Kind.DICOT_MISERE_FORMS;
            case "number": return Kind.NUMBERS;
            case "nimber": return Kind.NIMBERS;
            case "integer": return Kind.INTEGERS;
            case "dicotic": return Kind.DICOTIC;
            case "infinitesimal": return Kind.INFINITESIMAL;
            case "reduced": return Kind.REDUCED;
            case "nonnumber": return Kind.NON_NUMBERS;
            case "up": return Kind.UPS;
            case "uptimal": return Kind.UPTIMALS;
            default: return Kind.VALUES;
        }
    }

    /**
     * An element of a kind's domain as the claim sees it: the forms of {@code misere born by N}
     * and {@code dicot misere born by N} are misère forms (their sums and relations are misère play's).
     */
    public static Object element(Kind kind, Object x) {
        if (x instanceof Form f && (kind == Kind.MISERE_FORMS || kind == Kind.DICOT_MISERE_FORMS)) {
            return org.cgcheck.misere.MisereForms.value(f, kind == Kind.DICOT_MISERE_FORMS);
        }
        return x;
    }

    /** The birthday bound of a born-by domain (variables allowed from the environment). */
    public static int day(Expr.Domain.BornBy b, Map<String, Object> env) {
        BigInteger n = Values.integer(new Interpreter(env).eval(b.day()), b.day().pos(), "the birthday bound");
        if (n.signum() < 0 || n.bitLength() > 20) {
            throw new SyntaxError("birthday bound " + n + " is out of range", b.day().pos());
        }
        return n.intValueExact();
    }

    /**
     * The elements one by one: an integer range is not materialised (10^7 boxed integers would
     * cost hundreds of megabytes); other domains are as {@link #elements}.
     */
    public static Iterable<Object> iterate(Expr.Domain d, Map<String, Object> env) {
        if (!(d instanceof Expr.Domain.Range r)) {
            return elements(d, env);
        }
        BigInteger[] ends = rangeEnds(r, env);
        return () -> new java.util.Iterator<Object>() {
            private BigInteger next = ends[0];

            @Override
            public boolean hasNext() {
                return next.compareTo(ends[1]) <= 0;
            }

            @Override
            public Object next() {
                if (!hasNext()) {
                    throw new java.util.NoSuchElementException();
                }
                BigInteger v = next;
                next = next.add(BigInteger.ONE);
                return v;
            }
        };
    }

    /** The ends of a range, refused above {@link #MAX_RANGE} integers. */
    private static BigInteger[] rangeEnds(Expr.Domain.Range r, Map<String, Object> env) {
        if (r.hi() == null) {
            throw new SyntaxError(unbounded(r), r.pos());
        }
        Interpreter in = new Interpreter(env);
        BigInteger lo = Values.integer(in.eval(r.lo()), r.lo().pos(), "the range's lower end");
        BigInteger hi = Values.integer(in.eval(r.hi()), r.hi().pos(), "the range's upper end");
        BigInteger count = hi.subtract(lo).add(BigInteger.ONE);
        if (count.compareTo(BigInteger.valueOf(MAX_RANGE)) > 0) {
            throw new SyntaxError("range " + lo + ".." + hi + " has " + count + " integers; the limit is "
                    + MAX_RANGE, r.pos());
        }
        return new BigInteger[] {lo, hi};
    }

    /** Why an unbounded range {@code A..} cannot be enumerated, and what to write instead. */
    public static String unbounded(Expr.Domain.Range r) {
        return "the unbounded range " + org.cgcheck.lang.ExprPrinter.print(r.lo()) + ".. cannot be enumerated; give it an"
                + " upper end (A..B), or make it a leading 'forall' of the claim, which is proved or sampled";
    }

    /**
     * Every element, or a {@link SyntaxError} when the domain is empty or cannot be enumerated
     * (the message says why and what to do instead).
     */
    public static List<Object> elements(Expr.Domain d, Map<String, Object> env) {
        List<Object> out = new ArrayList<>();
        if (d instanceof Expr.Domain.BornBy b) {
            int n = day(b, env);
            try {
                Kind k = kind(b.kind());
                for (Object x : k.bornBy(n)) {
                    out.add(element(k, x));
                }
            } catch (UniverseLimitException e) {
                throw new SyntaxError(e.getMessage(), b.day().pos());
            }
        } else if (d instanceof Expr.Domain.Within w) {
            out.addAll(WithinDomain.elements(w, env));
        } else if (d instanceof Expr.Domain.All a) {
            throw new SyntaxError("a quantifier over all games cannot be enumerated; give it a bound ('born by N')"
                    + " or make it an outer 'forall' of the claim, which is proved or sampled", a.pos());
        } else if (d instanceof Expr.Domain.Range) {
            iterate(d, env).forEach(out::add);
        } else if (d instanceof Expr.Domain.Explicit x) {
            Interpreter in = new Interpreter(env);
            for (Expr e : x.elements()) {
                Object v = in.eval(e);
                if (!out.contains(v)) {
                    out.add(v);
                }
            }
        } else if (d instanceof Expr.Domain.InSet s) {
            Object set = new Interpreter(env).eval(s.set());
            if (set instanceof Strings.Words w) {
                out.addAll(w.items());
                return out;
            }
            if (set instanceof IntList l) {        // for k in S: the integers in the list's order
                out.addAll(l.items());
                return out;
            }
            if (set instanceof GameList l) {        // forall G in [*, ^]: the games in the list's order
                out.addAll(l.items());
                return out;
            }
            if (set instanceof ListFunctions.Sublists l) {      // forall T in subsets(S)
                out.addAll(l.lists());
                return out;
            }
            if (set instanceof CoreFunctions.Moves m) {        // leftwinningmoves(P): positions
                out.addAll(m.positions());
                return out;
            }
            if (set instanceof LoopySet ls) {        // followers or options of a loopy value
                out.addAll(ls.elements());
                return out;
            }
            if (!(set instanceof GameSet gs)) {
                throw new SyntaxError("a domain 'in ...' must be a set of games or a list, not " + Values.typeName(set),
                        s.set().pos());
            }
            out.addAll(gs.elements());
        } else if (d instanceof Expr.Domain.Options o) {
            Object of = new Interpreter(env).eval(o.of());
            if (of instanceof Form f) {
                out.addAll(o.left() ? f.left() : f.right());
            } else if (of instanceof org.cgcheck.fn.MisereForm m) {        // a misère form's options are misère forms
                for (Form x : o.left() ? m.form().left() : m.form().right()) {
                    out.add(org.cgcheck.misere.MisereForms.value(x, m.dicot()));
                }
            } else if (of instanceof org.cgcheck.rules.Position p) {
                out.addAll(p.options(o.left()));        // moves of a board are boards again
            } else {
                Game g = Values.game(of, o.of().pos(), "the game whose options are taken");
                out.addAll(o.left() ? g.leftOptions() : g.rightOptions());
                out.sort((a, b) -> org.cgcheck.universe.GameOrder.VALUES.compare((Game) a, (Game) b));
            }
        } else {
            Expr.Domain.FormsOver f = (Expr.Domain.FormsOver) d;
            List<Game> values = new ArrayList<>();
            Interpreter in = new Interpreter(env);
            for (Expr e : f.values()) {
                Game g = Values.game(in.eval(e), e.pos(), "a value in 'form over'");
                if (!values.contains(g)) {
                    values.add(g);
                }
            }
            try {
                out.addAll(Universe.formsOver(values));
            } catch (UniverseLimitException e) {
                throw new SyntaxError(e.getMessage(), f.pos());
            }
        }
        return out;
    }
}
