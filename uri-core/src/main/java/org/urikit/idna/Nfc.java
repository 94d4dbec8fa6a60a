package org.urikit.idna;

import java.text.Normalizer;

/**
 * NFC of a char range, exactly the running JDK's {@link Normalizer}'s, with {@link Normalizer}
 * called only for what UAX #15's quick check cannot settle, and its answers remembered.
 *
 * <p>The text is cut into segments, each beginning at a segment start: a code point that is NFC on
 * its own (NFC_QC = Yes), has combining class 0, and does not compose with what precedes it, so NFC
 * of the text is the NFC of each segment, one after the other. (The first segment may begin with
 * something else.) A segment that is only a segment start, or a segment start and one combining
 * mark that is NFC on its own and composes with nothing, is NFC (the quick check). Any other
 * segment of up to four chars (a letter and a composing mark, marks in a row, Hangul jamo, ...) is
 * normalized by {@link Normalizer} and the result kept in a small cache (1,024 entries); from a
 * longer one (or one whose NFC is longer) on, the caller has {@link Normalizer} finish the text.
 *
 * <p>What is a segment start, from data NfcTest checks on every code point against the running
 * JDK: not a combining mark by {@link Character#getType(int)} (every code point that is not a mark
 * has combining class 0), not a code point that can be the second or a later code point of a
 * canonical decomposition (the only ones that compose with what precedes them: {@link Uts46}'s
 * list and the Hangul V and T jamo), and not one that NFC replaces ({@link #NFC_REPLACES}). Beyond
 * the BMP: not a mark and not in {@link Uts46#specialBeyondBmp(int)}. A lone surrogate is not one either.
 *
 * <p>Stateless but for the cache, whose entries are immutable: thread-safe.
 */
final class Nfc {

    private Nfc() {
    }

    /** {@link #composeInPlace}: the text is NFC; nothing was written. */
    static final int UNCHANGED = -1;

    /**
     * NFC of {@code b[start, end)} in place, as far as segments of up to four chars go.
     *
     * @return the new end when NFC changed the text; {@link #UNCHANGED}; or, when a segment is
     *     longer (or its NFC is), {@link #unfinished}{@code (e)}: then {@code b[start, e)} holds a
     *     text with the same NFC (what came before that segment in NFC already, the rest as it
     *     was), which {@link #normalizeSlowly} must finish
     */
    static int composeInPlace(char[] b, int start, int end) {
        return scan(b, start, end, true);
    }

    /** What {@link #composeInPlace} returns for a text {@code b[start, e)} java.text.Normalizer must finish. */
    static int unfinished(int e) {
        return -2 - e;
    }

    /**
     * For a result of {@link #composeInPlace} below {@link #UNCHANGED}: the end of the text
     * java.text.Normalizer must finish.
     */
    static int unfinishedEnd(int result) {
        return -2 - result;
    }

    /** Whether {@code b[start, end)} is NFC: NFC leaves it unchanged. */
    static boolean isNormalized(char[] b, int start, int end) {
        int changes = scan(b, start, end, false);
        if (changes >= 0) {
            return changes == 0;
        }
        return Normalizer.isNormalized(new String(b, start, end - start), Normalizer.Form.NFC);
    }

    /** java.text.Normalizer's NFC of {@code b[start, end)}, or null when that is the text unchanged. */
    static String normalizeSlowly(char[] b, int start, int end) {
        String s = new String(b, start, end - start);
        String nfc = Normalizer.normalize(s, Normalizer.Form.NFC);
        return nfc == s || nfc.equals(s) ? null : nfc; // (Normalizer returns s when its quick check says NFC)
    }

