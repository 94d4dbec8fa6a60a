package org.urikit;

import static org.urikit.internal.Rfc1738Chars.ALPHA;
import static org.urikit.internal.Rfc1738Chars.ARTICLE_PCT;
import static org.urikit.internal.Rfc1738Chars.DIGIT;
import static org.urikit.internal.Rfc1738Chars.FIELDNAME_PCT;
import static org.urikit.internal.Rfc1738Chars.FIELDVALUE_PCT;
import static org.urikit.internal.Rfc1738Chars.FPATH_PCT;
import static org.urikit.internal.Rfc1738Chars.FTPTYPE;
import static org.urikit.internal.Rfc1738Chars.GROUP;
import static org.urikit.internal.Rfc1738Chars.HOST;
import static org.urikit.internal.Rfc1738Chars.HPATH_PCT;
import static org.urikit.internal.Rfc1738Chars.PASSWORD_PCT;
import static org.urikit.internal.Rfc1738Chars.PPATH_PCT;
import static org.urikit.internal.Rfc1738Chars.SCHEME;
import static org.urikit.internal.Rfc1738Chars.SEARCH_PCT;
import static org.urikit.internal.Rfc1738Chars.UCHAR_PCT;
import static org.urikit.internal.Rfc1738Chars.USER_PCT;
import static org.urikit.internal.Rfc1738Chars.XCHAR_PCT;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.jspecify.annotations.Nullable;
import org.urikit.internal.CharClass;
import org.urikit.internal.Percent;

/**
 * The RFC 1738 parser: the generic URL and the ten scheme grammars of §5. Hand-written, single
 * pass, no recursion, no regular expressions.
 *
 * <p>One instance parses one input. Invariants: {@code 0 <= i <= len}; each step returns the index
 * where it stopped, or -1 after recording the first error in {@link #error}; each character is read
 * a bounded number of times (the host's labels are checked in a second walk over the host only).
 */
final class Rfc1738Parser {
    private final String s;
    private final int len;
    private final boolean build;
    private @Nullable ParseError error;

    // results of login / hostport; -1 when absent
    private int userStart = -1;
    private int userEnd = -1;
    private int passStart = -1;
    private int passEnd = -1;
    private int hostStart = -1;
    private int hostEnd = -1;
    private int portStart = -1;
    private int portEnd = -1;

    private Rfc1738Parser(String s, boolean build) {
        this.s = s;
        this.len = s.length();
        this.build = build;
    }

    /**
     * Checks {@code s} by the rule, without building a value.
     *
     * @return the first error, or null if {@code s} is valid
     */
    static @Nullable ParseError check(String s, Rfc1738Rule rule) {
        Rfc1738Parser p = new Rfc1738Parser(s, false);
        p.run(rule);
        return p.error;
    }

    /**
     * Parses {@code s} by the rule, or throws.
     *
     * @throws UriSyntaxException with the first error if {@code s} is not valid
     */
    static Rfc1738Url parseOrThrow(String s, Rfc1738Rule rule) {
        Rfc1738Parser p = new Rfc1738Parser(s, true);
        Rfc1738Url url = p.run(rule);
        if (p.error != null) {
            throw new UriSyntaxException(p.error);
        }
        if (url == null) {
            throw new IllegalStateException("urikit bug: the RFC 1738 parser gave neither a value nor an error");
        }
        return url;
    }

    /** The value (when {@code build} and valid), else null; the error is in {@link #error}. */
    private @Nullable Rfc1738Url run(Rfc1738Rule rule) {
        int j = 0;
        while (j < len && SCHEME.matches(s.charAt(j))) {
            j++;
        }
        if (j == 0 || j == len || s.charAt(j) != ':') {
            fail(j, ErrorKind.MISSING_SCHEME, Component.SCHEME, "scheme");
            return null;
        }
        Rfc1738Rule grammar = rule;
        String scheme = s.substring(0, j);
        if (rule == Rfc1738Rule.URL) {
            grammar = Rfc1738Rule.forScheme(scheme).orElse(Rfc1738Rule.GENERICURL);
        } else if (rule.schemeOrNull() != null && !scheme.equalsIgnoreCase(rule.schemeOrNull())) {
            fail(0, ErrorKind.UNEXPECTED_CHARACTER, Component.SCHEME, rule.bnfName());
            return null;
        }
        int i = j + 1;
        Rfc1738Url.Parts parts = switch (grammar) {
            case HTTPURL -> http(i);
            case FTPURL -> ftp(i);
            case FILEURL -> file(i);
            case GOPHERURL -> gopher(i);
            case MAILTOURL -> mailto(i);
            case NEWSURL -> news(i);
            case NNTPURL -> nntp(i);
            case TELNETURL -> telnet(i);
            case WAISURL -> wais(i);
            case PROSPEROURL -> prospero(i);
            case URL, GENERICURL -> generic(i);
        };
        if (error != null || !build || parts == null) {
            return null;
        }
        return new Rfc1738Url(s, j, parts);
    }

