package org.urikit.validation.internal;

import java.util.Optional;

import org.jspecify.annotations.Nullable;
import org.urikit.Uri;
import org.urikit.WhatwgDisagreement;
import org.urikit.WhatwgUrl;
import org.urikit.WhatwgValidationError;

/**
 * The problem for {@code @ValidUri(whatwg = AGREE)}: the first {@link WhatwgDisagreement} of a
 * valid RFC 3986 URI (the comparison of meaning is the core's, see docs/WHATWG.md), as a message
 * key {@code whatwg.COMPONENT}. Stateless and thread-safe.
 */
final class WhatwgAgreement {
    /** How {@link WhatwgDisagreement} writes an absent host. */
    private static final String NONE = "(none)";

    private WhatwgAgreement() {
    }

    /** The first disagreement of the two readings of {@code text} ({@code uri}'s text), or null; never throws. */
    static @Nullable Problem check(String text, Uri uri) {
        Optional<WhatwgDisagreement> found = WhatwgDisagreement.of(uri);
        if (found.isEmpty()) {
            return null;
        }
        WhatwgDisagreement d = found.get();
        return switch (d.component()) {
            case "failure" -> failure(WhatwgUrl.check(text).orElseThrow());
            case "scheme" -> Problem.of("whatwg.scheme", "scheme", d.rfc3986(), "whatwgScheme", d.whatwg());
            // no values: a password never appears in a message
            case "userinfo" -> Problem.of("whatwg.userinfo");
            case "host" -> Problem.of("whatwg.host", "host", shown(d.rfc3986()), "whatwgHost", shown(d.whatwg()));
            case "port" -> Problem.of("whatwg.port", "port", d.rfc3986(), "whatwgPort", d.whatwg());
            default -> Problem.of("whatwg.path", "path", d.rfc3986(), "whatwgPath", d.whatwg());
        };
    }

    /** The problem for a text the Standard fails: its error, then "in COMPONENT at index N" (translated). */
    static Problem failure(WhatwgValidationError e) {
        return Problem.composed("whatwg.failure", "{" + Problem.PREFIX + "whatwg.failure} "
                + UriRules.inComponent(e.component()), "type", e.type(), "index", Integer.toString(e.index()),
                "component", e.component().label());
    }

    /** A host for a message: an absent one is shown empty, as in {@code instead of ""}. */
    private static String shown(String host) {
        return host.equals(NONE) ? "" : host;
    }
}
