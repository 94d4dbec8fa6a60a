package org.urikit.internal;

/**
 * The UTS #46 mapping table (Unicode 18.0.0) and the CONTEXTJ properties, decoded once from the
 * generated {@link IdnaData}. Immutable after class initialisation; thread-safe.
 *
 * <p>A value packs {@code status | length << 3 | offset << 8}: the status in the low three bits
 * ({@link #VALID}, {@link #IGNORED}, {@link #MAPPED}, {@link #DEVIATION}, {@link #DISALLOWED}) and
 * the mapping as a slice of {@link #mappings()}.
 */
public final class IdnaTable {

    /** Status: the code point stays. */
    public static final int VALID = 0;
    /** Status: the code point is removed. */
    public static final int IGNORED = 1;
    /** Status: the code point is replaced by its mapping. */
    public static final int MAPPED = 2;
    /** Status: kept by nontransitional processing, replaced by its mapping by transitional processing. */
    public static final int DEVIATION = 3;
    /** Status: the code point is not allowed (error V7). */
    public static final int DISALLOWED = 4;

    /** Joining_Type D (dual joining), as {@link #joiningType(int)} returns it. */
    public static final char JOINING_DUAL = 'D';
    /** Joining_Type L (left joining). */
    public static final char JOINING_LEFT = 'L';
    /** Joining_Type R (right joining). */
    public static final char JOINING_RIGHT = 'R';
    /** Joining_Type T (transparent). */
    public static final char JOINING_TRANSPARENT = 'T';
    /** Canonical_Combining_Class = Virama (9). */
    public static final char VIRAMA = 'V';

    private static final int[] STARTS;
    private static final int[] VALUES;
    /** For each block of 256 code points, the index of the range that holds its first code point. */
    private static final int[] BLOCKS;
    private static final String MAPPINGS = IdnaData.MAPPINGS;
    /** Code points below this are looked up in two steps, without a search (planes 0 to 2). */
    private static final int FAST_LIMIT = 0x30000;
    private static final int FAST_SHIFT = 4;
    /**
     * For each block of 16 code points below {@link #FAST_LIMIT}, where its 16 range indexes start
     * in {@link #FAST_RANGES} (in blocks); equal blocks are stored once (about 650 of 12,288).
     */
    private static final char[] FAST_BLOCKS;
    private static final char[] FAST_RANGES;
    private static final Ranges VIRAMA_RANGES = new Ranges(IdnaData.VIRAMAS);
    private static final Ranges JOINING_RANGES = new Ranges(IdnaData.JOINING_TYPES);

    /** Sorted, disjoint ranges of code points with a one-letter property. */
    private static final class Ranges {
        private final int[] first;
        private final int[] last;
        private final char[] value;

        Ranges(String packed) {
            int m = packed.length() / 5;
            first = new int[m];
            last = new int[m];
            value = new char[m];
            for (int i = 0; i < m; i++) {
                first[i] = packed.charAt(5 * i) << 16 | packed.charAt(5 * i + 1);
                last[i] = packed.charAt(5 * i + 2) << 16 | packed.charAt(5 * i + 3);
                value[i] = packed.charAt(5 * i + 4);
            }
        }

        char get(int cp, char otherwise) {
            int lo = 0;
            int hi = first.length - 1;
            while (lo <= hi) {
                int mid = (lo + hi) >>> 1;
                if (last[mid] < cp) {
                    lo = mid + 1;
                } else if (first[mid] > cp) {
                    hi = mid - 1;
                } else {
                    return value[mid];
                }
            }
            return otherwise;
        }
    }

