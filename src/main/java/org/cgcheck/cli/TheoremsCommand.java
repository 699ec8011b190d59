package org.cgcheck.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code cgcheck theorems}: check the claim library in theorems/ (theorems/slow/ with --slow). */
@Command(name = "theorems", mixinStandardHelpOptions = true,
        description = {"Check the claim library theorems/ (add --slow for theorems/slow/).",
            "Takes the same options as 'check'."})
final class TheoremsCommand extends CheckCommand {
    @Option(names = "--slow", description = "also check theorems/slow/")
    boolean slow;

    @Override
    List<Path> roots() {
        Path local = Path.of("theorems");
        if (Files.isDirectory(local)) {
            return List.of(local);
        }
        String home = System.getProperty("cgcheck.home");
        return List.of(home != null ? Path.of(home, "theorems") : local);
    }

    @Override
    boolean includeSlow() {
        return slow;
    }
}
