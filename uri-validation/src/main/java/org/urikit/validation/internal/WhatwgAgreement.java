package org.urikit.validation.internal;

import java.util.Locale;
import java.util.Optional;

import org.jspecify.annotations.Nullable;
import org.urikit.Resolver;
import org.urikit.Uri;
import org.urikit.WhatwgUrl;
import org.urikit.WhatwgValidationError;

/**
 * Whether browsers and HTTP clients (the WHATWG URL Standard) read an RFC 3986 URI as RFC 3986
 * does: {@code @ValidUri(whatwg = AGREE)}. Stateless and thread-safe.
 *
 * <p>The comparison, for a text that is a valid RFC 3986 URI {@code u}:
 * <ol>
 *   <li>the Standard must parse the text: {@code W = WhatwgUrl.parse(text)};</li>
 *   <li>the RFC reading of the authority is normalized the Standard's way: {@code A} is the
 *       Standard's parse of {@code scheme "://" authority "/"} made of u's scheme and raw
 *       authority (so the host goes through the Standard's percent-decoding, IPv4 and IPv6
 *       parsers and domain to ASCII, the default port is dropped, the userinfo is
 *       percent-encoded the Standard's way). It must parse, and {@code W} must have the same
 *       {@code hostname()}, {@code port()}, {@code username()} and {@code password()}. Without an
 *       authority, u names no host, no port and no credentials: W's must all be empty
 *       ({@code http:evil.com} fails: the Standard reads host {@code evil.com});</li>
 *   <li>the path: u's path with its literal dot segments removed (RFC 3986 §5.2.4, as
 *       resolution does; {@code "/"} for an empty path of a special scheme) must equal
 *       {@code W.pathname()}. For a valid RFC 3986 path the Standard encodes nothing more, so the
 *       only differences are readings: {@code %2e} forms of dot segments, which the Standard
 *       resolves and RFC 3986 does not ({@code /public/%2e%2e/admin} is {@code /admin} in a
 *       browser), and {@code file:} drive letters.</li>
 * </ol>
 * The scheme always agrees on a valid RFC 3986 URI (both read the letters before the first
 * {@code ':'}; the Standard lower-cases them). Query and fragment are not compared. A relative
 * reference has no reading without a base and is not compared.
 */
final class WhatwgAgreement {
    private static final Resolver RESOLVER = Resolver.rfc3986();

    private WhatwgAgreement() {
    }

    /** The first disagreement, or null when both read the same; never throws. */
    static @Nullable Problem check(String text, Uri uri) {
        Optional<WhatwgUrl> parsed = WhatwgUrl.tryParse(text);
        if (parsed.isEmpty()) {
            return failure(WhatwgUrl.check(text).orElseThrow());
        }
        WhatwgUrl w = parsed.get();
        String scheme = uri.scheme().toLowerCase(Locale.ROOT);
        String host = "";
        String port = "";
        String username = "";
        String password = "";
        if (uri.hasAuthority()) {
            String authority = uri.authority().orElseThrow();
            Optional<WhatwgUrl> a = WhatwgUrl.tryParse(scheme + "://" + authority + "/");
            if (a.isEmpty()) {
                // the Standard cannot read the RFC host (an empty host in http, a forbidden code
                // point once decoded, ...) while it reads the text: another host, if any
                return host(uri.host().orElse(""), w.hostname());
            }
            host = a.get().hostname();
            port = a.get().port();
            username = a.get().username();
            password = a.get().password();
        }
        if (!host.equals(w.hostname())) {
            return host(uri.host().orElse(""), w.hostname());
        }
        if (!port.equals(w.port())) {
            return Problem.of("whatwg.port", "port", uri.port().orElse(""), "whatwgPort", w.port());
        }
        if (!username.equals(w.username()) || !password.equals(w.password())) {
            // no values: a password never appears in a message
            return Problem.of("whatwg.userinfo");
        }
        String path = RESOLVER.resolve(uri, uri).path();
        if (path.isEmpty() && isSpecial(scheme)) {
            path = "/";
        }
        if (!path.equals(w.pathname())) {
            return Problem.of("whatwg.path", "path", uri.path(), "whatwgPath", w.pathname());
        }
        return null;
    }

    static Problem failure(WhatwgValidationError e) {
        return Problem.of("whatwg.failure", "type", e.type(), "index", Integer.toString(e.index()));
    }

    private static Problem host(String rfcHost, String whatwgHost) {
        return Problem.of("whatwg.host", "host", rfcHost, "whatwgHost", whatwgHost);
    }

    /** The Standard's special schemes. */
    static boolean isSpecial(String scheme) {
        return switch (scheme) {
            case "http", "https", "ws", "wss", "ftp", "file" -> true;
            default -> false;
        };
    }
}