    static {
        String ranges = IdnaData.RANGES;
        String values = IdnaData.VALUES;
        int n = ranges.length() / 2;
        STARTS = new int[n];
        VALUES = new int[n];
        for (int i = 0; i < n; i++) {
            STARTS[i] = ranges.charAt(2 * i) << 16 | ranges.charAt(2 * i + 1);
            VALUES[i] = values.charAt(2 * i) << 16 | values.charAt(2 * i + 1);
        }
        BLOCKS = new int[(0x110000 >> 8) + 1];
        int r = 0;
        for (int b = 0; b < BLOCKS.length - 1; b++) {
            int cp = b << 8;
            while (r + 1 < n && STARTS[r + 1] <= cp) {
                r++;
            }
            BLOCKS[b] = r;
        }
        BLOCKS[BLOCKS.length - 1] = n - 1;
        if (n > Character.MAX_VALUE) {
            throw new IllegalStateException("more ranges than a char holds: " + n);
        }
        int blocks = FAST_LIMIT >> FAST_SHIFT;
        int size = 1 << FAST_SHIFT;
        char[] index = new char[blocks];
        char[] data = new char[blocks << FAST_SHIFT];
        java.util.Map<String, Integer> seen = new java.util.HashMap<>();
        int[] uniform = new int[n]; // the block of 16 times range r, plus 1; 0: none yet
        char[] block = new char[size];
        int used = 0;
        r = 0;
        for (int b = 0; b < blocks; b++) {
            int first = b << FAST_SHIFT;
            while (r + 1 < n && STARTS[r + 1] <= first) {
                r++;
            }
            if (r + 1 >= n || STARTS[r + 1] > first + size - 1) { // the whole block in range r (most blocks)
                if (uniform[r] == 0) {
                    java.util.Arrays.fill(data, used << FAST_SHIFT, (used + 1) << FAST_SHIFT, (char) r);
                    uniform[r] = ++used;
                }
                index[b] = (char) (uniform[r] - 1);
                continue;
            }
            for (int i = 0; i < size; i++) {
                int cp = first | i;
                while (r + 1 < n && STARTS[r + 1] <= cp) {
                    r++;
                }
                block[i] = (char) r;
            }
            Integer at = seen.putIfAbsent(new String(block), used);
            if (at == null) {
                System.arraycopy(block, 0, data, used << FAST_SHIFT, size);
                at = used++;
            }
            index[b] = (char) (int) at;
        }
        FAST_BLOCKS = index;
        FAST_RANGES = java.util.Arrays.copyOf(data, used << FAST_SHIFT);
    }

    private IdnaTable() {
    }

    /** {@return the Unicode version of the mapping table} */
    public static String unicodeVersion() {
        return IdnaData.UNICODE_VERSION;
    }

    /**
     * The packed value of a code point.
     *
     * @param cp a code point, 0..0x10FFFF (a lone surrogate is looked up as itself: disallowed)
     * @return {@code status | length << 3 | offset << 8}
     */
    public static int value(int cp) {
        if (cp < FAST_LIMIT) {
            return VALUES[FAST_RANGES[FAST_BLOCKS[cp >>> FAST_SHIFT] << FAST_SHIFT | (cp & ((1 << FAST_SHIFT) - 1))]];
        }
        int b = cp >>> 8;
        int lo = BLOCKS[b];
        int hi = BLOCKS[b + 1];
        // the last range with STARTS[i] <= cp, searched in [lo, hi]
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (STARTS[mid] <= cp) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return VALUES[lo];
    }

    /**
     * The status of a packed value.
     *
     * @param value a packed value
     * @return its status
     */
    public static int status(int value) {
        return value & 7;
    }

    /**
     * Where the mapping of a packed value starts.
     *
     * @param value a packed value
     * @return the start of its mapping in {@link #mappings()}
     */
    public static int mappingStart(int value) {
        return value >>> 8;
    }

    /**
     * Where the mapping of a packed value ends.
     *
     * @param value a packed value
     * @return the end of its mapping in {@link #mappings()}
     */
    public static int mappingEnd(int value) {
        return (value >>> 8) + (value >>> 3 & 31);
    }

    /** {@return every mapping, concatenated} */
    public static String mappings() {
        return MAPPINGS;
    }

    /**
     * Whether a code point has Canonical_Combining_Class = Virama (9), as RFC 5892 Appendix A.1 and
     * A.2 ask.
     *
     * @param cp a code point
     * @return true for a virama
     */
    public static boolean isVirama(int cp) {
        return VIRAMA_RANGES.get(cp, 'U') == VIRAMA;
    }

    /**
     * The Joining_Type of a code point.
     *
     * @param cp a code point
     * @return D, R, L, C or T, or {@code 'U'} (non-joining)
     */
    public static char joiningType(int cp) {
        return JOINING_RANGES.get(cp, 'U');
    }
}
