package org.urikit.idna;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.urikit.internal.IdnaTable;

/**
 * UTS #46 (Unicode IDNA Compatibility Processing) ToASCII and ToUnicode, with its processing
 * options. An immutable value: the presets {@link #whatwg()} and {@link #strict()} can be
 * constants, and each {@code with...} method returns a copy.
 *
 * <pre>{@code
 * IdnaResult r = Uts46.whatwg().toAscii("Bücher.example");   // xn--bcher-kva.example
 * String host = Uts46.strict().toAsciiOrThrow("faß.de");      // xn--fa-hia.de
 * }</pre>
 *
 * <p>Processing follows UTS #46 as revised for Unicode 16.0 and later (revision 33 on; the data is
 * Unicode 18.0.0, as in the URL Standard's reference implementation): Map, Normalize (NFC), Break, then
 * Convert/Validate per label (§4, §4.1), the Bidi rule of RFC 5893 §2 and the CONTEXTJ rules of
 * RFC 5892 Appendix A.1/A.2; ToASCII (§4.2) and ToUnicode (§4.3). Every error is recorded with its
 * UTS #46 code and label ({@link IdnaResult#errors()}); nothing is thrown for any input, except by
 * the {@code ...OrThrow} methods. Time is linear in the input (Punycode O(n log n)), with no
 * recursion.
 *
 * <p>Data: the mapping table, joining types and viramas are Unicode 18.0.0; NFC
 * ({@link Normalizer}), bidi classes and general categories ({@link Character}) have the running
 * JDK's Unicode version. See
 * {@code docs/IDNA.md}. NFC (mapping's Normalize step, and V1 for decoded labels) is exactly
 * {@link Normalizer}'s: it runs on the short pieces of a name that UAX #15's quick check cannot
 * settle (a letter and a composing mark, marks in a row, ...), and remembers the answers; on the
 * rest of the name from such a piece on when it is longer than four chars.
 *
 * <p>An ASCII name without {@code xn--} labels that passes the chosen checks takes a fast path
 * (one pass over its chars; a second, per label, for some): {@link #toAsciiOrThrow(String)} then
 * returns the same String and allocates nothing when the name has no upper case, and one
 * lower-cased String when it has.
 *
 * <p>Instances are immutable and safe to share between threads. Processing that leaves the fast
 * path works in buffers each thread reuses from call to call (a few KB at most; a buffer a long
 * input made larger is dropped after that call), so nothing of one call is visible to another.
 *
 * @since 0.1
 */
public final class Uts46 {

    private static final int CHECK_HYPHENS = 1;
    private static final int CHECK_BIDI = 2;
    private static final int CHECK_JOINERS = 4;
    private static final int STD3 = 8;
    private static final int TRANSITIONAL = 16;
    private static final int VERIFY_DNS_LENGTH = 32;
    private static final int IGNORE_INVALID_PUNYCODE = 64;

    private static final Uts46 WHATWG = new Uts46(CHECK_BIDI | CHECK_JOINERS);
    private static final Uts46 STRICT = new Uts46(CHECK_HYPHENS | CHECK_BIDI | CHECK_JOINERS | STD3 | VERIFY_DNS_LENGTH);

    private final int flags;

    private Uts46(int flags) {
        this.flags = flags;
    }

    /**
     * The flags of the WHATWG URL Standard's "domain to ASCII" with beStrict = false:
     * CheckHyphens false, CheckBidi true, CheckJoiners true, UseSTD3ASCIIRules false,
     * nontransitional, VerifyDnsLength false, IgnoreInvalidPunycode false. (The URL Standard
     * also fails an empty result and checks forbidden domain code points in its host parser;
     * that is the caller's part.)
     *
     * @return the preset
     */
    public static Uts46 whatwg() {
        return WHATWG;
    }

    /**
     * Every check on, as Unicode's conformance file IdnaTestV2 runs: CheckHyphens, CheckBidi,
     * CheckJoiners, UseSTD3ASCIIRules and VerifyDnsLength true, nontransitional,
     * IgnoreInvalidPunycode false. The strictest choice for names that are to be registered or
     * resolved in the DNS.
     *
     * @return the preset
     */
    public static Uts46 strict() {
        return STRICT;
    }

    private Uts46 with(int flag, boolean on) {
        int f = on ? flags | flag : flags & ~flag;
        return f == flags ? this : new Uts46(f);
    }

    /**
     * {@return whether CheckHyphens is set: labels must not begin or end with '-' (V3) nor have
     *     '-' in the third and fourth positions (V2)}
     */
    public boolean checkHyphens() {
        return (flags & CHECK_HYPHENS) != 0;
    }

    /**
     * {@return whether CheckBidi is set: the Bidi rule of RFC 5893 §2 for names that hold a
     *     right-to-left label (B1-B6)}
     */
    public boolean checkBidi() {
        return (flags & CHECK_BIDI) != 0;
    }

    /** {@return whether CheckJoiners is set: the CONTEXTJ rules of RFC 5892 Appendix A (C1, C2)} */
    public boolean checkJoiners() {
        return (flags & CHECK_JOINERS) != 0;
    }

    /** {@return whether UseSTD3ASCIIRules is set: ASCII in labels only letters, digits and '-' (U1)} */
    public boolean useStd3AsciiRules() {
        return (flags & STD3) != 0;
    }

    /**
     * {@return whether Transitional_Processing (deprecated by UTS #46) is set: deviation
     *     characters (ß, ς, ZWJ, ZWNJ) are mapped; false (nontransitional, the default) keeps them}
     */
    public boolean transitionalProcessing() {
        return (flags & TRANSITIONAL) != 0;
    }

    /**
     * {@return whether VerifyDnsLength (ToASCII only) is set: name length 1-253 (A4_1), label
     *     length 1-63 (A4_2)}
     */
    public boolean verifyDnsLength() {
        return (flags & VERIFY_DNS_LENGTH) != 0;
    }

    /**
     * {@return whether IgnoreInvalidPunycode is set: a label that starts with {@code xn--} but
     *     does not decode is kept and validated as an ordinary label instead of recording P4}
     */
    public boolean ignoreInvalidPunycode() {
        return (flags & IGNORE_INVALID_PUNYCODE) != 0;
    }

    /**
     * Returns a copy with CheckHyphens set to {@code on}.
     *
     * @param on the new value
     * @return a copy with CheckHyphens set
     */
    public Uts46 withCheckHyphens(boolean on) {
        return with(CHECK_HYPHENS, on);
    }

    /**
     * Returns a copy with CheckBidi set to {@code on}.
     *
     * @param on the new value
     * @return a copy with CheckBidi set
     */
    public Uts46 withCheckBidi(boolean on) {
        return with(CHECK_BIDI, on);
    }

    /**
     * Returns a copy with CheckJoiners set to {@code on}.
     *
     * @param on the new value
     * @return a copy with CheckJoiners set
     */
    public Uts46 withCheckJoiners(boolean on) {
        return with(CHECK_JOINERS, on);
    }

    /**
     * Returns a copy with UseSTD3ASCIIRules set to {@code on}.
     *
     * @param on the new value
     * @return a copy with UseSTD3ASCIIRules set
     */
    public Uts46 withUseStd3AsciiRules(boolean on) {
        return with(STD3, on);
    }

