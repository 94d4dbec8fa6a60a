package org.urikit.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@link Utf8} against the Encoding Standard's UTF-8 decoder (§ 8.1.1): the expected code points
 * below were worked out by hand from its algorithm (a lead byte sets "bytes needed" and the
 * boundaries {@code E0: A0..BF}, {@code ED: 80..9F}, {@code F0: 90..BF}, {@code F4: 80..8F}; a
 * byte outside the boundaries is an error and is read again; the end of the input with bytes
 * needed is one error), and against the JDK's UTF-8 decoder on seeded random bytes.
 */
class Utf8Test {

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            # bytes                                   | code points
            41                                        | 0041
            00                                        | 0000
            7F                                        | 007F
            C2 80                                     | 0080
            C3 BC                                     | 00FC
            DF BF                                     | 07FF
            E0 A0 80                                  | 0800
            E2 82 AC                                  | 20AC
            ED 9F BF                                  | D7FF
            EE 80 80                                  | E000
            EF BF BD                                  | FFFD
            EF BF BF                                  | FFFF
            F0 90 80 80                               | 10000
            F0 9F 98 80                               | 1F600
            F4 8F BF BF                               | 10FFFF
            # surrogates: ED is an error alone (second byte must be 80..9F), then lone continuation bytes
            ED A0 80                                  | FFFD FFFD FFFD
            ED BF BF                                  | FFFD FFFD FFFD
            ED AF BF ED B0 80                         | FFFD FFFD FFFD FFFD FFFD FFFD
            ED A0 41                                  | FFFD FFFD 0041
            ED A0                                     | FFFD FFFD
            # overlong forms
            C0 AF                                     | FFFD FFFD
            C0 80                                     | FFFD FFFD
            C1 BF                                     | FFFD FFFD
            E0 80                                     | FFFD FFFD
            E0 80 80                                  | FFFD FFFD FFFD
            E0 80 AF                                  | FFFD FFFD FFFD
            E0 9F BF                                  | FFFD FFFD FFFD
            F0 80 80                                  | FFFD FFFD FFFD
            F0 80 80 80                               | FFFD FFFD FFFD FFFD
            F0 8F BF BF                               | FFFD FFFD FFFD FFFD
            # above U+10FFFF
            F4 90 80 80                               | FFFD FFFD FFFD FFFD
            F4 BF BF BF                               | FFFD FFFD FFFD FFFD
            F5 80 80 80                               | FFFD FFFD FFFD FFFD
            F7 BF BF BF                               | FFFD FFFD FFFD FFFD
            F8 88 80 80 80                            | FFFD FFFD FFFD FFFD FFFD
            FC 84 80 80 80 80                         | FFFD FFFD FFFD FFFD FFFD FFFD
            FE                                        | FFFD
            FF                                        | FFFD
            # lone continuation bytes
            80                                        | FFFD
            BF                                        | FFFD
            80 80                                     | FFFD FFFD
            41 80 42                                  | 0041 FFFD 0042
            C3 BC BC                                  | 00FC FFFD
            # truncated: one U+FFFD for the cut-off sequence
            C3                                        | FFFD
            E2 82                                     | FFFD
            E2                                        | FFFD
            F0 9F 98                                  | FFFD
            F0 9F                                     | FFFD
            F4 8F BF                                  | FFFD
            41 E2 82                                  | 0041 FFFD
            # the byte that breaks a sequence off starts the next one
            C3 28                                     | FFFD 0028
            E2 41                                     | FFFD 0041
            E2 82 41                                  | FFFD 0041
            F0 9F 98 41                               | FFFD 0041
            E2 82 E2 82 AC                            | FFFD 20AC
            C3 C3 BC                                  | FFFD 00FC
            F0 9F 98 F0 9F 98 80                      | FFFD 1F600
            # Unicode Standard §3.9, Table 3-8 (U+FFFD for maximal subparts)
            61 F1 80 80 E1 80 C2 62 80 63 80 BF 64    | 0061 FFFD FFFD FFFD 0062 FFFD 0063 FFFD FFFD 0064
            # a byte order mark is kept: UTF-8 decode *without BOM*
            EF BB BF 41                               | FEFF 0041
            """)
    void decodesAsTheEncodingStandardsUtf8Decoder(String bytes, String codePoints) {
        byte[] b = bytes(bytes);
        String expected = text(codePoints);
        assertThat(Utf8.decode(b, 0, b.length)).isEqualTo(expected);
        // the same bytes in the middle of a larger array: from and to are honoured
        byte[] padded = new byte[b.length + 4];
        padded[0] = (byte) 0xE2;
        padded[1] = 'x';
        System.arraycopy(b, 0, padded, 2, b.length);
        padded[b.length + 2] = (byte) 0x82;
        padded[b.length + 3] = (byte) 0xAC;
        StringBuilder out = new StringBuilder("<");
        Utf8.decode(padded, 2, 2 + b.length, out);
        assertThat(out).hasToString("<" + expected);
    }

    @Test
    void sequenceGivesTheLengthOrTheMaximalSubpart() {
        assertThat(Utf8.sequence(bytes("41"), 0, 1)).isEqualTo(1);
        assertThat(Utf8.sequence(bytes("C3 BC"), 0, 2)).isEqualTo(2);
        assertThat(Utf8.sequence(bytes("E2 82 AC"), 0, 3)).isEqualTo(3);
        assertThat(Utf8.sequence(bytes("F0 9F 98 80"), 0, 4)).isEqualTo(4);
        assertThat(Utf8.sequence(bytes("F0 9F 98 80"), 0, 3)).isEqualTo(-3); // cut off by n
        assertThat(Utf8.sequence(bytes("F0 9F 98 41"), 0, 4)).isEqualTo(-3);
        assertThat(Utf8.sequence(bytes("E2 82 41"), 0, 3)).isEqualTo(-2);
        assertThat(Utf8.sequence(bytes("ED A0 80"), 0, 3)).isEqualTo(-1);
        assertThat(Utf8.sequence(bytes("F4 90 80 80"), 0, 4)).isEqualTo(-1);
        assertThat(Utf8.sequence(bytes("80"), 0, 1)).isEqualTo(-1);
        assertThat(Utf8.sequence(bytes("C1 80"), 0, 2)).isEqualTo(-1);
        assertThat(Utf8.codePoint(bytes("F4 8F BF BF"), 0, 4)).isEqualTo(0x10FFFF);
        assertThat(Utf8.codePoint(bytes("41"), 0, 1)).isEqualTo('A');
    }

    /**
     * The JDK's UTF-8 decoder ({@code new String(bytes, UTF_8)}, malformed input replaced) also
     * replaces maximal subparts, with one exception: it reads {@code ED} followed by {@code A0..BF}
     * (an encoded surrogate) as the start of a three-byte sequence and replaces it, with a third
     * continuation byte if there is one, by a single U+FFFD, where the Encoding Standard rejects
     * {@code ED} alone and then each continuation byte. {@code ED} cannot be a continuation byte,
     * so the Encoding Standard's answer is the JDK's answer on the bytes with each such {@code ED}
     * replaced by {@code FF} (which both decoders reject alone): that is the oracle here, on
     * 100,000 seeded random sequences of 0 to 8 bytes drawn so that lead bytes, boundary bytes
     * and continuation bytes are frequent.
     */
    @Test
    void agreesWithTheJdkOnRandomBytesOnceEncodedSurrogatesAreAccountedFor() {
        Random random = new Random(0x5EED_0146L);
        int withSurrogatePrefix = 0;
        int jdkDiffers = 0;
        int replaced = 0;
        for (int t = 0; t < 100_000; t++) {
            byte[] b = randomBytes(random);
            String ours = Utf8.decode(b, 0, b.length);
            byte[] oracleInput = b.clone();
            boolean prefix = false;
            for (int i = 0; i + 1 < b.length; i++) {
                int next = b[i + 1] & 0xFF;
                if ((b[i] & 0xFF) == 0xED && next >= 0xA0 && next <= 0xBF) {
                    oracleInput[i] = (byte) 0xFF;
                    prefix = true;
                }
            }
            String oracle = new String(oracleInput, StandardCharsets.UTF_8);
            assertThat(ours).as("bytes %s", hex(b)).isEqualTo(oracle);
            String jdk = new String(b, StandardCharsets.UTF_8);
            if (prefix) {
                withSurrogatePrefix++;
                if (!jdk.equals(ours)) {
                    jdkDiffers++;
                }
            } else {
                assertThat(ours).as("bytes %s", hex(b)).isEqualTo(jdk);
            }
            if (ours.indexOf('\uFFFD') >= 0) {
                replaced++;
            }
            assertThat(wellPaired(ours)).as("bytes %s", hex(b)).isTrue();
        }
        // the draw reaches the interesting cases: the exception, and ill-formed input in general
        assertThat(withSurrogatePrefix).isGreaterThan(1_000);
        assertThat(jdkDiffers).isEqualTo(withSurrogatePrefix);
        assertThat(replaced).isGreaterThan(30_000);
    }

    private static byte[] randomBytes(Random random) {
        byte[] b = new byte[random.nextInt(9)];
        for (int i = 0; i < b.length; i++) {
            int v = switch (random.nextInt(6)) {
                case 0 -> random.nextInt(256);
                case 1 -> 0x80 + random.nextInt(64); // continuation
                case 2 -> 0xC0 + random.nextInt(64); // lead bytes, C0, C1, F5..FF
                case 3 -> new int[] {0xE0, 0xED, 0xF0, 0xF4}[random.nextInt(4)]; // lead bytes with a boundary
                case 4 -> new int[] {0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF}[random.nextInt(6)]; // the boundaries
                default -> random.nextInt(128);
            };
            b[i] = (byte) v;
        }
        return b;
    }

    private static boolean wellPaired(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return false;
            }
        }
        return true;
    }

    static byte[] bytes(String hex) {
        String[] parts = hex.trim().split(" +");
        byte[] b = new byte[parts.length];
        for (int i = 0; i < parts.length; i++) {
            b[i] = (byte) Integer.parseInt(parts[i], 16);
        }
        return b;
    }

    private static String text(String codePoints) {
        StringBuilder sb = new StringBuilder();
        for (String cp : codePoints.trim().split(" +")) {
            sb.appendCodePoint(Integer.parseInt(cp, 16));
        }
        return sb.toString();
    }

    private static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) {
            sb.append(String.format("%02X ", x & 0xFF));
        }
        return sb.toString().trim();
    }
}
