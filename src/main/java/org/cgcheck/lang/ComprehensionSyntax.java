package org.cgcheck.lang;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.lang.Token.Kind;

/**
 * Option comprehensions: {@code A + x for A in left(G) if C}, clauses {@code for X in D} and
 * {@code if C} in any number and order after the element.
 */
final class ComprehensionSyntax {
    private ComprehensionSyntax() {
    }

    /**
     * {@code e for X in D if C ...} when clauses follow, else e itself. A lone {@code if} (no
     * {@code for}) keeps e or nothing: {@code { 0 if n == 1 | }}.
     */
    static Expr of(Parser ps, Expr e) {
        if (!ps.atWord("for") && !ps.atWord("if")) {
            return e;
        }
        return of(ps, e, null);
    }

    /** The comprehension of e whose clauses start with {@code first} (if not null) and go on as written. */
    static Expr.Comprehension of(Parser ps, Expr e, Expr.Clause first) {
        List<Expr.Clause> clauses = new ArrayList<>();
        if (first != null) {
            clauses.add(first);
        }
        while (ps.atWord("for") || ps.atWord("if")) {
            Token t = ps.advance();
            if (t.text().equals("if")) {
                clauses.add(new Expr.Clause.Filter(ps.or()));
                continue;
            }
            Token v = ps.expect(Kind.IDENT, "a variable name after 'for'");
            if (Parser.isKeyword(v.text())) {
                throw Parser.error("'" + v.text() + "' is a keyword, not a variable name", v);
            }
            ps.notADefinition(v);
            if (CgsuiteLists.atFrom(ps)) {
                clauses.add(new Expr.Clause.For(v.text(), v.pos(), CgsuiteLists.fromTo(ps)));     // CGSuite's from A to B
                if (ps.atWord("where")) {       // CGSuite's filter after it: [n for n from 1 to 9 where n > 4]
                    ps.advance();
                    clauses.add(new Expr.Clause.Filter(ps.or()));
                }
                continue;
            }
            if (!ps.atWord("in") && !ps.atWord("born") && !(ps.at(Kind.IDENT)
                    && Parser.DOMAIN_KINDS.contains(ps.peek().text()))) {
                throw Parser.error("expected 'in' and a domain after 'for " + v.text() + "' but found "
                        + ps.peek().describe(), ps.peek());
            }
            boolean saved = ps.colonIsOrdinal;
            ps.colonIsOrdinal = false;
            try {
                clauses.add(new Expr.Clause.For(v.text(), v.pos(), new DomainSyntax(ps).domain()));
            } finally {
                ps.colonIsOrdinal = saved;
            }
        }
        return new Expr.Comprehension(e, clauses, e.pos());
    }
}
