package org.cgcheck.report;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.check.CheckOptions;

/**
 * What a --json report is a report of, so that {@code merge} can refuse to combine shards of
 * different runs: the cgcheck version, a hash of the claim files, the seed, every option that
 * can change a verdict, and the shard (null for a whole run). Options that cannot change a
 * verdict (threads, progress, output) are left out; so is --timeout, whose effect shows in the
 * verdicts themselves (status {@code timeout}) and which a batch system may set per machine.
 *
 * @param version cgcheck's version
 * @param claims  {@link #hash}: SHA-256 (hex) of the claim files' names and contents in the order checked
 * @param seed    the random seed
 * @param options option name to value (Long, Integer, Double, Boolean or String), in a fixed order
 * @param shard   the part of the run, or null for a whole run
 */
public record RunInfo(String version, String claims, long seed, Map<String, Object> options,
        CheckOptions.Shard shard) {
    public static final String VERSION = "0.1.0";

    public RunInfo {
        options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
    }

    /**
     * The run described by the options, over the claim files in the order they were checked and
     * the texts that were checked (as read: a file changed during the run, or a byte-order mark,
     * does not make the hash describe something else).
     */
    public static RunInfo of(List<Path> files, List<String> texts, CheckOptions o) {
        return new RunInfo(VERSION, hash(files, texts), o.seed(), options(o), o.shard());
    }

    /**
     * The options of today's CheckOptions that change verdicts. A new such option must be added
     * here (or passed in a map of its own) so that shards run with different values are refused.
     */
    public static Map<String, Object> options(CheckOptions o) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("random", o.randomSamples());
        m.put("explore", o.exploreCases());
        m.put("maxBirthday", o.maxBirthday());
        m.put("symbolic", o.symbolic());
        m.put("force", o.force());
        m.put("crossCheck", o.crossCheck());
        return m;
    }

    /** {@link #hashSources} of the files' paths (normalised, '/'-separated) and the texts read from them. */
    public static String hash(List<Path> files, List<String> texts) {
        List<String> names = new ArrayList<>();
        for (Path f : files) {
            names.add(f.normalize().toString().replace('\\', '/'));
        }
        return hashSources(names, texts);
    }

    /** {@link #hashSources} for texts already read (UTF-8). */
    public static String hashSources(List<String> names, List<String> sources) {
        List<byte[]> contents = new ArrayList<>();
        sources.forEach(s -> contents.add(s.getBytes(StandardCharsets.UTF_8)));
        return digest(names, contents);
    }

    /**
     * SHA-256 over, for each file in order: its name in UTF-8, a NUL byte, the length of its
     * content in bytes (decimal ASCII), a NUL byte, and the content. The lengths make the
     * encoding unambiguous, so two different lists of files cannot hash alike by concatenation.
     */
    private static String digest(List<String> names, List<byte[]> contents) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            for (int k = 0; k < names.size(); k++) {
                md.update(names.get(k).getBytes(StandardCharsets.UTF_8));
                md.update((byte) 0);
                md.update(String.valueOf(contents.get(k).length).getBytes(StandardCharsets.US_ASCII));
                md.update((byte) 0);
                md.update(contents.get(k));
            }
            return HexFormat.of().formatHex(md.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required of every Java platform", e);
        }
    }
}