    /**
     * Returns a copy with Transitional_Processing set to {@code on}.
     *
     * @param on the new value
     * @return a copy with Transitional_Processing set
     */
    public Uts46 withTransitionalProcessing(boolean on) {
        return with(TRANSITIONAL, on);
    }

    /**
     * Returns a copy with VerifyDnsLength set to {@code on}.
     *
     * @param on the new value
     * @return a copy with VerifyDnsLength set
     */
    public Uts46 withVerifyDnsLength(boolean on) {
        return with(VERIFY_DNS_LENGTH, on);
    }

    /**
     * Returns a copy with IgnoreInvalidPunycode set to {@code on}.
     *
     * @param on the new value
     * @return a copy with IgnoreInvalidPunycode set
     */
    public Uts46 withIgnoreInvalidPunycode(boolean on) {
        return with(IGNORE_INVALID_PUNYCODE, on);
    }

    /**
     * The Unicode version of the mapping table.
     *
     * @return {@code "18.0.0"}
     */
    public static String mappingTableVersion() {
        return IdnaTable.unicodeVersion();
    }

    /**
     * UTS #46 ToASCII (§4.2).
     *
     * @param domainName any string (lone surrogates, controls and huge inputs are processed too)
     * @return the output and every error
     * @throws NullPointerException if {@code domainName} is null
     */
    public IdnaResult toAscii(String domainName) {
        Objects.requireNonNull(domainName, "domainName");
        String fast = fastToAscii(domainName);
        if (fast != null) {
            return new IdnaResult(domainName, fast, List.of());
        }
        return process(domainName, true);
    }

    /**
     * UTS #46 ToASCII, for a name that must be valid.
     *
     * @param domainName any string
     * @return the ASCII form; the same String when it is a valid ASCII name without upper case
     *     (and then nothing is allocated, unless it has an {@code xn--} label to decode and check)
     * @throws NullPointerException if {@code domainName} is null
     * @throws IdnaException if an error was recorded; {@link IdnaException#result()} has them all
     */
    public String toAsciiOrThrow(String domainName) {
        Objects.requireNonNull(domainName, "domainName");
        String fast = fastToAscii(domainName);
        return fast != null ? fast : process(domainName, true).orElseThrow();
    }

    /**
     * UTS #46 ToUnicode (§4.3): the processed name, Punycode labels decoded.
     *
     * @param domainName any string
     * @return the output and every error
     * @throws NullPointerException if {@code domainName} is null
     */
    public IdnaResult toUnicode(String domainName) {
        Objects.requireNonNull(domainName, "domainName");
        return process(domainName, false);
    }

    // ------------------------------------------------------------------ ToASCII fast path

    /** Fast-path class of an ASCII char: a-z and 0-9 (nothing to check). */
    private static final byte LOWER_OR_DIGIT = 0;
    /** A-Z: mapped to lower case. */
    private static final byte UPPER = 1;
    /** '-': the CheckHyphens positions, and the {@code xn--} prefix. */
    private static final byte HYPHEN = 2;
    /** '.': a label ends. */
    private static final byte DOT = 3;
    /** Any other ASCII: U1 under UseSTD3ASCIIRules, valid (and unchanged) otherwise. */
    private static final byte NOT_LDH = 4;
    /** Not ASCII: full processing. */
    private static final byte NON_ASCII = 5;
    /** The fast-path class of each ASCII char, and at [0x80] {@link #NON_ASCII} for every other char. */
    private static final byte[] ASCII_CLASS = new byte[0x81];

    static {
        java.util.Arrays.fill(ASCII_CLASS, NOT_LDH);
        for (char c = 'a'; c <= 'z'; c++) {
            ASCII_CLASS[c] = LOWER_OR_DIGIT;
            ASCII_CLASS[c - 32] = UPPER;
        }
        for (char c = '0'; c <= '9'; c++) {
            ASCII_CLASS[c] = LOWER_OR_DIGIT;
        }
        ASCII_CLASS['-'] = HYPHEN;
        ASCII_CLASS['.'] = DOT;
        ASCII_CLASS[0x80] = NON_ASCII;
    }

    /** The bit of {@link #fastToAscii}'s pair set for a char of class {@code second} after one of class {@code first}. */
    private static long pair(int first, int second) {
        return 1L << (first << 3 | second);
    }

    /** The bits of the pair set for a char of class {@code k} after a char of any class. */
    private static long any(int k) {
        long bits = 0;
        for (int first = LOWER_OR_DIGIT; first <= NON_ASCII; first++) {
            bits |= pair(first, k);
        }
        return bits;
    }

    private static final long ANY_UPPER = any(UPPER);
    private static final long ANY_NOT_LDH = any(NOT_LDH);
    private static final long ANY_NON_ASCII = any(NON_ASCII);
    /** "--": a Punycode prefix ({@code xn--}), or V2 under CheckHyphens. */
    private static final long HYPHEN_HYPHEN = pair(HYPHEN, HYPHEN);
    /** ".-" and "-.": a label that starts or ends with '-' (V3 under CheckHyphens). */
    private static final long HYPHEN_AT_DOT = pair(DOT, HYPHEN) | pair(HYPHEN, DOT);
    /** "..": an empty label (A4_2 under VerifyDnsLength). */
    private static final long DOT_DOT = pair(DOT, DOT);

    /**
     * ToASCII of an ASCII name without Punycode labels: its output when full processing would
     * record no error (the same String, or the lower-cased copy when it has upper case), or null
     * to send the name to the full processing, which is always right, only slower (non-ASCII, an
     * {@code xn--} label, or any error).
     *
     * <p>For ASCII input full processing maps A-Z to a-z and nothing else, breaks at '.', and of
     * the checks only CheckHyphens (V2, V3), UseSTD3ASCIIRules (U1), VerifyDnsLength (A4_1, A4_2)
     * and the {@code xn--} prefix (Punycode) can apply: the bidi rule needs a right-to-left
     * char, V6, V7 and CONTEXTJ need non-ASCII ones.
     *
     * <p>One pass without branches (the JIT unrolls it) collects the set of pairs of neighbour
     * classes (a '.' stands before the name, so a leading '-' is ".-" and a leading '.' is "..").
     * The set settles nearly every name: a label check can only fail where a '-' is next to a '.'
     * or to the name's end (V3), at a "--" (V2, or a Punycode prefix), and VerifyDnsLength only
     * at an empty label (a leading, trailing or doubled '.') or in a name over 63 chars. Only those
     * names take {@link #fastToAsciiByLabel}.
     */
    private String fastToAscii(String s) {
        int len = s.length();
        long pairs = 0;
        int prev = DOT << 3;
        for (int i = 0; i < len; i++) {
            int k = ASCII_CLASS[Math.min(s.charAt(i), 0x80)];
            pairs |= 1L << (prev | k);
            prev = k << 3;
        }
        int f = flags;
        if ((pairs & ANY_NON_ASCII) != 0 || ((pairs & ANY_NOT_LDH) != 0 && (f & STD3) != 0)) {
            return null; // the full mapping, or U1
        }
        int last = prev >>> 3;
        if ((pairs & HYPHEN_HYPHEN) != 0
                || ((f & CHECK_HYPHENS) != 0 && ((pairs & HYPHEN_AT_DOT) != 0 || last == HYPHEN))
                || ((f & VERIFY_DNS_LENGTH) != 0 && (len > 63 || (pairs & DOT_DOT) != 0 || last == DOT))) {
            return fastToAsciiByLabel(s);
        }
        return (pairs & ANY_UPPER) == 0 ? s : s.toLowerCase(java.util.Locale.ROOT);
    }