    // ---------------------------------------------------------------------------------------------
    // helpers

    private int fail(int index, ErrorKind kind, Component c, String rule) {
        if (error == null) {
            error = new ParseError(s, Math.min(index, len), kind, c, Rfc.RFC_1738, rule);
        }
        return -1;
    }

    /** An unexpected character at {@code index}, or the unexpected end. */
    private int unexpected(int index, Component c, String rule) {
        return fail(index, index >= len ? ErrorKind.UNEXPECTED_END : ErrorKind.UNEXPECTED_CHARACTER, c, rule);
    }

    private String sub(int a, int b) {
        return s.substring(a, b);
    }

    private Optional<String> opt(int a, int b) {
        return a < 0 ? Optional.empty() : Optional.of(s.substring(a, b));
    }

    /**
     * How many characters of the BNF's quoted literal {@code lit} stand at {@code i} ({@code lit.length()}
     * when all of it does). RFC 1738 writes its BNF with RFC 822's conventions, under which a quoted
     * literal of more than one character ignores case (RFC 5234 says the same of quoted strings):
     * {@code ";TYPE="} and {@code ";Type="} are {@code ";type="}. Only ASCII letters fold, so no other
     * character (such as U+017F, whose upper case is {@code 'S'}) stands for a letter. The one-letter
     * literals are character classes here and keep their case ({@code ftptype} lists
     * {@code "A" | "a"} itself). Scheme names are matched through {@link Rfc1738Rule#forScheme}.
     */
    private int literalPrefix(int i, String lit) {
        int n = 0;
        while (n < lit.length() && i + n < len && sameIgnoringAsciiCase(s.charAt(i + n), lit.charAt(n))) {
            n++;
        }
        return n;
    }

    private boolean literalAt(int i, String lit) {
        return literalPrefix(i, lit) == lit.length();
    }

    private static boolean sameIgnoringAsciiCase(char c, char lit) {
        if (c == lit) {
            return true;
        }
        char lower = (char) (c | 0x20);
        return lower >= 'a' && lower <= 'z' && lower == (lit | 0x20);
    }

    /** Scans characters of {@code cls}; a {@code '%'} must start an escape. Stops at {@code "%09"} if {@code tab}. */
    private int scan(int i, CharClass cls, Component c, String rule, boolean tab) {
        while (i < len) {
            char ch = s.charAt(i);
            if (!cls.matches(ch)) {
                return i;
            }
            if (ch == '%') {
                if (tab && literalAt(i, "%09")) {
                    return i;
                }
                int bad = Percent.badTriplet(s, i, len);
                if (bad >= 0) {
                    return fail(bad, ErrorKind.INVALID_PERCENT_ENCODING, c, rule);
                }
                i += 3;
            } else {
                i++;
            }
        }
        return i;
    }

    private int scan(int i, CharClass cls, Component c, String rule) {
        return scan(i, cls, c, rule, false);
    }

    /** Scans to the end: every character must be in {@code cls}. */
    private int scanToEnd(int i, CharClass cls, Component c, String rule) {
        int e = scan(i, cls, c, rule);
        return e < 0 ? -1 : e < len ? unexpected(e, c, rule) : e;
    }

    private int slashes(int i, String rule) {
        if (s.startsWith("//", i)) {
            return i + 2;
        }
        return unexpected(i < len && s.charAt(i) == '/' ? i + 1 : i, Component.SCHEME_SPECIFIC_PART, rule);
    }

