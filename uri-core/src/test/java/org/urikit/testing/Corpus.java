package org.urikit.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The shared real-world URL corpus ({@code ../shared/data/urls/} beside the repository), read in
 * place. Shared with other modules through uri-core's test-jar.
 */
public final class Corpus {
    /** The corpus files, one URL per line. */
    public static final List<String> FILES = List.of("kasztp.txt", "userbait.txt");

    private Corpus() {
    }

    /**
     * The corpus folder: the system property {@code urikit.corpus.dir} (set by the build), else
     * {@code ../shared/data/urls} from the working directory or its parent.
     *
     * @return the folder
     */
    public static Path dir() {
        String prop = System.getProperty("urikit.corpus.dir");
        if (prop != null && Files.isDirectory(Path.of(prop))) {
            return Path.of(prop);
        }
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            Path candidate = p.resolveSibling("shared").resolve("data").resolve("urls");
            if (Files.isDirectory(candidate)) {
                return candidate;
            }
        }
        throw new IllegalStateException("URL corpus not found: set -Durikit.corpus.dir (expected ../shared/data/urls)");
    }

    /**
     * The lines of one corpus file, split on LF only (a CR stays part of its line).
     *
     * @param file a name from {@link #FILES}
     * @return the lines, exactly as in the file
     */
    public static List<String> lines(String file) {
        try {
            String text = Files.readString(dir().resolve(file), StandardCharsets.UTF_8);
            if (text.endsWith("\n")) {
                text = text.substring(0, text.length() - 1);
            }
            return List.of(text.split("\n", -1));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The lines of every corpus file.
     *
     * @return all lines, file by file
     */
    public static List<String> all() {
        return FILES.stream().flatMap(f -> lines(f).stream()).toList();
    }
}