    /**
     * {@link #fastToAscii} for the names whose pair set does not settle it: one pass that checks
     * each label's hyphens and length where its '.' or its end is.
     */
    private String fastToAsciiByLabel(String s) {
        int len = s.length();
        int labelStart = 0;
        boolean upper = false;
        for (int i = 0; i < len; i++) {
            char c = s.charAt(i);
            if (c >= 0x80) {
                return null;
            }
            byte k = ASCII_CLASS[c];
            if (k == DOT) {
                if (!labelLengthOk(i - labelStart)) {
                    return null;
                }
                labelStart = i + 1;
            } else if (k == HYPHEN) {
                if (!hyphenOk(s, labelStart, i)) {
                    return null;
                }
            } else if (k == UPPER) {
                upper = true;
            } else if (k == NOT_LDH && (flags & STD3) != 0) {
                return null; // U1
            }
        }
        if (!labelLengthOk(len - labelStart)) {
            return null;
        }
        if ((flags & VERIFY_DNS_LENGTH) != 0 && len > 253) {
            return null; // A4_1 (the last label is not empty here, so there is no root label to leave out)
        }
        return upper ? s.toLowerCase(java.util.Locale.ROOT) : s;
    }

    /** For tests: the fast path's answer (null: it hands the name to the full processing). */
    String fastPathOrNull(String domainName) {
        return fastToAscii(domainName);
    }

    /** For tests: the fast path's per-label pass alone, which has to be right on every name too. */
    String fastPathByLabelOrNull(String domainName) {
        return fastToAsciiByLabel(domainName);
    }

    /** A label of this length passes VerifyDnsLength (A4_2) if it is on. */
    private boolean labelLengthOk(int labelLen) {
        return (flags & VERIFY_DNS_LENGTH) == 0 || (labelLen >= 1 && labelLen <= 63);
    }

    /**
     * The '-' at {@code i}, in the label that starts at {@code labelStart}: false when it makes
     * CheckHyphens fail (V3 first or last, V2 third and fourth) or starts a Punycode label's
     * {@code xn--} (any case: A-Z are mapped first).
     */
    private boolean hyphenOk(String s, int labelStart, int i) {
        int pos = i - labelStart;
        boolean fourthOfTwo = pos == 3 && s.charAt(i - 1) == '-';
        if ((flags & CHECK_HYPHENS) != 0) {
            return pos != 0 && !fourthOfTwo && i + 1 < s.length() && s.charAt(i + 1) != '.';
        }
        return !(fourthOfTwo && (s.charAt(labelStart) | 0x20) == 'x' && (s.charAt(labelStart + 1) | 0x20) == 'n');
    }

    // ------------------------------------------------------------------ processing

    /** ToASCII without the fast path: what tests compare the fast path with. */
    IdnaResult toAsciiFullProcessing(String domainName) {
        return process(domainName, true);
    }

    /**
     * The state of one call: the mapped (and normalized) name in one char buffer, the labels as
     * index ranges into it (a decoded xn-- label's text is appended after the name), scratch code
     * points for Punycode, the ToASCII output, and the errors (the list made at the first one).
     */
    private static final class Work {
        /**
         * Per label: its text buf[START, END), its xn-- form buf[XN_START, XN_END) or XN_START -1,
         * and KIND: {@link #HIGH} if it holds a non-ASCII char, {@link #NOT_LDH} if it holds an
         * ASCII char other than a-z, 0-9 and '-'.
         */
        static final int START = 0;
        static final int END = 1;
        static final int XN_START = 2;
        static final int XN_END = 3;
        static final int KIND = 4;
        static final int HIGH = 1;
        static final int NOT_LDH = 2;
        /** A code point mapping kept whose status is not valid (nor a deviation kept): V7. */
        static final int NOT_VALID = 4;
        /** ZWNJ or ZWJ. */
        static final int JOINER = 8;
        static final int FIELDS = 5;

        char[] buf;
        int len;
        int mappedLen;
        int[] labels = new int[4 * FIELDS];
        int count;
        /** The name may hold an R, AL or AN code point: a char {@link #mayBeRightToLeft(char)}. */
        boolean rtl;
        boolean anyDecoded;
        /** Mapping read only ASCII chars; {@link #asciiUpper}: and one of them was A-Z. */
        boolean asciiInput;
        boolean asciiUpper;
        int[] cps;
        int[] positions;
        int[] values;
        char[] out;
        int outLen;
        List<IdnaError> errors;

        /** The input's chars, read by mapping. */
        char[] src = new char[KEPT / 4];

        Work() {
            buf = new char[KEPT / 4];
            out = new char[KEPT / 4];
        }

        /** Ready for an input of n chars. */
        Work prepare(int n) {
            if (src.length < n) {
                src = new char[n];
            }
            if (buf.length < n + 16) {
                buf = new char[n + 16];
            }
            len = 0;
            mappedLen = 0;
            count = 0;
            rtl = false;
            kindsExact = true;
            anyDecoded = false;
            asciiInput = false;
            asciiUpper = false;
            outLen = 0;
            errors = null;
            return this;
        }

        /** Drops buffers a long input made large, so a thread keeps at most a few KB. */
        void release() {
            errors = null;
            if (src.length > KEPT || buf.length > KEPT || out.length > KEPT || labels.length > KEPT
                    || (cps != null && cps.length > KEPT)) {
                WORK.remove();
            }
        }

        void ensure(int extra) {
            if ((long) len + extra > buf.length) {
                buf = Arrays.copyOf(buf, grownLength(buf.length, (long) len + extra));
            }
        }

        void ensureOut(int extra) {
            if ((long) outLen + extra > out.length) {
                out = Arrays.copyOf(out, grownLength(out.length, (long) outLen + extra));
            }
        }

        /** Twice the length, or what is needed; beyond what an array holds the JDK's own error. */
        private static int grownLength(int length, long needed) {
            long grown = Math.max(2L * length, needed);
            if (grown > Integer.MAX_VALUE - 8) {
                if (needed > Integer.MAX_VALUE - 8) {
                    throw new OutOfMemoryError("a domain name's text of " + needed + " chars does not fit a char array");
                }
                grown = Integer.MAX_VALUE - 8;
            }
            return (int) grown;
        }

        void append(char[] from, int start, int end) {
            ensureOut(end - start);
            char[] o = out;
            int at = outLen;
            for (int i = start; i < end; i++) { // labels are short: cheaper than System.arraycopy
                o[at++] = from[i];
            }
            outLen = at;
        }

        int[] codePointScratch(int n) {
            if (cps == null || cps.length < n) {
                cps = new int[Math.max(n, 16)];
            }
            return cps;
        }

