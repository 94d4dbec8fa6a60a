package org.urikit;

import org.jspecify.annotations.Nullable;
import org.urikit.idna.IdnaResult;
import org.urikit.idna.Uts46;

/**
 * The common case of {@link WhatwgUrl#parse(String)} without building a URL record, in one pass:
 * an http, https, ws, wss or ftp URL (scheme in lower case) with no credentials; a host that is
 * either an ASCII domain of letters, digits, '-' and '.' that UTS #46 accepts unchanged even with
 * its strict flags (CheckHyphens, VerifyDnsLength: labels of 1 to 63, no '-' first, last or in the
 * third and fourth positions except in an "xn--" label, which UTS #46 decodes and checks; the name
 * at most 253 long) and that does not end in a number, or an IPv4 address in dotted decimal as the
 * Standard serializes it; an optional port without leading zeros; then '/', '?', '#' or the end; a
 * path without dot segments; and only code points that are URL code points outside the
 * component's percent-encode set (so the full parser copies each one and reports no validation
 * error).
 *
 * <p>Three differences from the serialized form are repaired here, as the full parser would
 * (none is a validation error): upper-case letters in the domain are lowered, the scheme's default
 * port is dropped, and a missing path becomes '/'. Without them the input is its own href (the
 * same String). Anything else returns null and goes to {@link WhatwgParser}; a test compares the
 * two on the kasztp corpus and on generated inputs.
 */
final class WhatwgFastPath {

    private WhatwgFastPath() {
    }

    /** Host classes, by ASCII code. */
    private static final byte H_OTHER = 0;
    private static final byte H_LOWER = 1;
    private static final byte H_DIGIT = 2;
    private static final byte H_HYPHEN = 3;
    private static final byte H_DOT = 4;
    private static final byte H_UPPER = 5;

    /** Component classes, by ASCII code: bits of what is copied unchanged without a validation error. */
    private static final byte IN_PATH = 1;
    private static final byte IN_QUERY = 2;
    private static final byte IN_FRAGMENT = 4;

    private static final byte[] HOST = new byte[128];
    /**
     * URL code points outside each component's percent-encode set. '%' (checked apart), '/' in the
     * path (a segment boundary), '?' in the path and '#' anywhere (component boundaries) are left
     * out so that the loops stop on them.
     */
    private static final byte[] COPY = new byte[128];

    static {
        for (char c = 'a'; c <= 'z'; c++) {
            HOST[c] = H_LOWER;
            HOST[c - 32] = H_UPPER;
        }
        for (char c = '0'; c <= '9'; c++) {
            HOST[c] = H_DIGIT;
        }
        HOST['-'] = H_HYPHEN;
        HOST['.'] = H_DOT;
        mark(IN_PATH, "!$&'()*+,-.:;=@_~");
        // the special-query set encodes '\''; '?' and '/' are URL code points
        mark(IN_QUERY, "!$&()*+,-./:;=?@_~");
        mark(IN_FRAGMENT, "!$&'()*+,-./:;=?@_~");
        assert HOST['_'] == H_OTHER;
    }

    private static void mark(byte bit, String punct) {
        for (int c = 0; c < 128; c++) {
            if (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || punct.indexOf(c) >= 0) {
                COPY[c] |= bit;
            }
        }
    }

