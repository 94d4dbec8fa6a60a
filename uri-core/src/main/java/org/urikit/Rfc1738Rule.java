package org.urikit;

import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

import org.jspecify.annotations.Nullable;

/**
 * The rules of the RFC 1738 BNF (§5) that input can be checked against on their own: the top rule
 * {@code url}, the generic {@code genericurl}, and the grammar of each of the ten schemes it defines.
 *
 * <pre>{@code
 * Rfc1738Rule.URL.check("http://example.com/a?b");   // Optional.empty()
 * Rfc1738Rule.HTTPURL.check("http://a_b/");          // error at index 8: '_' is not in a hostname
 * Rfc1738Rule.forName("ftpurl");                     // Optional[FTPURL]
 * Rfc1738Rule.forScheme("HTTP");                     // Optional[HTTPURL]
 * }</pre>
 *
 * <p>{@link #URL} reads {@code url = httpurl | ftpurl | ... | otherurl} as the BNF comment
 * "new schemes follow the general syntax" means it: a URL whose scheme is one of the ten must match
 * that scheme's grammar; any other scheme is an {@code otherurl} ({@code genericurl}). Scheme names
 * are matched ignoring case (§2.1: "interpreters should use case-ignore"). The BNF is written with
 * RFC 822's conventions, under which a quoted literal of more than one character ignores case (as
 * RFC 5234's quoted strings do): {@code "ftp://"}, {@code "localhost"}, {@code ";type="} and the
 * other multi-character literals match in any ASCII case ({@code ftp://h/a;TYPE=i} is an
 * {@code ftpurl}; the typed views keep the text as written). One-letter literals are matched as
 * spelled: {@code ftptype = "A" | "I" | "D" | "a" | "i" | "d"} lists both cases itself, and
 * {@code "%09"} has no letter.
 *
 * <p>Checking never throws for any string and builds no value; it is linear in the input length.
 *
 * @see <a href="https://www.rfc-editor.org/rfc/rfc1738#section-5">RFC 1738 §5</a>
 * @since 0.1
 */
public enum Rfc1738Rule {
    /** {@code url = httpurl | ftpurl | newsurl | nntpurl | telneturl | gopherurl | waisurl | mailtourl | fileurl | prosperourl | otherurl}. */
    URL("url", null),
    /** {@code genericurl = scheme ":" schemepart}, {@code schemepart = *xchar | ip-schemepart}, for any scheme. */
    GENERICURL("genericurl", null),
    /** {@code httpurl = "http://" hostport [ "/" hpath [ "?" search ]]} (§3.3). */
    HTTPURL("httpurl", "http"),
    /** {@code ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]} (§3.2). */
    FTPURL("ftpurl", "ftp"),
    /** {@code fileurl = "file://" [ host | "localhost" ] "/" fpath} (§3.10). */
    FILEURL("fileurl", "file"),
    /** {@code gopherurl = "gopher://" hostport [ / [ gtype [ selector [ "%09" search [ "%09" gopher+_string ] ] ] ] ]} (§3.4). */
    GOPHERURL("gopherurl", "gopher"),
    /** {@code mailtourl = "mailto:" encoded822addr} (§3.5). */
    MAILTOURL("mailtourl", "mailto"),
    /** {@code newsurl = "news:" grouppart}, {@code grouppart = "*" | group | article} (§3.6). */
    NEWSURL("newsurl", "news"),
    /** {@code nntpurl = "nntp://" hostport "/" group [ "/" digits ]} (§3.7). */
    NNTPURL("nntpurl", "nntp"),
    /** {@code telneturl = "telnet://" login [ "/" ]} (§3.8). */
    TELNETURL("telneturl", "telnet"),
    /** {@code waisurl = waisdatabase | waisindex | waisdoc} (§3.9). */
    WAISURL("waisurl", "wais"),
    /** {@code prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]} (§3.11). */
    PROSPEROURL("prosperourl", "prospero");

    private final String bnfName;
    private final @Nullable String scheme;

    Rfc1738Rule(String bnfName, @Nullable String scheme) {
        this.bnfName = bnfName;
        this.scheme = scheme;
    }

    /**
     * The rule's name as RFC 1738 spells it, for example {@code "httpurl"}.
     *
     * @return the BNF name
     */
    public String bnfName() {
        return bnfName;
    }

    /**
     * The scheme this rule is the grammar of, for example {@code "http"} for {@link #HTTPURL}.
     *
     * @return the lower-case scheme, or empty for {@link #URL} and {@link #GENERICURL}
     */
    public Optional<String> scheme() {
        return Optional.ofNullable(scheme);
    }

    /** The scheme, or null. */
    @Nullable String schemeOrNull() {
        return scheme;
    }

    /**
     * Checks that the whole input matches this rule.
     *
     * @param input any string
     * @return the first error, or empty if the input matches
     * @throws NullPointerException if the input is null
     */
    public Optional<ParseError> check(String input) {
        Objects.requireNonNull(input, "input");
        return Optional.ofNullable(Rfc1738Parser.check(input, this));
    }

    /**
     * Whether the whole input matches this rule.
     *
     * @param input any string
     * @return true if it matches
     * @throws NullPointerException if the input is null
     */
    public boolean matches(String input) {
        return check(input).isEmpty();
    }

    /**
     * The rule with the given BNF name, for example {@code "gopherurl"} (exact case).
     *
     * @param name a BNF name
     * @return the rule, or empty if there is none of that name
     * @throws NullPointerException if the name is null
     */
    public static Optional<Rfc1738Rule> forName(String name) {
        Objects.requireNonNull(name, "name");
        for (Rfc1738Rule r : values()) {
            if (r.bnfName.equals(name)) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }

    /**
     * The grammar of one of the ten schemes that RFC 1738 defines, ignoring ASCII case.
     *
     * @param scheme a scheme name, for example {@code "FTP"}
     * @return the scheme's rule, or empty for any other scheme (an {@code otherurl})
     * @throws NullPointerException if the scheme is null
     */
    public static Optional<Rfc1738Rule> forScheme(String scheme) {
        Objects.requireNonNull(scheme, "scheme");
        String lower = scheme.toLowerCase(Locale.ROOT);
        for (Rfc1738Rule r : values()) {
            if (lower.equals(r.scheme)) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }
}
