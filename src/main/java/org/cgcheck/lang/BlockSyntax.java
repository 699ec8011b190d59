package org.cgcheck.lang;

import java.util.HashMap;
import java.util.Map;
import org.cgcheck.lang.Token.Kind;

/**
 * CGSuite's block {@code begin x := E; y := F; BODY end}: each name stands for its expression
 * in what follows it up to the {@code end}, and the block's value is BODY's. Values are
 * immutable, so a name is replaced by its expression as the parser reads it (a loopy game that
 * names a follower: {@code begin uponth := {0||0|0,pass}; {0|uponth||-uponth} end}).
 */
final class BlockSyntax {
    private BlockSyntax() {
    }

    /** The names bound by the blocks being read, innermost last. */
    static final class Scope {
        private final Map<String, Expr> names = new HashMap<>();

        Expr lookup(String name) {
            return names.get(name);
        }
    }

    static boolean starts(Parser ps) {
        return ps.atWord("begin");
    }

    static Expr block(Parser ps, Scope scope) {
        Token begin = ps.advance();
        ps.enter(begin);
        Map<String, Expr> saved = new HashMap<>(scope.names);
        try {
            while (ps.at(Kind.IDENT) && ps.peek(1).kind() == Kind.COLON && ps.peek(2).kind() == Kind.ASSIGN) {
                Token name = ps.advance();
                if (Parser.isKeyword(name.text())) {
                    throw TokenCursor.error("'" + name.text() + "' is a keyword, not a name to assign", name);
                }
                ps.advance();
                ps.advance();
                Expr value = ps.expression();
                scope.names.put(name.text(), value);
                if (ps.atWord("end")) {
                    ps.advance();
                    return value;       // an assignment is an expression: its value is the block's
                }
                ps.expect(Kind.SEMI, "';' or 'end' after the assignment to " + name.text());
                if (ps.atWord("end")) {
                    ps.advance();
                    return value;
                }
            }
            Expr body = ps.expression();
            if (ps.at(Kind.SEMI)) {
                ps.advance();       // CGSuite allows a ';' before 'end'
            }
            if (!ps.atWord("end")) {
                throw TokenCursor.error("expected 'end' to close the 'begin' at " + begin.pos() + " but found "
                        + ps.peek().describe(), ps.peek());
            }
            ps.advance();
            return body;
        } finally {
            scope.names.clear();
            scope.names.putAll(saved);
            ps.leave();
        }
    }
}