    static @Nullable WhatwgUrl parse(String s) {
        int n = s.length();
        int schemeEnd;
        int defaultPort;
        if (s.startsWith("https://")) {
            schemeEnd = 5;
            defaultPort = 443;
        } else if (s.startsWith("http://")) {
            schemeEnd = 4;
            defaultPort = 80;
        } else if (s.startsWith("wss://")) {
            schemeEnd = 3;
            defaultPort = 443;
        } else if (s.startsWith("ws://")) {
            schemeEnd = 2;
            defaultPort = 80;
        } else if (s.startsWith("ftp://")) {
            schemeEnd = 3;
            defaultPort = 21;
        } else {
            return null;
        }
        // ---- host: one pass with the label checks of UTS #46 (strict) and "ends in a number"
        int hostStart = schemeEnd + 3;
        int i = hostStart;
        int labelStart = i;
        int labels = 0;
        boolean digitLabel = true; // the current label has digits only (so far)
        boolean allDigits = true; // every label before the current one has digits only
        boolean upper = false;
        int punycode = 0; // LABEL_PUNYCODE if some label is one
        for (; i < n; i++) {
            char c = s.charAt(i);
            byte k = c < 128 ? HOST[c] : H_OTHER;
            if (k == H_LOWER || k == H_HYPHEN) {
                digitLabel = false;
            } else if (k == H_DOT) {
                int verdict = label(s, labelStart, i);
                if (verdict == LABEL_BAD) {
                    return null;
                }
                punycode |= verdict;
                allDigits &= digitLabel;
                digitLabel = true;
                labels++;
                labelStart = i + 1;
            } else if (k == H_UPPER) {
                digitLabel = false;
                upper = true;
            } else if (k != H_DIGIT) {
                break;
            }
        }
        int hostEnd = i;
        int verdict = label(s, labelStart, hostEnd);
        if (verdict == LABEL_BAD || hostEnd - hostStart > 253) {
            return null;
        }
        punycode |= verdict;
        @Nullable String lowered = upper ? lowerAscii(s, hostStart, hostEnd) : null;
        if ((punycode & LABEL_PUNYCODE) != 0) {
            // UTS #46 decodes the label and checks it (strict, so no validation error either)
            String host = lowered != null ? lowered : s.substring(hostStart, hostEnd);
            IdnaResult idna = Uts46.strict().toAscii(host);
            if (!idna.isValid() || !idna.output().equals(host)) {
                return null;
            }
        }
        byte hostType = WhatwgParser.HOST_DOMAIN;
        if (digitLabel) {
            // ends in a number: only dotted decimal as the Standard writes it stays here
            if (!allDigits || labels != 3 || !isIpv4Serialized(s, hostStart, hostEnd)) {
                return null;
            }
            hostType = WhatwgParser.HOST_IPV4;
        } else if (hostEnd - labelStart >= 2 && s.charAt(labelStart) == '0' && (s.charAt(labelStart + 1) | 0x20) == 'x') {
            return null; // "0x..." may be a hexadecimal number: the full parser decides
        }
        // ---- port
        int port = -1;
        boolean dropPort = false;
        if (i < n && s.charAt(i) == ':') {
            i++;
            int start = i;
            port = 0;
            while (i < n && i - start < 6 && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
                port = port * 10 + s.charAt(i) - '0';
                i++;
            }
            if (i == start || i - start > 5 || port > 0xFFFF || s.charAt(start) == '0' && i - start > 1) {
                return null;
            }
            if (port == defaultPort) {
                port = -1;
                dropPort = true;
            }
        }
        int authorityEnd = i;
        // ---- path, query, fragment: only stops on '/', '%', '?', '#' and what is not copied
        int pathEnd = -1;
        int queryStart = -1;
        int fragmentStart = -1;
        boolean addSlash;
        if (i == n) {
            addSlash = true;
        } else {
            char c = s.charAt(i);
            if (c == '/') {
                addSlash = false;
                i++;
            } else if (c == '?' || c == '#') {
                addSlash = true;
            } else {
                return null; // '\\', '@', a space, a code point a host may not have: the full parser
            }
        }
        int segmentStart = i;
        for (; i < n; i++) {
            char c = s.charAt(i);
            if (c < 128 && (COPY[c] & IN_PATH) != 0) {
                continue;
            }
            if (c == '/') {
                if (i - segmentStart <= 6 && isDotSegment(s, segmentStart, i)) {
                    return null;
                }
                segmentStart = i + 1;
            } else if (c == '%') {
                if (!percentOk(s, i)) {
                    return null;
                }
                i += 2;
            } else if (c == '?' || c == '#') {
                break;
            } else {
                return null;
            }
        }
        pathEnd = i;
        if (pathEnd - segmentStart <= 6 && isDotSegment(s, segmentStart, pathEnd)) {
            return null;
        }
        if (i < n && s.charAt(i) == '?') {
            queryStart = i;
            for (i++; i < n; i++) {
                char c = s.charAt(i);
                if (c < 128 && (COPY[c] & IN_QUERY) != 0) {
                    continue;
                }
                if (c == '%' && percentOk(s, i)) {
                    i += 2;
                } else if (c == '#') {
                    break;
                } else {
                    return null;
                }
            }
        }
        if (i < n) {
            fragmentStart = i; // s.charAt(i) == '#'
            for (i++; i < n; i++) {
                char c = s.charAt(i);
                if (c < 128 && (COPY[c] & IN_FRAGMENT) != 0) {
                    continue;
                }
                if (c == '%' && percentOk(s, i)) {
                    i += 2;
                } else {
                    return null;
                }
            }
        }
        if (!upper && !dropPort && !addSlash) {
            return WhatwgUrl.serialized(s, schemeEnd, hostEnd, hostType, port, pathEnd, queryStart, fragmentStart);
        }
        // ---- repair: lower the host, drop the default port, add the path's '/'
        StringBuilder sb = new StringBuilder(n + 1);
        sb.append(s, 0, hostStart);
        if (lowered != null) {
            sb.append(lowered);
        } else {
            sb.append(s, hostStart, hostEnd);
        }
        int shift = 0;
        if (dropPort) {
            shift -= authorityEnd - hostEnd;
        } else {
            sb.append(s, hostEnd, authorityEnd);
        }
        if (addSlash) {
            sb.append('/');
            shift++;
        }
        sb.append(s, authorityEnd, n);
        return WhatwgUrl.serialized(sb.toString(), schemeEnd, hostEnd, hostType, port, pathEnd + shift,
                queryStart < 0 ? -1 : queryStart + shift, fragmentStart < 0 ? -1 : fragmentStart + shift);
    }

