package org.urikit.idna;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * {@link Punycode} gives exactly what RFC 3492's pseudocode gives ({@link PunycodeTextbook}): the
 * same output, or a failure at the same index for the same reason, on seeded random strings of
 * every shape its fast paths treat differently (short and long labels on both sides of
 * {@link Punycode#SMALL}, BMP and supplementary code points, basic-only text, deltas next to
 * maxint, invalid digits, '-' at either end, lone surrogates).
 */
class PunycodeDifferentialTest {

    private static final int ROUNDS = 60_000;

    private final Random random = new Random(34926);
    private final Map<String, Integer> encodeOutcomes = new TreeMap<>();
    private final Map<String, Integer> decodeOutcomes = new TreeMap<>();

    private int codePoint(int kind) {
        return switch (kind) {
            case 0 -> "abcXYZ019-._ ~".charAt(random.nextInt(14));
            case 1 -> random.nextInt(0x80);
            case 2 -> 0x80 + random.nextInt(0x180); // Latin-1 and Latin Extended
            case 3 -> {
                int cp = 0x80 + random.nextInt(0x10000 - 0x80);
                yield cp >= 0xD800 && cp <= 0xDFFF ? cp - 0x800 : cp;
            }
            case 4 -> 0x10000 + random.nextInt(0x100000);
            default -> Character.MAX_CODE_POINT - random.nextInt(4);
        };
    }

    /** A string of the given number of code points; kinds picks from codePoint's kinds. */
    private String text(int length, int kinds, int basicBias) {
        StringBuilder sb = new StringBuilder();
        // a label draws from a few values, as real ones do, so that code points repeat
        int[] palette = new int[1 + random.nextInt(6)];
        for (int i = 0; i < palette.length; i++) {
            palette[i] = codePoint(random.nextInt(kinds));
        }
        for (int i = 0; i < length; i++) {
            int cp = random.nextInt(10) < basicBias ? codePoint(random.nextInt(2))
                    : random.nextInt(3) == 0 ? codePoint(random.nextInt(kinds)) : palette[random.nextInt(palette.length)];
            sb.appendCodePoint(cp);
        }
        return sb.toString();
    }

    /**
     * Mostly basic code points and a few high ones, so that (m - n) * (h + 1) and the count after it
     * come within a few of maxint (the length is maxint / (m - 128), give or take).
     */
    private String nearOverflow() {
        int high = Character.MAX_CODE_POINT - random.nextInt(0x20000);
        int length = (int) (Integer.MAX_VALUE / (long) (high - 0x80)) - 3 + random.nextInt(6);
        StringBuilder sb = new StringBuilder();
        int highs = 1 + random.nextInt(3);
        for (int i = 0; i < length - highs; i++) {
            sb.append((char) ('a' + random.nextInt(26)));
        }
        for (int j = 0; j < highs; j++) {
            int at = random.nextInt(2) == 0 ? sb.length() : random.nextInt(sb.length() + 1);
            sb.insert(at, Character.toChars(random.nextInt(4) == 0 ? high - random.nextInt(3) : high));
        }
        return sb.toString();
    }

    private String encodeInput(int round) {
        int shape = round % 20;
        return switch (shape) {
            case 0 -> text(random.nextInt(12), 1, 10); // basic only
            case 1 -> text(Punycode.SMALL - 8 + random.nextInt(16), 4, 3); // both sides of SMALL
            case 2 -> text(Punycode.SMALL + random.nextInt(400), 5, 2); // long: the Fenwick trees
            case 3 -> round % 60 == 3 ? nearOverflow() : text(random.nextInt(30), 6, 1);
            case 4, 5 -> text(1 + random.nextInt(8), 5, 1); // supplementary
            case 6 -> { // a lone surrogate somewhere
                StringBuilder sb = new StringBuilder(text(random.nextInt(8), 5, 3));
                sb.insert(random.nextInt(sb.length() + 1), (char) (0xD800 + random.nextInt(0x800)));
                yield sb.toString();
            }
            default -> text(1 + random.nextInt(shape < 14 ? 8 : 63), 4, random.nextInt(6)); // BMP labels
        };
    }

    /** A random string of Punycode digits, '-' and a few chars that are not digits. */
    private String digits(int length) {
        String alphabet = "abcdefghijklmnopqrstuvwxyz0123456789ABCXYZ---";
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < length; i++) {
            int r = random.nextInt(60);
            sb.append(r < alphabet.length() ? alphabet.charAt(r)
                    : r < 57 ? (char) ('9' - random.nextInt(3)) // high digits: large deltas
                    : "!._ \u00e9\u0000\ud800".charAt(random.nextInt(7)));
        }
        return sb.toString();
    }

    /** A number of 5 to 9 large digits and an 'a' that ends it: i and w next to maxint. */
    private String largeNumber() {
        StringBuilder sb = new StringBuilder(random.nextBoolean() ? "" : text(random.nextInt(4), 1, 10) + "-");
        for (int i = 5 + random.nextInt(5); i > 0; i--) {
            sb.append("uvwxyz0123456789".charAt(random.nextInt(16)));
        }
        return sb.append('a').append(digits(random.nextInt(4))).toString();
    }

    private String mutate(String s) {
        StringBuilder sb = new StringBuilder(s);
        int at = random.nextInt(sb.length() + 1);
        char c = "az09-Z!\u00fc".charAt(random.nextInt(8));
        switch (random.nextInt(4)) {
            case 0 -> sb.insert(at, c);
            case 1 -> {
                if (at < sb.length()) {
                    sb.setCharAt(at, c);
                }
            }
            case 2 -> {
                if (at < sb.length()) {
                    sb.deleteCharAt(at);
                }
            }
            default -> sb.insert(random.nextBoolean() ? 0 : sb.length(), '-');
        }
        return sb.toString();
    }

    private void compareEncode(String input) {
        PunycodeTextbook.Outcome expected = PunycodeTextbook.encode(input);
        assertThat(PunycodeTextbook.ofEncode(input)).as("encode %s", input.codePoints().limit(40).boxed().toList())
                .isEqualTo(expected);
        encodeOutcomes.merge(expected.reason() == null ? "ok" : expected.reason(), 1, Integer::sum);
    }

    private void compareDecode(String input) {
        PunycodeTextbook.Outcome expected = PunycodeTextbook.decode(input);
        assertThat(PunycodeTextbook.ofDecode(input)).as("decode %s", input).isEqualTo(expected);
        decodeOutcomes.merge(expected.reason() == null ? "ok" : expected.reason(), 1, Integer::sum);
    }

    @Test
    void encodeAndDecodeGiveWhatTheRfcPseudocodeGives() {
        for (int round = 0; round < ROUNDS; round++) {
            String input = encodeInput(round);
            compareEncode(input);
            PunycodeTextbook.Outcome encoded = PunycodeTextbook.encode(input);
            if (encoded.output() != null) {
                String e = encoded.output();
                compareDecode(e);
                compareDecode(round % 3 == 0 ? e.toUpperCase(java.util.Locale.ROOT) : mutate(e));
            }
            switch (round % 4) {
                case 0 -> compareDecode(round % 8 == 0 ? largeNumber() : digits(random.nextInt(16)));
                case 1 -> compareDecode("-" + digits(random.nextInt(10)));
                case 2 -> compareDecode(digits(random.nextInt(10)) + "-" + digits(random.nextInt(3)));
                default -> compareDecode(text(random.nextInt(6), 2, 5) + "-" + digits(1 + random.nextInt(12)));
            }
        }
        System.out.println("Punycode differential: encode " + encodeOutcomes + ", decode " + decodeOutcomes);
        int compared = encodeOutcomes.values().stream().mapToInt(Integer::intValue).sum()
                + decodeOutcomes.values().stream().mapToInt(Integer::intValue).sum();
        assertThat(compared).isGreaterThan(3 * ROUNDS);
        // every way to fail was met often enough to matter
        assertThat(encodeOutcomes).containsOnlyKeys("ok", "overflow", "unpaired surrogate");
        assertThat(encodeOutcomes.get("overflow")).isGreaterThan(100);
        assertThat(encodeOutcomes.get("unpaired surrogate")).isGreaterThan(1000);
        assertThat(decodeOutcomes).containsOnlyKeys("ok", "overflow", "invalid digit", "input ends inside a number",
                "non-basic code point before the last '-'", "decodes to an invalid code point");
        assertThat(decodeOutcomes.values()).allMatch(count -> count > 200);
    }
}
