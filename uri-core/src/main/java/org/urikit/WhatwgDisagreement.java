package org.urikit;

import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.urikit.idna.IdnaResult;
import org.urikit.idna.Uts46;

/**
 * Where a browser (the WHATWG URL Standard) reads a valid RFC 3986 URI differently from RFC 3986:
 * the first component, in the order failure, scheme, userinfo, host, port, path, whose two readings
 * name different things. A check that reads by RFC 3986 while the client reads by the Standard (an
 * SSRF check, an allow-list of hosts) can be walked around exactly where this is non-empty.
 *
 * <pre>{@code
 * WhatwgDisagreement.of(Uri.parse("http://127.1/"));          // host: "127.1" vs "127.0.0.1"
 * WhatwgDisagreement.of(Uri.parse("http://h/%2e%2e/admin"));  // path: "/%2e%2e/admin" vs "/admin"
 * WhatwgDisagreement.of(Uri.parse("http://Example.COM:80")); // empty: the same URL for both
 * }</pre>
 *
 * <p>Equal meaning, not equal text, is compared: RFC 3986's side is normalized the way RFC 3986
 * §6.2.2 allows (case of scheme and reg-name, percent-decoding of the host and userinfo, dot
 * segments of the path, the scheme's default port, an empty path of an http(s) URL), and a
 * non-ASCII reg-name goes through UTS #46 as a client's resolver would. What RFC 3986 reads as a
 * name but the Standard reads as an IPv4 address ({@code 127.1}, {@code 0x7f.0.0.1}) differs.
 *
 * @param component {@code "failure"} (the Standard fails the text), {@code "scheme"},
 *     {@code "userinfo"}, {@code "host"}, {@code "port"} or {@code "path"}
 * @param rfc3986 RFC 3986's reading of that component, normalized as described
 * @param whatwg the Standard's reading (for a failure: its validation error name)
 * @since 0.1
 */
public record WhatwgDisagreement(String component, String rfc3986, String whatwg) {

    /**
     * Checks the components.
     *
     * @param component the component
     * @param rfc3986 RFC 3986's reading
     * @param whatwg the Standard's reading
     * @throws NullPointerException if an argument is null
     */
    public WhatwgDisagreement {
        Objects.requireNonNull(component, "component");
        Objects.requireNonNull(rfc3986, "rfc3986");
        Objects.requireNonNull(whatwg, "whatwg");
    }

    /**
     * The first component the two readings of {@code uri}'s text disagree on.
     *
     * @param uri a URI (valid RFC 3986 by construction)
     * @return the disagreement, or empty when both readings name the same scheme, userinfo, host,
     *     port and path
     * @throws NullPointerException if {@code uri} is null
     */
    public static Optional<WhatwgDisagreement> of(Uri uri) {
        Objects.requireNonNull(uri, "uri");
        String text = uri.toString();
        Optional<WhatwgValidationError> failure = WhatwgUrl.check(text);
        if (failure.isPresent()) {
            return Optional.of(new WhatwgDisagreement("failure", text, failure.get().type()));
        }
        WhatwgUrl w = WhatwgUrl.parse(text);
        String scheme = uri.scheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals(w.scheme())) {
            return Optional.of(new WhatwgDisagreement("scheme", scheme, w.scheme()));
        }
        boolean special = WhatwgParser.defaultPort(scheme) != WhatwgParser.NOT_SPECIAL;
        String rfcUser = uri.decodedUserinfo().orElse("");
        String whatwgUser = PercentCodec.decode(w.username())
                + (w.password().isEmpty() ? "" : ":" + PercentCodec.decode(w.password()));
        if (rfcUser.endsWith(":") && w.password().isEmpty()) {
            rfcUser = rfcUser.substring(0, rfcUser.length() - 1);
        }
        if (!rfcUser.equals(whatwgUser)) {
            return Optional.of(new WhatwgDisagreement("userinfo", rfcUser, whatwgUser));
        }
        String rfcHost = rfcHost(uri, special);
        String whatwgHost = w.hasHost() ? w.hostname() : "(none)";
        if (!rfcHost.equals(whatwgHost)) {
            return Optional.of(new WhatwgDisagreement("host", rfcHost, whatwgHost));
        }
        int defaultPort = special ? WhatwgParser.defaultPort(scheme) : -1;
        OptionalInt p = uri.portNumber();
        int rfcPort = p.isPresent() ? p.getAsInt() : -1;
        int whatwgPort = w.portNumber();
        if ((rfcPort == defaultPort ? -1 : rfcPort) != whatwgPort) {
            return Optional.of(new WhatwgDisagreement("port", uri.port().orElse(""), w.port()));
        }
        String rfcPath = rfcPath(uri, special, w.hasOpaquePath());
        if (!rfcPath.equals(w.pathname())) {
            return Optional.of(new WhatwgDisagreement("path", rfcPath, w.pathname()));
        }
        return Optional.empty();
    }

    private static String rfcHost(Uri uri, boolean special) {
        if (uri.host().isEmpty()) {
            return "(none)";
        }
        String host = uri.host().get();
        HostKind kind = uri.hostKind().orElse(HostKind.REG_NAME);
        if (kind == HostKind.IPV6) {
            // the same address, in the Standard's compressed form
            return WhatwgUrl.tryParse("http://" + host + "/").map(WhatwgUrl::hostname).orElse(host);
        }
        if (kind == HostKind.IPV4 || !special) {
            return host;
        }
        String name = uri.decodedHost().orElse(host);
        boolean ascii = name.chars().allMatch(c -> c < 0x80);
        if (ascii) {
            return name.toLowerCase(Locale.ROOT);
        }
        IdnaResult r = Uts46.whatwg().toAscii(name);
        return r.isValid() ? r.output() : name;
    }

    private static String rfcPath(Uri uri, boolean special, boolean opaque) {
        String path = uri.path();
        if (opaque) {
            return path;
        }
        StringBuilder out = new StringBuilder(path.length());
        DotSegments.remove(path, 0, path.length(), out);
        if (special && out.length() == 0) {
            return "/";
        }
        return out.toString();
    }
}
