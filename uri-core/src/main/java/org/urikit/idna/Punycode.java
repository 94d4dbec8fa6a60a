package org.urikit.idna;

import java.util.Objects;

/**
 * Punycode (RFC 3492): the Bootstring encoding of a Unicode string as letters, digits and '-'.
 * Works on one label without the {@code xn--} prefix. Overflow is detected as RFC 3492 §6.4 asks,
 * with {@code maxint} = 2<sup>31</sup>-1.
 *
 * <p>Both directions take time O(n log n) in the length of their input: the textbook loops are
 * quadratic, so they run only for labels of up to 128 chars (DNS labels have at most 63 octets);
 * longer input is counted and placed with Fenwick trees, so no input can make them slow.
 *
 * <p>Thread-safe; no state.
 *
 * @since 0.1
 */
public final class Punycode {
    private static final int BASE = 36;
    private static final int TMIN = 1;
    private static final int TMAX = 26;
    private static final int SKEW = 38;
    private static final int DAMP = 700;
    private static final int INITIAL_BIAS = 72;
    private static final int INITIAL_N = 0x80;
    private static final long MAXINT = Integer.MAX_VALUE;

    private Punycode() {
    }

    /**
     * Encodes a string (RFC 3492 §6.3). Upper-case letters stay as they are (no case annotation).
     *
     * @param input the text, a sequence of Unicode scalar values
     * @return the Punycode form, without prefix
     * @throws NullPointerException if {@code input} is null
     * @throws PunycodeException for an unpaired surrogate, or on overflow
     */
    public static String encode(String input) {
        Objects.requireNonNull(input, "input");
        int len = input.length();
        char[] chars = input.toCharArray();
        if (len <= SMALL) {
            char[] out = new char[maxEncodedLength(len)];
            int end = encodeSmall(chars, 0, len, new int[len], out, 0);
            if (end < 0) {
                throw new PunycodeException(input, firstLoneSurrogate(input), "unpaired surrogate");
            }
            return new String(out, 0, end);
        }
        int[] cps = codePoints(chars, 0, len);
        if (cps == null) {
            throw new PunycodeException(input, firstLoneSurrogate(input), "unpaired surrogate");
        }
        StringBuilder out = new StringBuilder(len + 8);
        if (!encode(cps, out)) {
            throw new PunycodeException(input, len, "overflow");
        }
        return out.toString();
    }

    /**
     * Decodes a string (RFC 3492 §6.2). Digits are read in either case.
     *
     * @param input the Punycode form, without prefix
     * @return the decoded text
     * @throws NullPointerException if {@code input} is null
     * @throws PunycodeException for a non-basic code point before the last '-', an invalid digit,
     *     an input that ends inside a number, overflow, or a decoded value that is basic, a
     *     surrogate or above U+10FFFF
     * @throws OutOfMemoryError for an input of over 2<sup>30</sup> - 4 chars, whose decoded text
     *     may not fit a char array (as the JDK's own buffers do; before any array is made)
     */
    public static String decode(String input) {
        Objects.requireNonNull(input, "input");
        String[] reason = new String[1];
        int[] index = new int[1];
        int n = input.length();
        char[] out = new char[decodedCapacity(n)];
        int end = decode(input.toCharArray(), 0, n, new int[n], new int[n], new int[n], out, 0, index, reason);
        if (end < 0) {
            throw new PunycodeException(input, index[0], reason[0]);
        }
        return new String(out, 0, end);
    }

    /**
     * Room for the UTF-16 text that {@code n} chars of Punycode decode to (each decoded code point
     * reads at least one char: at most 2n chars). Above 2<sup>30</sup> - 4 chars that is more than
     * a char array holds: an {@link OutOfMemoryError}, as the JDK's own buffers give, rather than
     * an overflowed size.
     *
     * @param n the length of the Punycode text
     * @return 2n
     */
    static int decodedCapacity(int n) {
        if (n > (Integer.MAX_VALUE - 8) / 2) {
            throw new OutOfMemoryError("Punycode text of " + n + " chars: its decoded text may not fit a char array");
        }
        return 2 * n;
    }

