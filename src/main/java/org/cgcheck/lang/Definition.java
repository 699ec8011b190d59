package org.cgcheck.lang;

import java.util.List;

/**
 * {@code define NAME(P1: TYPE, ...) [: TYPE] = EXPR}: a function (or, without parameters, a
 * constant) of the user's, visible to every claim and definition of the run in any order.
 * {@code declared} is the written result type, or null when it is to be inferred.
 */
public record Definition(String name, List<Param> params, Type declared, Expr body, String source, String file,
        Pos pos) {
    /** A parameter and its declared type. */
    public record Param(String name, Type type, Pos pos) { }

    /** The parameter types a definition may declare, by the word written. */
    public static Type paramType(String word) {
        switch (word) {
            case "integer": return Type.INT;
            case "number": return Type.NUMBER;
            case "game": return Type.GAME;
            case "form": return Type.FORM;
            case "string": return Type.STRING;
            case "boolean": return Type.BOOL;
            case "list": return Type.LIST;
            case "position": return Type.POSITION;
            default: return null;
        }
    }

    /** The word a type is declared with (the inverse of {@link #paramType}). */
    public static String typeWord(Type t) {
        switch (t) {
            case INT: return "integer";
            case NUMBER: return "number";
            case FORM: return "form";
            case STRING: return "string";
            case BOOL: return "boolean";
            case LIST: return "list";
            case POSITION: return "position";
            default: return "game";
        }
    }

    /** "f(n: integer, G: game)": the head as written, for messages and listings. */
    public String head() {
        StringBuilder b = new StringBuilder(name);
        if (!params.isEmpty()) {
            b.append('(');
            for (int i = 0; i < params.size(); i++) {
                b.append(i == 0 ? "" : ", ").append(params.get(i).name()).append(": ")
                        .append(typeWord(params.get(i).type()));
            }
            b.append(')');
        }
        return b.toString();
    }

    /**
     * A name that calls resolve to while a file is parsed, bound to its definition once the whole
     * file is read (so definitions may call each other in any order). The result type is filled in
     * by the type checker.
     */
    public static final class Link {
        private final String name;
        private volatile Definition definition;
        private volatile Type result;

        public Link(String name) {
            this.name = name;
        }

        public String name() {
            return name;
        }

        /** The definition, or null while its file is still being parsed (or if it failed to parse). */
        public Definition definition() {
            return definition;
        }

        public void bind(Definition d) {
            definition = d;
        }

        /** The inferred (or declared) result type; null until the type checker has seen the definition. */
        public Type result() {
            return result;
        }

        public void result(Type t) {
            result = t;
        }

        @Override
        public String toString() {
            return name;
        }
    }
}
