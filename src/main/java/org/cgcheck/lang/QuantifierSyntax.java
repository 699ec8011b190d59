package org.cgcheck.lang;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.lang.Token.Kind;

/**
 * {@code forall X, Y DOMAIN [, Z DOMAIN2 ...]: body} and {@code exists ...}: the variables, their
 * domains and the body; later groups nest inside earlier ones.
 */
final class QuantifierSyntax {
    private final Parser ps;

    QuantifierSyntax(Parser ps) {
        this.ps = ps;
    }

    /** At {@code forall} or {@code exists}. */
    Expr quantified() {
        return group(ps.advance());
    }

    private Expr group(Token q) {
        List<String> vars = new ArrayList<>();
        List<Pos> varPos = new ArrayList<>();
        do {
            if (!vars.isEmpty()) {
                ps.advance();
            }
            Token v = ps.expect(Kind.IDENT, "a variable name after '" + q.text() + "'");
            if (Parser.isKeyword(v.text())) {
                throw TokenCursor.error("'" + v.text() + "' is a keyword, not a variable name", v);
            }
            if (vars.contains(v.text())) {
                throw TokenCursor.error("variable '" + v.text() + "' is listed twice", v);
            }
            ps.notADefinition(v);
            vars.add(v.text());
            varPos.add(v.pos());
        } while (ps.at(Kind.COMMA));
        boolean saved = ps.colonIsOrdinal;
        ps.colonIsOrdinal = false;      // in "forall G born by 2: ...", the ':' ends the domain
        Expr.Domain domain;
        try {
            domain = new DomainSyntax(ps).domain();
        } finally {
            ps.colonIsOrdinal = saved;
        }
        Expr body;
        if (ps.at(Kind.COMMA)) {
            ps.advance();
            body = group(q);
        } else {
            ps.expect(Kind.COLON, "':' after the domain of " + String.join(", ", vars));
            body = ps.expression();
        }
        return new Expr.Quantified(q.text().equals("forall"), vars, varPos, domain, body, q.pos());
    }
}
