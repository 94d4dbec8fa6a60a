package org.urikit.spark.bench;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Random;

/**
 * The benchmark's input file: the corpus lines written {@code copies} times, one URL per line, each copy
 * in its own seeded order (copy 0 in the corpus's order), so that every partition Spark reads holds the
 * same mix of clean and dirty lines. No line is changed: a copy repeats each URL exactly, as a log holds
 * the same URL many times.
 *
 * <p>Lines holding a CR or an LF cannot be one row of Spark's text reader (it splits on both), so the
 * corpus lines are split on LF only and a line holding a CR is left out; {@link #lines} says how many.
 */
public final class UrlFile {
    private final Path path;
    private final long lines;
    private final long bytes;

    private UrlFile(Path path, long lines, long bytes) {
        this.path = path;
        this.lines = lines;
        this.bytes = bytes;
    }

    /**
     * Reads corpus files: their lines, split on LF only, without a line that holds a CR.
     *
     * @param files the corpus files, in order
     * @return their lines
     * @throws IOException if a file cannot be read
     */
    public static List<String> readCorpus(List<Path> files) throws IOException {
        Objects.requireNonNull(files, "files");
        List<String> all = new ArrayList<>();
        for (Path f : files) {
            String text = Files.readString(f, StandardCharsets.UTF_8);
            if (text.endsWith("\n")) {
                text = text.substring(0, text.length() - 1);
            }
            for (String line : text.split("\n", -1)) {
                if (line.indexOf('\r') < 0) {
                    all.add(line);
                }
            }
        }
        return all;
    }

    /**
     * Writes {@code copies} copies of {@code corpus} to {@code target}, unless a file of exactly that
     * content is already there (same line count and size: the file is reused between runs).
     *
     * @param corpus the lines, none holding CR or LF
     * @param copies how many times each line is written
     * @param target the file to write
     * @return the file, its line count and size
     * @throws IOException if the file cannot be written
     */
    public static UrlFile write(List<String> corpus, int copies, Path target) throws IOException {
        Objects.requireNonNull(corpus, "corpus");
        Objects.requireNonNull(target, "target");
        if (copies < 1) {
            throw new IllegalArgumentException("copies must be at least 1: " + copies);
        }
        long oneCopy = 0;
        for (String line : corpus) {
            if (line.indexOf('\n') >= 0 || line.indexOf('\r') >= 0) {
                throw new IllegalArgumentException("a line holds CR or LF: " + line);
            }
            oneCopy += line.getBytes(StandardCharsets.UTF_8).length + 1;
        }
        long lines = (long) corpus.size() * copies;
        long bytes = oneCopy * copies;
        if (Files.isRegularFile(target) && Files.size(target) == bytes) {
            return new UrlFile(target, lines, bytes);
        }
        Path parent = target.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        Path tmp = target.resolveSibling(target.getFileName() + ".tmp");
        List<String> order = new ArrayList<>(corpus);
        try (BufferedWriter w = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
            for (int copy = 0; copy < copies; copy++) {
                if (copy > 0) {
                    Collections.shuffle(order, new Random(copy));
                }
                for (String line : order) {
                    w.write(line);
                    w.write('\n');
                }
            }
        }
        Files.move(tmp, target, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        return new UrlFile(target, lines, bytes);
    }

    /**
     * The file.
     *
     * @return its path
     */
    public Path path() {
        return path;
    }

    /**
     * How many lines (URLs) the file has.
     *
     * @return the line count
     */
    public long lines() {
        return lines;
    }

    /**
     * The file's size.
     *
     * @return its size in bytes
     */
    public long bytes() {
        return bytes;
    }
}
