package org.urikit.scheme;

import java.util.Optional;

import org.urikit.Component;
import org.urikit.Uri;

/**
 * Where the components of a {@link Uri} are in its text, computed from its public accessors (the
 * only place the built-in rules learn positions from; none of them scans for delimiters). The
 * position of a component is where its text starts, after its delimiter: the host after
 * {@code '@'}, the query after {@code '?'}, the fragment after {@code '#'}.
 */
final class Positions {
    private Positions() {
    }

    /**
     * The index where a component starts, or -1 if the URI has none.
     *
     * @param uri a URI
     * @param component one of SCHEME, AUTHORITY, USERINFO, HOST, PORT, PATH, QUERY, FRAGMENT
     * @return the start index, or -1
     */
    static int start(Uri uri, Component component) {
        String text = uri.toString();
        int schemeEnd = text.indexOf(':'); // a scheme holds no ':'
        int authority = uri.hasAuthority() ? schemeEnd + 3 : -1;
        return switch (component) {
            case SCHEME -> 0;
            case AUTHORITY -> authority;
            case USERINFO -> uri.userinfo().isPresent() ? authority : -1;
            case HOST -> authority < 0 ? -1 : authority + uri.userinfo().map(u -> u.length() + 1).orElse(0);
            case PORT -> uri.port().isPresent() ? end(uri, Component.HOST) + 1 : -1;
            case PATH -> authority < 0 ? schemeEnd + 1 : authority + uri.authority().orElseThrow().length();
            case QUERY -> uri.query().isPresent() ? end(uri, Component.PATH) + 1 : -1;
            case FRAGMENT -> uri.fragment().map(f -> text.length() - f.length()).orElse(-1);
            default -> throw new IllegalArgumentException("not an RFC 3986 component: " + component);
        };
    }

    /**
     * The index where a component ends (exclusive), or -1 if the URI has none.
     *
     * @param uri a URI
     * @param component one of SCHEME, AUTHORITY, USERINFO, HOST, PORT, PATH, QUERY, FRAGMENT
     * @return the end index, or -1
     */
    static int end(Uri uri, Component component) {
        int start = start(uri, component);
        if (start < 0) {
            return -1;
        }
        Optional<String> value = switch (component) {
            case SCHEME -> Optional.of(uri.scheme());
            case AUTHORITY -> uri.authority();
            case USERINFO -> uri.userinfo();
            case HOST -> uri.host();
            case PORT -> uri.port();
            case PATH -> Optional.of(uri.path());
            case QUERY -> uri.query();
            default -> uri.fragment();
        };
        return start + value.orElseThrow().length();
    }
}
