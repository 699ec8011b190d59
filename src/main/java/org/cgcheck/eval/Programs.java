package org.cgcheck.eval;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.lang.Claim;
import org.cgcheck.lang.ClaimParser;
import org.cgcheck.lang.Definition;
import org.cgcheck.lang.Definitions;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.lang.Type;

/**
 * Reads claim files as a run: parses them (definitions visible across all of them, in any
 * order), infers the definitions' result types, and type-checks every definition and claim
 * before anything runs. A file with any error yields no claims.
 */
public final class Programs {
    private Programs() {
    }

    /** A claim file's text and name. */
    public record Source(String text, String file) { }

    /** Parses and type-checks one file on its own. */
    public static ClaimParser.Result parse(String source, String file) {
        return parseAll(List.of(new Source(source, file)), new Definitions()).get(0);
    }

    /** Parses and type-checks the files of a run, which share {@code definitions}; one result per file. */
    public static List<ClaimParser.Result> parseAll(List<Source> sources, Definitions definitions) {
        List<ClaimParser.Unit> units = new ArrayList<>();
        for (Source s : sources) {
            units.add(ClaimParser.read(s.text(), s.file(), definitions));
        }
        List<ClaimParser.Result> parsed = new ArrayList<>();
        for (ClaimParser.Unit u : units) {
            parsed.add(u.parse());
        }
        Map<String, List<SyntaxError>> errors = new HashMap<>();
        for (int i = 0; i < sources.size(); i++) {
            errors.computeIfAbsent(sources.get(i).file(), f -> new ArrayList<>()).addAll(parsed.get(i).errors());
        }
        List<Definition> defs = new ArrayList<>();
        for (ClaimParser.Result r : parsed) {
            defs.addAll(r.definitions());
        }
        // Every definition of the table, not only these files': a redefinition (in the worksheet) may
        // change what an earlier definition calls.
        List<Definition> all = new ArrayList<>(definitions.all());
        for (Definition d : defs) {
            if (!all.contains(d)) {
                all.add(d);     // a duplicate, left unbound: still checked, so its own errors show
            }
        }
        for (SyntaxError e : checkDefinitions(all, definitions)) {
            String file = fileOf(e, defs);
            errors.computeIfAbsent(errors.containsKey(file) ? file : sources.get(0).file(), f -> new ArrayList<>()).add(e);
        }
        List<ClaimParser.Result> out = new ArrayList<>();
        for (int i = 0; i < sources.size(); i++) {
            ClaimParser.Result r = parsed.get(i);
            List<SyntaxError> es = errors.get(sources.get(i).file());
            TypeChecker checker = new TypeChecker(definitions.links().keySet());
            for (Claim c : r.claims()) {
                try {
                    checker.formula(c.body());
                } catch (SyntaxError e) {
                    es.add(e);
                }
            }
            es.sort(java.util.Comparator.comparingInt((SyntaxError e) -> e.pos().offset()));
            out.add(es.isEmpty() ? r : new ClaimParser.Result(List.of(), List.copyOf(es), r.definitions()));
        }
        return out;
    }

    /** Which file a definition's error belongs to (definition errors are raised while checking all of them). */
    private static String fileOf(SyntaxError e, List<Definition> defs) {
        return e instanceof DefinitionError d ? d.file : defs.isEmpty() ? "" : defs.get(0).file();
    }

    /** An error in a definition, with the file it is in. */
    private static final class DefinitionError extends SyntaxError {
        final String file;

        DefinitionError(SyntaxError e, String file) {
            super(e.getMessage(), e.pos());
            this.file = file;
        }
    }

    /** Most rounds of result-type inference (each round can only make a type more general). */
    private static final int ROUNDS = 8;

    /**
     * Infers the result type of every definition (recursive ones by rounds until nothing
     * changes), then checks each body against the final types. Names clashing with built-ins are
     * errors. Returns the errors, each located in its definition's file.
     */
    public static List<SyntaxError> checkDefinitions(List<Definition> defs, Definitions table) {
        List<SyntaxError> errors = new ArrayList<>();
        TypeChecker checker = new TypeChecker(table.links().keySet());
        List<Definition> ok = new ArrayList<>();
        for (Definition d : defs) {
            if (Functions.lookup(d.name()) != null) {
                errors.add(new DefinitionError(new SyntaxError("'" + d.name() + "' is a built-in function ("
                        + Functions.lookup(d.name()).signature() + "); give the definition another name", d.pos()), d.file()));
            } else if (Constants.meaning(d.name()) != null) {
                errors.add(new DefinitionError(new SyntaxError("'" + d.name() + "' is " + Constants.meaning(d.name())
                        + "; give the definition another name", d.pos()), d.file()));
            } else if (table.link(d.name()).definition() == d) {
                table.link(d.name()).result(d.declared());
                ok.add(d);
            }
        }
        boolean changed = true;
        for (int round = 0; changed && round < ROUNDS; round++) {
            changed = false;
            for (Definition d : ok) {
                if (d.declared() != null) {
                    continue;
                }
                Type t;
                try {
                    t = checker.typeOf(d.body(), scope(d));
                } catch (SyntaxError e) {
                    continue;       // reported by the final check below
                }
                Definition.Link l = table.link(d.name());
                if (t == Type.FORM || t == Type.POSITION) {
                    t = Type.GAME;      // a definition's value is canonical unless it is declared ': form' or ': position'
                }
                Type joined = l.result() == null ? t : Type.join(l.result(), t);
                if (joined != null && joined != l.result()) {
                    l.result(joined);
                    changed = true;
                }
            }
        }
        for (Definition d : ok) {
            Definition.Link l = table.link(d.name());
            try {
                Type t = checker.typeOf(d.body(), scope(d));     // the body's own error first
                if (l.result() == Type.POSITION) {
                    UserPositions.check(d, checker, scope(d));
                    continue;
                }
                if (l.result() == null || l.result() == Type.ANY || t == Type.ANY) {
                    throw new SyntaxError("cannot infer what '" + d.name() + "' returns: every branch calls a "
                            + "definition of unknown type; declare it, e.g. define " + d.head() + ": game = ...", d.pos());
                }
                if (!t.fits(l.result())) {
                    throw new SyntaxError("'" + d.name() + "' is declared to return " + l.result().description
                            + ", but its expression is " + t.description, d.body().pos());
                }
            } catch (SyntaxError e) {
                errors.add(new DefinitionError(e, d.file()));
            }
        }
        return errors;
    }

    private static Map<String, Type> scope(Definition d) {
        Map<String, Type> scope = new HashMap<>();
        for (Definition.Param p : d.params()) {
            scope.put(p.name(), p.type());
        }
        return scope;
    }
}
