package org.urikit.scheme;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

import org.urikit.Component;
import org.urikit.ErrorKind;
import org.urikit.Uri;

/**
 * The built-in scheme rules (see {@link SchemeRegistry}). Each check reads the URI's raw components
 * and reports violations with the index of the offending part in the URI text.
 */
final class BuiltInRule implements SchemeRule {
    /** What a rule checks. */
    private enum Check { HTTP, WS, MAILTO, FILE, URN, DATA, NETWORK, NEWS }

    private final String name;
    private final int port;
    private final boolean emptyPathIsRoot;
    private final Check check;
    /** The reason of a missing host (HTTP, WS, NETWORK), built once rather than on every check. */
    private final String hostReason;

    private BuiltInRule(String name, int port, boolean emptyPathIsRoot, Check check) {
        this.name = name;
        this.port = port;
        this.emptyPathIsRoot = emptyPathIsRoot;
        this.check = check;
        this.hostReason = switch (check) {
            case HTTP -> "RFC 9110 §4.2.1: an " + name + " URI has an authority with a non-empty host";
            case WS -> "RFC 6455 §3: a " + name + " URI has a host";
            case NETWORK -> "RFC 1738 §3.1: a " + name + " URL has a host";
            default -> "";
        };
    }

    static List<SchemeRule> all() {
        return List.of(
                new BuiltInRule("http", 80, true, Check.HTTP),
                new BuiltInRule("https", 443, true, Check.HTTP),
                new BuiltInRule("ws", 80, true, Check.WS),
                new BuiltInRule("wss", 443, true, Check.WS),
                new BuiltInRule("mailto", -1, false, Check.MAILTO),
                new BuiltInRule("file", -1, false, Check.FILE),
                new BuiltInRule("urn", -1, false, Check.URN),
                new BuiltInRule("data", -1, false, Check.DATA),
                new BuiltInRule("ftp", 21, false, Check.NETWORK),
                new BuiltInRule("gopher", 70, false, Check.NETWORK),
                new BuiltInRule("news", -1, false, Check.NEWS),
                new BuiltInRule("nntp", 119, false, Check.NETWORK),
                new BuiltInRule("telnet", 23, false, Check.NETWORK),
                new BuiltInRule("wais", 210, false, Check.NETWORK),
                new BuiltInRule("prospero", 1525, false, Check.NETWORK));
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public OptionalInt defaultPort() {
        return port < 0 ? OptionalInt.empty() : OptionalInt.of(port);
    }

    @Override
    public boolean emptyPathIsRoot() {
        return emptyPathIsRoot;
    }

    @Override
    public List<Violation> check(Uri uri) {
        if ((check == Check.HTTP || check == Check.NETWORK) && uri.hasHost() && uri.userinfo().isEmpty()
                && uri.port().isEmpty()) {
            return List.of(); // the common case: a host, no userinfo, no port; nothing to scan
        }
        // http(s) and the RFC 1738 network schemes read only the authority: the rest is not scanned
        Offsets o = new Offsets(uri, check != Check.HTTP && check != Check.NETWORK && check != Check.NEWS);
        List<Violation> out = new ArrayList<>();
        switch (check) {
            case HTTP -> {
                requireHost(o, out, hostReason);
                if (o.userinfo >= 0) {
                    out.add(new Violation(ErrorKind.DEPRECATED_COMPONENT, o.userinfo, Component.USERINFO,
                            "RFC 9110 §4.2.4: userinfo in an " + name + " URI is deprecated"));
                }
                checkPort(o, out);
            }
            case WS -> {
                requireHost(o, out, hostReason);
                if (o.userinfo >= 0) {
                    out.add(new Violation(ErrorKind.FORBIDDEN_COMPONENT, o.userinfo, Component.USERINFO,
                            "RFC 6455 §3: a WebSocket URI has no userinfo"));
                }
                checkPort(o, out);
                if (o.fragment >= 0) {
                    out.add(new Violation(ErrorKind.FORBIDDEN_COMPONENT, o.fragment - 1, Component.FRAGMENT,
                            "RFC 6455 §3: a WebSocket URI has no fragment"));
                }
            }
            case MAILTO -> checkMailto(uri, o, out);
            case FILE -> checkFile(uri, o, out);
            case URN -> checkUrn(uri, o, out);
            case DATA -> checkData(uri, o, out);
            case NETWORK -> {
                requireHost(o, out, hostReason);
                checkPort(o, out);
            }
            case NEWS -> noAuthority(o, out, "RFC 1738 §3.6: a news URL has no authority");
        }
        return out.isEmpty() ? List.of() : List.copyOf(out);
    }

    private static void requireHost(Offsets o, List<Violation> out, String reason) {
        if (o.authority < 0) {
            out.add(new Violation(ErrorKind.MISSING_COMPONENT, o.path, Component.AUTHORITY, reason));
        } else if (o.hostEnd == o.host) {
            out.add(new Violation(ErrorKind.MISSING_COMPONENT, o.host, Component.HOST, reason));
        }
    }

    /** Adds a violation if there is an authority; returns whether there is one (the caller then stops). */
    private static boolean noAuthority(Offsets o, List<Violation> out, String reason) {
        if (o.authority >= 0) {
            out.add(new Violation(ErrorKind.FORBIDDEN_COMPONENT, o.authority - 2, Component.AUTHORITY, reason));
            return true;
        }
        return false;
    }

    private static void checkPort(Offsets o, List<Violation> out) {
        if (o.port >= 0 && o.portEnd > o.port) {
            // digits only (RFC 3986 port = *DIGIT); compare without overflow
            int first = o.port;
            while (first < o.portEnd - 1 && o.text.charAt(first) == '0') {
                first++;
            }
            if (o.portEnd - first > 5 || o.portEnd - first == 5 && o.text.substring(first, o.portEnd).compareTo("65535") > 0) {
                out.add(new Violation(ErrorKind.INVALID_PORT, o.port, Component.PORT,
                        "a TCP port is at most 65535 (RFC 793 §3.1)"));
            }
        }
    }

    private static void checkMailto(Uri uri, Offsets o, List<Violation> out) {
        if (noAuthority(o, out, "RFC 6068 §2: a mailto URI has no authority")) {
            return;
        }
        String text = o.text;
        // to = addr-spec *("," addr-spec); each addr-spec = local-part "@" domain
        int start = o.path;
        for (int i = o.path; i <= o.pathEnd; i++) {
            if (i == o.pathEnd || text.charAt(i) == ',') {
                if (i > start && text.lastIndexOf('@', i - 1) < start) {
                    out.add(new Violation(ErrorKind.MISSING_COMPONENT, start, Component.PATH,
                            "RFC 6068 §2: an address (addr-spec) is local-part \"@\" domain"));
                }
                start = i + 1;
            }
        }
        // hfields = "?" hfield *( "&" hfield ); hfield = hfname "=" hfvalue
        if (o.query >= 0) {
            start = o.query;
            for (int i = o.query; i <= o.queryEnd; i++) {
                if (i == o.queryEnd || text.charAt(i) == '&') {
                    int eq = text.indexOf('=', start);
                    if (eq < 0 || eq >= i || eq == start) {
                        out.add(new Violation(ErrorKind.UNEXPECTED_CHARACTER, Math.min(i, text.length()), Component.QUERY,
                                "RFC 6068 §2: a header field (hfield) is hfname \"=\" hfvalue"));
                    }
                    start = i + 1;
                }
            }
        }
    }

    private static void checkFile(Uri uri, Offsets o, List<Violation> out) {
        // file-URI = "file:" ( "//" [ "localhost" / host ] path-absolute / path-absolute )
        if (o.userinfo >= 0) {
            out.add(new Violation(ErrorKind.FORBIDDEN_COMPONENT, o.userinfo, Component.USERINFO,
                    "RFC 8089 §2: a file URI has no userinfo"));
        }
        if (o.port >= 0) {
            out.add(new Violation(ErrorKind.FORBIDDEN_COMPONENT, o.port - 1, Component.PORT,
                    "RFC 8089 §2: a file URI has no port"));
        }
        if (o.path == o.pathEnd) {
            out.add(new Violation(ErrorKind.MISSING_COMPONENT, o.path, Component.PATH,
                    "RFC 8089 §2: a file URI has an absolute path"));
        } else if (o.text.charAt(o.path) != '/') {
            out.add(new Violation(ErrorKind.UNEXPECTED_CHARACTER, o.path, Component.PATH,
                    "RFC 8089 §2: a file URI has an absolute path (path-absolute)"));
        }
        if (o.query >= 0) {
            out.add(new Violation(ErrorKind.FORBIDDEN_COMPONENT, o.query - 1, Component.QUERY,
                    "RFC 8089 §2: a file URI has no query"));
        }
    }

    private static void checkUrn(Uri uri, Offsets o, List<Violation> out) {
        // assigned-name = "urn" ":" NID ":" NSS; NID = (alphanum) 0*30(ldh) (alphanum); NSS = pchar *(pchar / "/")
        if (noAuthority(o, out, "RFC 8141 §2: a URN has no authority")) {
            return;
        }
        String t = o.text;
        int i = o.path;
        while (i < o.pathEnd && t.charAt(i) != ':') {
            i++;
        }
        int nidLength = i - o.path;
        if (nidLength == 0) {
            out.add(new Violation(ErrorKind.MISSING_COMPONENT, o.path, Component.PATH,
                    "RFC 8141 §2: a URN has a namespace identifier (NID)"));
            return;
        }
        for (int k = o.path; k < i; k++) {
            char c = t.charAt(k);
            boolean alnum = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9';
            boolean edge = k == o.path || k == i - 1;
            if (!alnum && (edge || c != '-')) {
                out.add(new Violation(ErrorKind.UNEXPECTED_CHARACTER, k, Component.PATH,
                        "RFC 8141 §2: an NID is letters, digits and inner hyphens"));
                return;
            }
        }
        if (nidLength < 2 || nidLength > 32) {
            out.add(new Violation(ErrorKind.UNEXPECTED_CHARACTER, nidLength < 2 ? i : o.path + 32, Component.PATH,
                    "RFC 8141 §2: an NID has 2 to 32 characters"));
            return;
        }
        if (i == o.pathEnd) {
            out.add(new Violation(ErrorKind.UNEXPECTED_END, i, Component.PATH,
                    "RFC 8141 §2: a URN is \"urn:\" NID \":\" NSS"));
            return;
        }
        if (i + 1 == o.pathEnd || t.charAt(i + 1) == '/') {
            out.add(new Violation(ErrorKind.MISSING_COMPONENT, i + 1, Component.PATH,
                    "RFC 8141 §2: a namespace-specific string (NSS) starts with a pchar"));
        }
        if (o.query >= 0 && (o.query == o.queryEnd || t.charAt(o.query) != '+' && t.charAt(o.query) != '=')) {
            out.add(new Violation(ErrorKind.UNEXPECTED_CHARACTER, o.query, Component.QUERY,
                    "RFC 8141 §2: a URN query is an r-component \"?+\" or a q-component \"?=\""));
        }
    }

    private static void checkData(Uri uri, Offsets o, List<Violation> out) {
        // dataurl = "data:" [ mediatype ] [ ";base64" ] "," data
        // mediatype = [ type "/" subtype ] *( ";" parameter ); parameter = attribute "=" value
        if (noAuthority(o, out, "RFC 2397 §3: a data URL has no authority")) {
            return;
        }
        String t = o.text;
        int comma = -1;
        for (int i = o.path; i < o.pathEnd; i++) {
            if (t.charAt(i) == ',') {
                comma = i;
                break;
            }
        }
        if (comma < 0) {
            out.add(new Violation(ErrorKind.MISSING_COMPONENT, o.pathEnd, Component.PATH,
                    "RFC 2397 §3: a data URL has \",\" before its data"));
            return;
        }
        int semi = o.path;
        while (semi < comma && t.charAt(semi) != ';') {
            semi++;
        }
        if (semi > o.path) {
            int slash = t.indexOf('/', o.path);
            if (slash < 0 || slash >= semi || slash == o.path || slash == semi - 1) {
                out.add(new Violation(ErrorKind.UNEXPECTED_CHARACTER, slash < 0 || slash >= semi ? semi : slash,
                        Component.PATH, "RFC 2397 §3: a media type is type \"/\" subtype"));
            }
        }
        int start = semi + 1;
        for (int i = start; semi < comma && i <= comma; i++) {
            if (i == comma || t.charAt(i) == ';') {
                boolean base64 = i == comma && t.regionMatches(true, start, "base64", 0, 6) && i - start == 6;
                int eq = t.indexOf('=', start);
                if (!base64 && (eq < 0 || eq >= i || eq == start)) {
                    out.add(new Violation(ErrorKind.UNEXPECTED_CHARACTER, start, Component.PATH,
                            "RFC 2397 §3: a parameter is attribute \"=\" value (or the final \";base64\")"));
                }
                start = i + 1;
            }
        }
    }

    @Override
    public String toString() {
        return "SchemeRule[" + name + "]";
    }

    /**
     * Start indices of a URI's components in its text; -1 when absent. Found by scanning the text
     * for the delimiters that the RFC 3986 grammar of a parsed {@link Uri} allows only at component
     * boundaries, so nothing is allocated: the scheme ends at the first {@code ':'}; the authority
     * at the first {@code '/'}, {@code '?'} or {@code '#'} after {@code "//"}; the userinfo at its
     * only {@code '@'}; an IP-literal host at {@code ']'}, any other host at the first {@code ':'}
     * (a port is digits only); the path at the first {@code '?'} or {@code '#'}; the query at the
     * first {@code '#'} (a fragment holds no {@code '#'}). Without {@code tail}, only the scheme and
     * authority are scanned: {@code pathEnd}, {@code query}, {@code queryEnd} and {@code fragment}
     * are then -1.
     */
    static final class Offsets {
        final String text;
        final int authority;
        final int userinfo;
        final int host;
        final int hostEnd;
        final int port;
        final int portEnd;
        final int path;
        final int pathEnd;
        final int query;
        final int queryEnd;
        final int fragment;

        Offsets(Uri uri, boolean tail) {
            String t = uri.toString();
            text = t;
            int n = t.length();
            int p = t.indexOf(':') + 1;
            if (uri.hasAuthority()) {
                int a = p + 2;
                int at = -1;
                int end = a;
                for (char c; end < n && (c = t.charAt(end)) != '/' && c != '?' && c != '#'; end++) {
                    if (c == '@') {
                        at = end;
                    }
                }
                authority = a;
                userinfo = at >= 0 ? a : -1;
                host = at >= 0 ? at + 1 : a;
                int he;
                if (host < end && t.charAt(host) == '[') {
                    he = t.indexOf(']', host) + 1;
                } else {
                    he = host;
                    while (he < end && t.charAt(he) != ':') {
                        he++;
                    }
                }
                hostEnd = he;
                port = he < end ? he + 1 : -1;
                portEnd = he < end ? end : -1;
                p = end;
            } else {
                authority = -1;
                userinfo = -1;
                host = -1;
                hostEnd = -1;
                port = -1;
                portEnd = -1;
            }
            path = p;
            if (!tail) {
                pathEnd = -1;
                query = -1;
                queryEnd = -1;
                fragment = -1;
                return;
            }
            int pe = p;
            while (pe < n && t.charAt(pe) != '?' && t.charAt(pe) != '#') {
                pe++;
            }
            pathEnd = pe;
            int hash = t.indexOf('#', pe);
            query = pe < n && t.charAt(pe) == '?' ? pe + 1 : -1;
            queryEnd = query < 0 ? pe : hash < 0 ? n : hash;
            fragment = hash < 0 ? -1 : hash + 1;
        }
    }
}
