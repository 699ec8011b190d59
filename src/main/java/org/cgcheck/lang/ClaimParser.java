package org.cgcheck.lang;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.lang.Token.Kind;

/**
 * Parses a claim file: statements {@code theorem|conjecture|refuted NAME ["description"]}
 * followed by a formula, and {@code define NAME(...) = EXPR}; each runs until the next statement.
 * All errors of a file are reported (the parser resynchronises at the next statement), and a file
 * with errors checks nothing. This is syntax only: the evaluation layer's {@code Programs} also
 * type-checks what is parsed here.
 *
 * <p>Reading is in two steps so that definitions are visible in any order and across the files
 * of a run: {@link #read} declares every file's definition names, then {@link Unit#parse} parses.
 */
public final class ClaimParser {
    private ClaimParser() {
    }

    /** The parsed claims and definitions, or the errors (claims are empty when there are errors). */
    public record Result(List<Claim> claims, List<SyntaxError> errors, List<Definition> definitions) {
        public Result(List<Claim> claims, List<SyntaxError> errors) {
            this(claims, errors, List.of());
        }
    }

    /** One file, split into statements, its definition names declared. */
    public static final class Unit {
        private final String source;
        private final String file;
        private final Definitions definitions;
        private final List<Token> toks;
        private final List<Integer> starts = new ArrayList<>();
        private final List<SyntaxError> errors = new ArrayList<>();

        private Unit(String source, String file, Definitions definitions, List<Token> toks) {
            this.source = source;
            this.file = file;
            this.definitions = definitions;
            this.toks = toks;
        }

        public String file() {
            return file;
        }

        public String source() {
            return source;
        }

        /** Parses every statement; definitions are bound to their links as they parse. */
        public Result parse() {
            List<Claim> claims = new ArrayList<>();
            List<Definition> defs = new ArrayList<>();
            Map<String, Pos> names = new HashMap<>();
            for (int s = 0; s < starts.size(); s++) {
                int from = starts.get(s);
                int to = s + 1 < starts.size() ? starts.get(s + 1) : toks.size() - 1;
                List<Token> part = new ArrayList<>();
                for (Token t : toks.subList(from, to)) {
                    if (t.kind() != Kind.NEWLINE) {
                        part.add(t);
                    }
                }
                Token end = toks.get(to);
                part.add(new Token(Kind.EOF, "", end.pos(), end.end(), 0));
                try {
                    if (MISTAKEN_DEFINE.contains(part.get(0).text())) {
                        throw Parser.error("a definition is written 'define NAME(P: TYPE, ...) = EXPR', not with '"
                                + part.get(0).text() + "'", part.get(0));
                    }
                    if (part.get(0).text().equals("define")) {
                        Definition d = definition(part, source, file, definitions);
                        defs.add(d);
                        continue;
                    }
                    Claim c = statement(part, source, file, definitions);
                    Pos prior = names.putIfAbsent(c.name(), c.pos());
                    if (prior != null) {
                        throw new SyntaxError("duplicate claim name '" + c.name() + "' (first at line " + prior.line()
                                + ")", c.pos());
                    }
                    claims.add(c);
                } catch (SyntaxError e) {
                    errors.add(e);
                }
            }
            if (starts.isEmpty() && errors.isEmpty()) {
                errors.add(new SyntaxError("no claims in this file (a claim starts with 'theorem', 'conjecture' or "
                        + "'refuted')", new Pos(1, 1, 0)));
            }
            return errors.isEmpty() ? new Result(claims, List.of(), defs) : new Result(List.of(), errors, defs);
        }
    }

    /** Parses one file on its own (its definitions visible to its claims); syntax only. */
    public static Result parse(String source, String file) {
        return read(source, file, new Definitions()).parse();
    }

