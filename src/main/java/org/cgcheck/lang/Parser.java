package org.cgcheck.lang;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.cgcheck.lang.Expr.Op;
import org.cgcheck.lang.Token.Kind;

/**
 * Recursive-descent parser for expressions. Nesting is bounded ({@link #MAX_DEPTH}) so that
 * absurd input gets an error, not a stack overflow.
 */
public final class Parser extends TokenCursor {
    /** CGSuite postfix properties accepted after a dot (anything else after a dot is Norton product). */
    public static final Set<String> PROPERTIES = PropertyCalls.NAMES;

    private static final Map<Kind, Op> RELATIONS = Map.of(
            Kind.EQ, Op.EQ, Kind.NE, Op.NE, Kind.LE, Op.LE, Kind.GE, Op.GE, Kind.LT, Op.LT,
            Kind.GT, Op.GT, Kind.FUZZY, Op.FUZZY, Kind.LFUZZY, Op.LFUZZY, Kind.GFUZZY, Op.GFUZZY,
            Kind.IDENTICAL, Op.IDENTICAL);

    /** False while parsing a quantifier's domain, where ':' ends the domain. */
    boolean colonIsOrdinal = true;

    /** Game notation as CGSuite prints it: juxtaposed terms and braces. */
    private final GameLiterals literals = new GameLiterals(this);
    private final BlockSyntax.Scope blocks = new BlockSyntax.Scope();

    /** The run's definitions: a name among them is a call of the user's function. */
    private final Definitions definitions;

    public Parser(List<Token> toks) {
        this(toks, new Definitions());
    }

    public Parser(List<Token> toks, Definitions definitions) {
        super(toks);
        this.definitions = definitions;
    }

    /** Parses a whole expression; the input must end after it. */
    public static Expr parse(String src) {
        return parse(src, 1);
    }

    /** Parses a text that is line {@code line} of its input, so that every position is real. */
    public static Expr parse(String src, int line) {
        return parse(src, line, new Definitions());
    }

    /** Parses an expression that may call the given definitions (the worksheet's). */
    public static Expr parse(String src, int line, Definitions definitions) {
        Parser ps = new Parser(Lexer.tokenize(src, line), definitions);
        Expr e = ps.expression();
        ps.expect(Kind.EOF, "end of input");
        return e;
    }

    // ---- precedence levels ----------------------------------------------------------------

    public Expr expression() {
        enter(peek());
        try {
            if (atWord("forall") || atWord("exists")) {
                return quantified();
            }
            return iff();
        } finally {
            leave();
        }
    }

    /** The function a set literal {@code {a, b}} stands for. */
    public static final String SET_LITERAL = "setof";

    /** Domain kinds written before "born by". */
    public static final Set<String> DOMAIN_KINDS = Set.of("form", "impartial", "misere", "dicot", "number", "nimber",
            "integer",
            "dicotic", "infinitesimal", "reduced", "nonnumber", "up", "uptimal");

    /** Words with a meaning of their own, never variable names. */
    private static final Set<String> KEYWORDS = Set.of("and", "or", "not", "implies", "iff", "xor", "in", "born",
            "by", "forall", "exists", "if", "then", "else", "for", "mod", "div", "define");

    public static boolean isKeyword(String word) {
        return KEYWORDS.contains(word);
    }

    private Expr quantified() {
        return new QuantifierSyntax(this).quantified();
    }

    List<Expr> list(String what) {
        Token open = expect(Kind.LBRACE, "'{' starting " + what);
        List<Expr> out = new ArrayList<>();
        if (!at(Kind.RBRACE)) {
            out.add(additive());
            while (at(Kind.COMMA)) {
                advance();
                out.add(additive());
            }
        }
        expect(Kind.RBRACE, "',' or '}' to close the list opened at " + open.pos());
        return out;
    }

    private Expr iff() {
        Expr e = implies();
        while (atWord("iff")) {
            Token t = advance();
            e = new Expr.Binary(Op.IFF, e, implies(), t.pos());
        }
        return e;
    }

