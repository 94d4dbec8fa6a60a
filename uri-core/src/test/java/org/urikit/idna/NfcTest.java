package org.urikit.idna;

import static org.assertj.core.api.Assertions.assertThat;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Nfc against the running JDK's java.text.Normalizer: the data it cuts segments with, on every code
 * point; its results on every BMP code point before every code point that may compose with what
 * precedes it, in context; and on random strings.
 */
class NfcTest {

    private static final Normalizer.Form NFC = Normalizer.Form.NFC;
    private static final Normalizer.Form NFD = Normalizer.Form.NFD;

    /** Counts of texts Nfc settled itself and of texts it left to java.text.Normalizer. */
    private static final class Counts {
        int fast;
        int slow;
        final List<String> failures = new ArrayList<>();

        /**
         * Nfc's NFC of s, as Uts46 uses it (in place, else normalizeSlowly), and isNormalized,
         * against Normalizer's; s sits in a larger array, whose other chars must stay.
         */
        void check(String s) {
            String expected = Normalizer.normalize(s, NFC);
            char[] b = ("<#" + s + "#>").toCharArray();
            int end = 2 + s.length();
            boolean normalized = Nfc.isNormalized(b, 2, end);
            int r = Nfc.composeInPlace(b, 2, end);
            String got;
            if (r < Nfc.UNCHANGED) {
                slow++;
                int e = Nfc.unfinishedEnd(r);
                String slowly = e >= 2 && e <= end ? Nfc.normalizeSlowly(b, 2, e) : "end " + e;
                got = slowly == null ? new String(b, 2, e - 2) : slowly;
            } else {
                fast++;
                got = r == Nfc.UNCHANGED ? new String(b, 2, s.length()) : new String(b, 2, r - 2);
            }
            if (!got.equals(expected) || normalized != expected.equals(s)
                    || (r == Nfc.UNCHANGED && !expected.equals(s)) || (r >= 0 && expected.equals(s))
                    || (r == Nfc.UNCHANGED && !new String(b, 2, s.length()).equals(s))
                    || b[0] != '<' || b[1] != '#' || b[end] != '#' || b[end + 1] != '>') {
                if (failures.size() < 20) {
                    failures.add(hex(s) + " -> " + hex(got) + " (r " + r + ", isNormalized " + normalized
                            + "), Normalizer: " + hex(expected));
                }
            }
        }
    }

    /** Every code point that is the second or a later code point of a canonical decomposition in this JDK. */
    private static boolean[] laterInDecompositions() {
        boolean[] later = new boolean[0x110000];
        for (int cp = 0; cp < 0x110000; cp++) {
            if (cp >= 0xD800 && cp <= 0xDFFF) {
                continue;
            }
            String nfd = Normalizer.normalize(new String(Character.toChars(cp)), NFD);
            for (int i = Character.charCount(nfd.codePointAt(0)); i < nfd.length(); ) {
                int q = nfd.codePointAt(i);
                i += Character.charCount(q);
                later[q] = true;
            }
        }
        return later;
    }

    /** Canonical combining class 0, for a code point NFD keeps: a class 1 mark after it and class 230 before it stay. */
    private static boolean starter(int cp) {
        String s = new String(Character.toChars(cp));
        return Normalizer.normalize(s + "\u0334", NFD).equals(s + "\u0334")
                && Normalizer.normalize("\u0301" + s, NFD).equals("\u0301" + s);
    }

