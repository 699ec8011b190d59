package org.cgcheck.lang;

import java.util.List;
import org.cgcheck.lang.Token.Kind;

/**
 * A position in a token list, with the look-ahead and expectation helpers of the parser, and
 * a nesting bound ({@link #MAX_DEPTH}) so that absurd input gets an error, not a stack overflow.
 */
abstract class TokenCursor {
    public static final int MAX_DEPTH = 400;

    final List<Token> toks;
    int p;
    private int depth;

    TokenCursor(List<Token> toks) {
        this.toks = toks;
    }

    public int position() {
        return p;
    }

    public Token peek() {
        return toks.get(p);
    }

    /** The token just consumed (to ask whether the next one touches it). */
    Token previous() {
        return toks.get(p - 1);
    }

    Token peek(int k) {
        return toks.get(Math.min(p + k, toks.size() - 1));
    }

    public Token advance() {
        Token t = toks.get(p);
        if (t.kind() != Kind.EOF) {
            p++;
        }
        return t;
    }

    public boolean at(Kind k) {
        return peek().kind() == k;
    }

    public boolean atWord(String w) {
        return at(Kind.IDENT) && peek().text().equals(w);
    }

    public Token expect(Kind k, String what) {
        if (!at(k)) {
            throw error("expected " + what + " but found " + peek().describe(), peek());
        }
        return advance();
    }

    public static SyntaxError error(String msg, Token at) {
        return new SyntaxError(msg, at.pos());
    }

    /**
     * Looks ahead: does the bracket group opened at the current token hold {@code separator} at
     * its own level (bars of a game {@code {a|b}}, the comma of a tuple {@code (a, b)})?
     */
    boolean groupHolds(Kind separator) {
        int level = 0;
        for (int k = p; k < toks.size(); k++) {
            Kind kind = toks.get(k).kind();
            if (kind == Kind.LBRACE || kind == Kind.LPAREN || kind == Kind.LBRACKET) {
                level++;
            } else if (kind == Kind.RBRACE || kind == Kind.RPAREN || kind == Kind.RBRACKET) {
                if (--level == 0) {
                    return false;
                }
            } else if (kind == separator && level == 1) {
                return true;
            } else if (kind == Kind.EOF) {
                return false;
            }
        }
        return false;
    }

    void enter(Token at) {
        if (++depth > MAX_DEPTH) {
            throw error("nesting deeper than " + MAX_DEPTH + " levels", at);
        }
    }

    void leave() {
        depth--;
    }

}
