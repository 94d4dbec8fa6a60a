package org.urikit.internal;

/**
 * The character classes of the RFC 1738 BNF (§5), one per rule, built from the rule text.
 *
 * <p>Unlike RFC 3986, {@code ~} is not allowed unescaped ({@code national}), {@code #} is not part
 * of a URL, and there are no IP literals. Classes that end in {@code _PCT} admit
 * {@code escape = "%" hex hex} through the bit of {@code '%'} (see {@link CharClass}).
 *
 * @see <a href="https://www.rfc-editor.org/rfc/rfc1738#section-5">RFC 1738 §5</a>
 */
public final class Rfc1738Chars {
    private Rfc1738Chars() {
    }

    /** {@code lowalpha = "a" | ... | "z"}. */
    public static final CharClass LOWALPHA = CharClass.range('a', 'z');
    /** {@code hialpha = "A" | ... | "Z"}. */
    public static final CharClass HIALPHA = CharClass.range('A', 'Z');
    /** {@code alpha = lowalpha | hialpha}. */
    public static final CharClass ALPHA = LOWALPHA.or(HIALPHA);
    /** {@code digit = "0" | ... | "9"}. */
    public static final CharClass DIGIT = CharClass.range('0', '9');
    /** {@code alphadigit = alpha | digit}. */
    public static final CharClass ALPHADIGIT = ALPHA.or(DIGIT);
    /** {@code hex = digit | "A" | ... | "F" | "a" | ... | "f"}. */
    public static final CharClass HEX = DIGIT.or(CharClass.of("ABCDEFabcdef"));
    /** {@code safe = "$" | "-" | "_" | "." | "+"}. */
    public static final CharClass SAFE = CharClass.of("$-_.+");
    /** {@code extra = "!" | "*" | "'" | "(" | ")" | ","}. */
    public static final CharClass EXTRA = CharClass.of("!*'(),");
    /** {@code national = "{" | "}" | "|" | "\" | "^" | "~" | "[" | "]" | "`"}: never allowed unescaped. */
    public static final CharClass NATIONAL = CharClass.of("{}|\\^~[]`");
    /** {@code punctuation = "<" | ">" | "#" | "%" | <">}: never allowed unescaped ({@code %} only in an escape). */
    public static final CharClass PUNCTUATION = CharClass.of("<>#%\"");
    /** {@code reserved = ";" | "/" | "?" | ":" | "@" | "&" | "="}. */
    public static final CharClass RESERVED = CharClass.of(";/?:@&=");
    /** {@code unreserved = alpha | digit | safe | extra}. */
    public static final CharClass UNRESERVED = ALPHA.or(DIGIT).or(SAFE).or(EXTRA);
    /** {@code uchar = unreserved | escape}. */
    public static final CharClass UCHAR_PCT = UNRESERVED.orPctEncoded();
    /** {@code xchar = unreserved | reserved | escape}. */
    public static final CharClass XCHAR_PCT = UNRESERVED.or(RESERVED).orPctEncoded();
    /**
     * {@code scheme = 1*[ lowalpha | digit | "+" | "-" | "." ]}, with {@code hialpha} too: "interpreters
     * should use case-ignore" (§2.1, §5).
     */
    public static final CharClass SCHEME = ALPHA.or(DIGIT).or(CharClass.of("+-."));
    /** {@code user = *[ uchar | ";" | "?" | "&" | "=" ]}; {@code password} has the same characters. */
    public static final CharClass USER_PCT = UCHAR_PCT.or(CharClass.of(";?&="));
    /** {@code password = *[ uchar | ";" | "?" | "&" | "=" ]}. */
    public static final CharClass PASSWORD_PCT = USER_PCT;
    /** The characters of {@code hostname} and {@code hostnumber}: {@code alphadigit}, {@code "-"}, {@code "."}. */
    public static final CharClass HOST = ALPHADIGIT.or(CharClass.of("-."));
    /** {@code fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]}. */
    public static final CharClass FSEGMENT_PCT = UCHAR_PCT.or(CharClass.of("?:@&="));
    /** {@code hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ]}. */
    public static final CharClass HSEGMENT_PCT = UCHAR_PCT.or(CharClass.of(";:@&="));
    /** {@code search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]}. */
    public static final CharClass SEARCH_PCT = HSEGMENT_PCT;
    /** {@code group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]}: the characters after the first. */
    public static final CharClass GROUP = ALPHADIGIT.or(CharClass.of("-.+_"));
    /** {@code article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host}: the part before {@code "@"}. */
    public static final CharClass ARTICLE_PCT = UCHAR_PCT.or(CharClass.of(";/?:&="));
    /** {@code psegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]}. */
    public static final CharClass PSEGMENT_PCT = FSEGMENT_PCT;
    /** {@code fieldname = *[ uchar | "?" | ":" | "@" | "&" ]}; {@code fieldvalue} has the same characters. */
    public static final CharClass FIELDNAME_PCT = UCHAR_PCT.or(CharClass.of("?:@&"));
    /** {@code fieldvalue = *[ uchar | "?" | ":" | "@" | "&" ]}. */
    public static final CharClass FIELDVALUE_PCT = FIELDNAME_PCT;
    /** {@code hpath = hsegment *[ "/" hsegment ]}. */
    public static final CharClass HPATH_PCT = HSEGMENT_PCT.or(CharClass.of("/"));
    /** {@code fpath = fsegment *[ "/" fsegment ]}. */
    public static final CharClass FPATH_PCT = FSEGMENT_PCT.or(CharClass.of("/"));
    /** {@code ppath = psegment *[ "/" psegment ]}. */
    public static final CharClass PPATH_PCT = PSEGMENT_PCT.or(CharClass.of("/"));
    /** {@code ftptype = "A" | "I" | "D" | "a" | "i" | "d"}. */
    public static final CharClass FTPTYPE = CharClass.of("AIDaid");
}
