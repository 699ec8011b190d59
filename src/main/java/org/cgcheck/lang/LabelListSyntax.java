package org.cgcheck.lang;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.cgcheck.lang.Token.Kind;

/**
 * A list of CGSuite's graph labels among a ruleset's arguments: {@code [Nothing, Left]} (GenCol's
 * permitted vertex labels) and {@code [game.graph.Color.Blue, game.graph.Color.Red]}
 * (GenHackenbush's childish edges). It is read as a call of {@link #LABEL_LIST} on the labels'
 * names, a value the graph rulesets read; elsewhere a list holds integers only.
 */
public final class LabelListSyntax {
    /** The function such a list stands for; its arguments are the labels' names. */
    public static final String LABEL_LIST = "labellist";

    /** The names a label list may hold (lower case), as CGSuite writes them. */
    public static final Set<String> LABELS = Set.of("nothing", "left", "right", "game.graph.color.blue",
            "game.graph.color.red", "game.graph.color.green");

    private LabelListSyntax() {
    }

    /** True at {@code [} followed by a label name. */
    static boolean starts(Parser p) {
        return p.at(Kind.LBRACKET) && LABELS.contains(name(p, 1).toLowerCase(Locale.ROOT));
    }

    /** The dotted name (touching identifiers and dots) starting {@code k} tokens ahead, or "". */
    private static String name(Parser p, int k) {
        if (p.peek(k).kind() != Kind.IDENT) {
            return "";
        }
        StringBuilder sb = new StringBuilder(p.peek(k).text());
        while (p.peek(k + 1).kind() == Kind.DOT && p.peek(k).touches(p.peek(k + 1))
                && p.peek(k + 2).kind() == Kind.IDENT && p.peek(k + 1).touches(p.peek(k + 2))) {
            sb.append('.').append(p.peek(k + 2).text());
            k += 2;
        }
        return sb.toString();
    }

    /** The list at the current token: label names separated by commas, then {@code ]}. */
    static Expr list(Parser p) {
        Token open = p.expect(Kind.LBRACKET, "'['");
        List<Expr> names = new ArrayList<>();
        while (true) {
            Token t = p.peek();
            String name = name(p, 0);
            if (!LABELS.contains(name.toLowerCase(Locale.ROOT))) {
                throw Parser.error("a list of graph labels holds Nothing, Left, Right or game.graph.Color.Blue,"
                        + " .Red, .Green", t);
            }
            for (int k = 0; k < name.split("\\.").length * 2 - 1; k++) {
                p.advance();
            }
            names.add(new Expr.Str(name, t.pos()));
            if (!p.at(Kind.COMMA)) {
                break;
            }
            p.advance();
        }
        p.expect(Kind.RBRACKET, "']' to close the list opened at " + open.pos());
        return new Expr.Call(LABEL_LIST, names, open.pos());
    }
}
