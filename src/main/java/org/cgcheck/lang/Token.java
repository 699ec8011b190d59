package org.cgcheck.lang;

/**
 * A lexical token. {@code n} holds the count for runs ({@code |||}, {@code ^^}) and the index
 * for {@code ^<n>}, {@code ^[n]}; {@code end} is the offset just past the token, used to see
 * whether two tokens are juxtaposed (no space between them).
 */
public record Token(Kind kind, String text, Pos pos, int end, int n) {
    public enum Kind {
        INT, FRACTION, IDENT, STRING,
        STAR, UP, DOWN, UP_POWER, DOWN_POWER, UP_SUM, DOWN_SUM,
        LBRACE, RBRACE, LPAREN, RPAREN, COMMA, BARS, DOT, RANGE, COLON,
        PLUS, MINUS, PLUSMINUS,
        /** '&': the sidling operator of loopy games. */
        AMP,
        /** '[' and ']': list literals [2, 5, 7] and indexing S[i]. */
        LBRACKET, RBRACKET,
        /** CGSuite's loopy uptimals ^[on], v[on], ^<on>, v<on> (upon, -upon, uponth, -uponth). */
        LOOPY_WORD,
        /** A misère canonical form in CGSuite's notation, {@code *[2#0]}; its text is the whole of it. */
        MISERE,
        EQ, NE, LE, GE, LT, GT, FUZZY, LFUZZY, GFUZZY, IDENTICAL,
        /** A single '=': only the one after a definition's head means anything. */
        ASSIGN,
        /** '=>': only after a name in a call's arguments, CGSuite's named argument {@code allbut => true}. */
        NAMED,
        /** ';': between the assignments of CGSuite's block begin x := E; ... end. */
        SEMI,
        /** CGSuite's quotes around braces kept as written, {@code '{1|0}'} (issue 42). */
        QUOTE,
        NEWLINE, EOF
    }

    /** True if {@code next} starts exactly where this token ends. */
    public boolean touches(Token next) {
        return next.pos.offset() == end;
    }

    public String describe() {
        return kind == Kind.EOF ? "end of input" : kind == Kind.NEWLINE ? "end of line" : "'" + text + "'";
    }
}
