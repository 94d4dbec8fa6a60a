package org.urikit.cli;

import java.io.IOException;
import java.io.Reader;

/**
 * Reads inputs one per line, split on LF ({@code '\n'}) only: a CR, a TAB or any other character
 * is part of the input. A last line without LF is an input when it is not empty, so {@code "a\n"}
 * holds one input and {@code "a\n\n"} two ({@code "a"} and {@code ""}).
 *
 * <p>Memory is bounded by the longest line, not by the number of lines. Before each read that may
 * block, {@code beforeRead} runs (the command flushes its output there, so that an interactive
 * session sees each answer at once while a pipe is still written in large blocks).
 */
final class LineReader {
    private final Reader in;
    private final IoAction beforeRead;
    private final char[] buf = new char[8192];
    private final StringBuilder line = new StringBuilder();
    private int pos;
    private int limit;
    private boolean eof;

    /** Something to run before a read; may fail with an {@link IOException}. */
    @FunctionalInterface
    interface IoAction {
        void run() throws IOException;
    }

    LineReader(Reader in, IoAction beforeRead) {
        this.in = in;
        this.beforeRead = beforeRead;
    }

    /** The next input, without its LF, or null at the end. */
    String next() throws IOException {
        line.setLength(0);
        while (true) {
            if (pos == limit) {
                if (eof || !fill()) {
                    return line.length() > 0 ? line.toString() : null;
                }
            }
            int start = pos;
            while (pos < limit && buf[pos] != '\n') {
                pos++;
            }
            if (pos < limit) {
                String s = line.length() == 0 ? new String(buf, start, pos - start)
                        : line.append(buf, start, pos - start).toString();
                pos++;
                return s;
            }
            line.append(buf, start, pos - start);
        }
    }

    private boolean fill() throws IOException {
        beforeRead.run();
        int n;
        do {
            n = in.read(buf, 0, buf.length);
        } while (n == 0);
        if (n < 0) {
            eof = true;
            pos = limit = 0;
            return false;
        }
        pos = 0;
        limit = n;
        return true;
    }
}