        int start(int li) {
            return labels[li * FIELDS + START];
        }

        int end(int li) {
            return labels[li * FIELDS + END];
        }

        boolean nonAscii(int li) {
            return (labels[li * FIELDS + KIND] & HIGH) != 0;
        }

        /** The labels' NOT_VALID and JOINER bits are set: NFC did not change the mapped name. */
        boolean kindsExact;

        boolean has(int li, int bit) {
            return (labels[li * FIELDS + KIND] & bit) != 0;
        }

        boolean notLdh(int li) {
            return (labels[li * FIELDS + KIND] & NOT_LDH) != 0;
        }

        void addLabel(int start, int end, int kind) {
            int at = count * FIELDS;
            if (at + FIELDS > labels.length) {
                labels = Arrays.copyOf(labels, 2 * labels.length);
            }
            labels[at + START] = start;
            labels[at + END] = end;
            labels[at + XN_START] = -1;
            labels[at + KIND] = kind;
            count++;
        }

        String text(int li) {
            return new String(buf, start(li), end(li) - start(li));
        }

        void error(IdnaErrorCode code, int li) {
            error(code, li, text(li));
        }

        void error(IdnaErrorCode code, int li, String label) {
            if (errors == null) {
                errors = new ArrayList<>(4);
            }
            errors.add(new IdnaError(code, li, label));
        }
    }

    /** Buffers above this many chars or ints are not kept for the next call. */
    private static final int KEPT = 1024;

    /** Each thread's buffers, reused from call to call (nothing in them outlives a call). */
    private static final ThreadLocal<Work> WORK = ThreadLocal.withInitial(Work::new);

    private IdnaResult process(String input, boolean toAscii) {
        Work w = WORK.get().prepare(input.length());
        try {
            return process(input, toAscii, w);
        } finally {
            w.release();
        }
    }

    private IdnaResult process(String input, boolean toAscii, Work w) {
        boolean transitional = (flags & TRANSITIONAL) != 0;
        // a code point V7 or CONTEXTJ must look at: non-valid status, ZWJ, ZWNJ
        boolean scan = map(input, transitional, w);
        int count = w.count;
        // Convert/Validate (§4 step 4)
        for (int li = 0; li < count; li++) {
            int start = w.start(li);
            int end = w.end(li);
            if (start == end) {
                if (!toAscii && !(li == count - 1 && count > 1)) {
                    w.error(IdnaErrorCode.X4_2, li, "");
                }
                continue;
            }
            if (!startsWithXn(w.buf, start, end)) {
                validate(w, li, false, transitional, false, scan);
                continue;
            }
            if (w.nonAscii(li)) {
                w.error(IdnaErrorCode.P4, li);
                continue;
            }
            if (!decode(w, li)) {
                if ((flags & IGNORE_INVALID_PUNYCODE) != 0) {
                    validate(w, li, false, transitional, false, true);
                } else {
                    w.error(IdnaErrorCode.P4, li);
                }
                continue;
            }
            if (!w.nonAscii(li)) { // decoded to nothing or to ASCII: the text replaces the label
                w.labels[li * Work.FIELDS + Work.XN_START] = -1;
                w.error(IdnaErrorCode.P4, li);
                if (w.start(li) == w.end(li) && !toAscii && !(li == count - 1 && count > 1)) {
                    w.error(IdnaErrorCode.X4_2, li, "");
                }
                continue;
            }
            // ToASCII keeps the xn-- label: decoding is one-to-one on lower-case input
            validate(w, li, true, false, true, true);
        }
        if ((flags & CHECK_BIDI) != 0 && w.rtl) {
            checkBidi(w);
        }
        String output = toAscii ? asciiOutput(input, w) : unicodeOutput(w);
        List<IdnaError> errors = w.errors;
        if (errors == null) {
            return new IdnaResult(input, output, List.of());
        }
        errors.sort(java.util.Comparator.comparingInt(e -> e.labelIndex() < 0 ? Integer.MAX_VALUE : e.labelIndex()));
        return new IdnaResult(input, output, errors);
    }

    private static boolean startsWithXn(char[] b, int start, int end) {
        return end - start >= 4 && b[start] == 'x' && b[start + 1] == 'n' && b[start + 2] == '-' && b[start + 3] == '-';
    }

    /**
     * Break (§4 step 3) after NFC changed the name (mapping breaks as it writes): the labels,
     * each with its {@link Work#KIND}.
     */
    private static void breakLabels(Work w) {
        char[] b = w.buf;
        int len = w.len;
        w.count = 0;
        int start = 0;
        int kind = 0;
        for (int i = 0; i < len; i++) {
            char c = b[i];
            if (c == '.') {
                w.addLabel(start, i, kind);
                start = i + 1;
                kind = 0;
            } else {
                kind |= kindOf(c);
                w.rtl |= mayBeRightToLeft(c);
            }
        }
        w.addLabel(start, len, kind);
    }

    /**
     * Mapping of each ASCII char: its lower case in bits 0-6, its {@link #kindOf} from bit 8 (but
     * for '.'), and the sign bit for '.'.
     */
    private static final int[] ASCII_MAP = new int[0x80];

    static {
        for (char c = 0; c < 0x80; c++) {
            char lower = c >= 'A' && c <= 'Z' ? (char) (c + 32) : c;
            ASCII_MAP[c] = lower | (lower == '.' ? Integer.MIN_VALUE : kindOf(lower) << 8);
        }
    }

    /** What a char of a label tells of it: {@link Work#HIGH}, {@link Work#NOT_LDH} or 0. */
    private static int kindOf(char c) {
        if (c >= 0x80) {
            return Work.HIGH;
        }
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' ? 0 : Work.NOT_LDH;
    }

    /**
     * Decodes the xn-- label li (ASCII) after the name in the buffer and makes that its text,
     * the label its xn-- form; false (nothing changed) when it is not valid Punycode.
     */
    private static boolean decode(Work w, int li) {
        int start = w.start(li);
        int end = w.end(li);
        int n = end - start;
        int[] scratch = w.codePointScratch(n);
        if (w.values == null || w.values.length < n) {
            w.values = new int[Math.max(n, 16)];
            w.positions = new int[w.values.length];
        }
        w.ensure(Punycode.decodedCapacity(n));
        char[] b = w.buf;
        int at = Punycode.decode(b, start + 4, end, w.values, w.positions, scratch, b, w.len, null, null);
        if (at < 0) {
            return false;
        }
        boolean nonAscii = false;
        for (int i = w.len; i < at; i++) {
            char c = b[i];
            if (c >= 0x80) {
                nonAscii = true;
                w.rtl |= Character.isHighSurrogate(c) ? mayBeRightToLeft(Character.toCodePoint(c, b[++i]))
                        : mayBeRightToLeft(c);
            }
        }
        int f = li * Work.FIELDS;
        w.labels[f + Work.XN_START] = start;
        w.labels[f + Work.XN_END] = end;
        w.labels[f + Work.START] = w.len;
        w.labels[f + Work.END] = at;
        w.labels[f + Work.KIND] = nonAscii ? Work.HIGH : 0; // (validation reads a decoded label's chars)
        w.len = at;
        w.anyDecoded = true;
        return true;
    }

