package org.urikit.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The real-world URL corpus of the tests, all inside the repository: {@code kasztp.txt}, a class-path
 * resource ({@code corpus/kasztp.txt}, licence and source in {@code corpus/NOTICE.md}), and the dirty
 * URLs of {@link DirtyUrls} (seeded, generated in memory). Shared with other modules through
 * uri-core's test-jar.
 *
 * <p>Tests never read files outside the repository (checked by build-checks'
 * {@code TestsStayInTheRepositoryTest}); the benchmarks read their corpus folder themselves.
 */
public final class Corpus {
    /** The class-path resource of {@code kasztp.txt}. */
    public static final String KASZTP_RESOURCE = "/corpus/kasztp.txt";

    private static volatile List<String> kasztp;
    private static volatile List<String> all;

    private Corpus() {
    }

    /**
     * The lines of {@code kasztp.txt}, split on LF only (a CR stays part of its line).
     *
     * @return the 47,978 lines, exactly as in the file
     */
    public static List<String> kasztp() {
        List<String> k = kasztp;
        if (k == null) {
            k = readResource(KASZTP_RESOURCE);
            kasztp = k;
        }
        return k;
    }

    /**
     * The generated dirty URLs ({@link DirtyUrls#lines()}).
     *
     * @return the lines
     */
    public static List<String> dirty() {
        return DirtyUrls.lines();
    }

    /**
     * Every corpus line: kasztp's, then the generated dirty ones.
     *
     * @return all lines
     */
    public static List<String> all() {
        List<String> a = all;
        if (a == null) {
            List<String> both = new ArrayList<>(kasztp());
            both.addAll(dirty());
            a = Collections.unmodifiableList(both);
            all = a;
        }
        return a;
    }

    /**
     * The lines of a UTF-8 class-path resource, split on LF only; a final LF ends the last line.
     *
     * @param name the absolute resource name
     * @return the lines
     */
    static List<String> readResource(String name) {
        try (InputStream in = Corpus.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("test resource " + name + " is missing from the class path");
            }
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            if (text.endsWith("\n")) {
                text = text.substring(0, text.length() - 1);
            }
            return List.of(text.split("\n", -1));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