    /**
     * What makes a segment start (NFC of a text is then NFC before it and NFC from it, one after the
     * other): NFC on its own, not a code point that composes with what precedes it, and its NFD
     * begins with a starter that does not either. And what makes a quiet mark (a segment start and
     * a quiet mark is NFC): NFC on its own and not one that composes. Every code point, this JDK.
     */
    @Test
    void segmentStartsAndQuietMarksAreWhatNormalizerSaysOnEveryCodePoint() {
        boolean[] later = laterInDecompositions();
        int starts = 0;
        int quiet = 0;
        int marksNotQuiet = 0;
        List<String> failures = new ArrayList<>();
        for (int cp = 0; cp < 0x110000; cp++) {
            char[] b = Character.toChars(cp);
            if (cp >= 0xD800 && cp <= 0xDFFF) {
                assertThat(Nfc.startsSegment(b, 0, 1)).as("lone U+%04X", cp).isFalse();
                assertThat(Nfc.quiet(b, 0, 1)).as("lone U+%04X", cp).isFalse();
                continue;
            }
            String s = new String(b);
            boolean start = Nfc.startsSegment(b, 0, b.length);
            boolean isQuiet = Nfc.quiet(b, 0, b.length);
            boolean nfc = Normalizer.normalize(s, NFC).equals(s);
            if (start) {
                starts++;
                int first = Normalizer.normalize(s, NFD).codePointAt(0);
                if (!nfc || later[cp] || !starter(first) || later[first]) {
                    failures.add(String.format("U+%04X is no segment start", cp));
                }
            } else if (isQuiet) {
                quiet++;
                int type = Character.getType(cp);
                String nfd = Normalizer.normalize(s, NFD);
                int first = nfd.codePointAt(0);
                // a quiet mark that decomposes must begin with a starter that composes with nothing
                // before it (U+113C7 = U+113C2 U+113B8 in Unicode 16: U+1138B U+113C2 is U+1138E)
                boolean decomposesSafely = nfd.equals(s) || (starter(first) && !later[first]);
                if (!nfc || later[cp] || !decomposesSafely || (type != Character.NON_SPACING_MARK
                        && type != Character.COMBINING_SPACING_MARK && type != Character.ENCLOSING_MARK)) {
                    failures.add(String.format("U+%04X is no quiet mark", cp));
                }
            } else {
                marksNotQuiet++;
            }
        }
        assertThat(failures).isEmpty();
        // (most code points are segment starts; the rest are marks and the few NFC changes)
        assertThat(starts).isGreaterThan(1_100_000);
        assertThat(quiet).isGreaterThan(1_500);
        assertThat(marksNotQuiet).isBetween(100, 5_000);
    }

    /** Beside a composing code point M: marks of several classes, and a starter that composes. */
    private static final String OTHER_MARKS = "\u0316\u0334\u0345\u05B0\u064B\u094D\u0E48\u1DCE\u302A\u0483"
            + "\u09C1\u0903\u0DD9\u0F39\u20D2";
    private static final String[] BEFORE = {"a", "\u4E00", "\u0301", "\u1100", "e", "\u0DD9", ".", "\uAC00",
        "\uD83D\uDE00", "\u0316", "\u00E9", "\uD800"};
    private static final String[] AFTER = {"b", "\u0301", "\u0334", "\u0DCF", "\u1161", "\u11A8", "\u4E00", ".",
        "\u0316", "\uD804\uDCBA", "\u2126", "\uDC00"};

    /**
     * For every BMP code point P (but most of the big blocks where all are alike, see
     * {@link #representative}) and every code point M that may compose with what precedes it in
     * this JDK (and marks of other classes): "P M", "x P M" and "P M y" with x and y from a variety
     * of letters, marks and starters.
     */
    @Test
    void everyBmpCodePointBeforeEveryComposingOne() {
        boolean[] later = laterInDecompositions();
        StringBuilder m = new StringBuilder(OTHER_MARKS);
        for (int cp = 0; cp < 0x10000; cp++) {
            if (later[cp]) {
                m.append((char) cp);
            }
        }
        String composing = m.toString();
        Counts pairs = new Counts();
        Counts contexts = new Counts();
        int k = 0;
        int ps = 0;
        for (int p = 0; p < 0x10000; p++) {
            if (!representative(p)) {
                continue;
            }
            ps++;
            String pString = String.valueOf((char) p);
            for (int j = 0; j < composing.length(); j++, k++) {
                String pm = pString + composing.charAt(j);
                pairs.check(pm);
                contexts.check(BEFORE[k % BEFORE.length] + pm);
                contexts.check(pm + AFTER[(k / BEFORE.length) % AFTER.length]);
            }
        }
        assertThat(pairs.failures).isEmpty();
        assertThat(contexts.failures).isEmpty();
        System.out.printf("Nfc, %d BMP code points before each of %d composing code points and marks: %d texts settled "
                + "by Nfc, %d left to Normalizer; in context: %d and %d%n", ps, composing.length(), pairs.fast, pairs.slow,
                contexts.fast, contexts.slow);
        assertThat(ps).isGreaterThan(15_000);
        // Nfc leaves a text to Normalizer only when a segment's NFC is longer (U+0344, U+FB2C, ...) or it has
        // more than four chars
        assertThat(pairs.slow).isLessThan(pairs.fast / 100);
        assertThat(contexts.slow).isLessThan(contexts.fast / 100);
    }