    private Expr implies() {
        Expr e = or();
        if (at(Kind.NAMED)) {
            throw error("'=>' is not an operator; write 'implies' (or '>=' for greater or equal)", peek());
        }
        if (atWord("implies")) {
            Token t = advance();
            return new Expr.Binary(Op.IMPLIES, e, implies(), t.pos());
        }
        return e;
    }

    Expr or() {
        Expr e = and();
        while (atWord("or")) {
            Token t = advance();
            e = new Expr.Binary(Op.OR, e, and(), t.pos());
        }
        return e;
    }

    private Expr and() {
        Expr e = not();
        while (atWord("and")) {
            Token t = advance();
            e = new Expr.Binary(Op.AND, e, not(), t.pos());
        }
        return e;
    }

    private Expr not() {
        if (atWord("forall") || atWord("exists")) {
            return quantified();     // "A and forall x ...": the body extends as far right as possible
        }
        if (atWord("not")) {
            Token t = advance();
            enter(t);
            try {
                return new Expr.Not(not(), t.pos());
            } finally {
                leave();
            }
        }
        return relation();
    }

    private Expr relation() {
        Expr e = LoopySyntax.sided(this);
        if (atWord("in")) {
            Token t = advance();        // membership in a set: "I in incentives(G)"
            return new Expr.Binary(Op.IN, e, additive(), t.pos());
        }
        Op op = RELATIONS.get(peek().kind());
        if (op != null) {
            Token t = advance();
            e = new Expr.Binary(op, e, LoopySyntax.sided(this), t.pos());
            if (RELATIONS.containsKey(peek().kind())) {
                throw error(LoopySyntax.sidesAComparison(e) ? LoopySyntax.AND_HINT : "comparisons do not chain; use 'and'",
                        peek());
            }
        }
        return e;
    }

    /** Sums, differences and xor, and CGSuite's infix methods of integers: what may stand as an option inside braces. */
    public Expr additive() {
        Expr e = sum();
        while (at(Kind.IDENT) && (CgsuiteMethods.INFIX.contains(peek().text())
                || ExplicitSyntax.METHODS.containsKey(peek().text()))) {
            Token t = advance();        // a NimProduct b, as CGSuite: looser than +, left to right
            e = new Expr.Property(e, t.text(), List.of(sum()), t.pos());
        }
        return e;
    }

    private Expr sum() {
        Expr e = multiplicative();
        while (true) {
            Token t = peek();
            if (t.kind() == Kind.PLUS) {
                advance();
                e = new Expr.Binary(Op.ADD, e, multiplicative(), t.pos());
            } else if (t.kind() == Kind.MINUS) {
                advance();
                e = new Expr.Binary(Op.SUB, e, multiplicative(), t.pos());
            } else if (atWord("xor")) {
                advance();
                e = new Expr.Binary(Op.XOR, e, multiplicative(), t.pos());
            } else if (t.kind() == Kind.PLUSMINUS) {
                throw error("'+-' here would be the switch ±; for plus a negative write '+ -x'", t);
            } else {
                return e;
            }
        }
    }

    private Expr multiplicative() {
        Expr e = ordinal();
        while (at(Kind.STAR) || atWord("mod") || atWord("div")) {
            Token t = advance();
            Op op = t.kind() == Kind.STAR ? Op.MUL : t.text().equals("mod") ? Op.MOD : Op.DIV;
            e = new Expr.Binary(op, e, ordinal(), t.pos());
        }
        return e;
    }

    private Expr ordinal() {
        Expr e = unary();
        while (colonIsOrdinal && at(Kind.COLON)) {
            Token t = advance();
            e = new Expr.Binary(Op.ORDINAL, e, unary(), t.pos());
        }
        return e;
    }

    private Expr unary() {
        Token t = peek();
        if (t.kind() == Kind.MINUS) {
            advance();
            Token n = peek();
            if (t.touches(n) && LoopySyntax.startsShorthand(this, 0)) {
                return LoopySyntax.shorthand(this, t);      // -5over, -1/4v[on]: the sign is CGSuite's, of the number
            }
            if (t.touches(n) && (n.kind() == Kind.INT || n.kind() == Kind.FRACTION)) {
                // "-1^" is (-1) + ↑ as CGSuite prints it, not -(1^).
                return postfix(literals.compact(true));
            }
            enter(t);
            try {
                return new Expr.Neg(unary(), t.pos());
            } finally {
                leave();
            }
        }
        if (t.kind() == Kind.PLUSMINUS) {
            advance();
            if (t.touches(peek()) && LoopySyntax.startsLoopyOperand(this)) {
                return LoopySyntax.shorthand(this, t);      // +-over, +-(5over), +-on
            }
            enter(t);
            try {
                return new Expr.PlusMinus(plusMinusOperand(), t.pos());
            } finally {
                leave();
            }
        }
        return postfix(primary());
    }

