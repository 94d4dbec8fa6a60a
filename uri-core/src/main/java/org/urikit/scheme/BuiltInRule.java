package org.urikit.scheme;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import org.jspecify.annotations.Nullable;
import org.urikit.Component;
import org.urikit.ErrorKind;
import org.urikit.Uri;

/**
 * The base of the built-in scheme rules (see {@link SchemeRegistry}): the facts every rule has (name,
 * default port, whether an empty path is {@code "/"}) and the checks several rules share. Each
 * subclass checks one scheme's grammar in one pass over the URI's raw components, with positions
 * from {@link Uri#start(Component)} and {@link Uri#end(Component)}, and reports violations with the index of the offending part in the URI
 * text and a reason that names the specification and section, under a stable key
 * ({@link Violation#key()}) for translations.
 */
abstract class BuiltInRule implements SchemeRule {
    private final String name;
    private final int port;
    private final boolean emptyPathIsRoot;

    BuiltInRule(String name, int port, boolean emptyPathIsRoot) {
        this.name = name;
        this.port = port;
        this.emptyPathIsRoot = emptyPathIsRoot;
    }

    /** Every built-in rule, one instance per scheme name. */
    static List<SchemeRule> all() {
        return List.of(
                new HttpRule("http", 80),
                new HttpRule("https", 443),
                new WebSocketRule("ws", 80),
                new WebSocketRule("wss", 443),
                new MailtoRule(),
                new FileRule(),
                new UrnRule(),
                new DataRule(),
                new TelRule(),
                new FtpRule(),
                new Rfc1738HostRule("gopher", 70),
                new NewsRule(),
                new NntpRule(),
                new TelnetRule(),
                new Rfc1738HostRule("wais", 210),
                new Rfc1738HostRule("prospero", 1525));
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final OptionalInt defaultPort() {
        return port < 0 ? OptionalInt.empty() : OptionalInt.of(port);
    }

    @Override
    public final boolean emptyPathIsRoot() {
        return emptyPathIsRoot;
    }

    @Override
    public List<Violation> check(Uri uri) {
        Found found = new Found();
        check(uri, uri.toString(), found);
        return found.list();
    }

    /**
     * Checks a URI of this rule's scheme.
     *
     * @param uri the URI
     * @param text its text ({@code uri.toString()})
     * @param found where violations go, in text order
     */
    abstract void check(Uri uri, String text, Found found);

    @Override
    public String toString() {
        return "SchemeRule[" + name + "]";
    }

    /** The violations of one check; the list is made on the first one, so a valid URI costs none. */
    static final class Found {
        private @Nullable List<Violation> list;

        void add(ErrorKind kind, int index, Component component, String key, String message) {
            if (list == null) {
                list = new ArrayList<>(2);
            }
            list.add(new Violation(kind, index, component, message, key));
        }

        boolean isEmpty() {
            return list == null;
        }

        List<Violation> list() {
            return list == null ? List.of() : List.copyOf(list);
        }
    }

    // ---- checks shared by several rules ----

    /**
     * Requires an authority with a non-empty host; returns whether there is one.
     */
    static boolean requireHost(Uri uri, Found found, String key, String reason) {
        if (!uri.hasAuthority()) {
            found.add(ErrorKind.MISSING_COMPONENT, uri.start(Component.PATH), Component.AUTHORITY, key, reason);
            return false;
        }
        if (!uri.hasHost()) {
            found.add(ErrorKind.MISSING_COMPONENT, uri.start(Component.HOST), Component.HOST, key, reason);
            return false;
        }
        return true;
    }

    /** Reports a port above 65535 (the port's text is digits only, RFC 3986 §3.2.3). */
    static void checkPortRange(Uri uri, Found found) {
        if (uri.portNumber().isEmpty()) {
            Optional<String> port = uri.port();
            if (port.isPresent() && !port.get().isEmpty()) {
                found.add(ErrorKind.INVALID_PORT, uri.start(Component.PORT), Component.PORT, "port.range",
                        "RFC 9293 §3.1: a TCP port number is at most 65535");
            }
        }
    }

    /** Reports an authority; returns whether there is one. */
    static boolean forbidAuthority(Uri uri, Found found, String key, String reason) {
        if (uri.hasAuthority()) {
            // at the "//" that starts it
            found.add(ErrorKind.FORBIDDEN_COMPONENT, uri.start(Component.AUTHORITY) - 2, Component.AUTHORITY,
                    key, reason);
            return true;
        }
        return false;
    }

    /** Reports a userinfo. */
    static void forbidUserinfo(Uri uri, Found found, String key, String reason) {
        if (uri.userinfo().isPresent()) {
            found.add(ErrorKind.FORBIDDEN_COMPONENT, uri.start(Component.USERINFO), Component.USERINFO, key,
                    reason);
        }
    }

    /** Reports a query, at its {@code '?'}. */
    static void forbidQuery(Uri uri, Found found, String key, String reason) {
        if (uri.query().isPresent()) {
            found.add(ErrorKind.FORBIDDEN_COMPONENT, uri.start(Component.QUERY) - 1, Component.QUERY, key,
                    reason);
        }
    }

    // ---- characters ----

    static boolean isAlpha(int c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
    }

    static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }

    static boolean isAlphaNum(int c) {
        return isAlpha(c) || isDigit(c);
    }

    static boolean isHexDigit(int c) {
        return isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F';
    }

    private static int hexValue(char c) {
        return c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10;
    }

    /**
     * The octet at {@code i} of a component of a parsed URI: the value of a percent-encoded triplet
     * (which the parser has checked), else the character itself.
     */
    static int octetAt(String text, int i) {
        char c = text.charAt(i);
        return c == '%' ? hexValue(text.charAt(i + 1)) << 4 | hexValue(text.charAt(i + 2)) : c;
    }

    /** The number of characters of the octet at {@code i}: 3 for a percent-encoded triplet, else 1. */
    static int widthAt(String text, int i) {
        return text.charAt(i) == '%' ? 3 : 1;
    }

    /** Whether {@code text} has {@code lower} (lower-case ASCII) at {@code i}, ignoring ASCII case, before {@code end}. */
    static boolean regionIs(String text, int i, int end, String lower) {
        return end - i >= lower.length() && text.regionMatches(true, i, lower, 0, lower.length());
    }
}
