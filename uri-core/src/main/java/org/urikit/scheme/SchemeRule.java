package org.urikit.scheme;

import java.util.List;
import java.util.OptionalInt;

import org.urikit.Uri;

/**
 * The rule of one URI scheme: its name, its default port, whether an empty path means {@code "/"},
 * and the checks its specification adds to the generic RFC 3986 syntax. Users implement this
 * interface for their own schemes and either add the rule to a registry
 * ({@link SchemeRegistry#with(SchemeRule)}) or register it as a {@link java.util.ServiceLoader}
 * provider (in {@code META-INF/services/org.urikit.scheme.SchemeRule}, or with
 * {@code provides org.urikit.scheme.SchemeRule with ...} in a {@code module-info}), which
 * {@link SchemeRegistry#standard()} picks up.
 *
 * <pre>{@code
 * public final class CoapRule implements SchemeRule {
 *     public String name() { return "coap"; }
 *     public OptionalInt defaultPort() { return OptionalInt.of(5683); }
 *     public List<Violation> check(Uri uri) {
 *         return uri.host().isPresent() ? List.of()
 *                 : List.of(new Violation(ErrorKind.MISSING_COMPONENT, uri.scheme().length() + 1,
 *                         Component.HOST, "RFC 7252 §6.1: a coap URI has a host"));
 *     }
 * }
 * }</pre>
 *
 * <p>Implementations must be immutable and thread-safe, and {@link #check(Uri)} must not throw.
 * A provider class needs a public no-argument constructor.
 *
 * @since 0.1
 */
public interface SchemeRule {
    /**
     * The scheme name, in lower case, for example {@code "https"}. Registries match it
     * case-insensitively.
     *
     * @return the scheme name
     */
    String name();

    /**
     * The port used when a URI of this scheme gives none, for example 443 for {@code https}.
     *
     * @return the default port, or empty if the scheme has none
     */
    default OptionalInt defaultPort() {
        return OptionalInt.empty();
    }

    /**
     * Whether an empty path is equivalent to {@code "/"} for this scheme (RFC 3986 §6.2.3), as for
     * {@code http}, {@code https}, {@code ws} and {@code wss}.
     *
     * @return true if an empty path means {@code "/"}
     */
    default boolean emptyPathIsRoot() {
        return false;
    }

    /**
     * Checks a URI of this scheme against the scheme's own specification, beyond the generic
     * RFC 3986 syntax that {@code uri} already satisfies. The default finds nothing. A violation's
     * index points at the offending part of {@code uri.toString()}; a {@linkplain Violation#key()
     * key} lets {@code @ValidUri} translate its reason. The built-in rules read positions with
     * the URI's accessors and each scheme's grammar in one pass (docs/SCHEMES.md).
     *
     * @param uri a URI whose scheme is this rule's (callers ensure this)
     * @return the violations in text order; empty if there are none
     */
    default List<Violation> check(Uri uri) {
        return List.of();
    }
}
