package org.urikit.internal;

/**
 * An immutable set of ASCII characters, stored as two 64-bit masks, built from readable strings.
 *
 * <p>A class may also allow percent-encoded octets ({@code pct-encoded = "%" HEXDIG HEXDIG}); that
 * fact is kept in the bit of {@code '%'}, so that {@link #matches(char)} is true for {@code '%'}
 * exactly when the rule admits a percent-encoding, and the caller then checks the two hex digits.
 * Non-ASCII characters never match.
 *
 * <p>Instances are immutable and thread-safe.
 */
public final class CharClass {
    private final long low;
    private final long high;
    /**
     * The same set as flags per ASCII character, derived from {@code low} and {@code high}: bit
     * {@link #IN} is set for the members, bit {@link #LITERAL} for the members other than
     * {@code '%'}. A test is then one load and one compare, where the two words need a branch on
     * {@code c < 64} that URLs, alternating letters and punctuation, often mispredict; see
     * docs/BENCHMARKS.md.
     */
    private final byte[] table;
    private static final int IN = 1;
    private static final int LITERAL = 2;

    private CharClass(long low, long high) {
        this.low = low;
        this.high = high;
        this.table = new byte[128];
        for (int c = 0; c < 128; c++) {
            if (((c < 64 ? low : high) >>> c & 1) != 0) {
                table[c] = (byte) (c == '%' ? IN : IN | LITERAL);
            }
        }
    }

    /**
     * A class of exactly the given characters.
     *
     * @param chars ASCII characters
     * @return the class
     * @throws IllegalArgumentException if a character is not ASCII
     */
    public static CharClass of(String chars) {
        long lo = 0;
        long hi = 0;
        for (int i = 0; i < chars.length(); i++) {
            char c = chars.charAt(i);
            if (c >= 128) {
                throw new IllegalArgumentException("not ASCII: U+" + Integer.toHexString(c));
            }
            if (c < 64) {
                lo |= 1L << c;
            } else {
                hi |= 1L << (c - 64);
            }
        }
        return new CharClass(lo, hi);
    }

    /**
     * A class of the characters from {@code first} to {@code last}, inclusive.
     *
     * @param first the first character
     * @param last the last character
     * @return the class
     */
    public static CharClass range(char first, char last) {
        StringBuilder sb = new StringBuilder();
        for (char c = first; c <= last; c++) {
            sb.append(c);
        }
        return of(sb.toString());
    }

    /**
     * The union of this class and another.
     *
     * @param other another class
     * @return a class matching what either matches
     */
    public CharClass or(CharClass other) {
        return new CharClass(low | other.low, high | other.high);
    }

    /**
     * This class with the characters of another removed.
     *
     * @param other the characters to remove
     * @return a class matching what this matches and {@code other} does not
     */
    public CharClass minus(CharClass other) {
        return new CharClass(low & ~other.low, high & ~other.high);
    }

    /**
     * This class, also admitting percent-encoded octets (marked by the bit of {@code '%'}).
     *
     * @return the class with {@code '%'} added
     */
    public CharClass orPctEncoded() {
        return or(of("%"));
    }

    /**
     * Whether the character is in the class.
     *
     * @param c any character
     * @return true if {@code c} is ASCII and in the class
     */
    public boolean matches(char c) {
        return c < 128 && (table[c] & IN) != 0;
    }

    /**
     * Whether the character is in the class and is not {@code '%'}: a character that stands for
     * itself, the common case that scanners test first.
     *
     * @param c any character
     * @return true if {@code c} is ASCII, in the class and not {@code '%'}
     */
    public boolean matchesLiteral(char c) {
        return c < 128 && (table[c] & LITERAL) != 0;
    }

    /**
     * Whether the class admits percent-encoded octets.
     *
     * @return true if {@code '%'} is in the class
     */
    public boolean allowsPctEncoded() {
        return matches('%');
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CharClass other && other.low == low && other.high == high;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(low) * 31 + Long.hashCode(high);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("CharClass[");
        for (char c = 0; c < 128; c++) {
            if (matches(c)) {
                if (c < 0x20 || c == 0x7f) {
                    sb.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
                } else {
                    sb.append(c);
                }
            }
        }
        return sb.append(']').toString();
    }
}
