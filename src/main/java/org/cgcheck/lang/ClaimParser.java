package org.cgcheck.lang;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.lang.Token.Kind;

/**
 * Parses a claim file: statements {@code theorem|conjecture|refuted NAME ["description"]}
 * followed by a formula that runs until the next statement. All errors of a file are reported
 * (the parser resynchronises at the next statement), and a file with errors checks nothing.
 */
public final class ClaimParser {
    private ClaimParser() {
    }

    /** The parsed claims, or the errors (never both non-empty). */
    public record Result(List<Claim> claims, List<SyntaxError> errors) { }

    public static Result parse(String source, String file) {
        List<Claim> claims = new ArrayList<>();
        List<SyntaxError> errors = new ArrayList<>();
        List<Token> toks;
        try {
            toks = Lexer.tokenizeWithComments(source);
        } catch (SyntaxError e) {
            return new Result(List.of(), List.of(e));
        }
        // Statements start with a keyword at the beginning of a line.
        List<Integer> starts = new ArrayList<>();
        for (int i = 0; i < toks.size(); i++) {
            Token t = toks.get(i);
            boolean lineStart = i == 0 || toks.get(i - 1).kind() == Kind.NEWLINE;
            if (lineStart && t.kind() == Kind.IDENT && isStatementWord(t.text())) {
                starts.add(i);
            } else if (lineStart && t.kind() != Kind.NEWLINE && t.kind() != Kind.EOF && starts.isEmpty()) {
                errors.add(Parser.error("expected 'theorem', 'conjecture' or 'refuted' to start a claim, found "
                        + t.describe(), t));
                break;
            }
        }
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
                Claim c = statement(part, source, file);
                Pos prior = names.putIfAbsent(c.name(), c.pos());
                if (prior != null) {
                    throw new SyntaxError("duplicate claim name '" + c.name() + "' (first at line " + prior.line() + ")",
                            c.pos());
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
        return errors.isEmpty() ? new Result(claims, List.of()) : new Result(List.of(), errors);
    }

    private static boolean isStatementWord(String w) {
        return w.equals("theorem") || w.equals("conjecture") || w.equals("refuted");
    }

    private static Claim statement(List<Token> toks, String source, String file) {
        Parser p = new Parser(toks);
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
        TypeChecker.checkFormula(body);
        if (!p.at(Kind.EOF)) {
            throw Parser.error("unexpected " + p.peek().describe() + " after the statement of '" + name.text() + "'",
                    p.peek());
        }
        int endOffset = toks.get(toks.size() - 1).pos().offset();
        String text = source.substring(first.pos().offset(), Math.max(first.pos().offset(), endOffset))
                .replaceAll("#[^\n]*", "").strip().replaceAll("\\s+", " ");
        Claim.Kind kind = Claim.Kind.valueOf(kw.text().toUpperCase());
        return new Claim(kind, name.text(), description, body, text, file, kw.pos());
    }
}
