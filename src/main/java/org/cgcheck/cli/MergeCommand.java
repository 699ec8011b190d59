package org.cgcheck.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.cgcheck.report.EmitFolder;
import org.cgcheck.report.OutputFiles;
import org.cgcheck.report.ReportFile;
import org.cgcheck.report.ShardMerge;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code cgcheck merge A.json B.json ...}: combines the --json reports of the shards of a run
 * (--shard K/N) into the report of the whole run; see {@link ShardMerge} for the rules. Any
 * report that cannot be read or does not belong is one line on stderr naming the file, exit 2.
 */
@Command(name = "merge", mixinStandardHelpOptions = true,
        description = {"Merge the --json reports of 'check --shard K/N --json' runs into one report.",
            "All N shards of one run are needed (same claim files, seed and options); anything else is refused.",
            "A claim is refuted if any shard refuted it (the least counterexample wins); verified if every",
            "shard verified it. Cases and seconds are summed over the shards.",
            "With --out FILE the merged report is written there (atomically), and only if the merge was not refused.",
            "Exit code as for 'check': 0 every expectation met, 1 some claim not as expected,",
            "2 bad, missing or interrupted shards (nothing written), a claim with status error, or --out not writable."})
final class MergeCommand implements Callable<Integer> {
    @Parameters(arity = "1..*", paramLabel = "REPORT.json")
    List<Path> reports;

    @Option(names = "--out", paramLabel = "FILE", description = "write the merged report to FILE instead of standard output; nothing is written if the merge is refused")
    Path outFile;

    @Option(names = "--force", description = "replace the --out file even if cgcheck did not write it (never a link, device or FIFO)")
    boolean force;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        List<ReportFile> read = new ArrayList<>();
        try {
            for (Path p : reports) {
                try {
                    read.add(ReportFile.read(p));
                } catch (ReportFile.Bad e) {
                    err.println("cgcheck merge: " + p + ": " + e.getMessage());
                    return 2;
                }
            }
            ShardMerge.Result merged = ShardMerge.merge(read);
            if (outFile == null) {
                out.print(merged.json());
                out.flush();
                return merged.exitCode();
            }
            try {
                OutputFiles.writeFile(outFile, merged.json(), force);
            } catch (EmitFolder.EmitException e) {
                err.println("cgcheck merge: --out: " + e.getMessage());
                return 2;
            }
            err.println("wrote the merged report of " + merged.shards() + " shards to " + outFile);
            return merged.exitCode();
        } catch (ShardMerge.Refused e) {
            err.println("cgcheck merge: " + e.getMessage());
            return 2;
        }
    }
}