    /** ToASCII (§4.2 steps 2-4): each label as it is when ASCII, else its xn-- form; the DNS lengths. */
    private String asciiOutput(String input, Work w) {
        int count = w.count;
        char[] b = w.buf;
        w.outLen = 0;
        boolean dns = (flags & VERIFY_DNS_LENGTH) != 0;
        if (w.asciiInput && w.errors == null) {
            // every label is kept as it was mapped (ASCII, or an xn-- label that decoded and passed)
            if (dns) {
                for (int li = 0; li < count; li++) {
                    int f = li * Work.FIELDS;
                    int labelLen = w.labels[f + Work.XN_START] >= 0
                            ? w.labels[f + Work.XN_END] - w.labels[f + Work.XN_START] : w.end(li) - w.start(li);
                    if (labelLen < 1 || labelLen > 63) {
                        w.error(IdnaErrorCode.A4_2, li);
                    }
                }
                checkNameLength(w, w.mappedLen);
            }
            return w.asciiUpper ? new String(b, 0, w.mappedLen) : input;
        }
        for (int li = 0; li < count; li++) {
            if (li > 0) {
                w.ensureOut(1);
                w.out[w.outLen++] = '.';
            }
            int labelStart = w.outLen;
            int start = w.start(li);
            int end = w.end(li);
            int f = li * Work.FIELDS;
            if (!w.nonAscii(li)) {
                w.append(b, start, end);
            } else if (w.labels[f + Work.XN_START] >= 0) {
                w.append(b, w.labels[f + Work.XN_START], w.labels[f + Work.XN_END]);
            } else if (!encode(w, start, end)) {
                w.outLen = labelStart;
                w.append(b, start, end);
                w.error(IdnaErrorCode.A3, li);
            }
            if (dns) {
                int labelLen = w.outLen - labelStart;
                if (labelLen < 1 || labelLen > 63) {
                    w.error(IdnaErrorCode.A4_2, li);
                }
            }
        }
        if (dns) {
            checkNameLength(w, w.outLen);
        }
        return new String(w.out, 0, w.outLen);
    }

    /** VerifyDnsLength's A4_1 for an output of {@code len} chars. */
    private static void checkNameLength(Work w, int len) {
        int count = w.count;
        if (count > 1 && w.start(count - 1) == w.end(count - 1)) {
            len--; // the root label and its dot
        }
        if (len < 1 || len > 253) {
            w.error(IdnaErrorCode.A4_1, -1, "");
        }
    }

    /** Appends "xn--" and the Punycode of buf[start, end); false for a lone surrogate or on overflow. */
    private static boolean encode(Work w, int start, int end) {
        int n = end - start;
        if (n <= Punycode.SMALL) {
            w.ensureOut(4 + Punycode.maxEncodedLength(n));
            char[] out = w.out;
            out[w.outLen] = 'x';
            out[w.outLen + 1] = 'n';
            out[w.outLen + 2] = '-';
            out[w.outLen + 3] = '-';
            int e = Punycode.encodeSmall(w.buf, start, end, w.codePointScratch(n), out, w.outLen + 4);
            if (e < 0) {
                return false;
            }
            w.outLen = e;
            return true;
        }
        int[] cps = Punycode.codePoints(w.buf, start, end);
        StringBuilder sb = new StringBuilder("xn--");
        if (cps == null || !Punycode.encode(cps, sb)) {
            return false;
        }
        w.ensureOut(sb.length());
        sb.getChars(0, sb.length(), w.out, w.outLen);
        w.outLen += sb.length();
        return true;
    }

    /** ToUnicode (§4.3): the labels, decoded ones as their text, joined by '.'. */
    private static String unicodeOutput(Work w) {
        if (!w.anyDecoded) {
            return new String(w.buf, 0, w.mappedLen);
        }
        w.outLen = 0;
        for (int li = 0; li < w.count; li++) {
            if (li > 0) {
                w.ensureOut(1);
                w.out[w.outLen++] = '.';
            }
            w.append(w.buf, w.start(li), w.end(li));
        }
        return new String(w.out, 0, w.outLen);
    }

    /**
     * Map (§4 step 1) and Normalize (step 2) into the buffer of w; returns whether mapping kept a
     * code point that is not valid, or a joiner (the per-code-point checks of validation need to
     * look only then).
     */
    private static boolean map(String input, boolean transitional, Work w) {
        boolean normalize = false;
        boolean afterMark = false; // the last code point written is a combining mark
        int labelStart = 0;
        int kind = 0; // of the label being written
        boolean seen = false;
        boolean rtl = false; // see Work.rtl
        boolean ascii = true; // every char so far
        int upper = 0; // not 0: an ASCII char was A-Z
        String mappings = IdnaTable.mappings();
        char[] b = w.buf;
        int at = 0;
        int len = input.length();
        char[] src = w.src;
        input.getChars(0, len, src, 0);
        // at + (len - i) <= b.length at the top of the loop: a char that is kept needs no check
        for (int i = 0; i < len; ) {
            char c = src[i];
            if (c < 0x80) { // a run of ASCII chars
                do {
                    int e = ASCII_MAP[c];
                    if (e < 0) { // '.'
                        w.addLabel(labelStart, at, kind);
                        labelStart = at + 1;
                        kind = 0;
                    } else {
                        kind |= e >>> 8;
                    }
                    b[at++] = (char) (e & 0x7F);
                    upper |= (e ^ c) & 0x7F;
                } while (++i < len && (c = src[i]) < 0x80);
                afterMark = false;
                continue;
            }
            ascii = false;
            int cp = c;
            int size = 1;
            if (Character.isHighSurrogate(c) && i + 1 < len && Character.isLowSurrogate(src[i + 1])) {
                cp = Character.toCodePoint(c, src[i + 1]);
                size = 2;
            }
            int value = IdnaTable.value(cp);
            int status = IdnaTable.status(value);
            if (cp == 0x1E9E && transitional) {
                w.len = at;
                w.ensure(2 + len - i);
                b = w.buf;
                b[at++] = 's'; // UTS #46 §4 step 1: ẞ maps to ß, but to "ss" in transitional processing
                b[at++] = 's';
                afterMark = false;
            } else if (status == IdnaTable.MAPPED || (status == IdnaTable.DEVIATION && transitional)) {
                int start = IdnaTable.mappingStart(value);
                int end = IdnaTable.mappingEnd(value);
                w.len = at;
                w.ensure(end - start + len - i);
                b = w.buf;
                mappings.getChars(start, end, b, at);
                for (int j = at; j < at + end - start && !normalize; ) {
                    int m = Character.codePointAt(b, j, at + end - start);
                    j += Character.charCount(m);
                    boolean mark = isMark(m);
                    normalize = (m >= 0x10000 ? mark || specialBeyondBmp(m) : mayChangeUnderNfc(m, IdnaTable.VALID))
                            || (mark && afterMark);
                    afterMark = mark;
                }
                for (int j = at; j < at + end - start; j++) {
                    char m = b[j];
                    if (m == '.') { // e.g. U+3002 IDEOGRAPHIC FULL STOP, U+2488 DIGIT ONE FULL STOP
                        w.addLabel(labelStart, j, kind);
                        labelStart = j + 1;
                        kind = 0;
                    } else {
                        kind |= kindOf(m);
                        rtl |= mayBeRightToLeft(m);
                    }
                }
                at += end - start;
            } else if (status != IdnaTable.IGNORED) {
                b[at++] = c;
                if (size == 2) {
                    b[at++] = src[i + 1];
                }
                rtl |= mayBeRightToLeft(cp);
                kind |= Work.HIGH;
                if (!normalize) {
                    boolean mark = isMark(cp);
                    // beyond the BMP mayChangeUnderNfc is isMark or specialBeyondBmp (but for disallowed code points)
                    normalize = (cp >= 0x10000 && status != IdnaTable.DISALLOWED ? mark || specialBeyondBmp(cp)
                            : mayChangeUnderNfc(cp, status)) || (mark && afterMark);
                    afterMark = mark;
                }
                seen |= status != IdnaTable.VALID || cp == 0x200C || cp == 0x200D;
                if (status != IdnaTable.VALID && status != IdnaTable.DEVIATION) {
                    kind |= Work.NOT_VALID; // (a deviation is kept only by nontransitional processing)
                }
                if (cp == 0x200C || cp == 0x200D) {
                    kind |= Work.JOINER;
                }
            }
            i += size;
        }
        w.len = at;
        w.addLabel(labelStart, at, kind);
        w.asciiInput = ascii;
        w.asciiUpper = upper != 0;
        if (normalize) {
            int nfcEnd = Nfc.composeInPlace(b, 0, at);
            if (nfcEnd != Nfc.UNCHANGED) {
                if (nfcEnd >= 0) {
                    w.len = nfcEnd;
                } else { // a long segment: java.text.Normalizer finishes (the part before may have changed)
                    int end = Nfc.unfinishedEnd(nfcEnd);
                    String nfc = Nfc.normalizeSlowly(b, 0, end);
                    w.len = end;
                    if (nfc != null) {
                        w.len = 0;
                        w.ensure(nfc.length() + 16);
                        nfc.getChars(0, nfc.length(), w.buf, 0);
                        w.len = nfc.length();
                    }
                }
                breakLabels(w);
                w.kindsExact = false;
            }
        }
        w.mappedLen = w.len;
        w.rtl |= rtl;
        return seen;
    }

