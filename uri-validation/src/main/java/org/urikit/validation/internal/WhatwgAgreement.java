package org.urikit.validation.internal;

import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;

import org.jspecify.annotations.Nullable;
import org.urikit.ReferenceForm;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.WhatwgDisagreement;
import org.urikit.WhatwgUrl;
import org.urikit.WhatwgValidationError;
import org.urikit.net.HostPolicy;
import org.urikit.net.HostReason;
import org.urikit.net.HostVerdict;

/**
 * The problem for {@code @ValidUri(whatwg = AGREE)}: the first {@link WhatwgDisagreement} of a
 * valid RFC 3986 URI (the comparison of meaning is the core's, see docs/WHATWG.md), as a message
 * key {@code whatwg.COMPONENT}. Stateless and thread-safe.
 */
final class WhatwgAgreement {
    /** How {@link WhatwgDisagreement} writes an absent host. */
    private static final String NONE = "(none)";

    /** The refusals of a host policy that cannot read the host. */
    private static final Set<HostReason> UNREADABLE = EnumSet.of(HostReason.EMPTY, HostReason.MALFORMED,
            HostReason.INVALID_UTF8, HostReason.INVALID_IDN, HostReason.ENCODED_CHARACTER, HostReason.INVALID_NUMERIC_NAME,
            HostReason.IPV_FUTURE);

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

    /**
     * Whether a host policy's refusal and this problem of {@link #check} tell one cause, so that
     * only the policy's message, which says why the host is refused, is reported: the Standard
     * reads the address that the policy judged ({@code 0x7f.1}: clients read another host,
     * "127.0.0.1", and the policy refuses the numeric name for that address), or the Standard
     * fails on the host that the policy cannot read either ({@code 256.1.1.1}: an IPv4 part out of
     * range, and a name ending in a number that is no IPv4 address).
     */
    static boolean sameCause(Problem whatwg, HostVerdict refusal) {
        if (whatwg.key().equals("whatwg.host")) {
            String host = whatwg.parameter("whatwgHost");
            return host != null && refusal.address().isPresent()
                    && refusal.address().equals(HostPolicy.publicOnly().check(host).address());
        }
        return UNREADABLE.contains(refusal.reason()) && isHostFailure(whatwg);
    }

    /**
     * The first disagreement after the host, once the host is read as the Standard reads it: what
     * else a URL whose host problem ({@code "whatwg.host"}) the host policy tells holds, such as
     * the {@code %2e%2e} path of {@code https://127.1/a/%2e%2e/admin}; null if nothing else differs.
     * Never throws.
     */
    static @Nullable Problem afterHost(Uri uri, Problem hostProblem) {
        String whatwgHost = hostProblem.parameter("whatwgHost");
        Optional<String> host = uri.host();
        if (whatwgHost == null || host.isEmpty()) {
            return null;
        }
        // scheme "://" [ userinfo "@" ] host: the host's place in the text
        int start = uri.scheme().length() + 3 + uri.userinfo().map(u -> u.length() + 1).orElse(0);
        String text = uri.toString();
        String read = text.substring(0, start) + whatwgHost + text.substring(start + host.get().length());
        if (!(UriReference.tryParse(read, ReferenceForm.URI).orElse(null) instanceof Uri other)) {
            return null;
        }
        Problem next = check(read, other);
        // a failure's index would point into the rewritten text; a host problem cannot recur
        return next == null || next.key().equals("whatwg.failure") || next.key().equals("whatwg.host") ? null : next;
    }

    /**
     * Whether this problem of {@link #check} is the Standard's failure on the host (no host, or
     * one it cannot read as a domain, an IPv4 or an IPv6 address): the same cause as
     * {@code requireHost}'s report of a missing host.
     */
    static boolean isHostFailure(Problem whatwg) {
        String type = whatwg.key().equals("whatwg.failure") ? whatwg.parameter("type") : null;
        return type != null && (type.startsWith("host-") || type.startsWith("domain-") || type.startsWith("IPv4-")
                || type.startsWith("IPv6-"));
    }

    /**
     * Whether this problem of {@link #check} is the Standard's failure on the port
     * ({@code port-out-of-range}, {@code port-invalid}): the same cause as a scheme rule's or the
     * {@code ports} option's report of that port.
     */
    static boolean isPortFailure(Problem whatwg) {
        String type = whatwg.key().equals("whatwg.failure") ? whatwg.parameter("type") : null;
        return type != null && type.startsWith("port-");
    }

    /** A host for a message: an absent one is shown empty, as in {@code instead of ""}. */
    private static String shown(String host) {
        return host.equals(NONE) ? "" : host;
    }
}
