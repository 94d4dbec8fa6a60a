package org.urikit.idna;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import org.urikit.internal.IdnaTable;

/**
 * The UTS #46 processing as it was before the buffer-based rewrite (commit c74077a), kept in test
 * scope as the oracle of {@code Uts46DifferentialTest}: the string-per-label implementation,
 * unchanged except that it reads the options from a {@link Uts46} and calls Punycode through its
 * public methods. Not tuned; do not use it for anything but comparison.
 */
final class Uts46Reference {
    private static final int CHECK_HYPHENS = 1;
    private static final int CHECK_BIDI = 2;
    private static final int CHECK_JOINERS = 4;
    private static final int STD3 = 8;
    private static final int TRANSITIONAL = 16;
    private static final int VERIFY_DNS_LENGTH = 32;
    private static final int IGNORE_INVALID_PUNYCODE = 64;

    private final int flags;

    Uts46Reference(Uts46 options) {
        flags = (options.checkHyphens() ? CHECK_HYPHENS : 0) | (options.checkBidi() ? CHECK_BIDI : 0)
                | (options.checkJoiners() ? CHECK_JOINERS : 0) | (options.useStd3AsciiRules() ? STD3 : 0)
                | (options.transitionalProcessing() ? TRANSITIONAL : 0)
                | (options.verifyDnsLength() ? VERIFY_DNS_LENGTH : 0)
                | (options.ignoreInvalidPunycode() ? IGNORE_INVALID_PUNYCODE : 0);
    }

    IdnaResult toAscii(String name) {
        return process(name, true);
    }

    IdnaResult toUnicode(String name) {
        return process(name, false);
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
                int[] decoded = decodeOrNull(label.substring(4));
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
                    String encoded = encodeOrNull(label);
                    if (encoded == null) {
                        errors.add(new IdnaError(IdnaErrorCode.A3, li, label));
                        sb.append(label);
                    } else {
                        sb.append("xn--").append(encoded);
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
     * its singleton decomposition. IdnaTableTest checks the rule of Uts46 on every code point.
     */
    private static boolean mayChangeUnderNfc(int cp, int status) {
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

    /**
     * The bidi class of a code point as a bit: {@link Uts46#bidiClass(int)}, data (the JDK's classes
     * and Unicode's defaults for unassigned code points) that the rewrite did not change, as the
     * mapping and joining data come from {@link IdnaTable}. The bits are the same as above.
     */
    private static int bidiClass(int cp) {
        return Uts46.bidiClass(cp);
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

    private static int[] decodeOrNull(String punycode) {
        try {
            return Punycode.decode(punycode).codePoints().toArray();
        } catch (PunycodeException e) {
            return null;
        }
    }

    private static String encodeOrNull(String label) {
        try {
            return Punycode.encode(label);
        } catch (PunycodeException e) {
            return null; // a lone surrogate or overflow: A3
        }
    }
}