    /**
     * False when NFC leaves the code point alone wherever it stands in a mapped string, unless it
     * is a combining mark right after another one (callers check that: marks in a row may be
     * reordered). Mapped output is NFKC_Casefold-stable code point by code point, so NFC can only
     * compose (a code point that can be the second of a canonical decomposition, with what
     * precedes it), reorder marks (only combining marks have a combining class other than 0), or
     * replace a disallowed code point with its singleton decomposition. That is UAX #15's NFC
     * quick check. IdnaTableTest checks this rule on every code point against the running JDK.
     */
    static boolean mayChangeUnderNfc(int cp, int status) {
        if (cp < 0x300 || (cp >= 0xD800 && cp <= 0xDFFF)) {
            return false;
        }
        if (status == IdnaTable.DISALLOWED) {
            return true;
        }
        if ((cp >= 0x1161 && cp <= 0x1175) || (cp >= 0x11A8 && cp <= 0x11C2)) {
            return true; // Hangul V and T jamo compose with what precedes them
        }
        if (cp < 0x10000) {
            return (BMP_COMPOSING[cp >> 6] & 1L << cp) != 0;
        }
        return isMarkType(cp) || specialBeyondBmp(cp); // beyond the BMP: every mark, and a few letters
    }

    /**
     * Beyond the BMP, the code points (pairs of first and last) that NFC replaces, that can be the
     * second or a later code point of a canonical decomposition, or whose decomposition begins with
     * such a code point (U+16D68 KIRAT RAI VOWEL SIGN AI; the marks U+113C5, U+113C7 and U+113C8,
     * which begin with U+113C2: Unicode 16), in Unicode 13 to 16. Most are marks; U+16D67 to
     * U+16D6A (KIRAT RAI VOWEL SIGN E to AU, General_Category Lo) are not, so the quick check of
     * mapping flags these too, beyond the marks: with a table of Unicode 16.0 or later they are
     * valid, and NFC composes U+16D67 U+16D67 into U+16D68. NfcTest and IdnaTableTest check that it holds every
     * one of the running JDK. (Read by {@link Nfc} too.)
     */
    static final int[] SPECIAL_BEYOND_BMP = {
        0x110BA, 0x110BA, 0x11127, 0x11127, 0x1133E, 0x1133E, 0x11357, 0x11357, 0x113B8, 0x113B8,
        0x113BB, 0x113BB, 0x113C2, 0x113C2, 0x113C5, 0x113C5, 0x113C7, 0x113C9, 0x114B0, 0x114B0, 0x114BA, 0x114BA,
        0x114BD, 0x114BD, 0x115AF, 0x115AF, 0x11930, 0x11930, 0x1611E, 0x16129, 0x16D67, 0x16D6A,
        0x1D15E, 0x1D172, 0x1D1BB, 0x1D1C0, 0x2F800, 0x2FA1D,
    };

    static boolean specialBeyondBmp(int cp) {
        int[] r = SPECIAL_BEYOND_BMP;
        if (cp < r[0] || cp > r[r.length - 1]) {
            return false;
        }
        // binary search for the first pair whose last is >= cp (emoji and CJK, between the pairs, in 4-5 steps)
        int lo = 0;
        int hi = r.length / 2 - 1;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (r[2 * mid + 1] < cp) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return cp >= r[2 * lo];
    }

    /**
     * The code points of the BMP (but the Hangul jamo) that are the second or a later code point
     * of a canonical decomposition, so NFC may compose them with what precedes them (NFC_QC =
     * Maybe, and a few more): the same list in the data of JDK 17 (Unicode 13) and JDK 25 (16.0).
     * IdnaTableTest derives the list from the running JDK's Normalizer and checks it is covered.
     */
    private static final String COMPOSING = "\u0300\u0301\u0302\u0303\u0304\u0306\u0307\u0308\u0309\u030A"
            + "\u030B\u030C\u030F\u0311\u0313\u0314\u031B\u0323\u0324\u0325\u0326\u0327\u0328\u032D\u032E"
            + "\u0330\u0331\u0338\u0342\u0345\u05B4\u05B7\u05B8\u05B9\u05BC\u05BF\u05C1\u05C2\u0653\u0654"
            + "\u0655\u093C\u09BC\u09BE\u09D7\u0A3C\u0B3C\u0B3E\u0B56\u0B57\u0BBE\u0BD7\u0C56\u0CC2\u0CD5"
            + "\u0CD6\u0D3E\u0D57\u0DCA\u0DCF\u0DDF\u0F72\u0F74\u0F80\u0FB5\u0FB7\u102E\u1B35\u3099\u309A";

    /** A bit per BMP code point of {@link #COMPOSING} (read by {@link Nfc} too; never written after class initialisation). */
    static final long[] BMP_COMPOSING = new long[0x10000 >> 6];

    static {
        for (int i = 0; i < COMPOSING.length(); i++) {
            char c = COMPOSING.charAt(i);
            BMP_COMPOSING[c >> 6] |= 1L << c;
        }
    }

