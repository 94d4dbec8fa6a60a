package org.urikit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

/** A million inputs stream through: generated on the fly, counted on the fly, nothing kept. */
class StreamingTest {
    private static final int LINES = 1_000_000;

    /** "http://h/<i>" for each i, every 1000th with a space (invalid), LF-terminated. */
    private static final class Lines extends InputStream {
        private int line;
        private byte[] current = new byte[0];
        private int pos;

        @Override
        public int read() {
            if (pos == current.length) {
                if (line == LINES) {
                    return -1;
                }
                String s = (line % 1000 == 999 ? "http://h/ " : "http://h/") + line + "\n";
                current = s.getBytes(StandardCharsets.US_ASCII);
                pos = 0;
                line++;
            }
            return current[pos++];
        }

        @Override
        public int read(byte[] b, int off, int len) {
            int n = 0;
            while (n < len) {
                int c = read();
                if (c < 0) {
                    return n == 0 ? -1 : n;
                }
                b[off + n++] = (byte) c;
            }
            return n;
        }
    }

    /** Counts the 0 and 1 lines of {@code --format bits} output without keeping it. */
    private static final class BitCounter extends OutputStream {
        long ones;
        long zeros;
        long lines;
        long other;

        @Override
        public void write(int b) {
            switch (b) {
                case '1' -> ones++;
                case '0' -> zeros++;
                case '\n' -> lines++;
                default -> other++;
            }
        }
    }

    @Test
    void aMillionLinesStreamThroughWithExactlyOneBitEach() {
        BitCounter out = new BitCounter();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Main.run(new String[] {"check", "--format", "bits"}, new Lines(), out, err);
        assertThat(out.lines).isEqualTo(LINES);
        assertThat(out.zeros).isEqualTo(LINES / 1000);
        assertThat(out.ones).isEqualTo(LINES - LINES / 1000);
        assertThat(out.other).isZero();
        assertThat(exit).isEqualTo(1);
        assertThat(err.size()).isZero();
    }
}