    /**
     * Segments {@code b[start, end)}. Without write: the number of segments NFC changes, or -1
     * when a segment is longer than four chars or its NFC is longer than it. With write: NFC in
     * place, and what {@link #composeInPlace} returns.
     */
    private static int scan(char[] b, int start, int end, boolean write) {
        long[] inner = INNER;
        int out = start;
        int changes = 0;
        int s = -1; // the code point before i is a segment start at s (else -1)
        int i = start;
        while (i < end) {
            char c = b[i];
            if (c < 0x300 || (inner[c >> 6] & 1L << c) == 0) { // a segment start in the BMP: most code points
                if (write) {
                    b[out] = c;
                }
                s = i++;
                out++;
                continue;
            }
            int w = width(b, i, end);
            if (w == 2 && startsSegment(b, i, end)) {
                if (write) {
                    b[out] = c;
                    b[out + 1] = b[i + 1];
                }
                s = i;
                i += 2;
                out += 2;
                continue;
            }
            // a segment from s (or i when no segment start is before i) to the next segment start
            int from = s >= 0 ? s : i;
            int fromOut = out - (i - from); // (write: the segment start is there)
            boolean quiet = quiet(b, i, end);
            int j = i + w;
            int inside = 1;
            while (j < end && !startsSegment(b, j, end)) {
                j += width(b, j, end);
                inside++;
            }
            if (s >= 0 && inside == 1 && quiet) { // a segment start and one quiet mark: NFC as it is
                if (write) {
                    for (int k = i; k < j; k++) {
                        b[out++] = b[k];
                    }
                } else {
                    out += j - i;
                }
            } else {
                if (write && fromOut != from) {
                    // the segment start back where it was (written one char down, a surrogate pair
                    // overwrote its own first char)
                    System.arraycopy(b, fromOut, b, from, i - from);
                }
                Segment seg = j - from > Segment.MAX ? null : Segment.of(b, from, j - from);
                if (seg == null || seg.nfc == null) {
                    if (!write) {
                        return -1;
                    }
                    // b[from, end) is as it was, and b[start, fromOut) is NFC
                    System.arraycopy(b, from, b, fromOut, end - from);
                    return unfinished(fromOut + end - from);
                }
                if (write) {
                    seg.nfc.getChars(0, seg.nfc.length(), b, fromOut);
                }
                out = fromOut + seg.nfc.length();
                changes += seg.changed ? 1 : 0;
            }
            s = -1;
            i = j;
        }
        return !write ? changes : changes > 0 ? out : UNCHANGED;
    }

    /** 2 for a surrogate pair at b[i], else 1. */
    private static int width(char[] b, int i, int end) {
        return Character.isHighSurrogate(b[i]) && i + 1 < end && Character.isLowSurrogate(b[i + 1]) ? 2 : 1;
    }

    /** The code point at b[i] is a segment start. */
    static boolean startsSegment(char[] b, int i, int end) {
        char c = b[i];
        if (c < 0x300 || (INNER[c >> 6] & 1L << c) == 0) {
            return true;
        }
        if (Character.isHighSurrogate(c) && i + 1 < end && Character.isLowSurrogate(b[i + 1])) {
            int cp = Character.toCodePoint(c, b[i + 1]);
            return !Uts46.specialBeyondBmp(cp) && !Uts46.isMark(cp);
        }
        return false;
    }

    /** The code point at b[i] (not a segment start) is a combining mark NFC keeps and composes with nothing. */
    static boolean quiet(char[] b, int i, int end) {
        char c = b[i];
        if (Character.isHighSurrogate(c) && i + 1 < end && Character.isLowSurrogate(b[i + 1])) {
            int cp = Character.toCodePoint(c, b[i + 1]);
            return !Uts46.specialBeyondBmp(cp) && Uts46.isMark(cp);
        }
        return (QUIET[c >> 6] & 1L << c) != 0;
    }