    /**
     * {@code host = hostname | hostnumber}; {@code hostname = *[ domainlabel "." ] toplabel};
     * {@code hostnumber = digits "." digits "." digits "." digits}.
     */
    private int host(int i) {
        if (i < 0) {
            return -1;
        }
        int j = i;
        while (j < len && HOST.matches(s.charAt(j))) {
            j++;
        }
        if (j == i) {
            return unexpected(i, Component.HOST, "host");
        }
        int labels = 0;
        boolean allDigits = true;
        int lastLabel = i;
        int a = i;
        for (int k = i; k <= j; k++) {
            if (k < j && s.charAt(k) != '.') {
                if (!DIGIT.matches(s.charAt(k))) {
                    allDigits = false;
                }
                continue;
            }
            String rule = k == j ? "toplabel" : "domainlabel";
            if (k == a) {
                return unexpected(a, Component.HOST, rule);
            }
            if (s.charAt(a) == '-') {
                return unexpected(a, Component.HOST, rule);
            }
            if (s.charAt(k - 1) == '-') {
                return unexpected(k - 1, Component.HOST, rule);
            }
            labels++;
            lastLabel = a;
            a = k + 1;
        }
        if (!(labels == 4 && allDigits) && !ALPHA.matches(s.charAt(lastLabel))) {
            return unexpected(lastLabel, Component.HOST, "toplabel");
        }
        hostStart = i;
        hostEnd = j;
        return j;
    }

    /** {@code hostport = host [ ":" port ]}, {@code port = digits}. */
    private int hostport(int i) {
        int k = host(i);
        if (k < 0) {
            return -1;
        }
        if (k < len && s.charAt(k) == ':') {
            int p = k + 1;
            while (p < len && DIGIT.matches(s.charAt(p))) {
                p++;
            }
            if (p == k + 1) {
                return fail(p, ErrorKind.INVALID_PORT, Component.PORT, "port");
            }
            portStart = k + 1;
            portEnd = p;
            return p;
        }
        return k;
    }

    /** After a hostport or login: the end of input or {@code '/'}. */
    private int afterHostport(int k) {
        if (k < 0 || k == len || s.charAt(k) == '/') {
            return k;
        }
        if (portStart >= 0) {
            return fail(k, ErrorKind.INVALID_PORT, Component.PORT, "port");
        }
        return fail(k, ErrorKind.UNEXPECTED_CHARACTER, Component.HOST, "hostname");
    }

    /** {@code login = [ user [ ":" password ] "@" ] hostport}; returns the index after the login. */
    private int login(int i) {
        if (i < 0) {
            return -1;
        }
        int e = s.indexOf('/', i);
        if (e < 0) {
            e = len;
        }
        int at = s.indexOf('@', i);
        if (at >= 0 && at < e) {
            int u = scan(i, USER_PCT, Component.USERINFO, "user");
            if (u < 0) {
                return -1;
            }
            if (u < at && s.charAt(u) == ':') {
                int p = scan(u + 1, PASSWORD_PCT, Component.USERINFO, "password");
                if (p < 0) {
                    return -1;
                }
                if (p != at) {
                    return unexpected(p, Component.USERINFO, "password");
                }
                passStart = u + 1;
                passEnd = at;
            } else if (u != at) {
                return unexpected(u, Component.USERINFO, "user");
            }
            userStart = i;
            userEnd = u;
            i = at + 1;
        }
        return afterHostport(hostport(i));
    }

    private String host() {
        return sub(hostStart, hostEnd);
    }

    private Optional<String> port() {
        return opt(portStart, portEnd);
    }

    private static final String DIGITS = "digits";

    // ---------------------------------------------------------------------------------------------
    // the scheme grammars

    private Rfc1738Url.@Nullable Parts http(int i) {
        int k = afterHostport(hostport(slashes(i, "httpurl")));
        if (k < 0) {
            return null;
        }
        int hpath = -1;
        int hpathEnd = -1;
        int search = -1;
        if (k < len) {
            hpath = k + 1;
            hpathEnd = scan(hpath, HPATH_PCT, Component.PATH, "hsegment");
            if (hpathEnd < 0) {
                return null;
            }
            if (hpathEnd < len) {
                if (s.charAt(hpathEnd) != '?') {
                    unexpected(hpathEnd, Component.PATH, "hsegment");
                    return null;
                }
                search = hpathEnd + 1;
                if (scanToEnd(search, SEARCH_PCT, Component.QUERY, "search") < 0) {
                    return null;
                }
            }
        }
        return build ? new Rfc1738Url.Http(host(), port(), opt(hpath, hpathEnd), opt(search, len)) : null;
    }

