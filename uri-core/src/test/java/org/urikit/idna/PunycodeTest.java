package org.urikit.idna;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** RFC 3492 §7.1 sample strings, overflow, bad input, and round trips of generated strings. */
class PunycodeTest {

    /** The samples of RFC 3492 §7.1 (A to S), as code points and the encoding (lower case; S has no non-ASCII). */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "A Arabic (Egyptian)|u+0644 u+064A u+0647 u+0645 u+0627 u+0628 u+062A u+0643 u+0644 u+0645 u+0648 u+0634 u+0639 u+0631 u+0628 u+064A u+061F|egbpdaj6bu4bxfgehfvwxn",
        "B Chinese (simplified)|u+4ED6 u+4EEC u+4E3A u+4EC0 u+4E48 u+4E0D u+8BF4 u+4E2D u+6587|ihqwcrb4cv8a8dqg056pqjye",
        "C Chinese (traditional)|u+4ED6 u+5011 u+7232 u+4EC0 u+9EBD u+4E0D u+8AAA u+4E2D u+6587|ihqwctvzc91f659drss3x8bo0yb",
        "D Czech|U+0050 u+0072 u+006F u+010D u+0070 u+0072 u+006F u+0073 u+0074 u+011B u+006E u+0065 u+006D u+006C u+0075 u+0076 u+00ED u+010D u+0065 u+0073 u+006B u+0079|Proprostnemluvesky-uyb24dma41a",
        "E Hebrew|u+05DC u+05DE u+05D4 u+05D4 u+05DD u+05E4 u+05E9 u+05D5 u+05D8 u+05DC u+05D0 u+05DE u+05D3 u+05D1 u+05E8 u+05D9 u+05DD u+05E2 u+05D1 u+05E8 u+05D9 u+05EA|4dbcagdahymbxekheh6e0a7fei0b",
        "F Hindi (Devanagari)|u+092F u+0939 u+0932 u+094B u+0917 u+0939 u+093F u+0928 u+094D u+0926 u+0940 u+0915 u+094D u+092F u+094B u+0902 u+0928 u+0939 u+0940 u+0902 u+092C u+094B u+0932 u+0938 u+0915 u+0924 u+0947 u+0939 u+0948 u+0902|i1baa7eci9glrd9b2ae1bj0hfcgg6iyaf8o0a1dig0cd",
        "G Japanese (kanji and hiragana)|u+306A u+305C u+307F u+3093 u+306A u+65E5 u+672C u+8A9E u+3092 u+8A71 u+3057 u+3066 u+304F u+308C u+306A u+3044 u+306E u+304B|n8jok5ay5dzabd5bym9f0cm5685rrjetr6pdxa",
        "H Korean (Hangul syllables)|u+C138 u+ACC4 u+C758 u+BAA8 u+B4E0 u+C0AC u+B78C u+B4E4 u+C774 u+D55C u+AD6D u+C5B4 u+B97C u+C774 u+D574 u+D55C u+B2E4 u+BA74 u+C5BC u+B9C8 u+B098 u+C88B u+C744 u+AE4C|989aomsvi5e83db1d2a355cv1e0vak1dwrv93d5xbh15a0dt30a5jpsd879ccm6fea98c",
        "I Russian (Cyrillic)|U+043F u+043E u+0447 u+0435 u+043C u+0443 u+0436 u+0435 u+043E u+043D u+0438 u+043D u+0435 u+0433 u+043E u+0432 u+043E u+0440 u+044F u+0442 u+043F u+043E u+0440 u+0443 u+0441 u+0441 u+043A u+0438|b1abfaaepdrnnbgefbaDotcwatmq2g4l",
        "J Spanish|U+0050 u+006F u+0072 u+0071 u+0075 u+00E9 u+006E u+006F u+0070 u+0075 u+0065 u+0064 u+0065 u+006E u+0073 u+0069 u+006D u+0070 u+006C u+0065 u+006D u+0065 u+006E u+0074 u+0065 u+0068 u+0061 u+0062 u+006C u+0061 u+0072 u+0065 u+006E U+0045 u+0073 u+0070 u+0061 u+00F1 u+006F u+006C|PorqunopuedensimplementehablarenEspaol-fmd56a",
        "K Vietnamese|U+0054 u+1EA1 u+0069 u+0073 u+0061 u+006F u+0068 u+1ECD u+006B u+0068 u+00F4 u+006E u+0067 u+0074 u+0068 u+1EC3 u+0063 u+0068 u+1EC9 u+006E u+00F3 u+0069 u+0074 u+0069 u+1EBF u+006E u+0067 U+0056 u+0069 u+1EC7 u+0074|TisaohkhngthchnitingVit-kjcr8268qyxafd2f1b9g",
        "L 3<nen>B<gumi><kinpachi><sensei>|u+0033 u+5E74 U+0042 u+7D44 u+91D1 u+516B u+5148 u+751F|3B-ww4c5e180e575a65lsy2b",
        "M <amuro><namie>-with-SUPER-MONKEYS|u+5B89 u+5BA4 u+5948 u+7F8E u+6075 u+002D u+0077 u+0069 u+0074 u+0068 u+002D U+0053 U+0055 U+0050 U+0045 U+0052 u+002D U+004D U+004F U+004E U+004B U+0045 U+0059 U+0053|-with-SUPER-MONKEYS-pc58ag80a8qai00g7n9n",
        "N Hello-Another-Way-<sorezore><no><basho>|U+0048 u+0065 u+006C u+006C u+006F u+002D U+0041 u+006E u+006F u+0074 u+0068 u+0065 u+0072 u+002D U+0057 u+0061 u+0079 u+002D u+305D u+308C u+305E u+308C u+306E u+5834 u+6240|Hello-Another-Way--fc4qua05auwb3674vfr0b",
        "O <hitotsu><yane><no><shita>2|u+3072 u+3068 u+3064 u+5C4B u+6839 u+306E u+4E0B u+0032|2-u9tlzr9756bt3uc0v",
        "P Maji<de>Koi<suru>5<byou><mae>|U+004D u+0061 u+006A u+0069 u+3067 U+004B u+006F u+0069 u+3059 u+308B u+0035 u+79D2 u+524D|MajiKoi5-783gue6qz075azm5e",
        "Q <pafii>de<runba>|u+30D1 u+30D5 u+30A3 u+30FC u+0064 u+0065 u+30EB u+30F3 u+30D0|de-jg4avhby1noc0d",
        "R <sono><supiido><de>|u+305D u+306E u+30B9 u+30D4 u+30FC u+30C9 u+3067|d9juau41awczczp",
        "S -> $1.00 <-|u+002D u+003E u+0020 u+0024 u+0031 u+002E u+0030 u+0030 u+0020 u+003C u+002D|-> $1.00 <--",
    })
    void rfc3492Samples(String name, String codePoints, String encoded) {
        StringBuilder sb = new StringBuilder();
        for (String cp : codePoints.split(" ")) {
            sb.appendCodePoint(Integer.parseInt(cp.substring(2), 16));
        }
        String text = sb.toString();
        // the RFC's mixed-case annotations are not produced: its encodings compare case-insensitively
        assertThat(Punycode.encode(text)).as(name).isEqualToIgnoringCase(encoded);
        assertThat(Punycode.decode(encoded)).as(name).isEqualTo(text);
        assertThat(Punycode.decode(encoded.toLowerCase(java.util.Locale.ROOT)))
                .isEqualToIgnoringCase(text);
    }

    /** The division by reciprocal multiplication equals the / operator on the whole range it is used for. */
    @Test
    void divisionWithoutDivideInstructionIsExact() {
        Random random = new Random(3492);
        int checked = 0;
        for (int d = 1; d <= Punycode.SMALL + 3; d++) {
            int[] edges = {0, 1, d - 1, d, d + 1, Integer.MAX_VALUE, Integer.MAX_VALUE - 1, Integer.MAX_VALUE / d * d,
                Integer.MAX_VALUE / d * d - 1};
            for (int x : edges) {
                assertThat(Punycode.divide(x, d)).as("%d / %d", x, d).isEqualTo(x / d);
                checked++;
            }
            for (int k = 0; k < 20_000; k++) {
                int x = random.nextInt(Integer.MAX_VALUE) + (k & 1);
                assertThat(Punycode.divide(x, d)).as("%d / %d", x, d).isEqualTo(x / d);
                int multiple = (x / d) * d; // exact multiples are where a rounding error would show
                assertThat(Punycode.divide(multiple, d)).as("%d / %d", multiple, d).isEqualTo(multiple / d);
                checked += 2;
            }
        }
        assertThat(checked).isEqualTo((Punycode.SMALL + 3) * (9 + 40_000));
    }

    @Test
    void overflowIsReportedNotWrapped() {
        // digit 35 (9) never ends a number: the weight w grows until the check trips, before it wraps
        assertThatThrownBy(() -> Punycode.decode("999999999999999999999999"))
                .isInstanceOf(PunycodeException.class)
                .satisfies(e -> assertThat(((PunycodeException) e).reason()).isEqualTo("overflow"));
        // U+10FFFF after a long run of low code points: delta stays in range, every digit checked
        assertThat(Punycode.decode(Punycode.encode("\uDBFF\uDFFF"))).isEqualTo("\uDBFF\uDFFF");
    }

    @Test
    void badInputThrowsPunycodeExceptionWithIndex() {
        assertThatThrownBy(() -> Punycode.decode("a-b!")).isInstanceOf(PunycodeException.class)
                .satisfies(e -> assertThat(((PunycodeException) e).index()).isEqualTo(3));
        assertThatThrownBy(() -> Punycode.decode("ü-a")).isInstanceOf(PunycodeException.class)
                .satisfies(e -> assertThat(((PunycodeException) e).index()).isZero());
        assertThatThrownBy(() -> Punycode.decode("-")).isInstanceOf(PunycodeException.class); // RFC: read as a digit
        assertThatThrownBy(() -> Punycode.decode("99")).isInstanceOf(PunycodeException.class)
                .hasMessageContaining("ends inside a number");
        assertThatThrownBy(() -> Punycode.encode("a\uD800b")).isInstanceOf(PunycodeException.class)
                .satisfies(e -> assertThat(((PunycodeException) e).index()).isEqualTo(1));
        assertThatThrownBy(() -> Punycode.encode(null)).isInstanceOf(NullPointerException.class);
        assertThat(Punycode.decode("")).isEmpty();
        assertThat(Punycode.encode("abc")).isEqualTo("abc-");
    }

    /**
     * Decoding is one-to-one on lower-case input (what lets ToASCII keep an xn-- label instead of
     * encoding its decoded form again): every random string of letters, digits and '-' that
     * decodes is the encoding of what it decodes to.
     */
    @Test
    void everyDecodableStringIsTheEncodingOfItsDecodedForm() {
        Random random = new Random(91);
        String alphabet = "abcdefghijklmnopqrstuvwxyz0123456789-";
        int decodable = 0;
        for (int round = 0; round < 300_000; round++) {
            StringBuilder sb = new StringBuilder();
            for (int i = random.nextInt(10) + 1; i > 0; i--) {
                sb.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            String s = sb.toString();
            String decoded;
            try {
                decoded = Punycode.decode(s);
            } catch (PunycodeException e) {
                continue;
            }
            decodable++;
            assertThat(Punycode.encode(decoded)).as(s).isEqualTo(s);
        }
        assertThat(decodable).isGreaterThan(10_000);
    }

    @Test
    void generatedStringsMatchTheTextbookAlgorithmAndRoundTrip() {
        Random random = new Random(3492);
        int[] pool = {'a', 'z', '0', '-', 0xE9, 0xFC, 0x3B1, 0x5D0, 0x627, 0x4E2D, 0xAC00, 0x1F600, 0x10FFFF, 0x80};
        for (int round = 0; round < 3000; round++) {
            // both sides of Punycode.SMALL: the textbook loops and the Fenwick-tree ones
            int[] cps = new int[round % 3 == 0 ? Punycode.SMALL - 10 + random.nextInt(300) : random.nextInt(40)];
            for (int i = 0; i < cps.length; i++) {
                cps[i] = random.nextInt(4) == 0 ? 0x80 + random.nextInt(0x2000) : pool[random.nextInt(pool.length)];
            }
            String text = new String(cps, 0, cps.length);
            String encoded = Punycode.encode(text);
            assertThat(encoded).as(text).isEqualTo(PunycodeTextbook.encode(text).output());
            assertThat(Punycode.decode(encoded)).as(encoded).isEqualTo(text);
        }
    }

    /**
     * The room for decoded text is 2n chars; for an input whose 2n overflows an int (over 2^30 - 4
     * chars: found by review, it was a NegativeArraySizeException in decode(String)) the JDK's own
     * OutOfMemoryError comes before any array is made.
     */
    @Test
    void decodedCapacityNeverOverflows() {
        assertThat(Punycode.decodedCapacity(0)).isZero();
        assertThat(Punycode.decodedCapacity(63)).isEqualTo(126);
        assertThat(Punycode.decodedCapacity((Integer.MAX_VALUE - 8) / 2)).isEqualTo(Integer.MAX_VALUE - 9);
        assertThatThrownBy(() -> Punycode.decodedCapacity((1 << 30) + 1)).isInstanceOf(OutOfMemoryError.class)
                .hasMessageContaining("1073741825 chars");
        assertThatThrownBy(() -> Punycode.decodedCapacity(Integer.MAX_VALUE)).isInstanceOf(OutOfMemoryError.class);
    }
}