    /**
     * The BMP code points (pairs of first and last) that NFC replaces (NFC_QC = No): the same in
     * Unicode 13 (JDK 17) and 16 (JDK 25). NfcTest checks that it holds every one of the running JDK.
     */
    private static final String NFC_REPLACES = "\u0340\u0341\u0343\u0344\u0374\u0374\u037E\u037E\u0387\u0387"
            + "\u0958\u095F\u09DC\u09DD\u09DF\u09DF\u0A33\u0A33\u0A36\u0A36\u0A59\u0A5B\u0A5E\u0A5E\u0B5C\u0B5D"
            + "\u0F43\u0F43\u0F4D\u0F4D\u0F52\u0F52\u0F57\u0F57\u0F5C\u0F5C\u0F69\u0F69\u0F73\u0F73\u0F75\u0F76"
            + "\u0F78\u0F78\u0F81\u0F81\u0F93\u0F93\u0F9D\u0F9D\u0FA2\u0FA2\u0FA7\u0FA7\u0FAC\u0FAC\u0FB9\u0FB9"
            + "\u1F71\u1F71\u1F73\u1F73\u1F75\u1F75\u1F77\u1F77\u1F79\u1F79\u1F7B\u1F7B\u1F7D\u1F7D\u1FBB\u1FBB"
            + "\u1FBE\u1FBE\u1FC9\u1FC9\u1FCB\u1FCB\u1FD3\u1FD3\u1FDB\u1FDB\u1FE3\u1FE3\u1FEB\u1FEB\u1FEE\u1FEF"
            + "\u1FF9\u1FF9\u1FFB\u1FFB\u1FFD\u1FFD\u2000\u2001\u2126\u2126\u212A\u212B\u2329\u232A\u2ADC\u2ADC"
            + "\uF900\uFA0D\uFA10\uFA10\uFA12\uFA12\uFA15\uFA1E\uFA20\uFA20\uFA22\uFA22\uFA25\uFA26\uFA2A\uFA6D"
            + "\uFA70\uFAD9\uFB1D\uFB1D\uFB1F\uFB1F\uFB2A\uFB36\uFB38\uFB3C\uFB3E\uFB3E\uFB40\uFB41\uFB43\uFB44"
            + "\uFB46\uFB4E";

    /** A bit per BMP code point that is not a segment start. */
    private static final long[] INNER = new long[0x10000 >> 6];
    /** A bit per BMP code point that is a combining mark NFC keeps and that composes with nothing. */
    private static final long[] QUIET = new long[0x10000 >> 6];

    static {
        long[] replaced = new long[INNER.length];
        for (int i = 0; i < NFC_REPLACES.length(); i += 2) {
            for (int c = NFC_REPLACES.charAt(i); c <= NFC_REPLACES.charAt(i + 1); c++) {
                replaced[c >> 6] |= 1L << c;
            }
        }
        long[] jamo = new long[INNER.length];
        for (int c = 0x1161; c <= 0x11C2; c++) { // Hangul V and T (and the few old jamo between)
            jamo[c >> 6] |= 1L << c;
        }
        for (int k = 0; k < INNER.length; k++) {
            long composing = Uts46.BMP_COMPOSING[k] | jamo[k] | replaced[k];
            INNER[k] = Uts46.BMP_MARKS[k] | composing;
            QUIET[k] = Uts46.BMP_MARKS[k] & ~composing;
        }
        for (int k = 0xD800 >> 6; k < 0xE000 >> 6; k++) {
            INNER[k] = -1L; // a surrogate: the pair is looked at, a lone one is not a segment start
        }
    }

    /** A segment of up to {@link #MAX} chars and its NFC: what {@link Normalizer} says, once. */
    private static final class Segment {

        static final int MAX = 4;

        /**
         * Two slots per hash (the newer segment first); a new segment pushes out the older one of its
         * two. Entries are immutable, so threads may share them without locks.
         */
        private static final Segment[] CACHE = new Segment[1024];

        /** The segment's chars, the first in the high 16 bits; unique, as only a first char can be 0. */
        final long key;
        /** Its NFC, or null when longer than the segment. */
        final String nfc;
        /** NFC differs from the segment. */
        final boolean changed;

        private Segment(long key, String nfc, boolean changed) {
            this.key = key;
            this.nfc = nfc;
            this.changed = changed;
        }

        static Segment of(char[] b, int start, int len) {
            long key = 0;
            for (int j = 0; j < MAX; j++) {
                key = key << 16 | (j < len ? b[start + j] : 0);
            }
            int slot = (int) ((key * 0x9E3779B97F4A7C15L) >>> 55) << 1;
            Segment[] cache = CACHE;
            Segment first = cache[slot];
            if (first != null && first.key == key) {
                return first;
            }
            Segment second = cache[slot + 1];
            if (second != null && second.key == key) {
                return second;
            }
            String s = new String(b, start, len);
            String nfc = Normalizer.normalize(s, Normalizer.Form.NFC);
            Segment seg = new Segment(key, nfc.length() <= len ? nfc : null, !nfc.equals(s));
            cache[slot + 1] = first;
            cache[slot] = seg;
            return seg;
        }
    }
}