    private Rfc1738Url.@Nullable Parts ftp(int i) {
        int k = login(slashes(i, "ftpurl"));
        if (k < 0) {
            return null;
        }
        int fpath = -1;
        int fpathEnd = -1;
        int type = -1;
        if (k < len) {
            fpath = k + 1;
            fpathEnd = scan(fpath, FPATH_PCT, Component.PATH, "fsegment");
            if (fpathEnd < 0) {
                return null;
            }
            if (fpathEnd < len) {
                int typeLiteral = literalPrefix(fpathEnd, ";type=");
                if (typeLiteral == 6) {
                    type = fpathEnd + 6;
                    if (type >= len || !FTPTYPE.matches(s.charAt(type))) {
                        unexpected(type, Component.SCHEME_SPECIFIC_PART, "ftptype");
                        return null;
                    }
                    if (type + 1 < len) {
                        unexpected(type + 1, Component.SCHEME_SPECIFIC_PART, "ftpurl");
                        return null;
                    }
                } else if (s.charAt(fpathEnd) == ';') {
                    unexpected(fpathEnd + typeLiteral, Component.SCHEME_SPECIFIC_PART, "ftpurl");
                    return null;
                } else {
                    unexpected(fpathEnd, Component.PATH, "fsegment");
                    return null;
                }
            }
        }
        return build ? new Rfc1738Url.Ftp(opt(userStart, userEnd), opt(passStart, passEnd), host(), port(),
                opt(fpath, fpathEnd), opt(type, type + 1)) : null;
    }

    private Rfc1738Url.@Nullable Parts file(int i) {
        i = slashes(i, "fileurl");
        if (i < 0) {
            return null;
        }
        if (i == len || s.charAt(i) != '/') {
            int k = host(i);
            if (k < 0) {
                return null;
            }
            if (k == len) {
                fail(k, ErrorKind.UNEXPECTED_END, Component.PATH, "fileurl");
                return null;
            }
            if (s.charAt(k) != '/') {
                fail(k, ErrorKind.UNEXPECTED_CHARACTER, Component.HOST, "hostname");
                return null;
            }
            i = k;
        }
        if (scanToEnd(i + 1, FPATH_PCT, Component.PATH, "fsegment") < 0) {
            return null;
        }
        return build ? new Rfc1738Url.File(opt(hostStart, hostEnd), sub(i + 1, len)) : null;
    }

    private Rfc1738Url.@Nullable Parts gopher(int i) {
        int k = afterHostport(hostport(slashes(i, "gopherurl")));
        if (k < 0) {
            return null;
        }
        int gtype = -1;
        int gtypeEnd = -1;
        int selectorEnd = -1;
        int search = -1;
        int searchEnd = -1;
        int plus = -1;
        if (k + 1 < len) {
            gtype = k + 1;
            char c = s.charAt(gtype);
            if (c == '%') {
                if (scan(gtype, XCHAR_PCT, Component.SCHEME_SPECIFIC_PART, "gtype") < 0) {
                    return null;
                }
                gtypeEnd = gtype + 3;
            } else if (XCHAR_PCT.matches(c)) {
                gtypeEnd = gtype + 1;
            } else {
                unexpected(gtype, Component.SCHEME_SPECIFIC_PART, "gtype");
                return null;
            }
            selectorEnd = scan(gtypeEnd, XCHAR_PCT, Component.PATH, "selector", true);
            if (selectorEnd < 0) {
                return null;
            }
            if (selectorEnd < len) {
                if (!literalAt(selectorEnd, "%09")) {
                    unexpected(selectorEnd, Component.PATH, "selector");
                    return null;
                }
                search = selectorEnd + 3;
                searchEnd = scan(search, SEARCH_PCT, Component.QUERY, "search", true);
                if (searchEnd < 0) {
                    return null;
                }
                if (searchEnd < len) {
                    if (!literalAt(searchEnd, "%09")) {
                        unexpected(searchEnd, Component.QUERY, "search");
                        return null;
                    }
                    plus = searchEnd + 3;
                    if (scanToEnd(plus, XCHAR_PCT, Component.SCHEME_SPECIFIC_PART, "gopher+_string") < 0) {
                        return null;
                    }
                }
            }
        }
        return build ? new Rfc1738Url.Gopher(host(), port(), opt(gtype, gtypeEnd), opt(gtypeEnd, selectorEnd),
                opt(search, searchEnd), opt(plus, len)) : null;
    }

