package org.cgcheck.cli;

import java.util.concurrent.Callable;
import org.cgcheck.check.prove.TrustedBase;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code cgcheck laws}: the trusted base, and with --explain the proof of one lemma of it. */
@Command(name = "laws", mixinStandardHelpOptions = true,
        description = {"Print the trusted base: the definitions and laws a proof may use unproved, with their",
            "sources, and the lemmas proved from them (docs/proofs.md explains each)."})
final class LawsCommand implements Callable<Integer> {
    @Option(names = "--explain", paramLabel = "NAME", description = "prove the lemma NAME from the definitions and"
            + " print its proof (for a trusted law: say so, and check its statement like a claim)")
    String explain;

    @Override
    public Integer call() throws Exception {
        if (explain == null) {
            TrustedBase.listing().forEach(System.out::println);
            return 0;
        }
        TrustedBase.Entry e = TrustedBase.byId(explain);
        if (e == null) {
            System.err.println("cgcheck laws: no entry '" + explain + "' in the trusted base (cgcheck laws lists them)");
            return 2;
        }
        System.out.println(e.id() + " (" + e.kind() + "): " + (e.statement() == null ? e.about() : e.statement()));
        if (!e.proved()) {
            System.out.println("this is " + e.kind() + " " + e.id() + " of the trusted base, not proved here; source: "
                    + e.source());
            if (e.statement() == null) {
                return 0;
            }
        }
        CheckCommand check = new CheckCommand();
        check.inline = new org.cgcheck.eval.Programs.Source("theorem " + e.id() + " \"" + e.kind()
                + " of the trusted base\"\n  " + e.statement() + "\n", "<law " + e.id() + ">");
        int rc = new CommandLine(check).execute("--verbose", "--explore", "0");
        return e.proved() ? rc : 0;
    }
}