    /** Splits a file into statements and declares its definition names in {@code definitions}. */
    public static Unit read(String source, String file, Definitions definitions) {
        List<Token> toks;
        try {
            toks = Lexer.tokenizeWithComments(source);
        } catch (SyntaxError e) {
            Unit u = new Unit(source, file, definitions, List.of(new Token(Kind.EOF, "", new Pos(1, 1, 0), 0, 0)));
            u.errors.add(e);
            return u;
        }
        Unit u = new Unit(source, file, definitions, toks);
        // Statements start with a keyword at the beginning of a line.
        for (int i = 0; i < toks.size(); i++) {
            Token t = toks.get(i);
            boolean lineStart = i == 0 || toks.get(i - 1).kind() == Kind.NEWLINE;
            if (lineStart && t.kind() == Kind.IDENT && isStatementWord(t.text())) {
                u.starts.add(i);
                if (t.text().equals("define") && toks.get(i + 1).kind() == Kind.IDENT) {
                    Token name = toks.get(i + 1);
                    try {
                        definitions.declare(name.text(), file, name.pos());
                    } catch (SyntaxError e) {
                        u.errors.add(e);
                    }
                }
            } else if (lineStart && t.kind() != Kind.NEWLINE && t.kind() != Kind.EOF && u.starts.isEmpty()) {
                u.errors.add(Parser.error("expected 'theorem', 'conjecture', 'refuted' or 'define' to start a "
                        + "statement, found " + t.describe(), t));
                break;
            }
        }
        return u;
    }

    private static boolean isStatementWord(String w) {
        return w.equals("theorem") || w.equals("conjecture") || w.equals("refuted") || w.equals("define")
                || MISTAKEN_DEFINE.contains(w);
    }

    /** Other languages' words for a definition, met at the start of a line: pointed to 'define'. */
    private static final java.util.Set<String> MISTAKEN_DEFINE = java.util.Set.of("def", "let");

    private static Claim statement(List<Token> toks, String source, String file, Definitions defs) {
        Lexer.refuseAssign(toks, 0);
        Parser p = new Parser(toks, defs);
        Token kw = p.advance();
        Token name = p.expect(Kind.IDENT, "a claim name after '" + kw.text() + "'");
        String description = "";
        if (p.at(Kind.STRING)) {
            description = p.advance().text();
        }
        if (p.at(Kind.EOF)) {
            throw Parser.error("claim '" + name.text() + "' has no statement", p.peek());
        }
        Token first = p.peek();
        Expr body = p.expression();
        int bodyEnd = p.position();
        List<String> lemmas = new ArrayList<>();
        if (p.atWord("by")) {       // "... by lemma_a, lemma_b": proved claims of the run the proof may use
            p.advance();
            do {
                if (!lemmas.isEmpty()) {
                    p.advance();
                }
                Token l = p.expect(Kind.IDENT, "the name of a claim of the run after 'by'");
                if (l.text().equals(name.text())) {
                    throw Parser.error("a claim cannot cite itself as a lemma", l);
                }
                lemmas.add(l.text());
            } while (p.at(Kind.COMMA));
        }
        if (!p.at(Kind.EOF)) {
            throw Parser.error("unexpected " + p.peek().describe() + " after the statement of '" + name.text() + "'",
                    p.peek());
        }
        Claim.Kind kind = Claim.Kind.valueOf(kw.text().toUpperCase());
        return new Claim(kind, name.text(), description, body, text(source, first, toks.subList(0, bodyEnd + 1)),
                file, kw.pos(), List.copyOf(lemmas));
    }

    /** Compiled once: every statement of every file is folded with them. */
    private static final java.util.regex.Pattern COMMENT = java.util.regex.Pattern.compile("#[^\n]*");
    private static final java.util.regex.Pattern SPACES = java.util.regex.Pattern.compile("\\s+");
    private static final java.util.regex.Pattern COMMENT_TO_END = java.util.regex.Pattern.compile("#.*");

    /** The statement's text from {@code first} on, comments dropped and white space folded. */
    private static String text(String source, Token first, List<Token> toks) {
        int endOffset = toks.get(toks.size() - 1).pos().offset();
        String raw = source.substring(first.pos().offset(), Math.max(first.pos().offset(), endOffset));
        return SPACES.matcher(COMMENT.matcher(raw).replaceAll("").strip()).replaceAll(" ");
    }