    private Rfc1738Url.@Nullable Parts mailto(int i) {
        if (i == len) {
            unexpected(i, Component.SCHEME_SPECIFIC_PART, "encoded822addr");
            return null;
        }
        if (scanToEnd(i, XCHAR_PCT, Component.SCHEME_SPECIFIC_PART, "encoded822addr") < 0) {
            return null;
        }
        return build ? new Rfc1738Url.Mailto(sub(i, len)) : null;
    }

    /** {@code group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]}; returns where it stops. */
    private int group(int i) {
        if (i >= len || !ALPHA.matches(s.charAt(i))) {
            return unexpected(i, Component.SCHEME_SPECIFIC_PART, "group");
        }
        int g = i + 1;
        while (g < len && GROUP.matches(s.charAt(g))) {
            g++;
        }
        return g;
    }

    private Rfc1738Url.@Nullable Parts news(int i) {
        if (i == len) {
            unexpected(i, Component.SCHEME_SPECIFIC_PART, "grouppart");
            return null;
        }
        if (s.charAt(i) == '*' && i + 1 == len) {
            return build ? new Rfc1738Url.News(Optional.of("*"), Optional.empty()) : null;
        }
        int e = scan(i, ARTICLE_PCT, Component.SCHEME_SPECIFIC_PART, "article");
        if (e < 0) {
            return null;
        }
        if (e > i && e < len && s.charAt(e) == '@') {
            int h = host(e + 1);
            if (h < 0) {
                return null;
            }
            if (h < len) {
                fail(h, ErrorKind.UNEXPECTED_CHARACTER, Component.HOST, "hostname");
                return null;
            }
            return build ? new Rfc1738Url.News(Optional.empty(), Optional.of(sub(i, len))) : null;
        }
        int g = group(i);
        if (g < 0) {
            return null;
        }
        if (g < len) {
            unexpected(g, Component.SCHEME_SPECIFIC_PART, "group");
            return null;
        }
        return build ? new Rfc1738Url.News(Optional.of(sub(i, len)), Optional.empty()) : null;
    }

    private Rfc1738Url.@Nullable Parts nntp(int i) {
        int k = afterHostport(hostport(slashes(i, "nntpurl")));
        if (k < 0) {
            return null;
        }
        if (k == len) {
            fail(k, ErrorKind.UNEXPECTED_END, Component.PATH, "nntpurl");
            return null;
        }
        int g = group(k + 1);
        if (g < 0) {
            return null;
        }
        int article = -1;
        if (g < len) {
            if (s.charAt(g) != '/') {
                unexpected(g, Component.SCHEME_SPECIFIC_PART, "group");
                return null;
            }
            article = g + 1;
            int d = article;
            while (d < len && DIGIT.matches(s.charAt(d))) {
                d++;
            }
            if (d == article || d < len) {
                unexpected(d, Component.SCHEME_SPECIFIC_PART, DIGITS);
                return null;
            }
        }
        return build ? new Rfc1738Url.Nntp(host(), port(), sub(k + 1, g), opt(article, len)) : null;
    }

    private Rfc1738Url.@Nullable Parts telnet(int i) {
        int k = login(slashes(i, "telneturl"));
        if (k < 0) {
            return null;
        }
        if (k < len && k + 1 < len) {
            unexpected(k + 1, Component.PATH, "telneturl");
            return null;
        }
        return build ? new Rfc1738Url.Telnet(opt(userStart, userEnd), opt(passStart, passEnd), host(), port()) : null;
    }