    /** A bit per BMP code point: a combining mark (Mn, Mc, Me) by this JDK's {@link Character} (read by {@link Nfc} too). */
    static final long[] BMP_MARKS = new long[0x10000 >> 6];

    static {
        for (int cp = 0x300; cp < 0x10000; cp++) {
            if (cp == 0x3400) {
                cp = 0xA000; // CJK Unified Ideographs (and Extension A): no marks (IdnaTableTest checks)
            } else if (cp == 0xAC00) {
                cp = 0xF900; // Hangul Syllables, surrogates, private use: no marks (checked too)
            }
            if (isMarkType(cp)) {
                BMP_MARKS[cp >> 6] |= 1L << cp;
            }
        }
    }

    private static boolean isMarkType(int cp) {
        int type = Character.getType(cp);
        return type == Character.NON_SPACING_MARK || type == Character.COMBINING_SPACING_MARK
                || type == Character.ENCLOSING_MARK;
    }

    /** A combining mark (general category Mn, Mc or Me), by this JDK's {@link Character}. */
    static boolean isMark(int cp) {
        if (cp < 0x10000) {
            return (BMP_MARKS[cp >> 6] & 1L << cp) != 0; // the first is U+0300
        }
        return isMarkType(cp);
    }

    // ------------------------------------------------------------------ validity criteria (§4.1)

