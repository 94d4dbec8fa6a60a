package org.urikit.robustness;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;

import org.urikit.ParseError;
import org.urikit.RelativeReference;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.UriSyntaxException;

/**
 * The invariants every fuzz and property test checks on one input. Each method either returns or
 * fails with an {@link AssertionError}; any other exception escaping from urikit is a finding.
 */
final class Invariants {
    private Invariants() {
    }

    /**
     * RFC 3986 parse: {@code check} and {@code parse} agree, the exception carries the same error, a
     * parsed value's text is the input, and every accessor answers.
     *
     * @return the parsed reference, or empty when the input is not a URI-reference
     */
    static Optional<UriReference> parse(String input) {
        Optional<ParseError> checked = UriReference.check(input);
        UriReference ref;
        try {
            ref = UriReference.parse(input);
        } catch (UriSyntaxException e) {
            assertThat(checked).as("check agrees with parse on %s", input).contains(e.error());
            assertThat(e.error().index()).isBetween(0, input.length());
            assertThat(e.getMessage()).isNotEmpty();
            assertThat(Uri.check(input)).isPresent();
            assertThat(RelativeReference.check(input)).isPresent();
            return Optional.empty();
        }
        assertThat(checked).as("check agrees with parse on %s", input).isEmpty();
        assertThat(ref.toString()).isEqualTo(input);
        assertThat(UriReference.parse(ref.toString())).isEqualTo(ref);
        if (ref instanceof Uri uri) {
            assertThat(Uri.check(input)).isEmpty();
            assertThat(uri.scheme()).isNotEmpty();
        } else {
            assertThat(RelativeReference.check(input)).isEmpty();
        }
        touchAccessors(ref);
        return Optional.of(ref);
    }

    /** Every accessor answers without an exception; recomposition gives back the text (RFC 3986 §5.3). */
    static void touchAccessors(UriReference ref) {
        ref.authority();
        ref.userinfo();
        ref.decodedUserinfo();
        ref.host();
        ref.decodedHost();
        ref.hostKind();
        ref.port();
        ref.portNumber().ifPresent(p -> assertThat(p).isBetween(0, 65535));
        ref.pathSegments();
        ref.decodedPath();
        ref.decodedPathSegments();
        ref.query();
        ref.decodedQuery();
        ref.fragment();
        ref.decodedFragment();
        StringBuilder sb = new StringBuilder();
        if (ref instanceof Uri uri) {
            sb.append(uri.scheme()).append(':');
        }
        ref.authority().ifPresent(a -> sb.append("//").append(a));
        sb.append(ref.path());
        ref.query().ifPresent(q -> sb.append('?').append(q));
        ref.fragment().ifPresent(f -> sb.append('#').append(f));
        assertThat(sb.toString()).as("components recompose to the input").isEqualTo(ref.toString());
    }

    /** A value built by urikit (resolved, normalized, relativized) parses back to itself. */
    static void reparses(UriReference value) {
        assertThat(UriReference.check(value.toString())).as("%s parses", value).isEmpty();
        assertThat(UriReference.parse(value.toString())).isEqualTo(value);
        assertThat(UriReference.parse(value.toString()).getClass()).isEqualTo(value.getClass());
    }
}
