package org.urikit.idna;

import java.util.Objects;

/**
 * Punycode (RFC 3492): the Bootstring encoding of a Unicode string as letters, digits and '-'.
 * Works on one label without the {@code xn--} prefix. Overflow is detected as RFC 3492 §6.4 asks,
 * with {@code maxint} = 2<sup>31</sup>-1.
 *
 * <p>Both directions take time O(n log n) in the length of their input: the textbook loops are
 * quadratic, so they run only for labels of up to 128 code points (DNS labels have at most 63
 * octets); longer input is counted and placed with Fenwick trees, so no input can make them slow.
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
        int[] cps = codePoints(input, 0, input.length());
        if (cps == null) {
            throw new PunycodeException(input, firstLoneSurrogate(input), "unpaired surrogate");
        }
        StringBuilder out = new StringBuilder(input.length() + 8);
        if (!encode(cps, out)) {
            throw new PunycodeException(input, input.length(), "overflow");
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
     */
    public static String decode(String input) {
        Objects.requireNonNull(input, "input");
        String[] reason = new String[1];
        int[] index = new int[1];
        int n = input.length();
        int[] out = new int[n];
        int count = decode(input.toCharArray(), 0, n, new int[n], new int[n], out, index, reason);
        if (count < 0) {
            throw new PunycodeException(input, index[0], reason[0]);
        }
        return new String(out, 0, count);
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
    static int[] codePoints(CharSequence s, int start, int end) {
        int[] cps = new int[end - start];
        int n = 0;
        for (int i = start; i < end; i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < end && Character.isLowSurrogate(s.charAt(i + 1))) {
                cps[n++] = Character.toCodePoint(c, s.charAt(++i));
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

    private static char digit(int d) {
        return DIGITS[d];
    }

    private static int threshold(int k, int bias) {
        return k <= bias ? TMIN : k >= bias + TMAX ? TMAX : k - bias;
    }

    /**
     * Appends the encoding of cps to out (RFC 3492 §6.3); false on overflow. The count of
     * code points below n between two occurrences of the next code point is read from a Fenwick
     * tree over the positions, instead of by a pass over the whole input per code point value.
     */
    static boolean encode(int[] cps, StringBuilder out) {
        int len = cps.length;
        if (len <= SMALL) {
            char[] chars = new char[maxEncodedLength(len)];
            int end = encodeSmall(cps, len, chars, 0);
            if (end < 0) {
                return false;
            }
            out.append(chars, 0, end);
            return true;
        }
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
        if (b == len) {
            return true;
        }
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
                long q = delta;
                for (int k = BASE; ; k += BASE) {
                    int t = threshold(k, bias);
                    if (q < t) {
                        break;
                    }
                    out.append(digit((int) (t + (q - t) % (BASE - t))));
                    q = (q - t) / (BASE - t);
                }
                out.append(digit((int) q));
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
     * Labels up to this many code points take the textbook loops of RFC 3492 §6.2 and §6.3 (at most
     * SMALL * SMALL steps), which are faster than the Fenwick trees at DNS label sizes.
     */
    static final int SMALL = 128;

    /**
     * The most chars {@link #encodeSmall} writes for n code points: the basic ones and '-', and at
     * most 11 digits per other code point (a delta is at most 2<sup>31</sup>-1 and each digit but
     * the last divides it by at least 10).
     */
    static int maxEncodedLength(int n) {
        return 11 * n + 1;
    }

    /**
     * RFC 3492 §6.3 as written (a pass over the input per code point value, which also finds the
     * next value) for cps[0, len), len at most {@link #SMALL}: writes the encoding to out from pos
     * (room for {@link #maxEncodedLength(int)} chars) and returns where it ends, or -1 on overflow.
     */
    static int encodeSmall(int[] cps, int len, char[] out, int pos) {
        int b = 0;
        int m = Integer.MAX_VALUE; // the least non-basic code point
        for (int i = 0; i < len; i++) {
            int cp = cps[i];
            if (cp < INITIAL_N) {
                out[pos++] = (char) cp;
                b++;
            } else if (cp < m) {
                m = cp;
            }
        }
        if (b > 0) {
            out[pos++] = '-';
        }
        int n = INITIAL_N;
        long delta = 0;
        int bias = INITIAL_BIAS;
        int h = b;
        while (h < len) {
            if ((long) (m - n) * (h + 1) > MAXINT - delta) {
                return -1;
            }
            delta += (long) (m - n) * (h + 1);
            n = m;
            m = Integer.MAX_VALUE; // the next value: the least code point above n
            for (int i = 0; i < len; i++) {
                int cp = cps[i];
                if (cp < n) {
                    if (++delta > MAXINT) {
                        return -1;
                    }
                } else if (cp == n) {
                    int q = (int) delta; // at most maxint
                    for (int k = BASE; ; k += BASE) {
                        int t = threshold(k, bias);
                        if (q < t) {
                            break;
                        }
                        int x = q - t;
                        int d = BASE - t;
                        q = divide(x, d);
                        out[pos++] = digit(t + x - q * d);
                    }
                    out[pos++] = digit(q);
                    bias = adapt((int) delta, h + 1, h == b);
                    delta = 0;
                    h++;
                } else if (cp < m) {
                    m = cp;
                }
            }
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

    private static int digitValue(char c) {
        if (c >= 'a' && c <= 'z') {
            return c - 'a';
        }
        if (c >= 'A' && c <= 'Z') {
            return c - 'A';
        }
        if (c >= '0' && c <= '9') {
            return c - '0' + 26;
        }
        return -1;
    }

    /**
     * Decodes s[start, end) (RFC 3492 §6.2) into out[0, count) and returns count, or returns -1
     * and sets index[0] and reason[0] (when those are not null). values, positions and out hold at
     * least end - start ints (each decoded code point is a basic one or reads at least one digit).
     * The insertions are recorded, then placed from the last to the first into the free slots of
     * the output (a Fenwick tree finds the k-th free slot), instead of shifting an array per
     * insertion.
     */
    static int decode(char[] s, int start, int end, int[] values, int[] positions, int[] out, int[] index,
            String[] reason) {
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
        int count = 0;
        for (int i = start; i < start + basic; i++) {
            values[count] = s[i];
            positions[count] = count;
            count++;
        }
        long n = INITIAL_N;
        long i = 0;
        int bias = INITIAL_BIAS;
        int in = basic > 0 ? delim + 1 : start; // RFC 3492 §6.2: a leading delimiter is read as a digit
        while (in < end) {
            long oldi = i;
            long w = 1;
            for (int k = BASE; ; k += BASE) {
                if (in >= end) {
                    return fail(index, reason, end, "input ends inside a number");
                }
                int digit = digitValue(s[in]);
                if (digit < 0) {
                    return fail(index, reason, in, "invalid digit");
                }
                in++;
                // digit > (maxint - i) / w, without a division (digit < 36 and w <= maxint: no overflow)
                if (digit * w > MAXINT - i) {
                    return fail(index, reason, in - 1, "overflow");
                }
                i += digit * w;
                int t = threshold(k, bias);
                if (digit < t) {
                    break;
                }
                if (w * (BASE - t) > MAXINT) { // w > maxint / (base - t)
                    return fail(index, reason, in - 1, "overflow");
                }
                w *= BASE - t;
            }
            int size = count + 1;
            bias = adapt((int) (i - oldi), size, oldi == 0);
            int quotient = divide((int) i, size); // i <= maxint
            if (quotient > MAXINT - n) {
                return fail(index, reason, in - 1, "overflow");
            }
            n += quotient;
            i -= (long) quotient * size;
            if (n < INITIAL_N || n > Character.MAX_CODE_POINT || (n >= 0xD800 && n <= 0xDFFF)) {
                return fail(index, reason, in - 1,
                        n < INITIAL_N ? "decodes to a basic code point" : "decodes to an invalid code point");
            }
            values[count] = (int) n;
            positions[count] = (int) i;
            count++;
            i++;
        }
        if (count <= SMALL) {
            for (int e = 0; e < count; e++) { // insert as RFC 3492 §6.2 does
                int p = positions[e];
                for (int x = e; x > p; x--) { // a few ints: cheaper than System.arraycopy
                    out[x] = out[x - 1];
                }
                out[p] = values[e];
            }
            return count;
        }
        // place insertions from the last: each takes the (position + 1)-th free slot
        int[] tree = new int[count + 1];
        for (int slot = 0; slot < count; slot++) {
            add(tree, slot);
        }
        int log = Integer.highestOneBit(Math.max(1, count));
        for (int e = count - 1; e >= 0; e--) {
            int slot = kth(tree, positions[e] + 1, log);
            out[slot] = values[e];
            for (int x = slot + 1; x < tree.length; x += x & -x) {
                tree[x]--;
            }
        }
        return count;
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
