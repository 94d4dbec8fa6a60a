package org.urikit.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.CharBuffer;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.apache.spark.unsafe.types.UTF8String;
import org.junit.jupiter.api.Test;

/** The byte-level UTF-8 check of {@link UriSqlCalls}, against the JDK's strict decoder; no Spark session. */
class UriSqlCallsTest {
    private static final long SEED = 0x5EED_28L;

    /** The JDK's answer: -1 when well-formed, else byte offset << 32 | UTF-16 length of the decoded prefix. */
    private static long oracle(byte[] bytes) {
        CharsetDecoder d = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length * 2 + 2);
        CoderResult r = d.decode(in, out, true);
        if (!r.isError()) {
            r = d.flush(out);
        }
        if (!r.isError() && !in.hasRemaining()) {
            return -1;
        }
        return (long) in.position() << 32 | out.position();
    }

    @Test
    void agreesWithTheJdkDecoderOnSeededRandomBytes() {
        SplittableRandom random = new SplittableRandom(SEED);
        // bytes biased towards the edges of the UTF-8 ranges, so that every lead and continuation case comes up
        int[] interesting = {0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1,
            0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xF8, 0xFE, 0xFF};
        int valid = 0;
        for (int n = 0; n < 200_000; n++) {
            byte[] b = new byte[random.nextInt(7)];
            for (int i = 0; i < b.length; i++) {
                b[i] = (byte) (random.nextInt(3) == 0 ? random.nextInt(256) : interesting[random.nextInt(interesting.length)]);
            }
            long want = oracle(b);
            assertThat(UriSqlCalls.invalidUtf8(UTF8String.fromBytes(b))).as("seed %s, case %d: %s", SEED, n,
                    java.util.HexFormat.of().formatHex(b)).isEqualTo(want);
            if (want < 0) {
                valid++;
            }
        }
        assertThat(valid).isBetween(10_000, 190_000);
    }

    @Test
    void wellFormedTextOfEveryLength() {
        String text = "a\u00E4\u20AC\uD83D\uDE00";
        assertThat(UriSqlCalls.invalidUtf8(UTF8String.fromString(text))).isEqualTo(-1);
        // the lead byte of the 4-byte form alone, after 1 + 2 + 3 bytes and 4 UTF-16 units... of which 1 + 1 + 1
        byte[] cut = java.util.Arrays.copyOf(text.getBytes(StandardCharsets.UTF_8), 7);
        assertThat(UriSqlCalls.invalidUtf8(UTF8String.fromBytes(cut))).isEqualTo(6L << 32 | 3);
        byte[] afterAstral = (text + "\u00FF").getBytes(StandardCharsets.UTF_8);
        afterAstral[afterAstral.length - 1] = 0x41; // C3 41: a lead byte without its continuation
        assertThat(UriSqlCalls.invalidUtf8(UTF8String.fromBytes(afterAstral))).isEqualTo(10L << 32 | 5);
    }
}
