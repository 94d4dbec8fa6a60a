package org.urikit.benchmarks;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.urikit.testing.Corpus;

/**
 * The URL files the benchmarks read: {@code kasztp.txt} and {@code userbait.txt}, one URL per line,
 * from a corpus folder given on the command line ({@code Suite --corpus DIR}, or the system property
 * {@code urikit.corpus.dir} for plain JMH). Without one, the folder is {@code shared/data/urls}
 * beside the working directory or one of its parents, if there is one; {@code kasztp.txt} is then
 * also found without any folder: the repository's copy (uri-core's test corpus, in the jar).
 * {@code userbait.txt} is not in the repository (its copyright is unknown): it needs the folder.
 */
public final class CorpusFiles {
    /** The system property that names the corpus folder. */
    public static final String DIR_PROPERTY = "urikit.corpus.dir";
    /** The file the repository has a copy of. */
    public static final String KASZTP = "kasztp.txt";

    private CorpusFiles() {
    }

    /**
     * The corpus folder: the system property {@value #DIR_PROPERTY} if set, else
     * {@code shared/data/urls} beside the working directory or a parent of it.
     *
     * @return the folder, or empty if none is given and none is found
     * @throws IllegalStateException if the property names something that is not a folder
     */
    public static Optional<Path> dir() {
        String prop = System.getProperty(DIR_PROPERTY);
        if (prop != null) {
            Path p = Path.of(prop);
            if (!Files.isDirectory(p)) {
                throw new IllegalStateException("-D" + DIR_PROPERTY + "=" + prop + ": not a folder");
            }
            return Optional.of(p);
        }
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            Path candidate = p.resolveSibling("shared").resolve("data").resolve("urls");
            if (Files.isDirectory(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    /**
     * Whether a corpus file can be read (from the folder, or for kasztp from the repository's copy).
     *
     * @param file a file name, like {@code userbait.txt}
     * @return true if {@link #lines} will find it
     */
    public static boolean available(String file) {
        return file.equals(KASZTP) || dir().map(d -> Files.isRegularFile(d.resolve(file))).orElse(false);
    }

    /**
     * The lines of a corpus file, split on LF only (a CR stays part of its line).
     *
     * @param file a file name, like {@code kasztp.txt}
     * @return the lines, exactly as in the file
     * @throws IllegalStateException if the file is in no folder and the repository has no copy
     */
    public static List<String> lines(String file) {
        Optional<Path> inDir = dir().map(d -> d.resolve(file)).filter(Files::isRegularFile);
        if (inDir.isEmpty()) {
            if (file.equals(KASZTP)) {
                return Corpus.kasztp();
            }
            throw new IllegalStateException(file + " is not in the repository: give the folder that holds it with"
                    + " Suite --corpus DIR (plain JMH: -jvmArgsAppend -D" + DIR_PROPERTY + "=DIR)");
        }
        try {
            String text = Files.readString(inDir.get(), StandardCharsets.UTF_8);
            if (text.endsWith("\n")) {
                text = text.substring(0, text.length() - 1);
            }
            return List.of(text.split("\n", -1));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
