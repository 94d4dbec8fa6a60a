package org.urikit.internal;

/**
 * The character classes of RFC 3986 Appendix A, one per ABNF rule, built from the rule text.
 *
 * <p>Classes that end in {@code _PCT} admit {@code pct-encoded} through the bit of {@code '%'}
 * (see {@link CharClass}).
 *
 * @see <a href="https://www.rfc-editor.org/rfc/rfc3986#appendix-A">RFC 3986 Appendix A</a>
 */
public final class Rfc3986Chars {
    private Rfc3986Chars() {
    }

    /** {@code ALPHA = %x41-5A / %x61-7A} (RFC 5234 B.1). */
    public static final CharClass ALPHA = CharClass.range('A', 'Z').or(CharClass.range('a', 'z'));
    /** {@code DIGIT = %x30-39} (RFC 5234 B.1). */
    public static final CharClass DIGIT = CharClass.range('0', '9');
    /** {@code HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"}, case-insensitive as ABNF strings are (RFC 5234 B.1). */
    public static final CharClass HEXDIG = DIGIT.or(CharClass.of("ABCDEFabcdef"));
    /** {@code unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"} (RFC 3986 §2.3). */
    public static final CharClass UNRESERVED = ALPHA.or(DIGIT).or(CharClass.of("-._~"));
    /** {@code gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@"} (RFC 3986 §2.2). */
    public static final CharClass GEN_DELIMS = CharClass.of(":/?#[]@");
    /** {@code sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="} (RFC 3986 §2.2). */
    public static final CharClass SUB_DELIMS = CharClass.of("!$&'()*+,;=");
    /** {@code reserved = gen-delims / sub-delims} (RFC 3986 §2.2). */
    public static final CharClass RESERVED = GEN_DELIMS.or(SUB_DELIMS);
    /** {@code scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )}: the characters after the first (RFC 3986 §3.1). */
    public static final CharClass SCHEME = ALPHA.or(DIGIT).or(CharClass.of("+-."));
    /** {@code userinfo = *( unreserved / pct-encoded / sub-delims / ":" )} (RFC 3986 §3.2.1). */
    public static final CharClass USERINFO_PCT = UNRESERVED.or(SUB_DELIMS).or(CharClass.of(":")).orPctEncoded();
    /** {@code reg-name = *( unreserved / pct-encoded / sub-delims )} (RFC 3986 §3.2.2). */
    public static final CharClass REG_NAME_PCT = UNRESERVED.or(SUB_DELIMS).orPctEncoded();
    /** The characters of {@code reg-name} other than a percent-encoding: {@code unreserved / sub-delims} (RFC 3986 §3.2.2). */
    public static final CharClass REG_NAME = UNRESERVED.or(SUB_DELIMS);
    /** The tail of {@code IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )} (RFC 3986 §3.2.2). */
    public static final CharClass IPVFUTURE_TAIL = UNRESERVED.or(SUB_DELIMS).or(CharClass.of(":"));
    /** {@code pchar = unreserved / pct-encoded / sub-delims / ":" / "@"} (RFC 3986 §3.3). */
    public static final CharClass PCHAR_PCT = UNRESERVED.or(SUB_DELIMS).or(CharClass.of(":@")).orPctEncoded();
    /** {@code segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )} (RFC 3986 §3.3). */
    public static final CharClass SEGMENT_NZ_NC_PCT = UNRESERVED.or(SUB_DELIMS).or(CharClass.of("@")).orPctEncoded();
    /** A path: {@code pchar} and {@code "/"} (RFC 3986 §3.3). */
    public static final CharClass PATH_PCT = PCHAR_PCT.or(CharClass.of("/"));
    /** {@code query = *( pchar / "/" / "?" )} (RFC 3986 §3.4); {@code fragment} has the same characters (§3.5). */
    public static final CharClass QUERY_PCT = PCHAR_PCT.or(CharClass.of("/?"));
    /** {@code fragment = *( pchar / "/" / "?" )} (RFC 3986 §3.5). */
    public static final CharClass FRAGMENT_PCT = QUERY_PCT;
}
