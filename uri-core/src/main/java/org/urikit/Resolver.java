package org.urikit;

import java.util.Objects;

/**
 * Reference resolution by RFC 3986 §5.2: turns a reference and a base URI into a target URI. An
 * immutable configuration value, so it can be a constant.
 *
 * <pre>{@code
 * Uri base = Uri.parse("http://a/b/c/d;p?q");
 * Resolver.rfc3986().resolve(base, "../g");                     // http://a/b/g
 * Resolver.rfc3986().resolve(base, "http:g");                   // http:g (strict)
 * Resolver.rfc3986().withStrict(false).resolve(base, "http:g"); // http://a/b/c/g
 * }</pre>
 *
 * <h2>The algorithm and the cases the RFC leaves open</h2>
 * <ul>
 *   <li>The references are transformed as in §5.2.2, paths merged as in §5.2.3 and dot-segments
 *       removed as in §5.2.4, in one linear pass (no recursion, no quadratic rebuilding).</li>
 *   <li>A fragment of the base is ignored (§5.1): the target's fragment is the reference's.</li>
 *   <li>A base must be a {@link Uri}; a relative base does not compile.</li>
 *   <li><b>Rootless base paths</b> ({@code foo:a/b} with {@code ../c}) follow §5.2.3 and §5.2.4
 *       literally: the merged path {@code a/../c} becomes {@code /c}, so the target is
 *       {@code foo:/c}. A base {@code foo:a} with {@code ../c} gives {@code foo:c}, since the
 *       merged path is {@code ../c} and rule 2A drops the leading {@code "../"}. Both are what any
 *       conforming implementation returns, and both are valid URIs.</li>
 *   <li><b>Deviation:</b> (RFC 3986 §5.2.4 with §5.3) when the target has no authority and its path
 *       would begin with {@code "//"} (base {@code foo:/a}, reference {@code ..//b}), the literal
 *       recomposition {@code foo://b} would read {@code b} as an authority, a different URI; RFC
 *       3986 §3.3 forbids such a path without an authority. The path is written with
 *       {@code "/."} in front instead ({@code foo:/.//b}), as the WHATWG URL Standard does: the same
 *       path after dot-segment removal, and a valid URI. This is the only case in which a result
 *       holds a dot-segment. It cannot be turned off: the literal result is not the same URI.</li>
 *   <li>The result text is parsed by the same RFC 3986 parser as {@link Uri#parse}, so it always
 *       is a valid URI.</li>
 * </ul>
 *
 * <p>Instances are immutable and thread-safe.
 *
 * @see <a href="https://www.rfc-editor.org/rfc/rfc3986#section-5.2">RFC 3986 §5.2</a>
 * @since 0.1
 */
public final class Resolver {
    private static final Resolver STRICT = new Resolver(true);
    private static final Resolver NON_STRICT = new Resolver(false);

    private final boolean strict;

    private Resolver(boolean strict) {
        this.strict = strict;
    }

    /**
     * The strict resolver of RFC 3986 §5.2.2: a reference with a scheme is taken as it is
     * (only its dot-segments are removed), even when its scheme is the base's.
     *
     * @return the strict RFC 3986 resolver
     */
    public static Resolver rfc3986() {
        return STRICT;
    }

    /**
     * This resolver, strict or not. The non-strict variant is the one §5.2.2 describes for
     * backward compatibility with RFC 1630 parsers: a reference whose scheme equals the base's
     * (ignoring case) is treated as if it had no scheme, so {@code http:g} against
     * {@code http://a/b/c/d;p?q} gives {@code http://a/b/c/g} instead of {@code http:g}.
     *
     * @param strict true for the strict algorithm (the default), false for the non-strict one
     * @return a resolver with that setting
     */
    public Resolver withStrict(boolean strict) {
        return strict ? STRICT : NON_STRICT;
    }

    /**
     * Whether this resolver is strict (see {@link #withStrict(boolean)}).
     *
     * @return true if strict
     */
    public boolean isStrict() {
        return strict;
    }