    private List<Expr> plusMinusOperand() {
        if (at(Kind.LBRACE) && !groupHolds(Kind.BARS)) {
            Token open = advance();
            List<Expr> opts = new ArrayList<>();
            opts.add(additive());
            while (at(Kind.COMMA)) {
                advance();
                opts.add(additive());
            }
            expect(Kind.RBRACE, "',' or '}' to close the list opened at " + open.pos());
            return opts;
        }
        return List.of(postfix(primary()));
    }

    private Expr postfix(Expr e) {
        while (at(Kind.DOT) || ListSyntax.atIndex(this)) {
            if (at(Kind.LBRACKET)) {
                e = ListSyntax.index(this, e);      // S[i]
                continue;
            }
            Token dot = advance();
            if (CgsuiteLists.atApply(this)) {
                e = CgsuiteLists.apply(this, e);        // CGSuite's L.Apply(x -> E)
                continue;
            }
            if (at(Kind.IDENT) && PROPERTIES.contains(peek().text())) {
                Token name = advance();
                // CGSuite's ruleset methods: R.AcrosticProduct(S)((3,4)), tuples flattened, lists continued.
                List<Expr> args = at(Kind.LPAREN) && name.touches(peek()) ? CallSyntax.continued(this, name.text())
                        : List.of();
                e = new Expr.Property(e, name.text(), args, name.pos());
            } else {
                e = new Expr.Binary(Op.NORTON, e, primary(), dot.pos());
            }
        }
        return e;
    }

    public List<Expr> arguments() {
        Token open = expect(Kind.LPAREN, "'('");
        List<Expr> args = new ArrayList<>();
        if (!at(Kind.RPAREN)) {
            args.add(comprehensionOr(expression()));
            while (at(Kind.COMMA)) {
                advance();
                args.add(expression());
            }
        }
        expect(Kind.RPAREN, "')' to close '(' at " + open.pos());
        return args;
    }

    /** An option of braces: an expression, perhaps followed by 'for' and 'if' clauses. */
    Expr optionElement() {
        return comprehensionOr(additive());
    }

    /** {@code e for X in D if C ...} when clauses follow, else e itself. */
    Expr comprehensionOr(Expr e) {
        return ComprehensionSyntax.of(this, e);
    }

    /** The run's definition of that name, or null. */
    Definition.Link definitionLink(String name) {
        return definitions.link(name);
    }

    /** A bound variable may not take a definition's name: its uses would call the definition. */
    void notADefinition(Token v) {
        if (definitions.link(v.text()) != null) {
            throw error("'" + v.text() + "' is the name of a definition; a bound variable needs another name", v);
        }
    }

    /** {@code if C then A else B}; each branch extends as far to the right as it can. */
    private Expr conditional() {
        Token t = advance();
        enter(t);
        try {
            Expr c = expression();
            if (!atWord("then")) {
                throw error("expected 'then' after the condition of 'if' at " + t.pos() + " but found "
                        + peek().describe(), peek());
            }
            advance();
            Expr a = expression();
            if (!atWord("else")) {
                throw error("expected 'else' for the 'if' at " + t.pos() + " (an 'if' needs both branches) but found "
                        + peek().describe(), peek());
            }
            advance();
            return new Expr.If(c, a, expression(), t.pos());
        } finally {
            leave();
        }
    }