    /** {@link #label}: the label fails a check, so the full parser (and its validation error) decides. */
    private static final int LABEL_BAD = 0;
    private static final int LABEL_OK = 1;
    /** {@link #label}: an "xn--" label, for UTS #46 to decode and validate. */
    private static final int LABEL_PUNYCODE = 2;

    /**
     * The label s[start, end) of ASCII letters, digits and '-', as UTS #46 with CheckHyphens and
     * VerifyDnsLength sees it: 1 to 63 long, no '-' first or last, and no "--" in the third and
     * fourth positions unless it starts with "xn--" (a Punycode label, left to UTS #46).
     */
    private static int label(String s, int start, int end) {
        int len = end - start;
        if (len == 0 || len > 63 || s.charAt(start) == '-' || s.charAt(end - 1) == '-') {
            return LABEL_BAD;
        }
        if (len >= 4 && s.charAt(start + 2) == '-' && s.charAt(start + 3) == '-') {
            return (s.charAt(start) | 0x20) == 'x' && (s.charAt(start + 1) | 0x20) == 'n' ? LABEL_PUNYCODE : LABEL_BAD;
        }
        return LABEL_OK;
    }

    /** Whether s[start, end), four labels of digits, is an IPv4 address as serialized: each 0-255, no leading 0. */
    private static boolean isIpv4Serialized(String s, int start, int end) {
        int value = 0;
        int partStart = start;
        for (int i = start; i <= end; i++) {
            if (i == end || s.charAt(i) == '.') {
                if (value > 255 || i - partStart > 1 && s.charAt(partStart) == '0') {
                    return false;
                }
                value = 0;
                partStart = i + 1;
            } else if (i - partStart < 3) {
                value = value * 10 + s.charAt(i) - '0';
            } else {
                return false;
            }
        }
        return true;
    }

    private static String lowerAscii(String s, int start, int end) {
        char[] a = new char[end - start];
        for (int j = start; j < end; j++) {
            char c = s.charAt(j);
            a[j - start] = c >= 'A' && c <= 'Z' ? (char) (c | 0x20) : c;
        }
        return new String(a);
    }

    /** Whether the '%' at i starts a percent-encoded byte. */
    private static boolean percentOk(String s, int i) {
        return i + 2 < s.length() && WhatwgParser.isHex(s.charAt(i + 1)) && WhatwgParser.isHex(s.charAt(i + 2));
    }

    /** Whether s[start, end) is a single- or double-dot segment: '.' or "%2e" (any case) once or twice. */
    private static boolean isDotSegment(String s, int start, int end) {
        int dots = 0;
        int i = start;
        while (i < end) {
            if (s.charAt(i) == '.') {
                i++;
            } else if (end - i >= 3 && s.charAt(i) == '%' && s.charAt(i + 1) == '2' && (s.charAt(i + 2) | 0x20) == 'e') {
                i += 3;
            } else {
                return false;
            }
            dots++;
        }
        return dots == 1 || dots == 2;
    }
}
