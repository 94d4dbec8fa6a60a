package org.urikit;

import java.nio.charset.StandardCharsets;
import java.util.Objects;

import org.urikit.internal.CharClass;
import org.urikit.internal.Percent;
import org.urikit.internal.Rfc3986Chars;

/**
 * Percent-encoding (RFC 3986 §2.1) for one named component: encodes exactly what that component
 * does not allow, as UTF-8 octets, and decodes as UTF-8.
 *
 * <pre>{@code
 * PercentCodec.encode(Component.PATH_SEGMENT, "a/b c");   // a%2Fb%20c
 * PercentCodec.encode(Component.PATH, "/a b/ü");          // /a%20b/%C3%BC
 * PercentCodec.encode(Component.QUERY, "x=1&y=?/");       // x=1&y=?/  (all allowed in a query)
 * PercentCodec.encodeQueryParameter("a&b=c+d");           // a%26b%3Dc%2Bd
 * PercentCodec.decode("%C3%BC%20x+y");                    // "ü x+y"
 * PercentCodec.decodeForm("%C3%BC+x");                    // "ü x"
 * }</pre>
 *
 * <table>
 *   <caption>What each component keeps as it is</caption>
 *   <tr><th>component</th><th>kept (everything else is encoded, {@code '%'} always)</th></tr>
 *   <tr><td>{@link Component#USERINFO}</td><td>unreserved, sub-delims, {@code ":"}</td></tr>
 *   <tr><td>{@link Component#HOST}</td><td>unreserved, sub-delims (a {@code reg-name}; give IP
 *       literals as they are, not through the codec)</td></tr>
 *   <tr><td>{@link Component#PATH}</td><td>pchar and {@code "/"}</td></tr>
 *   <tr><td>{@link Component#PATH_SEGMENT}</td><td>pchar ({@code "/"} is encoded)</td></tr>
 *   <tr><td>{@link Component#QUERY}, {@link Component#FRAGMENT}</td><td>pchar, {@code "/"},
 *       {@code "?"}</td></tr>
 * </table>
 * Unreserved characters are never encoded, so an encoded value is already in the normal form of
 * RFC 3986 §6.2.2.2; hex digits are upper case (§2.1).
 *
 * <p>Decoding policy: only percent-encodings are decoded. A {@code '%'} followed by two hex digits
 * is one octet; each run of consecutive such octets is decoded as UTF-8, and each malformed
 * sequence in it becomes U+FFFD (the replacement character), as
 * {@link String#String(byte[], java.nio.charset.Charset)} does. Every other character is kept as
 * it is: a {@code '%'} without two hex digits after it, non-ASCII characters, even an unpaired
 * surrogate. Decoding never fails. {@link #decodeForm} decodes as the URL Standard does instead
 * (see there); apart from {@code '+'}, the two differ only on an unpaired surrogate and on
 * {@code ED} followed by {@code A0..BF} (an encoded surrogate such as {@code %ED%A0%80}), which the
 * JDK replaces by one U+FFFD and the URL Standard by one U+FFFD for each byte.
 *
 * <p>Stateless and thread-safe.
 *
 * @see <a href="https://www.rfc-editor.org/rfc/rfc3986#section-2.1">RFC 3986 §2.1</a>
 * @since 0.1
 */
public final class PercentCodec {
    private static final CharClass PCT = CharClass.of("%");
    private static final CharClass USERINFO = Rfc3986Chars.USERINFO_PCT.minus(PCT);
    private static final CharClass HOST = Rfc3986Chars.REG_NAME_PCT.minus(PCT);
    private static final CharClass PATH = Rfc3986Chars.PATH_PCT.minus(PCT);
    private static final CharClass SEGMENT = Rfc3986Chars.PCHAR_PCT.minus(PCT);
    private static final CharClass QUERY = Rfc3986Chars.QUERY_PCT.minus(PCT);
    /** A query parameter's name or value: the query's characters without the delimiters of the convention. */
    private static final CharClass QUERY_PARAMETER = QUERY.minus(CharClass.of("&=+;"));
    /** The first segment of a path-noscheme: no ':'. */
    static final CharClass SEGMENT_NC = SEGMENT.minus(CharClass.of(":"));
    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private PercentCodec() {
    }

