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
 * <p>One instance parses one input. Invariants: {@code 0 <= i <= len}; each step returns a
 * {@code long} by the convention of {@link ParseCode}: on success the index where it stopped, on
 * failure a negative code whose rule number indexes {@code RULES}; a step given a code returns it
 * unchanged, so steps chain. Each character is read a bounded number of times (the host's labels
 * are checked in a second walk over the host only). {@link #check} allocates the parser and, for
 * an invalid input, the error; {@link #parseOrThrow} allocates the parts of the value too.
 */
final class Rfc1738Parser {
    private final String s;
    private final int len;
    private final boolean build;
    /** The value's parts, set by the scheme grammar when {@code build} and the input is valid. */
    private Rfc1738Url.@Nullable Parts parts;

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
        long r = new Rfc1738Parser(s, false).run(rule);
        return r < 0 ? toError(s, r) : null;
    }

    /**
     * Parses {@code s} by the rule, or throws.
     *
     * @throws UriSyntaxException with the first error if {@code s} is not valid
     */
    static Rfc1738Url parseOrThrow(String s, Rfc1738Rule rule) {
        Rfc1738Parser p = new Rfc1738Parser(s, true);
        long r = p.run(rule);
        if (r < 0) {
            throw new UriSyntaxException(toError(s, r));
        }
        Rfc1738Url.Parts parts = p.parts;
        if (parts == null) {
            throw new IllegalStateException("urikit bug: the RFC 1738 parser gave neither a value nor an error");
        }
        return new Rfc1738Url(s, (int) (r >>> 32), parts);
    }

    /**
     * Runs the rule's grammar (when {@code build}, the value's parts are then in {@link #parts}):
     * the scheme's end in the upper half and the input's length in the lower, or an error.
     */
    private long run(Rfc1738Rule rule) {
        int j = 0;
        while (j < len && SCHEME.matches(s.charAt(j))) {
            j++;
        }
        if (j == 0 || j == len || s.charAt(j) != ':') {
            return err(j, ErrorKind.MISSING_SCHEME, Component.SCHEME, "scheme");
        }
        Rfc1738Rule grammar = rule;
        String scheme = s.substring(0, j);
        if (rule == Rfc1738Rule.URL) {
            grammar = Rfc1738Rule.forScheme(scheme).orElse(Rfc1738Rule.GENERICURL);
        } else if (rule.schemeOrNull() != null && !scheme.equalsIgnoreCase(rule.schemeOrNull())) {
            return err(0, ErrorKind.UNEXPECTED_CHARACTER, Component.SCHEME, rule.bnfName());
        }
        int i = j + 1;
        long r = switch (grammar) {
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
        return r < 0 ? r : (long) j << 32 | r;
    }

    // ---------------------------------------------------------------------------------------------
    // helpers

    /** The BNF rule names an error code's rule number stands for (see {@link #err}). */
    private static final List<String> RULES;

    static {
        List<String> rules = new ArrayList<>(List.of("scheme", "host", "toplabel", "domainlabel", "hostname", "port",
            "user", "password", "hsegment", "search", "fsegment", "ftptype", "gtype", "selector", "gopher+_string",
            "encoded822addr", "grouppart", "group", "article", "digits", "database", "wtype", "waisdoc", "wpath",
            "psegment", "fieldname", "fieldvalue", "fieldspec", "schemepart"));
        for (Rfc1738Rule rule : Rfc1738Rule.values()) {
            rules.add(rule.bnfName());
        }
        RULES = List.copyOf(rules);
    }

    private static ParseError toError(String s, long code) {
        return ParseCode.toError(s, code, Rfc.RFC_1738, RULES.get(ParseCode.rule(code)));
    }

    /** The code of an error at {@code index} (at most the input's length) under the rule named {@code rule}. */
    private long err(int index, ErrorKind kind, Component c, String rule) {
        int number = RULES.indexOf(rule);
        if (number < 0) {
            throw new AssertionError(rule);
        }
        return ParseCode.error(kind, c, number, Math.min(index, len));
    }

    /** An unexpected character at {@code index}, or the unexpected end. */
    private long unexpected(int index, Component c, String rule) {
        return err(index, index >= len ? ErrorKind.UNEXPECTED_END : ErrorKind.UNEXPECTED_CHARACTER, c, rule);
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
    private long scan(int i, CharClass cls, Component c, String rule, boolean tab) {
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
                    return err(bad, ErrorKind.INVALID_PERCENT_ENCODING, c, rule);
                }
                i += 3;
            } else {
                i++;
            }
        }
        return i;
    }

    private long scan(int i, CharClass cls, Component c, String rule) {
        return scan(i, cls, c, rule, false);
    }

    /** Scans to the end: every character must be in {@code cls}. */
    private long scanToEnd(int i, CharClass cls, Component c, String rule) {
        long e = scan(i, cls, c, rule);
        return e >= 0 && e < len ? unexpected((int) e, c, rule) : e;
    }

    private long slashes(int i, String rule) {
        if (s.startsWith("//", i)) {
            return i + 2;
        }
        return unexpected(i < len && s.charAt(i) == '/' ? i + 1 : i, Component.SCHEME_SPECIFIC_PART, rule);
    }

    /**
     * {@code host = hostname | hostnumber}; {@code hostname = *[ domainlabel "." ] toplabel};
     * {@code hostnumber = digits "." digits "." digits "." digits}.
     */
    private long host(long from) {
        if (from < 0) {
            return from;
        }
        final int i = (int) from;
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
    private long hostport(long from) {
        long r = host(from);
        if (r < 0) {
            return r;
        }
        int k = (int) r;
        if (k < len && s.charAt(k) == ':') {
            int p = k + 1;
            while (p < len && DIGIT.matches(s.charAt(p))) {
                p++;
            }
            if (p == k + 1) {
                return err(p, ErrorKind.INVALID_PORT, Component.PORT, "port");
            }
            portStart = k + 1;
            portEnd = p;
            return p;
        }
        return k;
    }

    /** After a hostport or login: the end of input or {@code '/'}. */
    private long afterHostport(long r) {
        if (r < 0 || r == len || s.charAt((int) r) == '/') {
            return r;
        }
        if (portStart >= 0) {
            return err((int) r, ErrorKind.INVALID_PORT, Component.PORT, "port");
        }
        return err((int) r, ErrorKind.UNEXPECTED_CHARACTER, Component.HOST, "hostname");
    }

    /** {@code login = [ user [ ":" password ] "@" ] hostport}; returns the index after the login. */
    private long login(long from) {
        if (from < 0) {
            return from;
        }
        int i = (int) from;
        int e = s.indexOf('/', i);
        if (e < 0) {
            e = len;
        }
        int at = s.indexOf('@', i);
        if (at >= 0 && at < e) {
            long r = scan(i, USER_PCT, Component.USERINFO, "user");
            if (r < 0) {
                return r;
            }
            int u = (int) r;
            if (u < at && s.charAt(u) == ':') {
                r = scan(u + 1, PASSWORD_PCT, Component.USERINFO, "password");
                if (r < 0) {
                    return r;
                }
                if (r != at) {
                    return unexpected((int) r, Component.USERINFO, "password");
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

    /**
     * {@code "//" hostport "/"}, which the grammar named {@code rule} requires: the index of the
     * {@code '/'}, or an error.
     */
    private long hostportAndSlash(int i, String rule) {
        long r = afterHostport(hostport(slashes(i, rule)));
        return r == len ? err(len, ErrorKind.UNEXPECTED_END, Component.PATH, rule) : r;
    }

    private static final String DIGITS = "digits";

    // ---------------------------------------------------------------------------------------------
    // the scheme grammars: each returns the input's length, or an error; when build, the value's
    // parts are then in parts

    private long http(int i) {
        long r = afterHostport(hostport(slashes(i, "httpurl")));
        if (r < 0) {
            return r;
        }
        int k = (int) r;
        int hpath = -1;
        int hpathEnd = -1;
        int search = -1;
        if (k < len) {
            hpath = k + 1;
            r = scan(hpath, HPATH_PCT, Component.PATH, "hsegment");
            if (r < 0) {
                return r;
            }
            hpathEnd = (int) r;
            if (hpathEnd < len) {
                if (s.charAt(hpathEnd) != '?') {
                    return unexpected(hpathEnd, Component.PATH, "hsegment");
                }
                search = hpathEnd + 1;
                r = scanToEnd(search, SEARCH_PCT, Component.QUERY, "search");
                if (r < 0) {
                    return r;
                }
            }
        }
        if (build) {
            parts = new Rfc1738Url.Http(host(), port(), opt(hpath, hpathEnd), opt(search, len));
        }
        return len;
    }

    private long ftp(int i) {
        long r = login(slashes(i, "ftpurl"));
        if (r < 0) {
            return r;
        }
        int k = (int) r;
        int fpath = -1;
        int fpathEnd = -1;
        int type = -1;
        if (k < len) {
            fpath = k + 1;
            r = scan(fpath, FPATH_PCT, Component.PATH, "fsegment");
            if (r < 0) {
                return r;
            }
            fpathEnd = (int) r;
            if (fpathEnd < len) {
                int typeLiteral = literalPrefix(fpathEnd, ";type=");
                if (typeLiteral == 6) {
                    type = fpathEnd + 6;
                    if (type >= len || !FTPTYPE.matches(s.charAt(type))) {
                        return unexpected(type, Component.SCHEME_SPECIFIC_PART, "ftptype");
                    }
                    if (type + 1 < len) {
                        return unexpected(type + 1, Component.SCHEME_SPECIFIC_PART, "ftpurl");
                    }
                } else if (s.charAt(fpathEnd) == ';') {
                    return unexpected(fpathEnd + typeLiteral, Component.SCHEME_SPECIFIC_PART, "ftpurl");
                } else {
                    return unexpected(fpathEnd, Component.PATH, "fsegment");
                }
            }
        }
        if (build) {
            parts = new Rfc1738Url.Ftp(opt(userStart, userEnd), opt(passStart, passEnd), host(), port(),
                    opt(fpath, fpathEnd), opt(type, type + 1));
        }
        return len;
    }

    private long file(int from) {
        long r = slashes(from, "fileurl");
        if (r < 0) {
            return r;
        }
        int i = (int) r;
        if (i == len || s.charAt(i) != '/') {
            r = host(i);
            if (r < 0) {
                return r;
            }
            int k = (int) r;
            if (k == len) {
                return err(k, ErrorKind.UNEXPECTED_END, Component.PATH, "fileurl");
            }
            if (s.charAt(k) != '/') {
                return err(k, ErrorKind.UNEXPECTED_CHARACTER, Component.HOST, "hostname");
            }
            i = k;
        }
        r = scanToEnd(i + 1, FPATH_PCT, Component.PATH, "fsegment");
        if (r >= 0 && build) {
            parts = new Rfc1738Url.File(opt(hostStart, hostEnd), sub(i + 1, len));
        }
        return r;
    }

    private long gopher(int i) {
        long r = afterHostport(hostport(slashes(i, "gopherurl")));
        if (r < 0) {
            return r;
        }
        int k = (int) r;
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
                r = scan(gtype, XCHAR_PCT, Component.SCHEME_SPECIFIC_PART, "gtype");
                if (r < 0) {
                    return r;
                }
                gtypeEnd = gtype + 3;
            } else if (XCHAR_PCT.matches(c)) {
                gtypeEnd = gtype + 1;
            } else {
                return unexpected(gtype, Component.SCHEME_SPECIFIC_PART, "gtype");
            }
            r = scan(gtypeEnd, XCHAR_PCT, Component.PATH, "selector", true);
            if (r < 0) {
                return r;
            }
            selectorEnd = (int) r;
            if (selectorEnd < len) {
                if (!literalAt(selectorEnd, "%09")) {
                    return unexpected(selectorEnd, Component.PATH, "selector");
                }
                search = selectorEnd + 3;
                r = scan(search, SEARCH_PCT, Component.QUERY, "search", true);
                if (r < 0) {
                    return r;
                }
                searchEnd = (int) r;
                if (searchEnd < len) {
                    if (!literalAt(searchEnd, "%09")) {
                        return unexpected(searchEnd, Component.QUERY, "search");
                    }
                    plus = searchEnd + 3;
                    r = scanToEnd(plus, XCHAR_PCT, Component.SCHEME_SPECIFIC_PART, "gopher+_string");
                    if (r < 0) {
                        return r;
                    }
                }
            }
        }
        if (build) {
            parts = new Rfc1738Url.Gopher(host(), port(), opt(gtype, gtypeEnd), opt(gtypeEnd, selectorEnd),
                    opt(search, searchEnd), opt(plus, len));
        }
        return len;
    }

    private long mailto(int i) {
        if (i == len) {
            return unexpected(i, Component.SCHEME_SPECIFIC_PART, "encoded822addr");
        }
        long r = scanToEnd(i, XCHAR_PCT, Component.SCHEME_SPECIFIC_PART, "encoded822addr");
        if (r >= 0 && build) {
            parts = new Rfc1738Url.Mailto(sub(i, len));
        }
        return r;
    }

    /** {@code group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]}; returns where it stops. */
    private long group(int i) {
        if (i >= len || !ALPHA.matches(s.charAt(i))) {
            return unexpected(i, Component.SCHEME_SPECIFIC_PART, "group");
        }
        int g = i + 1;
        while (g < len && GROUP.matches(s.charAt(g))) {
            g++;
        }
        return g;
    }

    private long news(int i) {
        if (i == len) {
            return unexpected(i, Component.SCHEME_SPECIFIC_PART, "grouppart");
        }
        if (s.charAt(i) == '*' && i + 1 == len) {
            if (build) {
                parts = new Rfc1738Url.News("*", Optional.empty(), Optional.empty());
            }
            return len;
        }
        long r = scan(i, ARTICLE_PCT, Component.SCHEME_SPECIFIC_PART, "article");
        if (r < 0) {
            return r;
        }
        int e = (int) r;
        if (e > i && e < len && s.charAt(e) == '@') {
            r = host(e + 1);
            if (r < 0) {
                return r;
            }
            if (r < len) {
                return err((int) r, ErrorKind.UNEXPECTED_CHARACTER, Component.HOST, "hostname");
            }
            if (build) {
                String article = sub(i, len);
                parts = new Rfc1738Url.News(article, Optional.empty(), Optional.of(article));
            }
            return len;
        }
        r = group(i);
        if (r < 0) {
            return r;
        }
        if (r < len) {
            return unexpected((int) r, Component.SCHEME_SPECIFIC_PART, "group");
        }
        if (build) {
            String group = sub(i, len);
            parts = new Rfc1738Url.News(group, Optional.of(group), Optional.empty());
        }
        return len;
    }

    private long nntp(int i) {
        long r = hostportAndSlash(i, "nntpurl");
        if (r < 0) {
            return r;
        }
        int k = (int) r;
        r = group(k + 1);
        if (r < 0) {
            return r;
        }
        int g = (int) r;
        // the article number: RFC 1738 §3.7's name for the digits
        int number = -1;
        if (g < len) {
            if (s.charAt(g) != '/') {
                return unexpected(g, Component.SCHEME_SPECIFIC_PART, "group");
            }
            number = g + 1;
            int d = number;
            while (d < len && DIGIT.matches(s.charAt(d))) {
                d++;
            }
            if (d == number || d < len) {
                return unexpected(d, Component.SCHEME_SPECIFIC_PART, DIGITS);
            }
        }
        if (build) {
            parts = new Rfc1738Url.Nntp(host(), port(), sub(k + 1, g), opt(number, len));
        }
        return len;
    }

    private long telnet(int i) {
        long r = login(slashes(i, "telneturl"));
        if (r < 0) {
            return r;
        }
        if (r + 1 < len) {
            return unexpected((int) r + 1, Component.PATH, "telneturl");
        }
        if (build) {
            parts = new Rfc1738Url.Telnet(opt(userStart, userEnd), opt(passStart, passEnd), host(), port());
        }
        return len;
    }

    private long wais(int i) {
        long r = hostportAndSlash(i, "waisurl");
        if (r < 0) {
            return r;
        }
        int k = (int) r;
        int db = k + 1;
        r = scan(db, UCHAR_PCT, Component.PATH, "database");
        if (r < 0) {
            return r;
        }
        int dbEnd = (int) r;
        int search = -1;
        int wtype = -1;
        int wtypeEnd = -1;
        int wpath = -1;
        if (dbEnd < len) {
            char c = s.charAt(dbEnd);
            if (c == '?') {
                search = dbEnd + 1;
                r = scanToEnd(search, SEARCH_PCT, Component.QUERY, "search");
            } else if (c == '/') {
                wtype = dbEnd + 1;
                r = scan(wtype, UCHAR_PCT, Component.SCHEME_SPECIFIC_PART, "wtype");
                if (r < 0) {
                    return r;
                }
                wtypeEnd = (int) r;
                if (wtypeEnd == len || s.charAt(wtypeEnd) != '/') {
                    return unexpected(wtypeEnd, Component.SCHEME_SPECIFIC_PART, wtypeEnd == len ? "waisdoc" : "wtype");
                }
                wpath = wtypeEnd + 1;
                r = scanToEnd(wpath, UCHAR_PCT, Component.PATH, "wpath");
            } else {
                return unexpected(dbEnd, Component.PATH, "database");
            }
            if (r < 0) {
                return r;
            }
        }
        if (build) {
            parts = new Rfc1738Url.Wais(host(), port(), sub(db, dbEnd), opt(search, len), opt(wtype, wtypeEnd),
                    opt(wpath, len));
        }
        return len;
    }

    private long prospero(int i) {
        long r = hostportAndSlash(i, "prosperourl");
        if (r < 0) {
            return r;
        }
        int k = (int) r;
        int pp = k + 1;
        r = scan(pp, PPATH_PCT, Component.PATH, "psegment");
        if (r < 0) {
            return r;
        }
        int e = (int) r;
        int ppEnd = e;
        List<Rfc1738Url.Fieldspec> fields = build ? new ArrayList<>() : List.of();
        while (e < len) {
            if (s.charAt(e) != ';') {
                return unexpected(e, e == ppEnd ? Component.PATH : Component.SCHEME_SPECIFIC_PART,
                        e == ppEnd ? "psegment" : "fieldvalue");
            }
            int n = e + 1;
            r = scan(n, FIELDNAME_PCT, Component.SCHEME_SPECIFIC_PART, "fieldname");
            if (r < 0) {
                return r;
            }
            int ne = (int) r;
            if (ne == len || s.charAt(ne) != '=') {
                return unexpected(ne, Component.SCHEME_SPECIFIC_PART, "fieldspec");
            }
            int v = ne + 1;
            r = scan(v, FIELDVALUE_PCT, Component.SCHEME_SPECIFIC_PART, "fieldvalue");
            if (r < 0) {
                return r;
            }
            int ve = (int) r;
            if (build) {
                fields.add(new Rfc1738Url.Fieldspec(sub(n, ne), sub(v, ve)));
            }
            e = ve;
        }
        if (build) {
            parts = new Rfc1738Url.Prospero(host(), port(), sub(pp, ppEnd), fields);
        }
        return len;
    }

    private long generic(int i) {
        long r = scanToEnd(i, XCHAR_PCT, Component.SCHEME_SPECIFIC_PART, "schemepart");
        if (r < 0 || !build) {
            return r;
        }
        Optional<String> none = Optional.empty();
        if (s.startsWith("//", i)) {
            // ip-schemepart = "//" login [ "/" urlpath ]: the characters are xchars already, so only
            // the login's structure can fail; then the schemepart is a plain *xchar.
            long k = login(i + 2);
            if (k >= 0) {
                parts = new Rfc1738Url.Generic(sub(i, len), opt(userStart, userEnd), opt(passStart, passEnd),
                        Optional.of(host()), port(), k < len ? Optional.of(sub((int) k + 1, len)) : none);
                return len;
            }
        }
        parts = new Rfc1738Url.Generic(sub(i, len), none, none, none, none, none);
        return len;
    }
}
