package org.urikit.internal;

/**
 * The character classes of the RFC 1808 BNF (§2.2), one per rule, built from the rule text.
 *
 * <p>Unlike RFC 3986, {@code ~} is not allowed unescaped ({@code national}), and a scheme may
 * start with a digit. Classes that end in {@code _PCT} admit {@code escape = "%" hex hex} through
 * the bit of {@code '%'} (see {@link CharClass}).
 *
 * @see <a href="https://www.rfc-editor.org/rfc/rfc1808#section-2.2">RFC 1808 §2.2</a>
 */
public final class Rfc1808Chars {
    private Rfc1808Chars() {
    }

    /** {@code alpha = lowalpha | hialpha}. */
    public static final CharClass ALPHA = CharClass.range('a', 'z').or(CharClass.range('A', 'Z'));
    /** {@code digit = "0" | ... | "9"}. */
    public static final CharClass DIGIT = CharClass.range('0', '9');
    /** {@code hex = digit | "A" | ... | "F" | "a" | ... | "f"}. */
    public static final CharClass HEX = DIGIT.or(CharClass.of("ABCDEFabcdef"));
    /** {@code safe = "$" | "-" | "_" | "." | "+"}. */
    public static final CharClass SAFE = CharClass.of("$-_.+");
    /** {@code extra = "!" | "*" | "'" | "(" | ")" | ","}. */
    public static final CharClass EXTRA = CharClass.of("!*'(),");
    /** {@code national = "{" | "}" | "|" | "\" | "^" | "~" | "[" | "]" | "`"}: never allowed unescaped. */
    public static final CharClass NATIONAL = CharClass.of("{}|\\^~[]`");
    /** {@code reserved = ";" | "/" | "?" | ":" | "@" | "&" | "="}. */
    public static final CharClass RESERVED = CharClass.of(";/?:@&=");
    /** {@code unreserved = alpha | digit | safe | extra}. */
    public static final CharClass UNRESERVED = ALPHA.or(DIGIT).or(SAFE).or(EXTRA);
    /** {@code uchar = unreserved | escape}. */
    public static final CharClass UCHAR_PCT = UNRESERVED.orPctEncoded();
    /** {@code scheme = 1*( alpha | digit | "+" | "-" | "." )}. */
    public static final CharClass SCHEME = ALPHA.or(DIGIT).or(CharClass.of("+-."));
    /** {@code pchar = uchar | ":" | "@" | "&" | "="}. */
    public static final CharClass PCHAR_PCT = UCHAR_PCT.or(CharClass.of(":@&="));
    /** {@code net_loc = *( pchar | ";" | "?" )}. */
    public static final CharClass NET_LOC_PCT = PCHAR_PCT.or(CharClass.of(";?"));
    /** A path: {@code fsegment *( "/" segment )}, segments of {@code pchar}. */
    public static final CharClass PATH_PCT = PCHAR_PCT.or(CharClass.of("/"));
    /** {@code params = param *( ";" param )}, {@code param = *( pchar | "/" )}. */
    public static final CharClass PARAMS_PCT = PCHAR_PCT.or(CharClass.of("/;"));
    /** {@code query = *( uchar | reserved )}. */
    public static final CharClass QUERY_PCT = UCHAR_PCT.or(RESERVED);
    /** {@code fragment = *( uchar | reserved )}. */
    public static final CharClass FRAGMENT_PCT = QUERY_PCT;
}