    /**
     * Encodes text for a component: every character the component does not allow, and every
     * {@code '%'}, becomes the percent-encoding of its UTF-8 octets.
     *
     * @param component {@code USERINFO}, {@code HOST}, {@code PATH}, {@code PATH_SEGMENT},
     *     {@code QUERY} or {@code FRAGMENT}
     * @param text the decoded text
     * @return the encoded text, valid for the component
     * @throws IllegalArgumentException if the component admits no percent-encoding (scheme, port)
     *     or is not one of the above, or if the text holds an unpaired surrogate (it has no UTF-8
     *     form; the message gives its index)
     * @throws NullPointerException if an argument is null
     */
    public static String encode(Component component, String text) {
        Objects.requireNonNull(component, "component");
        Objects.requireNonNull(text, "text");
        CharClass keep = switch (component) {
            case USERINFO -> USERINFO;
            case HOST -> HOST;
            case PATH -> PATH;
            case PATH_SEGMENT -> SEGMENT;
            case QUERY, FRAGMENT -> QUERY;
            default -> throw new IllegalArgumentException("no percent-encoding for the " + component.label()
                    + "; encode for USERINFO, HOST, PATH, PATH_SEGMENT, QUERY or FRAGMENT");
        };
        return encode(text, keep);
    }

    /**
     * Encodes a query parameter's name or value for the {@code name=value&...} convention: as
     * {@link Component#QUERY}, and also {@code '&'}, {@code '='}, {@code '+'} and {@code ';'}, so
     * that the result is one name or value both for RFC 3986 readers and for HTML form decoders.
     *
     * @param text the decoded name or value
     * @return the encoded text
     * @throws IllegalArgumentException if the text holds an unpaired surrogate
     * @throws NullPointerException if the text is null
     */
    public static String encodeQueryParameter(String text) {
        return encode(Objects.requireNonNull(text, "text"), QUERY_PARAMETER);
    }

    static String encode(String text, CharClass keep) {
        int i = 0;
        int len = text.length();
        while (i < len && keep.matches(text.charAt(i))) {
            i++;
        }
        if (i == len) {
            return text;
        }
        StringBuilder sb = new StringBuilder(len + 16).append(text, 0, i);
        while (i < len) {
            char c = text.charAt(i);
            if (keep.matches(c)) {
                sb.append(c);
                i++;
                continue;
            }
            int cp = text.codePointAt(i);
            if (Character.isSurrogate((char) cp)) {
                throw new IllegalArgumentException("unpaired surrogate U+" + Integer.toHexString(cp).toUpperCase(
                        java.util.Locale.ROOT) + " at index " + i + " has no UTF-8 form");
            }
            int n = Character.charCount(cp);
            for (byte b : text.substring(i, i + n).getBytes(StandardCharsets.UTF_8)) {
                sb.append('%').append(HEX[b >> 4 & 0xf]).append(HEX[b & 0xf]);
            }
            i += n;
        }
        return sb.toString();
    }

    /**
     * Decodes percent-encodings as UTF-8, by the policy in the class description; {@code '+'}
     * stays {@code '+'}.
     *
     * @param text encoded text
     * @return the decoded text
     * @throws NullPointerException if the text is null
     */
    public static String decode(String text) {
        return Percent.decode(Objects.requireNonNull(text, "text"), 0, text.length());
    }

    /**
     * Decodes a name or value of HTML form data ({@code application/x-www-form-urlencoded}) as the
     * WHATWG URL Standard's urlencoded parser does (§5.1): {@code '+'} is a space, then the text is
     * percent-decoded and the bytes are "UTF-8 decoded without BOM" by the Encoding Standard's
     * UTF-8 decoder, which replaces each maximal subpart of an ill-formed sequence by one U+FFFD:
     * {@code %ED%A0%80} (an encoded surrogate) is three U+FFFD, {@code %F0%80%80} three,
     * {@code %E2%82} at the end one. A leading {@code %EF%BB%BF} stays U+FEFF, and an unpaired
     * surrogate in the text, which has no UTF-8 form, becomes U+FFFD. Not RFC 3986: a convention
     * of HTML forms.
     *
     * @param text encoded text
     * @return the decoded text
     * @throws NullPointerException if the text is null
     */
    public static String decodeForm(String text) {
        String t = Objects.requireNonNull(text, "text").replace('+', ' ');
        return Percent.decodeWhatwg(t, 0, t.length());
    }
}
