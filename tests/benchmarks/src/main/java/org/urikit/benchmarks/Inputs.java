package org.urikit.benchmarks;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;

/**
 * The corpus lines a benchmark iterates over, loaded once per JVM.
 *
 * <p>Three sets per file:
 * <ul>
 *   <li>{@code valid}: the lines that every {@link Peer} accepts, so that each parser builds a value
 *       for each line and no exception is thrown anywhere. This is the like-for-like comparison.</li>
 *   <li>{@code all}: every line, in file order. A parser that rejects a line pays what its API makes
 *       a rejection cost: urikit answers with {@code UriReference.check} (non-throwing), OkHttp
 *       returns null, the others throw and the benchmark catches.</li>
 *   <li>{@code dirty}: the lines of {@code all} that are not in {@code valid}, the corpus's dirt on
 *       its own, so that what one rejected line costs is measured directly instead of read off the
 *       difference between {@code all} and {@code valid}.</li>
 * </ul>
 */
public final class Inputs {
    /** The set of every line. */
    public static final String ALL = "all";
    /** The set of lines every peer accepts. */
    public static final String VALID = "valid";
    /** The set of lines some peer rejects. */
    public static final String DIRTY = "dirty";

    private static final Map<String, List<String>> CACHE = new ConcurrentHashMap<>();

    private Inputs() {
    }

    /**
     * The lines of a corpus file, filtered by set.
     *
     * @param file a corpus file name, like {@code kasztp.txt}
     * @param set {@link #ALL}, {@link #VALID} or {@link #DIRTY}
     * @return the lines
     */
    public static List<String> lines(String file, String set) {
        return CACHE.computeIfAbsent(file + '/' + set, k -> load(file, set));
    }

    /**
     * The lines of a corpus file, filtered by set, as a fresh array (what a benchmark's state holds).
     *
     * @param file a corpus file name, like {@code kasztp.txt}
     * @param set {@link #ALL}, {@link #VALID} or {@link #DIRTY}
     * @return the lines, in file order
     */
    public static String[] array(String file, String set) {
        return lines(file, set).toArray(new String[0]);
    }

    /**
     * Which lines a grammar accepts, decided once in set-up so that a benchmark can call the parse or
     * the non-throwing check without trying both.
     *
     * @param inputs the lines
     * @param accepts the grammar's test, like {@code s -> UriReference.check(s).isEmpty()}
     * @return {@code accepts} of each line, by index
     */
    public static boolean[] accepted(String[] inputs, Predicate<String> accepts) {
        boolean[] ok = new boolean[inputs.length];
        for (int i = 0; i < inputs.length; i++) {
            ok[i] = accepts.test(inputs[i]);
        }
        return ok;
    }

    private static List<String> load(String file, String set) {
        List<String> lines = CorpusFiles.lines(file);
        switch (set) {
            case ALL:
                return lines;
            case VALID:
            case DIRTY:
                boolean wantValid = set.equals(VALID);
                List<String> chosen = new ArrayList<>();
                for (String s : lines) {
                    if (acceptedByAll(s) == wantValid) {
                        chosen.add(s);
                    }
                }
                return List.copyOf(chosen);
            default:
                throw new IllegalArgumentException("unknown set " + set + " (all, valid, dirty)");
        }
    }

    private static boolean acceptedByAll(String s) {
        for (Peer p : Peer.values()) {
            if (!p.accepts(s)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The mean length of the lines in UTF-8 bytes.
     *
     * @param lines the lines
     * @return bytes per line
     */
    public static double meanUtf8Bytes(List<String> lines) {
        long bytes = 0;
        for (String s : lines) {
            bytes += s.getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
        }
        return (double) bytes / lines.size();
    }
}