    /**
     * The validity criteria of §4.1 for label li of w. {@code scan} false: mapping saw only valid
     * code points and no joiner in the whole name (mappings hold only valid code points, and ß,
     * which is kept in nontransitional processing; NFC composes valid code points into valid ones),
     * so the per-code-point checks (V7, CONTEXTJ) have nothing to find among the non-ASCII ones.
     */
    private void validate(Work w, int li, boolean decoded, boolean transitional, boolean checkV4, boolean scan) {
        char[] b = w.buf;
        int start = w.start(li);
        int end = w.end(li);
        int len = end - start;
        if (len == 0) {
            return;
        }
        boolean std3 = (flags & STD3) != 0;
        boolean v7 = false;
        boolean u1 = false;
        boolean joiners = false;
        boolean dot = false;
        boolean mayNotBeNfc = false; // of a decoded label: Nfc must tell
        if (!decoded && w.kindsExact) { // what mapping saw of the label (mappings hold only valid code points)
            u1 = std3 && w.notLdh(li);
            v7 = w.has(li, Work.NOT_VALID);
            joiners = w.has(li, Work.JOINER);
        } else if (!scan) { // ASCII: what breaking the normalized name saw
            u1 = std3 && w.notLdh(li);
        } else {
            boolean afterMark = false;
            for (int i = start; i < end; ) {
                char c = b[i];
                if (c < 0x80) {
                    i++;
                    afterMark = false;
                    if (std3 && !((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'
                            || (decoded && c >= 'A' && c <= 'Z'))) {
                        u1 = true;
                    }
                    if (decoded && c >= 'A' && c <= 'Z') {
                        v7 = true; // mapped
                    }
                    dot |= c == '.';
                    continue;
                }
                int cp = Character.codePointAt(b, i, end);
                i += Character.charCount(cp);
                int status = IdnaTable.status(IdnaTable.value(cp));
                if (!(status == IdnaTable.VALID || (status == IdnaTable.DEVIATION && !transitional))) {
                    v7 = true;
                }
                if (cp == 0x200C || cp == 0x200D) {
                    joiners = true;
                }
                if (decoded && cp >= 0x300) { // the NFC quick check of mapping (below U+0300 nothing changes)
                    boolean mark = isMark(cp);
                    mayNotBeNfc |= (status != IdnaTable.VALID && status != IdnaTable.DEVIATION)
                            || (cp >= 0x10000 ? mark || specialBeyondBmp(cp) : mayChangeUnderNfc(cp, status))
                            || (mark && afterMark);
                    afterMark = mark;
                } else {
                    afterMark = false;
                }
            }
        }
        if (decoded && mayNotBeNfc && !Nfc.isNormalized(b, start, end)) {
            w.error(IdnaErrorCode.V1, li);
        }
        if ((flags & CHECK_HYPHENS) != 0) {
            if (len >= 4 && b[start + 2] == '-' && b[start + 3] == '-') {
                w.error(IdnaErrorCode.V2, li);
            }
            if (b[start] == '-' || b[end - 1] == '-') {
                w.error(IdnaErrorCode.V3, li);
            }
        }
        if (checkV4 && startsWithXn(b, start, end)) {
            w.error(IdnaErrorCode.V4, li);
        }
        if (decoded && dot) {
            w.error(IdnaErrorCode.V5, li);
        }
        if (isMark(Character.codePointAt(b, start, end))) {
            w.error(IdnaErrorCode.V6, li);
        }
        if (v7) {
            w.error(IdnaErrorCode.V7, li);
        }
        if (u1) {
            w.error(IdnaErrorCode.U1, li);
        }
        if (joiners && (flags & CHECK_JOINERS) != 0) {
            checkJoiners(w, li);
        }
    }

    /** RFC 5892 Appendix A.1 (ZWNJ, C1) and A.2 (ZWJ, C2), in linear time. */
    private static void checkJoiners(Work w, int li) {
        char[] b = w.buf;
        int end = w.end(li);
        int[] cps = new int[end - w.start(li)];
        char[] types = new char[cps.length]; // Joining_Type, looked up once per code point
        int n = 0;
        for (int i = w.start(li); i < end; ) {
            int cp = Character.codePointAt(b, i, end);
            i += Character.charCount(cp);
            types[n] = IdnaTable.joiningType(cp);
            cps[n++] = cp;
        }
        // joinBefore[i]: the nearest code point before i that is not Joining_Type T is L or D
        boolean[] joinBefore = new boolean[n];
        char last = 'U';
        for (int i = 0; i < n; i++) {
            joinBefore[i] = last == IdnaTable.JOINING_LEFT || last == IdnaTable.JOINING_DUAL;
            if (types[i] != IdnaTable.JOINING_TRANSPARENT) {
                last = types[i];
            }
        }
        boolean c1 = false;
        boolean c2 = false;
        char next = 'U';
        for (int i = n - 1; i >= 0; i--) {
            int cp = cps[i];
            if (cp == 0x200C || cp == 0x200D) {
                boolean afterVirama = i > 0 && IdnaTable.isVirama(cps[i - 1]);
                if (cp == 0x200C && !afterVirama
                        && !(joinBefore[i] && (next == IdnaTable.JOINING_RIGHT || next == IdnaTable.JOINING_DUAL))) {
                    c1 = true;
                } else if (cp == 0x200D && !afterVirama) {
                    c2 = true;
                }
            }
            if (types[i] != IdnaTable.JOINING_TRANSPARENT) {
                next = types[i];
            }
        }
        if (c1) {
            w.error(IdnaErrorCode.C1, li);
        }
        if (c2) {
            w.error(IdnaErrorCode.C2, li);
        }
    }

    // ------------------------------------------------------------------ Bidi rule (RFC 5893 §2)

    private static final int L = 1, R = 2, AL = 4, AN = 8, EN = 16, ES = 32, CS = 64, ET = 128, ON = 256,
            BN = 512, NSM = 1024, OTHER = 2048;
    /** The classes that make a domain name a bidi domain name (RFC 5893 §1.4). */
    static final int RTL_CLASSES = R | AL | AN;

    /** The bidi class of a code point as a bit, from the JDK; unassigned code points get Unicode's defaults. */
    static int bidiClass(int cp) {
        switch (Character.getDirectionality(cp)) {
            case Character.DIRECTIONALITY_LEFT_TO_RIGHT:
                return L;
            case Character.DIRECTIONALITY_RIGHT_TO_LEFT:
                return R;
            case Character.DIRECTIONALITY_RIGHT_TO_LEFT_ARABIC:
                return AL;
            case Character.DIRECTIONALITY_ARABIC_NUMBER:
                return AN;
            case Character.DIRECTIONALITY_EUROPEAN_NUMBER:
                return EN;
            case Character.DIRECTIONALITY_EUROPEAN_NUMBER_SEPARATOR:
                return ES;
            case Character.DIRECTIONALITY_COMMON_NUMBER_SEPARATOR:
                return CS;
            case Character.DIRECTIONALITY_EUROPEAN_NUMBER_TERMINATOR:
                return ET;
            case Character.DIRECTIONALITY_OTHER_NEUTRALS:
                return ON;
            case Character.DIRECTIONALITY_BOUNDARY_NEUTRAL:
                return BN;
            case Character.DIRECTIONALITY_NONSPACING_MARK:
                return NSM;
            case Character.DIRECTIONALITY_UNDEFINED:
                return defaultBidiClass(cp);
            default:
                return OTHER;
        }
    }

    /** The default Bidi_Class of unassigned code points (DerivedBidiClass.txt, @missing lines). */
    private static int defaultBidiClass(int cp) {
        if ((cp >= 0x0590 && cp <= 0x05FF) || (cp >= 0x07C0 && cp <= 0x085F) || (cp >= 0xFB1D && cp <= 0xFB4F)
                || (cp >= 0x10800 && cp <= 0x10CFF) || (cp >= 0x10D40 && cp <= 0x10EBF)
                || (cp >= 0x10F00 && cp <= 0x10F2F) || (cp >= 0x10F70 && cp <= 0x10FFF)
                || (cp >= 0x1E800 && cp <= 0x1EC6F) || (cp >= 0x1ECC0 && cp <= 0x1ECFF)
                || (cp >= 0x1ED50 && cp <= 0x1EDFF) || (cp >= 0x1EF00 && cp <= 0x1EFFF)) {
            return R;
        }
        if ((cp >= 0x0600 && cp <= 0x07BF) || (cp >= 0x0860 && cp <= 0x08FF) || (cp >= 0xFB50 && cp <= 0xFDCF)
                || (cp >= 0xFDF0 && cp <= 0xFDFF) || (cp >= 0xFE70 && cp <= 0xFEFF)
                || (cp >= 0x10D00 && cp <= 0x10D3F) || (cp >= 0x10EC0 && cp <= 0x10EFF)
                || (cp >= 0x10F30 && cp <= 0x10F6F) || (cp >= 0x1EC70 && cp <= 0x1ECBF)
                || (cp >= 0x1ED00 && cp <= 0x1ED4F) || (cp >= 0x1EE00 && cp <= 0x1EEFF)) {
            return AL;
        }
        if (cp >= 0x20A0 && cp <= 0x20CF) {
            return ET;
        }
        return L;
    }

    /** The bidi class bits of the code points below U+0900 (Latin, Greek, Cyrillic, Hebrew, Arabic, Syriac). */
    private static final short[] LOW_BIDI = new short[0x900];

    static {
        for (int c = 0; c < LOW_BIDI.length; c++) {
            LOW_BIDI[c] = (short) bidiClass(c);
        }
    }

    /**
     * False for a code point whose bidi class is surely not R, AL or AN: those are all in these
     * blocks (and U+200F RIGHT-TO-LEFT MARK), by Unicode's defaults for unassigned code points and
     * by the JDK's data (tested on every code point).
     */
    static boolean mayBeRightToLeft(int cp) {
        return (cp >= 0x590 && cp <= 0x8FF) || cp == 0x200F || (cp >= 0xFB1D && cp <= 0xFEFF)
                || (cp >= 0x10800 && cp <= 0x10FFF) || (cp >= 0x1E800 && cp <= 0x1EFFF);
    }

    /** {@link #mayBeRightToLeft(int)} of a UTF-16 char; true for any surrogate. */
    private static boolean mayBeRightToLeft(char c) {
        return c >= 0x590 && (mayBeRightToLeft((int) c) || Character.isSurrogate(c));
    }

    private static int bidiClassFast(int cp) {
        return cp < 0x900 ? LOW_BIDI[cp] : bidiClass(cp);
    }

    private static void checkBidi(Work w) {
        char[] b = w.buf;
        int count = w.count;
        boolean bidiName = false;
        for (int li = 0; li < count && !bidiName; li++) {
            if (!w.nonAscii(li)) {
                continue;
            }
            int end = w.end(li);
            for (int i = w.start(li); i < end && !bidiName; ) {
                int cp = Character.codePointAt(b, i, end);
                i += Character.charCount(cp);
                if (mayBeRightToLeft(cp) && (bidiClassFast(cp) & RTL_CLASSES) != 0) {
                    bidiName = true;
                }
            }
        }
        if (!bidiName) {
            return;
        }
        for (int li = 0; li < count; li++) {
            int start = w.start(li);
            int end = w.end(li);
            if (start == end) {
                continue;
            }
            int first = classOf(b, start, end);
            boolean rtl = (first & (R | AL)) != 0;
            if (!rtl && first != L) {
                w.error(IdnaErrorCode.B1, li);
            }
            int seen = 0;
            int lastNonNsm = 0;
            for (int i = start; i < end; ) {
                char c = b[i];
                int bc;
                if (c < 0x900) {
                    bc = LOW_BIDI[c];
                    i++;
                } else {
                    int cp = Character.codePointAt(b, i, end);
                    i += Character.charCount(cp);
                    bc = bidiClass(cp);
                }
                seen |= bc;
                if (bc != NSM) {
                    lastNonNsm = bc;
                }
            }
            if (rtl) {
                if ((seen & ~(R | AL | AN | EN | ES | CS | ET | ON | BN | NSM)) != 0) {
                    w.error(IdnaErrorCode.B2, li);
                }
                if ((lastNonNsm & (R | AL | EN | AN)) == 0) {
                    w.error(IdnaErrorCode.B3, li);
                }
                if ((seen & EN) != 0 && (seen & AN) != 0) {
                    w.error(IdnaErrorCode.B4, li);
                }
            } else {
                if ((seen & ~(L | EN | ES | CS | ET | ON | BN | NSM)) != 0) {
                    w.error(IdnaErrorCode.B5, li);
                }
                if ((lastNonNsm & (L | EN)) == 0) {
                    w.error(IdnaErrorCode.B6, li);
                }
            }
        }
    }

    private static int classOf(char[] b, int start, int end) {
        return bidiClassFast(Character.codePointAt(b, start, end));
    }
}