    /**
     * Every BMP code point but the surrogates, and in the blocks where all code points behave
     * alike for NFC (CJK ideographs, Hangul syllables, private use, code points this JDK does not
     * assign) only every 37th (Hangul syllables: LV and LVT ones of all kinds).
     */
    private static boolean representative(int p) {
        if (p >= 0xD800 && p <= 0xDFFF) {
            return false;
        }
        int type = Character.getType(p);
        boolean alike = (p >= 0x3400 && p <= 0x4DBF) || (p >= 0x4E00 && p <= 0x9FFF) || (p >= 0xAC00 && p <= 0xD7A3)
                || type == Character.PRIVATE_USE || type == Character.UNASSIGNED;
        return !alike || p % 37 == 0;
    }

    private static final String[] POOL = {
        "a", "e", "o", "u", "s", "A", "Z", "0", "-", ".", "\u00E9", "\u00FC", "\u00E0", "\u0131", "\u03B1",
        "\u0430", "\u05D0", "\u0627", "\u0915", "\u0DD9", "\u0DDA", "\u0DDC", "\u0B47", "\u09C7", "\u1025",
        "\u0300", "\u0301", "\u0302", "\u0308", "\u0304", "\u0323", "\u0327", "\u0338", "\u0345", "\u0316", "\u0334",
        "\u05B0", "\u05BC", "\u064B", "\u0653", "\u0654", "\u094D", "\u093C", "\u09BE", "\u0DCA", "\u0DCF", "\u0B3E",
        "\u0E48", "\u1DCE", "\u302A", "\u3099", "\u309A", "\u304B", "\u30AB", "\u1100", "\u1112", "\u1161",
        "\u1175", "\u11A7", "\u11A8", "\u11C2", "\uAC00", "\uAC01", "\uD7A3", "\u4E00", "\u2126", "\u212B",
        "\u0340", "\u0344", "\u0F73", "\u0F75", "\u1FEE", "\uF900", "\uFB2C", "\uFB1D", "\u2ADC", "\u0958",
        "\u200D", "\u00DF", "<", "=", ">", "\uD802\uDE3F", "\uD804\uDCBA", "\uD804\uDC99", "\uD834\uDD5E",
        "\uD834\uDD65", "\uD83D\uDE00", "\uD840\uDC00", "\uD87E\uDC00", "\uD800", "\uDC00", "\uDBFF",
    };

    /** Seeded random strings of letters, marks, jamo, singletons, code points beyond the BMP and lone surrogates. */
    @Test
    void randomStrings() {
        Random random = new Random(1507);
        Counts counts = new Counts();
        StringBuilder sb = new StringBuilder();
        for (int n = 0; n < 100_000; n++) {
            sb.setLength(0);
            int len = 1 + random.nextInt(random.nextInt(4) == 0 ? 24 : 8);
            for (int i = 0; i < len; i++) {
                int pick = random.nextInt(8);
                if (pick == 0) {
                    sb.append((char) (0x300 + random.nextInt(0x1D00))); // any of the alphabets and marks there
                } else if (pick == 1) {
                    sb.append((char) random.nextInt(0x10000)); // anything (surrogates too)
                } else {
                    sb.append(POOL[random.nextInt(POOL.length)]);
                }
            }
            counts.check(sb.toString());
        }
        assertThat(counts.failures).isEmpty();
        System.out.printf("Nfc, 100000 random strings: %d settled by Nfc, %d left to Normalizer%n", counts.fast,
                counts.slow);
        assertThat(counts.fast).isGreaterThan(30_000);
        assertThat(counts.slow).isGreaterThan(1_000);
    }