    private static int firstLoneSurrogate(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return i;
            }
        }
        return s.length();
    }

    /** The code points of s[start, end), or null if it holds an unpaired surrogate. */
    static int[] codePoints(char[] s, int start, int end) {
        int[] cps = new int[end - start];
        int n = 0;
        for (int i = start; i < end; i++) {
            char c = s[i];
            if (Character.isHighSurrogate(c) && i + 1 < end && Character.isLowSurrogate(s[i + 1])) {
                cps[n++] = Character.toCodePoint(c, s[++i]);
            } else if (Character.isSurrogate(c)) {
                return null;
            } else {
                cps[n++] = c;
            }
        }
        return n == cps.length ? cps : java.util.Arrays.copyOf(cps, n);
    }

    /** RFC 3492 §6.1 bias adaptation; delta is at most maxint, so every step fits an int. */
    private static int adapt(int delta, int numPoints, boolean firstTime) {
        delta = firstTime ? delta / DAMP : delta / 2;
        delta += divide(delta, numPoints);
        int k = 0;
        while (delta > ((BASE - TMIN) * TMAX) / 2) {
            delta /= BASE - TMIN;
            k += BASE;
        }
        return k + ADAPT_TAIL[delta];
    }

    /** (base - tmin + 1) * delta / (delta + skew) for the deltas adapt ends with, 0..455: no division. */
    private static final byte[] ADAPT_TAIL = new byte[((BASE - TMIN) * TMAX) / 2 + 1];

    static {
        for (int d = 0; d < ADAPT_TAIL.length; d++) {
            ADAPT_TAIL[d] = (byte) ((BASE - TMIN + 1) * d / (d + SKEW));
        }
    }

    /**
     * floor(2<sup>64</sup> / d) + 1 (2<sup>64</sup> / d for a power of two) for d = 3..SMALL + 1:
     * then x / d = multiplyHigh(x, RECIPROCALS[d]) exactly for 0 &lt;= x &lt; 2<sup>31</sup> (the
     * error, below x / 2<sup>64</sup>, is less than 1 / d), without a division instruction.
     */
    private static final long[] RECIPROCALS = new long[Punycode.SMALL + 2];

    static {
        for (int d = 3; d < RECIPROCALS.length; d++) {
            RECIPROCALS[d] = Long.divideUnsigned(-1L, d) + 1;
        }
    }

    /** x / d for 0 &lt;= x &lt;= maxint and d &gt;= 1. */
    static int divide(int x, int d) {
        if (d >= 3 && d < RECIPROCALS.length) {
            return (int) Math.multiplyHigh(x, RECIPROCALS[d]);
        }
        return d == 1 ? x : d == 2 ? x >>> 1 : x / d; // (adapt divides by h + 1, often 1 or 2)
    }

    private static final char[] DIGITS = "abcdefghijklmnopqrstuvwxyz0123456789".toCharArray();

    /**
     * Writes q (0..maxint) as a generalized variable-length integer (RFC 3492 §3.3) with the
     * thresholds of bias to out from pos; returns where it ends. The threshold t of each digit is
     * clamped with min and max (no branch) and q / (base - t) taken by {@link #RECIPROCALS}.
     */
    private static int digits(int q, int bias, char[] out, int pos) {
        for (int k = BASE; ; k += BASE) {
            int t = Math.min(Math.max(k - bias, TMIN), TMAX);
            if (q < t) {
                break;
            }
            int x = q - t;
            int d = BASE - t; // 10..35
            q = (int) Math.multiplyHigh(x, RECIPROCALS[d]);
            out[pos++] = DIGITS[t + x - q * d];
        }
        out[pos++] = DIGITS[q];
        return pos;
    }

    /**
     * Appends the encoding of cps to out (RFC 3492 §6.3); false on overflow. The count of
     * code points below n between two occurrences of the next code point is read from a Fenwick
     * tree over the positions, instead of by a pass over the whole input per code point value.
     */
    static boolean encode(int[] cps, StringBuilder out) {
        int len = cps.length;
        int b = 0;
        for (int cp : cps) {
            if (cp < INITIAL_N) {
                out.append((char) cp);
                b++;
            }
        }
        if (b > 0) {
            out.append('-');
        }
        char[] number = new char[maxEncodedLength(1)]; // the digits of one delta
        // positions of the non-basic code points, sorted by (code point, position)
        long[] order = new long[len - b];
        int m = 0;
        for (int i = 0; i < len; i++) {
            if (cps[i] >= INITIAL_N) {
                order[m++] = (long) cps[i] << 32 | i;
            }
        }
        java.util.Arrays.sort(order);
        int[] tree = new int[len + 1]; // positions of code points < n (counts per prefix)
        for (int i = 0; i < len; i++) {
            if (cps[i] < INITIAL_N) {
                add(tree, i);
            }
        }
        int n = INITIAL_N;
        long delta = 0;
        int bias = INITIAL_BIAS;
        int h = b;
        int j = 0;
        while (j < order.length) {
            int cp = (int) (order[j] >>> 32);
            // delta += (m - n) * (h + 1), checked
            if ((long) (cp - n) * (h + 1) > MAXINT - delta) {
                return false;
            }
            delta += (long) (cp - n) * (h + 1);
            n = cp;
            int last = -1; // position after which the pass continues
            int start = j;
            while (j < order.length && (int) (order[j] >>> 32) == cp) {
                int pos = (int) order[j];
                delta += count(tree, pos) - count(tree, last + 1); // code points < n in (last, pos)
                if (delta > MAXINT) {
                    return false;
                }
                out.append(number, 0, digits((int) delta, bias, number, 0));
                bias = adapt((int) delta, h + 1, h == b);
                delta = 0;
                h++;
                last = pos;
                j++;
            }
            delta += count(tree, len) - count(tree, last + 1); // the rest of the pass
            delta++;
            if (delta > MAXINT) {
                return false;
            }
            n++;
            for (int i = start; i < j; i++) {
                add(tree, (int) order[i]);
            }
        }
        return true;
    }

    /**
     * Labels up to this many chars take the textbook loops of RFC 3492 §6.2 and §6.3 (at most
     * SMALL * SMALL steps), which are faster than the Fenwick trees at DNS label sizes.
     */
    static final int SMALL = 128;

    /**
     * The most chars {@link #encodeSmall} writes for n chars: the basic ones and '-', and at most 11
     * digits per other code point (a delta is at most 2<sup>31</sup>-1 and each digit but the last
     * divides it by at least 10).
     */
    static int maxEncodedLength(int n) {
        return 11 * n + 1;
    }

    /**
     * RFC 3492 §6.3 as written for the UTF-16 text s[start, end) of at most {@link #SMALL} chars:
     * writes the encoding to out from pos (room for {@link #maxEncodedLength(int)} chars) and
     * returns where it ends, or -1 for an unpaired surrogate; cps is room for its code points.
     *
     * <p>The first pass reads the chars into cps, writes the basic ones and finds the least other
     * code point; then a pass per code point value counts, emits and finds the next value. No
     * overflow check is needed: a delta is at most (0x10FFFF + 2) * (SMALL + 1) &lt; 2<sup>31</sup>.
     */
    static int encodeSmall(char[] s, int start, int end, int[] cps, char[] out, int pos) {
        int len = 0;
        int b = 0;
        int m = Integer.MAX_VALUE; // the least non-basic code point
        for (int i = start; i < end; i++) {
            char c = s[i];
            if (c < INITIAL_N) {
                out[pos++] = c;
                cps[len++] = c;
                b++;
                continue;
            }
            int cp = c;
            if (Character.isSurrogate(c)) {
                if (!Character.isHighSurrogate(c) || i + 1 == end || !Character.isLowSurrogate(s[i + 1])) {
                    return -1;
                }
                cp = Character.toCodePoint(c, s[++i]);
            }
            cps[len++] = cp;
            m = Math.min(m, cp);
        }
        if (b > 0) {
            out[pos++] = '-';
        }
        int n = INITIAL_N;
        int delta = 0;
        int bias = INITIAL_BIAS;
        int h = b;
        while (h < len) {
            delta += (m - n) * (h + 1);
            n = m;
            int next = Integer.MAX_VALUE; // the least code point above n
            for (int i = 0; i < len; i++) {
                int cp = cps[i];
                if (cp == n) {
                    pos = digits(delta, bias, out, pos);
                    if (++h == len) {
                        return pos; // the last code point: the bias after it is never used
                    }
                    bias = adapt(delta, h, h == b + 1);
                    delta = 0;
                } else if (cp < n) {
                    delta++;
                } else if (cp < next) {
                    next = cp;
                }
            }
            m = next;
            delta++;
            n++;
        }
        return pos;
    }

    /** Adds position pos (0-based) to a Fenwick tree of counts. */
    private static void add(int[] tree, int pos) {
        for (int i = pos + 1; i < tree.length; i += i & -i) {
            tree[i]++;
        }
    }

    /** The number of positions below end in a Fenwick tree. */
    private static int count(int[] tree, int end) {
        int sum = 0;
        for (int i = end; i > 0; i -= i & -i) {
            sum += tree[i];
        }
        return sum;
    }

    /** The value of each ASCII char as a digit (either case), or -1. */
    private static final byte[] DIGIT_VALUES = new byte[0x80];

    static {
        java.util.Arrays.fill(DIGIT_VALUES, (byte) -1);
        for (int d = 0; d < BASE; d++) {
            DIGIT_VALUES[DIGITS[d]] = (byte) d;
            DIGIT_VALUES[Character.toUpperCase(DIGITS[d])] = (byte) d;
        }
    }

    /**
     * Decodes s[start, end) (RFC 3492 §6.2) and writes it as UTF-16 to dst from at (room for
     * 2 * (end - start) chars); returns where it ends, or returns -1 and sets index[0] and
     * reason[0] (when those are not null). values, positions and scratch hold at least
     * end - start ints (each decoded code point is a basic one or reads at least one digit).
     *
     * <p>The numbers are read first into values and positions (the insertions). Up to
     * {@link #SMALL} code points, none supplementary, they are inserted into dst as RFC 3492
     * §6.2 does; otherwise they are placed in scratch, then written as UTF-16: up to SMALL code
     * points by insertion, above from the last to the first into the free slots (a Fenwick tree
     * finds the k-th free slot) instead of shifting an array per insertion.
     */
    static int decode(char[] s, int start, int end, int[] values, int[] positions, int[] scratch, char[] dst,
            int at, int[] index, String[] reason) {
        int delim = -1;
        for (int i = end - 1; i >= start; i--) {
            if (s[i] == '-') {
                delim = i;
                break;
            }
        }
        int basic = delim < 0 ? 0 : delim - start;
        for (int i = start; i < start + basic; i++) {
            if (s[i] >= INITIAL_N) {
                return fail(index, reason, i, "non-basic code point before the last '-'");
            }
        }
        int count = basic; // values[basic, count) are inserted at positions[basic, count)
        long n = INITIAL_N;
        long i = 0;
        int bias = INITIAL_BIAS;
        boolean supplementary = false;
        int in = basic > 0 ? delim + 1 : start; // RFC 3492 §6.2: a leading delimiter is read as a digit
        while (in < end) {
            long oldi = i;
            long w = 1;
            for (int k = BASE; ; k += BASE) {
                if (in >= end) {
                    return fail(index, reason, end, "input ends inside a number");
                }
                char c = s[in];
                int digit = c < 0x80 ? DIGIT_VALUES[c] : -1;
                if (digit < 0) {
                    return fail(index, reason, in, "invalid digit");
                }
                in++;
                // digit > (maxint - i) / w, without a division (digit < 36 and w <= maxint: no overflow)
                if (digit * w > MAXINT - i) {
                    return fail(index, reason, in - 1, "overflow");
                }
                i += digit * w;
                int t = Math.min(Math.max(k - bias, TMIN), TMAX);
                if (digit < t) {
                    break;
                }
                if (w * (BASE - t) > MAXINT) { // w > maxint / (base - t)
                    return fail(index, reason, in - 1, "overflow");
                }
                w *= BASE - t;
            }
            int size = count + 1;
            int quotient = divide((int) i, size); // i <= maxint
            if (quotient > MAXINT - n) {
                return fail(index, reason, in - 1, "overflow");
            }
            if (in < end) { // (the bias after the last number is never used)
                bias = adapt((int) (i - oldi), size, oldi == 0);
            }
            n += quotient;
            i -= (long) quotient * size;
            if (n < INITIAL_N || n > Character.MAX_CODE_POINT || (n >= 0xD800 && n <= 0xDFFF)) {
                return fail(index, reason, in - 1,
                        n < INITIAL_N ? "decodes to a basic code point" : "decodes to an invalid code point");
            }
            supplementary |= n > 0xFFFF;
            values[count] = (int) n;
            positions[count] = (int) i;
            count++;
            i++;
        }
        System.arraycopy(s, start, dst, at, basic);
        if (count <= SMALL && !supplementary) {
            for (int e = basic; e < count; e++) { // insert as RFC 3492 §6.2 does
                int p = at + positions[e];
                for (int x = at + e; x > p; x--) { // a few chars: cheaper than System.arraycopy
                    dst[x] = dst[x - 1];
                }
                dst[p] = (char) values[e];
            }
            return at + count;
        }
        place(values, positions, basic, count, dst, at, scratch);
        int o = at;
        for (int e = 0; e < count; e++) {
            int cp = scratch[e];
            if (cp > 0xFFFF) {
                dst[o++] = Character.highSurrogate(cp);
                dst[o++] = Character.lowSurrogate(cp);
            } else {
                dst[o++] = (char) cp;
            }
        }
        return o;
    }

    /**
     * Places the basic code points dst[at, at + basic) and the insertions values[basic, count) at
     * positions[basic, count) into out[0, count): by insertion up to {@link #SMALL} code points,
     * else each insertion from the last takes the (position + 1)-th free slot and the basic code
     * points fill the slots left, in order.
     */
    private static void place(int[] values, int[] positions, int basic, int count, char[] dst, int at, int[] out) {
        if (count <= SMALL) {
            for (int e = 0; e < basic; e++) {
                out[e] = dst[at + e];
            }
            for (int e = basic; e < count; e++) {
                int p = positions[e];
                for (int x = e; x > p; x--) {
                    out[x] = out[x - 1];
                }
                out[p] = values[e];
            }
            return;
        }
        int[] tree = new int[count + 1];
        for (int slot = 0; slot < count; slot++) {
            add(tree, slot);
            out[slot] = -1;
        }
        int log = Integer.highestOneBit(count);
        for (int e = count - 1; e >= basic; e--) {
            int slot = kth(tree, positions[e] + 1, log);
            out[slot] = values[e];
            for (int x = slot + 1; x < tree.length; x += x & -x) {
                tree[x]--;
            }
        }
        int next = at;
        for (int slot = 0; slot < count; slot++) {
            if (out[slot] < 0) {
                out[slot] = dst[next++];
            }
        }
    }

    private static int fail(int[] index, String[] reason, int at, String why) {
        if (index != null) {
            index[0] = at;
            reason[0] = why;
        }
        return -1;
    }

    /** The 0-based slot holding the k-th (1-based) counted position of a Fenwick tree. */
    private static int kth(int[] tree, int k, int log) {
        int pos = 0;
        for (int step = log; step > 0; step >>= 1) {
            if (pos + step < tree.length && tree[pos + step] < k) {
                pos += step;
                k -= tree[pos];
            }
        }
        return pos;
    }
}
