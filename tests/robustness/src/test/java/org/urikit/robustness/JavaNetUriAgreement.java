package org.urikit.robustness;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URISyntaxException;
import java.util.Optional;

import org.urikit.Component;
import org.urikit.ParseError;
import org.urikit.UriReference;

/**
 * Where RFC 2396 (as {@code java.net.URI} implements it, with the RFC 2732 brackets) and RFC 3986
 * give different verdicts, by class. Outside these classes the two verdicts must be equal: that is
 * the agreed subset on which {@link CoreFuzzTest#parse} compares urikit with {@code java.net.URI}.
 * docs/ROBUSTNESS.md explains each class. The {@code java.net.URI} compared is the running JDK's;
 * these classes hold for JDK 17 and JDK 25, the two {@code .ci/run} builds with.
 */
final class JavaNetUriAgreement {
    private JavaNetUriAgreement() {
    }

    /** The classes of inputs on which java.net.URI and RFC 3986 may disagree. */
    enum Divergence {
        /** A character above U+007F: java.net.URI accepts its "other" category (letters, digits...) in most components; RFC 3986 has no non-ASCII. */
        NON_ASCII,
        /** A '[' or ']': java.net.URI accepts them in query and fragment (RFC 2732 made them reserved), IPv6 zone ids, and rejects IPvFuture. */
        BRACKETS,
        /** {@code scheme ":"} with nothing but a fragment after: RFC 2396 needs a non-empty scheme-specific part ({@code "a:"}, {@code "a:#f"}). */
        EMPTY_SCHEME_SPECIFIC_PART,
        /** An empty authority that ends the input ({@code "//"}, {@code "a://"}): java.net.URI says "Expected authority". */
        EMPTY_AUTHORITY_AT_END,
        /**
         * An authority RFC 3986 rejects that RFC 2396's registry-based {@code reg_name} accepts: more than one
         * {@code '@'}, a port with non-digits, a second {@code ':'} ({@code "h:80:80"}, {@code "a@b@c"}).
         */
        REGISTRY_AUTHORITY,
    }

    private static final String REG_NAME_2396 = "-_.!~*'()$,;:@&=+%";

    /**
     * The divergence class of an input, if any.
     *
     * @param input any string
     * @param error urikit's RFC 3986 error on it, if any
     * @return the first class the input falls in
     */
    static Optional<Divergence> classify(String input, Optional<ParseError> error) {
        for (int i = 0; i < input.length(); i++) {
            if (input.charAt(i) > 0x7F) {
                return Optional.of(Divergence.NON_ASCII);
            }
        }
        if (input.indexOf('[') >= 0 || input.indexOf(']') >= 0) {
            return Optional.of(Divergence.BRACKETS);
        }
        int colon = schemeColon(input);
        if (colon > 0 && (input.length() == colon + 1 || input.charAt(colon + 1) == '#')) {
            return Optional.of(Divergence.EMPTY_SCHEME_SPECIFIC_PART);
        }
        int authorityStart = colon + 1; // 0 when no scheme
        if (input.startsWith("//", authorityStart) && input.length() == authorityStart + 2) {
            return Optional.of(Divergence.EMPTY_AUTHORITY_AT_END);
        }
        if (error.isPresent() && input.startsWith("//", authorityStart)) {
            Component c = error.get().component();
            boolean inAuthority = c == Component.AUTHORITY || c == Component.USERINFO || c == Component.HOST
                    || c == Component.PORT;
            int end = authorityStart + 2;
            while (end < input.length() && "/?#".indexOf(input.charAt(end)) < 0) {
                end++;
            }
            if (inAuthority && error.get().index() < end && isRegName2396(input, authorityStart + 2, end)) {
                return Optional.of(Divergence.REGISTRY_AUTHORITY);
            }
        }
        return Optional.empty();
    }

    /** RFC 2396 {@code reg_name = 1*( unreserved | escaped | "$" | "," | ";" | ":" | "@" | "&" | "=" | "+" )}. */
    private static boolean isRegName2396(String s, int from, int to) {
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            boolean ok = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
                    || REG_NAME_2396.indexOf(c) >= 0;
            if (!ok) {
                return false;
            }
        }
        return to > from;
    }

    /** The index of the ':' ending a syntactically valid scheme, or -1. */
    private static int schemeColon(String s) {
        if (s.isEmpty() || !isAlpha(s.charAt(0))) {
            return -1;
        }
        for (int i = 1; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == ':') {
                return i;
            }
            if (!(isAlpha(c) || c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.')) {
                return -1;
            }
        }
        return -1;
    }

    private static boolean isAlpha(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
    }

    /** Whether java.net.URI accepts the input. */
    static boolean javaAccepts(String input) {
        try {
            new java.net.URI(input);
            return true;
        } catch (URISyntaxException e) {
            return false;
        }
    }

    /**
     * Outside the divergence classes, urikit's RFC 3986 verdict equals java.net.URI's.
     *
     * @param input any string
     * @param accepted urikit's verdict
     */
    static void assertAgrees(String input, boolean accepted) {
        Optional<ParseError> error = UriReference.check(input);
        if (classify(input, error).isPresent()) {
            return;
        }
        assertThat(javaAccepts(input)).as("java.net.URI verdict on %s (urikit: %s)", input,
                error.map(ParseError::message).orElse("valid")).isEqualTo(accepted);
    }
}
