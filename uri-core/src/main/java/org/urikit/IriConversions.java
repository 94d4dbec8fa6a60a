package org.urikit;

import org.urikit.internal.Percent;
import org.urikit.internal.Rfc3986Chars;
import org.urikit.internal.Rfc3987Chars;
import org.urikit.internal.Utf8;

/**
 * The mappings between IRIs and URIs of RFC 3987 §3.1 and §3.2, on the text of parsed values.
 * Both are single passes over the text; the result is parsed by the target grammar's parser, which
 * cannot fail (a failure would be a bug in urikit, reported as {@link IllegalStateException}).
 */
final class IriConversions {
    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private IriConversions() {
    }

    /** Whether the scheme {@code text[0, schemeEnd)} is {@code name}, ignoring ASCII case only. */
    static boolean schemeIs(String text, int schemeEnd, String name) {
        if (schemeEnd != name.length()) {
            return false;
        }
        // ASCII case folding only: String.regionMatches(true, ...) would also match the Kelvin sign
        // (U+212A) with 'k' and U+0130 with 'i'
        for (int i = 0; i < schemeEnd; i++) {
            char a = text.charAt(i);
            char b = name.charAt(i);
            if (a != b && (b >= 128 || (a | 0x20) != (b | 0x20) || (a | 0x20) < 'a' || (a | 0x20) > 'z')) {
                return false;
            }
        }
        return true;
    }

    /** RFC 3987 §3.1 step 2: each non-ASCII character as percent-encoded UTF-8. */
    static UriReference toUri(AbstractReference iri) {
        String t = iri.text;
        int first = firstNonAscii(t, 0, t.length());
        String out = first < 0 ? t : appendEncoded(new StringBuilder(t.length() + 16).append(t, 0, first), t, first,
                t.length()).toString();
        return parseUri(out, iri instanceof Iri);
    }

    static int firstNonAscii(String t, int from, int to) {
        for (int i = from; i < to; i++) {
            if (t.charAt(i) >= 128) {
                return i;
            }
        }
        return -1;
    }

    /** Appends {@code t[from, to)} with every non-ASCII code point percent-encoded as UTF-8. */
    static StringBuilder appendEncoded(StringBuilder sb, CharSequence t, int from, int to) {
        for (int i = from; i < to; i++) {
            char c = t.charAt(i);
            if (c < 128) {
                sb.append(c);
                continue;
            }
            int cp = c;
            if (Character.isHighSurrogate(c) && i + 1 < to && Character.isLowSurrogate(t.charAt(i + 1))) {
                cp = Character.toCodePoint(c, t.charAt(++i));
            }
            if (cp < 0x800) {
                pct(sb, 0xC0 | cp >> 6);
            } else if (cp < 0x10000) {
                pct(sb, 0xE0 | cp >> 12);
                pct(sb, 0x80 | cp >> 6 & 0x3F);
            } else {
                pct(sb, 0xF0 | cp >> 18);
                pct(sb, 0x80 | cp >> 12 & 0x3F);
                pct(sb, 0x80 | cp >> 6 & 0x3F);
            }
            pct(sb, 0x80 | cp & 0x3F);
        }
        return sb;
    }

    /**
     * Appends a host name that UTS #46 produced: non-ASCII characters (ToUnicode) as they are,
     * ASCII characters that a reg-name cannot hold percent-encoded.
     */
    static void appendRegName(StringBuilder sb, String name) {
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c < 128 && !Rfc3986Chars.REG_NAME.matches(c)) {
                pct(sb, c);
            } else {
                sb.append(c);
            }
        }
    }

    private static void pct(StringBuilder sb, int b) {
        sb.append('%').append(HEX[b >> 4 & 0xF]).append(HEX[b & 0xF]);
    }

    static UriReference parseUri(String text, boolean absolute) {
        int mode = absolute ? Rfc3986Parser.M_URI : Rfc3986Parser.M_RELATIVE;
        UriReference r = Rfc3986Parser.parse(text, mode);
        if (r != null) {
            return r;
        }
        throw new IllegalStateException("urikit bug: built an invalid URI reference: " + Rfc3986Parser.check(text, mode));
    }

    static IriReference parseIri(String text, boolean absolute) {
        int mode = absolute ? Rfc3987Parser.M_IRI : Rfc3987Parser.M_RELATIVE;
        IriReference r = Rfc3987Parser.parse(text, mode);
        if (r != null) {
            return r;
        }
        throw new IllegalStateException("urikit bug: built an invalid IRI reference: " + Rfc3987Parser.check(text, mode));
    }

    /**
     * RFC 3987 §3.2: decodes each percent-encoded, strictly well-formed UTF-8 sequence of a
     * non-ASCII character that the IRI grammar allows where it stands (a {@code ucschar}, or an
     * {@code iprivate} in the query) and that §4.1 does not forbid (no bidirectional formatting
     * character). ASCII octets, ill-formed sequences and every other character stay
     * percent-encoded, exactly as written.
     */
    static IriReference toIri(AbstractReference uri) {
        String t = uri.text;
        int pct = t.indexOf('%');
        if (pct < 0) {
            return parseIri(t, uri instanceof Uri);
        }
        int queryStart = uri.pathEnd < t.length() && t.charAt(uri.pathEnd) == '?' ? uri.pathEnd + 1 : -1;
        StringBuilder sb = new StringBuilder(t.length()).append(t, 0, pct);
        byte[] run = new byte[(t.length() - pct) / 3 + 1];
        int i = pct;
        while (i < t.length()) {
            char c = t.charAt(i);
            if (c != '%') {
                sb.append(c);
                i++;
                continue;
            }
            // a run of triplets: valid URI text, so every '%' has two hex digits
            int runStart = i;
            int n = 0;
            while (i < t.length() && t.charAt(i) == '%') {
                run[n++] = (byte) (Percent.hex(t.charAt(i + 1)) << 4 | Percent.hex(t.charAt(i + 2)));
                i += 3;
            }
            boolean inQuery = queryStart >= 0 && runStart >= queryStart && runStart < uri.queryEnd;
            decodeRun(t, runStart, run, n, inQuery, sb);
        }
        return parseIri(sb.toString(), uri instanceof Uri);
    }

    /** Appends the run of {@code n} octets written at {@code t[start, start + 3n)}, decoding what §3.2 allows. */
    private static void decodeRun(String t, int start, byte[] b, int n, boolean inQuery, StringBuilder sb) {
        int k = 0;
        while (k < n) {
            int len = sequenceLength(b, k, n);
            if (len > 1) {
                int cp = Utf8.codePoint(b, k, len);
                if ((Rfc3987Chars.isUcschar(cp) || inQuery && Rfc3987Chars.isIprivate(cp))
                        && !Rfc3987Chars.isBidiFormatting(cp)) {
                    sb.appendCodePoint(cp);
                    k += len;
                    continue;
                }
            } else {
                len = 1; // ASCII, or not part of a well-formed sequence: stays encoded
            }
            sb.append(t, start + 3 * k, start + 3 * (k + len));
            k += len;
        }
    }

    /**
     * The length of the strictly well-formed UTF-8 sequence of a non-ASCII character at
     * {@code b[k]} (Unicode Table 3-7: no overlong forms, no surrogates, nothing above U+10FFFF),
     * or 0 if there is none.
     */
    static int sequenceLength(byte[] b, int k, int n) {
        int len = Utf8.sequence(b, k, n);
        return len > 1 ? len : 0;
    }
}
