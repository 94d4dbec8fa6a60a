package org.urikit.idna;

import java.text.Normalizer;
import java.util.ArrayList;
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
 * <p>Processing follows UTS #46 revision 35 (Unicode 17.0): Map, Normalize (NFC), Break, then
 * Convert/Validate per label (§4, §4.1), the Bidi rule of RFC 5893 §2 and the CONTEXTJ rules of
 * RFC 5892 Appendix A.1/A.2; ToASCII (§4.2) and ToUnicode (§4.3). Every error is recorded with its
 * UTS #46 code and label ({@link IdnaResult#errors()}); nothing is thrown for any input, except by
 * the {@code ...OrThrow} methods. Time is linear in the input (Punycode O(n log n)), with no
 * recursion.
 *
 * <p>Data: the mapping table is Unicode 15.1.0; NFC ({@link Normalizer}), bidi classes and
 * general categories ({@link Character}) have the running JDK's Unicode version. See
 * {@code docs/IDNA.md}.
 *
 * <p>An ASCII name without {@code xn--} labels that passes the chosen checks takes a fast path
 * (one pass over its chars; a second, per label, for some): {@link #toAsciiOrThrow(String)} then
 * returns the same String and allocates nothing when the name has no upper case, and one
 * lower-cased String when it has.
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
     * @return CheckHyphens: labels must not begin or end with '-' (V3) nor have '-' in the third
     *     and fourth positions (V2)
     */
    public boolean checkHyphens() {
        return (flags & CHECK_HYPHENS) != 0;
    }

    /**
     * @return CheckBidi: the Bidi rule of RFC 5893 §2 for names that hold a right-to-left label
     *     (B1-B6)
     */
    public boolean checkBidi() {
        return (flags & CHECK_BIDI) != 0;
    }

    /** @return CheckJoiners: the CONTEXTJ rules of RFC 5892 Appendix A (C1, C2) */
    public boolean checkJoiners() {
        return (flags & CHECK_JOINERS) != 0;
    }

    /** @return UseSTD3ASCIIRules: ASCII in labels only letters, digits and '-' (U1) */
    public boolean useStd3AsciiRules() {
        return (flags & STD3) != 0;
    }

    /**
     * @return Transitional_Processing (deprecated by UTS #46): deviation characters (ß, ς, ZWJ,
     *     ZWNJ) are mapped; false (nontransitional, the default) keeps them
     */
    public boolean transitionalProcessing() {
        return (flags & TRANSITIONAL) != 0;
    }

    /** @return VerifyDnsLength (ToASCII only): name length 1-253 (A4_1), label length 1-63 (A4_2) */
    public boolean verifyDnsLength() {
        return (flags & VERIFY_DNS_LENGTH) != 0;
    }

    /**
     * @return IgnoreInvalidPunycode: a label that starts with {@code xn--} but does not decode is
     *     kept and validated as an ordinary label instead of recording P4
     */
    public boolean ignoreInvalidPunycode() {
        return (flags & IGNORE_INVALID_PUNYCODE) != 0;
    }

    /**
     * @param on the new value
     * @return a copy with CheckHyphens set
     */
    public Uts46 withCheckHyphens(boolean on) {
        return with(CHECK_HYPHENS, on);
    }

    /**
     * @param on the new value
     * @return a copy with CheckBidi set
     */
    public Uts46 withCheckBidi(boolean on) {
        return with(CHECK_BIDI, on);
    }

    /**
     * @param on the new value
     * @return a copy with CheckJoiners set
     */
    public Uts46 withCheckJoiners(boolean on) {
        return with(CHECK_JOINERS, on);
    }

    /**
     * @param on the new value
     * @return a copy with UseSTD3ASCIIRules set
     */
    public Uts46 withUseStd3AsciiRules(boolean on) {
        return with(STD3, on);
    }

    /**
     * @param on the new value
     * @return a copy with Transitional_Processing set
     */
    public Uts46 withTransitionalProcessing(boolean on) {
        return with(TRANSITIONAL, on);
    }

    /**
     * @param on the new value
     * @return a copy with VerifyDnsLength set
     */
    public Uts46 withVerifyDnsLength(boolean on) {
        return with(VERIFY_DNS_LENGTH, on);
    }

    /**
     * @param on the new value
     * @return a copy with IgnoreInvalidPunycode set
     */
    public Uts46 withIgnoreInvalidPunycode(boolean on) {
        return with(IGNORE_INVALID_PUNYCODE, on);
    }

    /**
     * The Unicode version of the mapping table.
     *
     * @return {@code "15.1.0"}
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
     * @return the ASCII form; the same String when it is a valid ASCII name without upper case and
     *     without {@code xn--} labels (then nothing is allocated)
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

    /** Fast-path class bit of an ASCII char: a-z and 0-9 have none (nothing to check). */
    private static final byte LOWER_OR_DIGIT = 0;
    /** A-Z: mapped to lower case. */
    private static final byte UPPER = 1;
    /** '-': the CheckHyphens positions, and the {@code xn--} prefix. */
    private static final byte HYPHEN = 2;
    /** '.': a label ends. */
    private static final byte DOT = 4;
    /** Any other ASCII: U1 under UseSTD3ASCIIRules, valid (and unchanged) otherwise. */
    private static final byte NOT_LDH = 8;
    /** The fast-path class bit of each ASCII char. */
    private static final byte[] ASCII_CLASS = new byte[0x80];

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
    }

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
     * <p>One pass without branches (the JIT unrolls it) collects the class bits of all chars and
     * of each pair of neighbours. They settle most names: the label checks can only fail where
     * there is a '-' (with CheckHyphens) or a "--" (a Punycode prefix), and VerifyDnsLength only
     * with an empty label (a leading, trailing or doubled '.') or a name over 63 chars. The
     * others (about one corpus host in ten: those with a '-') take {@link #fastToAsciiByLabel}.
     */
    private String fastToAscii(String s) {
        int len = s.length();
        int high = 0; // the OR of the chars: 0x80 or more when one is not ASCII
        int all = 0; // the OR of the class bits
        int pairs = 0; // the OR of the bits two neighbours share: "--", ".."
        int prev = DOT; // a '.' before the name: a leading '.' counts as "..", an empty name ends with one
        for (int i = 0; i < len; i++) {
            char c = s.charAt(i);
            high |= c;
            int k = ASCII_CLASS[c & 0x7F];
            all |= k;
            pairs |= k & prev;
            prev = k;
        }
        if (high >= 0x80 || ((all & NOT_LDH) != 0 && (flags & STD3) != 0)) {
            return null; // the full mapping, or U1
        }
        if (((all & HYPHEN) != 0 && ((flags & CHECK_HYPHENS) != 0 || (pairs & HYPHEN) != 0))
                || ((flags & VERIFY_DNS_LENGTH) != 0 && (len > 63 || (pairs & DOT) != 0 || prev == DOT))) {
            return fastToAsciiByLabel(s);
        }
        return (all & UPPER) == 0 ? s : s.toLowerCase(java.util.Locale.ROOT);
    }

    /**
     * {@link #fastToAscii} for the names whose class bits do not settle it: one pass that checks
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

    private IdnaResult process(String input, boolean toAscii) {
        boolean transitional = (flags & TRANSITIONAL) != 0;
        boolean[] seen = new boolean[1]; // a code point V7 or CONTEXTJ must look at: non-valid status, ZWJ, ZWNJ
        String mapped = map(input, transitional, seen);
        boolean scan = seen[0];
        List<IdnaError> errors = new ArrayList<>(0);
        // Break (§4 step 3)
        List<String> labels = new ArrayList<>();
        int start = 0;
        for (int i = 0; i <= mapped.length(); i++) {
            if (i == mapped.length() || mapped.charAt(i) == '.') {
                labels.add(mapped.substring(start, i));
                start = i + 1;
            }
        }
        int count = labels.size();
        String[] ascii = null; // the xn-- label that decoded to labels[i], when ToASCII can reuse it
        // Convert/Validate (§4 step 4)
        for (int li = 0; li < count; li++) {
            String label = labels.get(li);
            if (label.isEmpty()) {
                if (!toAscii && !(li == count - 1 && count > 1)) {
                    errors.add(new IdnaError(IdnaErrorCode.X4_2, li, label));
                }
                continue;
            }
            if (label.startsWith("xn--")) {
                if (!isAscii(label)) {
                    errors.add(new IdnaError(IdnaErrorCode.P4, li, label));
                    continue;
                }
                int[] index = new int[1];
                String[] reason = new String[1];
                int[] decoded = Punycode.decode(label, 4, label.length(), index, reason);
                if (decoded == null) {
                    if ((flags & IGNORE_INVALID_PUNYCODE) != 0) {
                        validate(label, li, false, transitional, false, true, errors);
                    } else {
                        errors.add(new IdnaError(IdnaErrorCode.P4, li, label));
                    }
                    continue;
                }
                String text = new String(decoded, 0, decoded.length);
                labels.set(li, text);
                if (text.isEmpty() || isAscii(text)) {
                    errors.add(new IdnaError(IdnaErrorCode.P4, li, text));
                    if (text.isEmpty() && !toAscii && !(li == count - 1 && count > 1)) {
                        errors.add(new IdnaError(IdnaErrorCode.X4_2, li, text));
                    }
                    continue;
                }
                validate(text, li, true, false, true, true, errors);
                if (ascii == null) {
                    ascii = new String[count];
                }
                ascii[li] = label; // its own Punycode form: decoding is one-to-one on lower-case input
            } else {
                validate(label, li, false, transitional, false, scan, errors);
            }
        }
        if ((flags & CHECK_BIDI) != 0) {
            checkBidi(labels, errors);
        }
        String output;
        if (toAscii) {
            StringBuilder sb = new StringBuilder(mapped.length() + 16);
            for (int li = 0; li < count; li++) {
                if (li > 0) {
                    sb.append('.');
                }
                String label = labels.get(li);
                int labelStart = sb.length();
                if (isAscii(label)) {
                    sb.append(label);
                } else if (ascii != null && ascii[li] != null) {
                    sb.append(ascii[li]);
                } else {
                    int[] cps = Punycode.codePoints(label, 0, label.length());
                    if (cps == null) {
                        errors.add(new IdnaError(IdnaErrorCode.A3, li, label));
                        sb.append(label);
                    } else {
                        sb.append("xn--");
                        if (!Punycode.encode(cps, sb)) {
                            sb.setLength(labelStart);
                            sb.append(label);
                            errors.add(new IdnaError(IdnaErrorCode.A3, li, label));
                        }
                    }
                }
                if ((flags & VERIFY_DNS_LENGTH) != 0) {
                    int labelLen = sb.length() - labelStart;
                    if (labelLen < 1 || labelLen > 63) {
                        errors.add(new IdnaError(IdnaErrorCode.A4_2, li, label));
                    }
                }
            }
            output = sb.toString();
            if ((flags & VERIFY_DNS_LENGTH) != 0) {
                int len = output.length();
                if (count > 1 && labels.get(count - 1).isEmpty()) {
                    len--; // the root label and its dot
                }
                if (len < 1 || len > 253) {
                    errors.add(new IdnaError(IdnaErrorCode.A4_1, -1, ""));
                }
            }
        } else {
            output = count == 1 ? labels.get(0) : String.join(".", labels);
        }
        errors.sort(java.util.Comparator.comparingInt(e -> e.labelIndex() < 0 ? Integer.MAX_VALUE : e.labelIndex()));
        return new IdnaResult(input, output, errors);
    }

    private static boolean isAscii(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) >= 0x80) {
                return false;
            }
        }
        return true;
    }

    /** Map (§4 step 1) and Normalize (step 2). */
    private static String map(String input, boolean transitional, boolean[] seen) {
        StringBuilder sb = new StringBuilder(input.length());
        boolean normalize = false;
        String mappings = IdnaTable.mappings();
        int len = input.length();
        for (int i = 0; i < len; ) {
            char c = input.charAt(i);
            if (c < 0x80) {
                sb.append(c >= 'A' && c <= 'Z' ? (char) (c + 32) : c);
                i++;
                continue;
            }
            int cp = c;
            if (Character.isHighSurrogate(c) && i + 1 < len && Character.isLowSurrogate(input.charAt(i + 1))) {
                cp = Character.toCodePoint(c, input.charAt(i + 1));
            }
            i += Character.charCount(cp);
            int value = IdnaTable.value(cp);
            int status = IdnaTable.status(value);
            if (cp == 0x1E9E && transitional) {
                sb.append("ss"); // UTS #46 §4 step 1: ẞ maps to ß, but to "ss" in transitional processing
            } else if (status == IdnaTable.MAPPED || (status == IdnaTable.DEVIATION && transitional)) {
                int end = IdnaTable.mappingEnd(value);
                for (int j = IdnaTable.mappingStart(value); j < end; ) {
                    int m = mappings.codePointAt(j);
                    j += Character.charCount(m);
                    sb.appendCodePoint(m);
                    normalize |= mayChangeUnderNfc(m, IdnaTable.VALID);
                }
            } else if (status != IdnaTable.IGNORED) {
                sb.appendCodePoint(cp);
                normalize |= mayChangeUnderNfc(cp, status);
                seen[0] |= status != IdnaTable.VALID || cp == 0x200C || cp == 0x200D;
            }
        }
        String mapped = sb.toString();
        if (normalize && !Normalizer.isNormalized(mapped, Normalizer.Form.NFC)) {
            mapped = Normalizer.normalize(mapped, Normalizer.Form.NFC);
        }
        return mapped;
    }

    /**
     * False when NFC leaves the code point alone wherever it stands in a mapped string. Mapped
     * output is NFKC_Casefold-stable code point by code point, so NFC can only compose (with a
     * mark or a conjoining jamo after it), reorder marks, or replace a disallowed code point with
     * its singleton decomposition. NfcQuickCheckTest checks this rule on every code point.
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
        int type = Character.getType(cp);
        return type == Character.NON_SPACING_MARK || type == Character.COMBINING_SPACING_MARK
                || type == Character.ENCLOSING_MARK;
    }

    // ------------------------------------------------------------------ validity criteria (§4.1)

    /**
     * The validity criteria of §4.1 for one label. {@code scan} false: mapping saw only valid code
     * points and no joiner in the whole name (and NFC composes valid code points into valid ones),
     * so the per-code-point checks (V7, CONTEXTJ) have nothing to find unless STD3 needs the ASCII.
     */
    private void validate(String label, int li, boolean decoded, boolean transitional, boolean checkV4,
            boolean scan, List<IdnaError> errors) {
        int len = label.length();
        if (len == 0) {
            return;
        }
        if (decoded && !Normalizer.isNormalized(label, Normalizer.Form.NFC)) {
            errors.add(new IdnaError(IdnaErrorCode.V1, li, label));
        }
        if ((flags & CHECK_HYPHENS) != 0) {
            if (len >= 4 && label.charAt(2) == '-' && label.charAt(3) == '-') {
                errors.add(new IdnaError(IdnaErrorCode.V2, li, label));
            }
            if (label.charAt(0) == '-' || label.charAt(len - 1) == '-') {
                errors.add(new IdnaError(IdnaErrorCode.V3, li, label));
            }
        }
        if (checkV4 && label.startsWith("xn--")) {
            errors.add(new IdnaError(IdnaErrorCode.V4, li, label));
        }
        if (decoded && label.indexOf('.') >= 0) {
            errors.add(new IdnaError(IdnaErrorCode.V5, li, label));
        }
        int first = label.codePointAt(0);
        int type = Character.getType(first);
        if (type == Character.NON_SPACING_MARK || type == Character.COMBINING_SPACING_MARK
                || type == Character.ENCLOSING_MARK) {
            errors.add(new IdnaError(IdnaErrorCode.V6, li, label));
        }
        boolean std3 = (flags & STD3) != 0;
        if (!scan && !std3) {
            return;
        }
        boolean v7 = false;
        boolean u1 = false;
        boolean joiners = false;
        for (int i = 0; i < len; ) {
            int cp = label.codePointAt(i);
            i += Character.charCount(cp);
            if (cp < 0x80) {
                if (std3 && !((cp >= 'a' && cp <= 'z') || (cp >= '0' && cp <= '9') || cp == '-'
                        || (decoded && cp >= 'A' && cp <= 'Z'))) {
                    u1 = true;
                }
                if (decoded && cp >= 'A' && cp <= 'Z') {
                    v7 = true; // mapped
                }
                continue;
            }
            int status = IdnaTable.status(IdnaTable.value(cp));
            if (!(status == IdnaTable.VALID || (status == IdnaTable.DEVIATION && !transitional))) {
                v7 = true;
            }
            if (cp == 0x200C || cp == 0x200D) {
                joiners = true;
            }
        }
        if (v7) {
            errors.add(new IdnaError(IdnaErrorCode.V7, li, label));
        }
        if (u1) {
            errors.add(new IdnaError(IdnaErrorCode.U1, li, label));
        }
        if (joiners && (flags & CHECK_JOINERS) != 0) {
            checkJoiners(label, li, errors);
        }
    }

    /** RFC 5892 Appendix A.1 (ZWNJ, C1) and A.2 (ZWJ, C2), in linear time. */
    private static void checkJoiners(String label, int li, List<IdnaError> errors) {
        int[] cps = label.codePoints().toArray();
        int n = cps.length;
        // joinBefore[i]: the nearest code point before i that is not Joining_Type T is L or D
        boolean[] joinBefore = new boolean[n];
        char last = 'U';
        for (int i = 0; i < n; i++) {
            joinBefore[i] = last == IdnaTable.JOINING_LEFT || last == IdnaTable.JOINING_DUAL;
            char jt = IdnaTable.joiningType(cps[i]);
            if (jt != IdnaTable.JOINING_TRANSPARENT) {
                last = jt;
            }
        }
        boolean c1 = false;
        boolean c2 = false;
        char next = 'U';
        for (int i = n - 1; i >= 0; i--) {
            int cp = cps[i];
            boolean afterVirama = i > 0 && IdnaTable.isVirama(cps[i - 1]);
            if (cp == 0x200C && !afterVirama
                    && !(joinBefore[i] && (next == IdnaTable.JOINING_RIGHT || next == IdnaTable.JOINING_DUAL))) {
                c1 = true;
            } else if (cp == 0x200D && !afterVirama) {
                c2 = true;
            }
            char jt = IdnaTable.joiningType(cp);
            if (jt != IdnaTable.JOINING_TRANSPARENT) {
                next = jt;
            }
        }
        if (c1) {
            errors.add(new IdnaError(IdnaErrorCode.C1, li, label));
        }
        if (c2) {
            errors.add(new IdnaError(IdnaErrorCode.C2, li, label));
        }
    }

    // ------------------------------------------------------------------ Bidi rule (RFC 5893 §2)

    private static final int L = 1, R = 2, AL = 4, AN = 8, EN = 16, ES = 32, CS = 64, ET = 128, ON = 256,
            BN = 512, NSM = 1024, OTHER = 2048;

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

    private static void checkBidi(List<String> labels, List<IdnaError> errors) {
        boolean bidiName = false;
        for (String label : labels) {
            for (int i = 0; i < label.length() && !bidiName; ) {
                int cp = label.codePointAt(i);
                i += Character.charCount(cp);
                if (cp >= 0x590 && (bidiClass(cp) & (R | AL | AN)) != 0) {
                    bidiName = true;
                }
            }
        }
        if (!bidiName) {
            return;
        }
        for (int li = 0; li < labels.size(); li++) {
            String label = labels.get(li);
            if (label.isEmpty()) {
                continue;
            }
            int first = bidiClass(label.codePointAt(0));
            boolean rtl = (first & (R | AL)) != 0;
            if (!rtl && first != L) {
                errors.add(new IdnaError(IdnaErrorCode.B1, li, label));
            }
            int seen = 0;
            int lastNonNsm = 0;
            for (int i = 0; i < label.length(); ) {
                int cp = label.codePointAt(i);
                i += Character.charCount(cp);
                int bc = bidiClass(cp);
                seen |= bc;
                if (bc != NSM) {
                    lastNonNsm = bc;
                }
            }
            if (rtl) {
                if ((seen & ~(R | AL | AN | EN | ES | CS | ET | ON | BN | NSM)) != 0) {
                    errors.add(new IdnaError(IdnaErrorCode.B2, li, label));
                }
                if ((lastNonNsm & (R | AL | EN | AN)) == 0) {
                    errors.add(new IdnaError(IdnaErrorCode.B3, li, label));
                }
                if ((seen & EN) != 0 && (seen & AN) != 0) {
                    errors.add(new IdnaError(IdnaErrorCode.B4, li, label));
                }
            } else {
                if ((seen & ~(L | EN | ES | CS | ET | ON | BN | NSM)) != 0) {
                    errors.add(new IdnaError(IdnaErrorCode.B5, li, label));
                }
                if ((lastNonNsm & (L | EN)) == 0) {
                    errors.add(new IdnaError(IdnaErrorCode.B6, li, label));
                }
            }
        }
    }
}