    private Rfc1738Url.@Nullable Parts wais(int i) {
        int k = afterHostport(hostport(slashes(i, "waisurl")));
        if (k < 0) {
            return null;
        }
        if (k == len) {
            fail(k, ErrorKind.UNEXPECTED_END, Component.PATH, "waisurl");
            return null;
        }
        int db = k + 1;
        int dbEnd = scan(db, UCHAR_PCT, Component.PATH, "database");
        if (dbEnd < 0) {
            return null;
        }
        int search = -1;
        int wtype = -1;
        int wtypeEnd = -1;
        int wpath = -1;
        if (dbEnd < len) {
            char c = s.charAt(dbEnd);
            if (c == '?') {
                search = dbEnd + 1;
                if (scanToEnd(search, SEARCH_PCT, Component.QUERY, "search") < 0) {
                    return null;
                }
            } else if (c == '/') {
                wtype = dbEnd + 1;
                wtypeEnd = scan(wtype, UCHAR_PCT, Component.SCHEME_SPECIFIC_PART, "wtype");
                if (wtypeEnd < 0) {
                    return null;
                }
                if (wtypeEnd == len || s.charAt(wtypeEnd) != '/') {
                    unexpected(wtypeEnd, Component.SCHEME_SPECIFIC_PART, wtypeEnd == len ? "waisdoc" : "wtype");
                    return null;
                }
                wpath = wtypeEnd + 1;
                if (scanToEnd(wpath, UCHAR_PCT, Component.PATH, "wpath") < 0) {
                    return null;
                }
            } else {
                unexpected(dbEnd, Component.PATH, "database");
                return null;
            }
        }
        return build ? new Rfc1738Url.Wais(host(), port(), sub(db, dbEnd), opt(search, len), opt(wtype, wtypeEnd),
                opt(wpath, len)) : null;
    }

    private Rfc1738Url.@Nullable Parts prospero(int i) {
        int k = afterHostport(hostport(slashes(i, "prosperourl")));
        if (k < 0) {
            return null;
        }
        if (k == len) {
            fail(k, ErrorKind.UNEXPECTED_END, Component.PATH, "prosperourl");
            return null;
        }
        int pp = k + 1;
        int e = scan(pp, PPATH_PCT, Component.PATH, "psegment");
        if (e < 0) {
            return null;
        }
        int ppEnd = e;
        List<Rfc1738Url.Fieldspec> fields = build ? new ArrayList<>() : List.of();
        while (e < len) {
            if (s.charAt(e) != ';') {
                unexpected(e, e == ppEnd ? Component.PATH : Component.SCHEME_SPECIFIC_PART,
                        e == ppEnd ? "psegment" : "fieldvalue");
                return null;
            }
            int n = e + 1;
            int ne = scan(n, FIELDNAME_PCT, Component.SCHEME_SPECIFIC_PART, "fieldname");
            if (ne < 0) {
                return null;
            }
            if (ne == len || s.charAt(ne) != '=') {
                unexpected(ne, Component.SCHEME_SPECIFIC_PART, "fieldspec");
                return null;
            }
            int v = ne + 1;
            int ve = scan(v, FIELDVALUE_PCT, Component.SCHEME_SPECIFIC_PART, "fieldvalue");
            if (ve < 0) {
                return null;
            }
            if (build) {
                fields.add(new Rfc1738Url.Fieldspec(sub(n, ne), sub(v, ve)));
            }
            e = ve;
        }
        return build ? new Rfc1738Url.Prospero(host(), port(), sub(pp, ppEnd), fields) : null;
    }

    private Rfc1738Url.@Nullable Parts generic(int i) {
        if (scanToEnd(i, XCHAR_PCT, Component.SCHEME_SPECIFIC_PART, "schemepart") < 0 || !build) {
            return null;
        }
        Optional<String> none = Optional.empty();
        if (s.startsWith("//", i)) {
            // ip-schemepart = "//" login [ "/" urlpath ]: the characters are xchars already, so only
            // the login's structure can fail; then the schemepart is a plain *xchar.
            int k = login(i + 2);
            if (k >= 0) {
                return new Rfc1738Url.Generic(sub(i, len), opt(userStart, userEnd), opt(passStart, passEnd),
                        Optional.of(host()), port(), k < len ? Optional.of(sub(k + 1, len)) : none);
            }
            error = null;
        }
        return new Rfc1738Url.Generic(sub(i, len), none, none, none, none, none);
    }
}