    /**
     * Resolves a reference against a base URI (RFC 3986 §5.2.2).
     *
     * @param base the base URI; its fragment, if any, is ignored
     * @param reference the reference
     * @return the target URI
     * @throws NullPointerException if an argument is null
     */
    public Uri resolve(Uri base, UriReference reference) {
        Objects.requireNonNull(base, "base");
        AbstractReference r = (AbstractReference) Objects.requireNonNull(reference, "reference");
        String rt = r.text;
        boolean ignoreScheme = r.schemeEnd >= 0 && !strict && r.schemeEnd == base.schemeEnd
                && rt.regionMatches(true, 0, base.text, 0, base.schemeEnd);
        StringBuilder sb = new StringBuilder(base.text.length() + rt.length() + 2);
        AbstractReference authorityFrom;
        if (r.schemeEnd >= 0 && !ignoreScheme) {
            sb.append(rt, 0, r.schemeEnd + 1);
            authorityFrom = r;
        } else {
            sb.append(base.text, 0, base.schemeEnd + 1);
            authorityFrom = r.hostStart >= 0 ? r : base;
        }
        appendAuthority(authorityFrom, sb);
        final int pathStart = sb.length();
        if (authorityFrom == r || r.pathStart < r.pathEnd && rt.charAt(r.pathStart) == '/') {
            DotSegments.remove(rt, r.pathStart, r.pathEnd, sb);
            appendQuery(r, sb);
        } else if (r.pathStart == r.pathEnd) {
            sb.append(base.text, base.pathStart, base.pathEnd);
            appendQuery(hasQuery(r) ? r : base, sb);
        } else {
            CharSequence merged = merge(base, rt, r.pathStart, r.pathEnd);
            DotSegments.remove(merged, 0, merged.length(), sb);
            appendQuery(r, sb);
        }
        fixDoubleSlash(sb, pathStart, authorityFrom.hostStart >= 0);
        if (r.queryEnd < rt.length()) {
            sb.append(rt, r.queryEnd, rt.length());
        }
        return reparse(sb.toString());
    }

    /**
     * Parses the reference and resolves it against a base URI.
     *
     * @param base the base URI; its fragment, if any, is ignored
     * @param reference the reference text (rule {@code URI-reference})
     * @return the target URI
     * @throws UriSyntaxException if the reference is not a URI-reference
     * @throws NullPointerException if an argument is null
     */
    public Uri resolve(Uri base, String reference) {
        Objects.requireNonNull(base, "base");
        return resolve(base, UriReference.parse(reference));
    }

    /** §5.2.3: the base path up to its last '/', then the reference path. */
    private static CharSequence merge(Uri base, String rt, int from, int to) {
        StringBuilder m = new StringBuilder(base.pathEnd - base.pathStart + to - from + 1);
        if (base.hostStart >= 0 && base.pathStart == base.pathEnd) {
            m.append('/');
        } else {
            int slash = base.text.lastIndexOf('/', base.pathEnd - 1);
            if (slash >= base.pathStart) {
                m.append(base.text, base.pathStart, slash + 1);
            }
        }
        return m.append(rt, from, to);
    }

    private static boolean hasQuery(AbstractReference r) {
        return r.pathEnd < r.text.length() && r.text.charAt(r.pathEnd) == '?';
    }

    private static void appendAuthority(AbstractReference r, StringBuilder sb) {
        if (r.hostStart >= 0) {
            sb.append(r.text, r.schemeEnd + 1, r.pathStart);
        }
    }

    private static void appendQuery(AbstractReference r, StringBuilder sb) {
        if (hasQuery(r)) {
            sb.append(r.text, r.pathEnd, r.queryEnd);
        }
    }

    /**
     * Without an authority, a path starting with "//" would read as one: write "/." in front
     * (the Deviation paragraph of the class Javadoc).
     */
    static void fixDoubleSlash(StringBuilder sb, int pathStart, boolean authority) {
        if (!authority && sb.length() > pathStart + 1 && sb.charAt(pathStart) == '/'
                && sb.charAt(pathStart + 1) == '/') {
            sb.insert(pathStart, "/.");
        }
    }

    /** Parses text this class built; failing would be a bug in urikit, not bad input. */
    static Uri reparse(String text) {
        Object r = Rfc3986Parser.parse(text, Rfc3986Parser.M_URI, true);
        if (r instanceof Uri uri) {
            return uri;
        }
        throw new IllegalStateException("urikit bug: built an invalid URI: " + r);
    }
}