    private Expr primary() {
        Token t = peek();
        if (LoopySyntax.startsShorthand(this, 0)) {
            return LoopySyntax.shorthand(this, null);       // 5over, ^[on]*, Tiny(on), as CGSuite prints them
        }
        if (ListSyntax.startsImpartial(this)) {
            return ListSyntax.impartial(this);       // *{ OPTIONS }
        }
        switch (t.kind()) {
            case LBRACKET:
                return ListSyntax.literal(this);    // [2, 5, 7], [E for X in D]
            case QUOTE:
                return ExplicitSyntax.literal(this, literals);     // '{1|0}', kept as written
            case INT: case FRACTION: case STAR: case UP: case DOWN:
            case UP_POWER: case DOWN_POWER: case UP_SUM: case DOWN_SUM:
                return literals.compact(false);
            case LBRACE:
                if (LoopySyntax.isLoopy(this, 0)) {
                    return LoopySyntax.literal(this);
                }
                if (!groupHolds(Kind.BARS)) {        // {a, b, c}: a set of games, as CGSuite prints one
                    Token open = peek();
                    enter(open);
                    try {
                        return new Expr.Call(SET_LITERAL, list("a set of games"), open.pos());
                    } finally {
                        leave();
                    }
                }
                return literals.braces();
            case LPAREN: {
                advance();
                enter(t);
                boolean saved = colonIsOrdinal;
                colonIsOrdinal = true;
                try {
                    Expr e = expression();
                    expect(Kind.RPAREN, "')' to close '(' at " + t.pos());
                    return e;
                } finally {
                    colonIsOrdinal = saved;
                    leave();
                }
            }
            case IDENT: {
                if (t.text().equals("if")) {
                    return conditional();
                }
                if (t.text().equals("Player") && peek(1).kind() == Kind.DOT && t.touches(peek(1))
                        && peek(2).kind() == Kind.IDENT && peek(1).touches(peek(2))
                        && (peek(2).text().equals("Left") || peek(2).text().equals("Right"))) {
                    advance();
                    advance();
                    Token p = advance();
                    return new Expr.Var(p.text(), p.pos());       // CGSuite's Player.Left is Left
                }
                if (CgsuiteLists.startsYield(this)) {
                    return CgsuiteLists.forYield(this);         // CGSuite's for X in L yield E end
                }
                if (BlockSyntax.starts(this)) {
                    return BlockSyntax.block(this, blocks);     // begin x := E; ... end
                }
                if (KEYWORDS.contains(t.text())) {
                    throw error("expected a game or value before '" + t.text() + "'", t);
                }
                if (peek(1).kind() == Kind.LBRACE && t.touches(peek(1)) && LoopySyntax.isLoopy(this, 1)) {
                    return LoopySyntax.literal(this);       // a label: a{0|{a|*}}
                }
                Expr coordinates = SchemaSyntax.coordinatesConstant(this);
                if (coordinates != null) {
                    return coordinates;         // Coordinates.Diagonal
                }
                String dotted = CallSyntax.dottedName(this);
                if (dotted != null) {
                    return CallSyntax.call(this, dotted, t);
                }
                advance();
                Expr bound = blocks.lookup(t.text());
                if (bound != null && !(at(Kind.LPAREN) && t.touches(peek()))) {
                    return bound;       // a name a begin ... end block assigned
                }
                Definition.Link link = definitions.link(t.text());
                if (at(Kind.LPAREN) && t.touches(peek())) {
                    enter(t);
                    try {
                        if (link != null) {
                            return new Expr.UserCall(link, arguments(), t.pos());
                        }
                        return CallSyntax.call(this, t.text(), t);
                    } finally {
                        leave();
                    }
                }
                if (link != null) {
                    return new Expr.UserCall(link, List.of(), t.pos());     // a definition without parameters
                }
                return new Expr.Var(t.text(), t.pos());
            }
            case STRING:
                advance();
                return new Expr.Str(t.text(), t.pos());
            case MISERE:        // *[2#0] is misere("*[2#0]")
                advance();
                return new Expr.Call("misere", List.of(new Expr.Str(t.text(), t.pos())), t.pos());
            case DOT:
                if (peek(1).kind() == Kind.INT && t.touches(peek(1))) {
                    throw error(Lexer.decimalMessage("0." + peek(1).text()), t);
                }
                throw error("expected a game or value but found " + t.describe(), t);
            case PLUS:
                throw error("a unary '+' is not needed; write the operand alone", t);
            default:
                throw error("expected a game or value but found " + t.describe(), t);
        }
    }
}