    /** The statement's lines from {@code first} on as written (for pages that show it), comments dropped. */
    private static String lines(String source, Token first, List<Token> toks) {
        int endOffset = toks.get(toks.size() - 1).pos().offset();
        String raw = source.substring(first.pos().offset(), Math.max(first.pos().offset(), endOffset));
        StringBuilder b = new StringBuilder();
        for (String line : raw.split("\n")) {
            String kept = COMMENT_TO_END.matcher(line).replaceAll("").stripTrailing();
            if (!kept.isBlank()) {
                b.append(b.length() == 0 ? "" : "\n").append(kept);
            }
        }
        return b.toString();
    }

    /** {@code define NAME [(P: TYPE, ...)] [: TYPE] = EXPR}. */
    private static Definition definition(List<Token> toks, String source, String file, Definitions defs) {
        Parser p = new Parser(toks, defs);
        Token kw = p.advance();
        Token name = p.expect(Kind.IDENT, "a name after 'define'");
        if (Parser.isKeyword(name.text())) {
            throw Parser.error("'" + name.text() + "' is a keyword, not a name for a definition", name);
        }
        Definition.Link link = defs.link(name.text());
        List<Definition.Param> params = new ArrayList<>();
        if (p.at(Kind.LPAREN)) {
            Token open = p.advance();
            if (!p.at(Kind.RPAREN)) {
                params.add(param(p, params));
                while (p.at(Kind.COMMA)) {
                    p.advance();
                    params.add(param(p, params));
                }
            }
            p.expect(Kind.RPAREN, "',' or ')' to close the parameters opened at " + open.pos());
        }
        Type declared = null;
        if (p.at(Kind.COLON)) {
            p.advance();
            declared = type(p, "the result type");
        }
        if (!p.at(Kind.ASSIGN)) {
            throw Parser.error("expected '=' and the definition's expression after '" + name.text()
                    + (params.isEmpty() ? "" : "(...)") + "' but found " + p.peek().describe(), p.peek());
        }
        p.advance();
        Lexer.refuseAssign(toks, p.position());
        if (p.at(Kind.EOF)) {
            throw Parser.error("definition '" + name.text() + "' has no expression after '='", p.peek());
        }
        Token first = p.peek();
        Expr body = p.expression();
        if (!p.at(Kind.EOF)) {
            throw Parser.error("unexpected " + p.peek().describe() + " after the definition of '" + name.text() + "'",
                    p.peek());
        }
        Definition d = new Definition(name.text(), List.copyOf(params), declared, body, lines(source, kw, toks), file,
                name.pos());
        if (link != null && (link.definition() == null || defs.isRedefinable())) {
            link.bind(d);
        }
        return d;
    }

    private static Definition.Param param(Parser p, List<Definition.Param> sofar) {
        Token v = p.expect(Kind.IDENT, "a parameter name");
        if (Parser.isKeyword(v.text())) {
            throw Parser.error("'" + v.text() + "' is a keyword, not a parameter name", v);
        }
        p.notADefinition(v);
        for (Definition.Param q : sofar) {
            if (q.name().equals(v.text())) {
                throw Parser.error("parameter '" + v.text() + "' is listed twice", v);
            }
        }
        if (!p.at(Kind.COLON)) {
            throw Parser.error("expected ':' and a type after parameter '" + v.text()
                    + "' (integer, number, game, form, position, string, boolean or list)", p.peek());
        }
        p.advance();
        return new Definition.Param(v.text(), type(p, "parameter '" + v.text() + "'s type"), v.pos());
    }

    private static Type type(Parser p, String what) {
        Token t = p.expect(Kind.IDENT, what + " (integer, number, game, form, position, string, boolean or list)");
        Type ty = Definition.paramType(t.text());
        if (ty == null) {
            throw Parser.error("unknown type '" + t.text() + "'; " + what
                    + " is one of integer, number, game, form, position, string, boolean, list", t);
        }
        return ty;
    }
}