    /** The cache holds a few hundred segments: many more, again and again, give the same answers. */
    @Test
    void moreSegmentsThanTheCacheHoldsTwice() {
        Counts counts = new Counts();
        int longer = 0;
        for (int round = 0; round < 2; round++) {
            for (char c = 'a'; c <= 'z'; c++) {
                for (int mark = 0x300; mark < 0x370; mark++) {
                    String s = "x" + c + (char) mark + "\u0301y";
                    counts.check(s);
                    longer += Normalizer.normalize(s, NFC).length() > s.length() ? 1 : 0;
                }
            }
        }
        assertThat(counts.failures).isEmpty();
        // left to Normalizer: a segment whose NFC is longer (U+0344 after a letter that has no composite with U+0308)
        assertThat(counts.slow).isEqualTo(longer).isPositive();
        assertThat(counts.fast).isEqualTo(2 * 26 * 0x70 - longer);
    }

    /**
     * A segment start and a quiet mark whose decomposition begins with a code point that composes
     * with the start: Normalizer composes them (Unicode 16, JDK 24 and later: U+1138B U+113C7 is
     * U+1138E U+113B8); on older JDKs both are unassigned and stay.
     */
    @Test
    void letterBeforeAMarkWhoseDecompositionComposesWithIt() {
        Counts counts = new Counts();
        for (String mark : List.of("\uD804\uDFC5", "\uD804\uDFC7", "\uD804\uDFC8")) {
            counts.check("\uD804\uDF8B" + mark);
            counts.check("a\uD804\uDF8B" + mark + ".b");
        }
        assertThat(counts.failures).isEmpty();
        assertThat(counts.fast + counts.slow).isEqualTo(6);
    }

    /** Examples, with what Nfc does. */
    @Test
    void examples() {
        assertThat(nfcInPlace("cafe\u0301.de")).isEqualTo("caf\u00E9.de");
        assertThat(nfcInPlace("a\u0308b")).isEqualTo("\u00E4b");
        assertThat(nfcInPlace("\u00E9\u0323")).isEqualTo("\u1EB9\u0301");         // same length, changed
        assertThat(nfcInPlace("a\u0301\u0316")).isEqualTo("\u00E1\u0316");       // marks in a row, reordered
        assertThat(nfcInPlace("\u1100\u1161\u11A8")).isEqualTo("\uAC01");         // Hangul L V T
        assertThat(nfcInPlace("\u0DD9\u0DCF\u0DCA")).isEqualTo("\u0DDD");
        assertThat(Nfc.composeInPlace("caf\u00E9".toCharArray(), 0, 4)).isEqualTo(Nfc.UNCHANGED);
        assertThat(Nfc.composeInPlace("a\u0316\u0301".toCharArray(), 0, 3)).isEqualTo(2); // composed across a mark
        assertThat(Nfc.composeInPlace("a\u0301\u0302\u0303\u0304".toCharArray(), 0, 5)).isEqualTo(Nfc.unfinished(5));
        assertThat(Nfc.composeInPlace("\u0344".toCharArray(), 0, 1)).isEqualTo(Nfc.unfinished(1)); // NFC is longer
        char[] b = "e\u0301.a\u0301\u0302\u0303\u0304".toCharArray(); // NFC before the long segment, then the rest
        assertThat(Nfc.unfinishedEnd(Nfc.composeInPlace(b, 0, b.length))).isEqualTo(7);
        assertThat(new String(b, 0, 7)).isEqualTo("\u00E9.a\u0301\u0302\u0303\u0304");
        assertThat(Nfc.isNormalized("\u00E9\u0316".toCharArray(), 0, 2)).isTrue();
        assertThat(Nfc.isNormalized("e\u0301".toCharArray(), 0, 2)).isFalse();
        assertThat(Nfc.isNormalized("a\u0301\u0302\u0303\u0304".toCharArray(), 0, 5)).isFalse();
    }

    private static String nfcInPlace(String s) {
        char[] b = s.toCharArray();
        int end = Nfc.composeInPlace(b, 0, b.length);
        assertThat(end).as(s).isNotNegative();
        return new String(b, 0, end);
    }

    private static String hex(String s) {
        StringBuilder sb = new StringBuilder();
        s.codePoints().forEach(cp -> sb.append(String.format("%04X ", cp)));
        return sb.toString().trim();
    }
}
