package org.urikit;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A URL parsed by the RFC 1808 grammar ({@code URL = ( absoluteURL | relativeURL ) [ "#" fragment ]}),
 * with the components of RFC 1808 §2.4 and the resolution of §4.
 *
 * <pre>{@code
 * Rfc1808Url base = Rfc1808Url.parse("http://a/b/c/d;p?q#f");
 * base.scheme();   // Optional[http]
 * base.netLoc();   // Optional[a]          (not split into user, host and port)
 * base.path();     // "/b/c/d"             (with its leading "/")
 * base.params();   // Optional[p]
 * base.query();    // Optional[q]
 * base.fragment(); // Optional[f]
 * base.resolve("../../../g").toString();  // "http://a/../g" (".." above the root is kept)
 * base.resolve("").toString();            // "http://a/b/c/d;p?q#f" (the base, fragment included)
 * }</pre>
 *
 * <h2>How RFC 1808 differs from RFC 3986</h2>
 * <ul>
 *   <li>{@code ;params} is a component of the last path segment: everything from the first
 *       {@code ';'} after the {@code net_loc} to the {@code '?'}. A relative URL with an empty path
 *       inherits the base's params ({@code ?y} against {@code http://a/b/c/d;p?q} is
 *       {@code http://a/b/c/d;p?y}).</li>
 *   <li>{@code net_loc} is not split into userinfo, host and port, and may contain {@code ';'}
 *       and {@code '?'}: it runs from {@code "//"} to the next {@code '/'}.</li>
 *   <li>A scheme may start with a digit; {@code '~'} is not allowed unescaped.</li>
 *   <li>Resolution keeps {@code ".."} segments that would climb above the root
 *       ({@code http://a/../g}), leaves {@code "."} and {@code ".."} in an absolute reference path
 *       alone ({@code /./g} stays {@code http://a/./g}), and an empty reference gives the whole
 *       base, fragment included.</li>
 * </ul>
 *
 * <p>Instances are immutable and thread-safe; they hold the input and the component boundaries.
 * {@code equals} and {@code hashCode} compare the exact text; {@link #toString()} returns it.
 *
 * @see <a href="https://www.rfc-editor.org/rfc/rfc1808">RFC 1808</a>
 * @since 0.1
 */
public final class Rfc1808Url {
    private final String text;
    /** Index of the scheme's ':' or -1. */
    private final int schemeEnd;
    /** Start of the net_loc (after "//"), or -1; the net_loc ends at pathStart. */
    private final int netLocStart;
    private final int pathStart;
    /** End of the path: index of ';', '?', '#' or the length. */
    private final int pathEnd;
    /** End of the params (index of '?', '#' or the length); equals pathEnd when there are none. */
    private final int paramsEnd;
    /** End of the query (index of '#' or the length); equals paramsEnd when there is none. */
    private final int queryEnd;

    Rfc1808Url(String text, int schemeEnd, int netLocStart, int pathStart, int pathEnd, int paramsEnd,
            int queryEnd) {
        this.text = text;
        this.schemeEnd = schemeEnd;
        this.netLocStart = netLocStart;
        this.pathStart = pathStart;
        this.pathEnd = pathEnd;
        this.paramsEnd = paramsEnd;
        this.queryEnd = queryEnd;
    }

    /**
     * Parses a URL by the RFC 1808 rule {@code URL}: absolute or relative, with an optional fragment.
     *
     * @param input the text
     * @return the URL
     * @throws UriSyntaxException if the input is not a {@code URL}
     * @throws NullPointerException if the input is null
     */
    public static Rfc1808Url parse(String input) {
        return parse(input, Rfc1808Rule.URL);
    }

    /**
     * The same as {@link #parse(String)}: parses an RFC 1808 {@code URL}, or throws. It exists for conversion by
     * convention: frameworks that turn a {@code String} into a value by looking for a static
     * {@code valueOf(String)} method (JAX-RS {@code @QueryParam} and {@code @PathParam}, Spring's
     * {@code ConversionService}, {@code @Value} and configuration-property binding) find it and
     * bind {@code Rfc1808Url} parameters with no code.
     *
     * @param input the text
     * @return the same value as {@code parse(input)}
     * @throws UriSyntaxException if the input is not an RFC 1808 {@code URL}
     * @throws NullPointerException if the input is null
     * @since 0.1
     */
    public static Rfc1808Url valueOf(String input) {
        return parse(input);
    }

    /**
     * Parses the input by one RFC 1808 rule.
     *
     * @param input the text
     * @param rule {@code URL}, {@code absoluteURL} or {@code relativeURL}
     * @return the URL
     * @throws UriSyntaxException if the input does not match the rule
     * @throws NullPointerException if an argument is null
     */
    public static Rfc1808Url parse(String input, Rfc1808Rule rule) {
        Objects.requireNonNull(input, "input");
        Objects.requireNonNull(rule, "rule");
        return Rfc1808Parser.parseOrThrow(input, rule.mode);
    }

    /**
     * Checks the input by the RFC 1808 rule {@code URL}, without building a value or throwing.
     *
     * @param input the text
     * @return the first error, or empty if the input is a {@code URL}
     * @throws NullPointerException if the input is null
     */
    public static Optional<ParseError> check(String input) {
        return Rfc1808Rule.URL.check(input);
    }

    /**
     * The scheme, if the URL is absolute.
     *
     * @return the scheme as written, or empty
     */
    public Optional<String> scheme() {
        return schemeEnd < 0 ? Optional.empty() : Optional.of(text.substring(0, schemeEnd));
    }

    /**
     * Whether the URL has a scheme ({@code absoluteURL}).
     *
     * @return true if there is a scheme
     */
    public boolean isAbsolute() {
        return schemeEnd >= 0;
    }

    /**
     * The network location and login ({@code net_loc}), after {@code "//"}, not split further.
     *
     * @return the raw net_loc (possibly empty), or empty if there is no {@code "//"}
     */
    public Optional<String> netLoc() {
        return netLocStart < 0 ? Optional.empty() : Optional.of(text.substring(netLocStart, pathStart));
    }

    /**
     * The path, with the {@code '/'} that precedes it when there is one (RFC 1808 §2.4.6: the
     * parser remembers whether the slash was present); without params, query or fragment.
     *
     * @return the raw path, possibly empty
     */
    public String path() {
        return text.substring(pathStart, pathEnd);
    }

    /**
     * Whether the path is preceded by {@code '/'} (an {@code abs_path}).
     *
     * @return true if the path starts with {@code '/'}
     */
    public boolean hasAbsolutePath() {
        return pathEnd > pathStart && text.charAt(pathStart) == '/';
    }

    /**
     * The parameters, after the first {@code ';'} of the path part ({@code params = param *( ";" param )}).
     *
     * @return the raw params (possibly empty), or empty if there is no {@code ';'}
     */
    public Optional<String> params() {
        return paramsEnd > pathEnd ? Optional.of(text.substring(pathEnd + 1, paramsEnd)) : Optional.empty();
    }

    /**
     * The query, after {@code '?'}.
     *
     * @return the raw query (possibly empty), or empty if there is no {@code '?'}
     */
    public Optional<String> query() {
        return queryEnd > paramsEnd ? Optional.of(text.substring(paramsEnd + 1, queryEnd)) : Optional.empty();
    }

    /**
     * The fragment, after {@code '#'}.
     *
     * @return the raw fragment (possibly empty), or empty if there is no {@code '#'}
     */
    public Optional<String> fragment() {
        return queryEnd < text.length() ? Optional.of(text.substring(queryEnd + 1)) : Optional.empty();
    }

    /**
     * Resolves a reference against this base URL by the algorithm of RFC 1808 §4.
     *
     * @param reference the embedded URL, any {@code URL}
     * @return the absolute URL
     * @throws UriSyntaxException if {@code reference} is not an RFC 1808 {@code URL}
     * @throws IllegalStateException if this URL has no scheme (a base URL is absolute, §3)
     * @throws NullPointerException if the reference is null
     */
    public Rfc1808Url resolve(String reference) {
        return resolve(parse(reference));
    }

    /**
     * Resolves a reference against this base URL by the algorithm of RFC 1808 §4, steps 2 to 7.
     *
     * <p>Where §4 says "non-empty", it is applied literally: a reference {@code "//"} (empty
     * {@code net_loc}) inherits the base's net_loc (step 3), and an empty {@code ";"} or
     * {@code "?"} inherits the base's params or query (step 5). When the result has a
     * {@code net_loc} and a path that does not start with {@code '/'} (the base had an empty
     * path), the {@code '/'} that {@code net_path = "//" net_loc [ abs_path ]} requires is put
     * before the path.
     *
     * @param reference the embedded URL
     * @return the absolute URL
     * @throws IllegalStateException if this URL has no scheme (a base URL is absolute, §3)
     * @throws NullPointerException if the reference is null
     * @see <a href="https://www.rfc-editor.org/rfc/rfc1808#section-4">RFC 1808 §4</a>
     */
    public Rfc1808Url resolve(Rfc1808Url reference) {
        Objects.requireNonNull(reference, "reference");
        if (!isAbsolute()) {
            throw new IllegalStateException("a base URL has a scheme (RFC 1808 §3): " + Texts.quote(text));
        }
        if (reference.text.isEmpty()) {
            return this; // step 2a
        }
        if (reference.isAbsolute()) {
            return reference; // step 2b
        }
        String netLoc = reference.netLoc().orElse("");
        String path;
        String params = reference.params().orElse(null);
        String query = reference.query().orElse(null);
        if (!netLoc.isEmpty()) {
            path = reference.path(); // step 3: skip to step 7
        } else {
            netLoc = netLoc().orElse(null); // step 3: inherit the base's net_loc, if any
            if (reference.hasAbsolutePath()) {
                path = reference.path(); // step 4
            } else if (reference.path().isEmpty()) {
                path = path(); // step 5
                if (params == null || params.isEmpty()) {
                    params = params().orElse(null); // 5a
                    if (query == null || query.isEmpty()) {
                        query = query().orElse(null); // 5b
                    }
                }
            } else {
                path = merge(path(), reference.path()); // step 6
            }
        }
        StringBuilder sb = new StringBuilder(text.length() + reference.text.length());
        sb.append(text, 0, schemeEnd + 1);
        if (netLoc != null) {
            sb.append("//").append(netLoc);
            if (!path.isEmpty() && path.charAt(0) != '/') {
                sb.append('/');
            }
        }
        sb.append(path);
        if (params != null) {
            sb.append(';').append(params);
        }
        if (query != null) {
            sb.append('?').append(query);
        }
        reference.fragment().ifPresent(f -> sb.append('#').append(f));
        return parse(sb.toString());
    }

    /**
     * Step 6: the base path without its last segment, then the reference path, then the removal
     * of "." segments (6a, 6b) and of "segment/.." pairs (6c, 6d). The iterative leftmost removal of
     * 6c gives the same result as one pass with a stack: a ".." pops the segment before it unless
     * that is "..", or there is none; the empty text before a leading "/" is not a segment.
     */
    static String merge(String basePath, String refPath) {
        String merged = basePath.substring(0, basePath.lastIndexOf('/') + 1) + refPath;
        boolean root = merged.startsWith("/");
        List<String> stack = new ArrayList<>();
        boolean trailingSlash = false;
        int start = root ? 1 : 0;
        int n = merged.length();
        for (int i = start; i <= n; i++) {
            if (i < n && merged.charAt(i) != '/') {
                continue;
            }
            String seg = merged.substring(start, i);
            boolean last = i == n;
            start = i + 1;
            if (seg.equals(".")) {
                trailingSlash = last;
            } else if (seg.equals("..") && !stack.isEmpty() && !stack.get(stack.size() - 1).equals("..")) {
                stack.remove(stack.size() - 1);
                trailingSlash = last;
            } else {
                stack.add(seg);
                trailingSlash = false;
            }
        }
        StringBuilder sb = new StringBuilder(merged.length());
        if (root) {
            sb.append('/');
        }
        if (stack.isEmpty()) {
            return sb.toString();
        }
        sb.append(String.join("/", stack));
        if (trailingSlash) {
            sb.append('/');
        }
        return sb.toString();
    }

    /**
     * The exact text that was parsed.
     *
     * @return the text
     */
    @Override
    public String toString() {
        return text;
    }

    /**
     * The text for logs and messages: {@link #toString()} with a login's password replaced by
     * {@code "****"}, as {@link UriReference#redact(String)} does.
     *
     * @return the redacted text; the exact text if there is no password
     * @since 0.1
     */
    public String redacted() {
        return Texts.redact(text);
    }

    /**
     * Exact-text equality.
     *
     * @param o another object
     * @return true if {@code o} is an {@code Rfc1808Url} with the same text
     */
    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof Rfc1808Url other && other.text.equals(text);
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }
}
