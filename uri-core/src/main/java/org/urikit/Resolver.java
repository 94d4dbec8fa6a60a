package org.urikit;

import java.util.Objects;

/**
 * Reference resolution by RFC 3986 §5.2: turns a reference and a base URI into a target URI, and
 * back ({@link #relativize}). An immutable configuration value, so it can be a constant.
 *
 * <pre>{@code
 * Uri base = Uri.parse("http://a/b/c/d;p?q");
 * Resolver.rfc3986().resolve(base, "../g");                     // http://a/b/g
 * Resolver.rfc3986().resolve(base, "http:g");                   // http:g (strict)
 * Resolver.rfc3986().withStrict(false).resolve(base, "http:g"); // http://a/b/c/g
 * Resolver.rfc3986().relativize(base, Uri.parse("http://a/b/g"));  // ../g
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
        return reparse(resolvedText(base, (AbstractReference) Objects.requireNonNull(reference, "reference")));
    }

    /**
     * Resolves an IRI reference against a base IRI: the algorithm of RFC 3986 §5.2 applied to
     * IRIs, as RFC 3987 §6.5 says, the non-ASCII characters treated as unreserved ones. The same
     * result as resolving the URI forms and converting back, without the round trip.
     *
     * <pre>{@code
     * Resolver.rfc3986().resolve(Iri.parse("http://a/b/c/d;p?q"), IriReference.parse("../ç?ü")); // http://a/b/ç?ü
     * }</pre>
     *
     * @param base the base IRI; its fragment, if any, is ignored
     * @param reference the reference
     * @return the target IRI
     * @throws NullPointerException if an argument is null
     * @see <a href="https://www.rfc-editor.org/rfc/rfc3987#section-6.5">RFC 3987 §6.5</a>
     * @since 0.1
     */
    public Iri resolve(Iri base, IriReference reference) {
        Objects.requireNonNull(base, "base");
        String text = resolvedText(base, (AbstractReference) Objects.requireNonNull(reference, "reference"));
        return (Iri) IriConversions.parseIri(text, true);
    }

    /** The text of the target of §5.2.2, for URIs and IRIs alike. */
    private String resolvedText(AbstractReference base, AbstractReference r) {
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
        return sb.toString();
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
        Objects.requireNonNull(reference, "reference");
        Objects.requireNonNull(base, "base");
        return resolve(base, UriReference.parse(reference));
    }

    /**
     * The shortest reference that resolves against {@code base} to exactly {@code target}: the
     * inverse of {@link #resolve(Uri, UriReference)}. The forms tried are the same-document
     * reference ({@code ""} or {@code "#f"}), a query-only reference ({@code "?q"}), a
     * relative path ({@code "g"}, {@code "../g"}, {@code "."}), an absolute path ({@code "/g"}), a
     * network path ({@code "//host/g"}) and, when none of them resolves to the target, the
     * target itself. Every candidate is checked by resolving it, so
     * {@code resolve(base, relativize(base, target)).equals(target)} holds whenever any reference
     * resolves to {@code target}.
     *
     * <p>No reference resolves to a target whose path holds dot-segments (resolution removes
     * them) or whose scheme differs from the base's only in case; the target itself is returned
     * then.
     *
     * <pre>{@code
     * Uri base = Uri.parse("http://a/b/c/d;p?q");
     * Resolver.rfc3986().relativize(base, Uri.parse("http://a/b/c/d;p?q#s"));  // #s
     * Resolver.rfc3986().relativize(base, Uri.parse("http://a/b/g"));          // ../g
     * Resolver.rfc3986().relativize(base, Uri.parse("http://a/x/y/z"));        // /x/y/z
     * Resolver.rfc3986().relativize(base, Uri.parse("http://b/c"));            // //b/c
     * Resolver.rfc3986().relativize(base, Uri.parse("ftp://a/b"));             // ftp://a/b
     * }</pre>
     *
     * @param base the base URI; its fragment, if any, is ignored
     * @param target the URI to reach
     * @return a relative reference, or {@code target} itself
     * @throws NullPointerException if an argument is null
     */
    public UriReference relativize(Uri base, Uri target) {
        Objects.requireNonNull(base, "base");
        Objects.requireNonNull(target, "target");
        String t = target.text;
        UriReference best = target;
        if (!t.regionMatches(0, base.text, 0, base.schemeEnd + 1) || t.length() <= base.schemeEnd
                || t.charAt(base.schemeEnd) != ':') {
            return best;
        }
        String tail = t.substring(target.pathEnd); // "?q#f", "#f" or ""
        String frag = t.substring(target.queryEnd);
        String path = t.substring(target.pathStart, target.pathEnd);
        boolean sameAuthority = target.hostStart < 0 ? base.hostStart < 0
                : base.hostStart >= 0 && t.regionMatches(target.schemeEnd + 1, base.text, base.schemeEnd + 1,
                        base.pathStart - base.schemeEnd - 1) && target.pathStart - target.schemeEnd
                                == base.pathStart - base.schemeEnd;
        if (sameAuthority) {
            best = better(best, frag, base, target);
            best = better(best, tail, base, target);
            if (path.isEmpty()) {
                best = better(best, "." + tail, base, target); // a rootless base path without '/'
            } else {
                best = better(best, relativePath(base, path) + tail, base, target);
                if (path.charAt(0) == '/') {
                    best = better(best, (path.startsWith("//") ? "/." : "") + path + tail, base, target);
                }
            }
        }
        if (target.hostStart >= 0) {
            best = better(best, t.substring(target.schemeEnd + 1), base, target);
        }
        return best;
    }

    /** The candidate if it is shorter than the best so far and resolves to the target. */
    private UriReference better(UriReference best, String candidate, Uri base, Uri target) {
        if (candidate.length() >= best.toString().length()) {
            return best;
        }
        UriReference r = Rfc3986Parser.parse(candidate, Rfc3986Parser.M_RELATIVE);
        if (r instanceof RelativeReference ref && resolve(base, ref).equals(target)) {
            return ref;
        }
        return best;
    }

    /**
     * A relative-path reference from the base's directory to {@code path}: {@code "../"} for each
     * directory of the base not shared with the path, then the rest of the path. The directory is
     * taken after dot-segment removal, as the merged path of §5.2.3 will be.
     */
    private static String relativePath(Uri base, String path) {
        String b = base.text;
        if (base.hostStart >= 0 && base.pathStart == base.pathEnd) {
            return path.length() == 1 ? "." : dotted(path.substring(1));
        }
        int dirEnd = b.lastIndexOf('/', base.pathEnd - 1) + 1; // exclusive; <= pathStart: no '/'
        String dir;
        if (dirEnd <= base.pathStart) {
            dir = "";
        } else {
            StringBuilder d = new StringBuilder(dirEnd - base.pathStart);
            DotSegments.remove(b, base.pathStart, dirEnd, d);
            fixDoubleSlash(d, 0, base.hostStart >= 0);
            dir = d.toString();
        }
        int common = 0; // length of the shared prefix that ends with '/'
        for (int i = 0; i < dir.length() && i < path.length() && dir.charAt(i) == path.charAt(i); i++) {
            if (path.charAt(i) == '/') {
                common = i + 1;
            }
        }
        StringBuilder sb = new StringBuilder();
        for (int i = common; i < dir.length(); i++) {
            if (dir.charAt(i) == '/') {
                sb.append("../");
            }
        }
        String rest = path.substring(common);
        if (sb.length() == 0) {
            return rest.isEmpty() ? "." : dotted(rest);
        }
        if (rest.isEmpty()) {
            sb.setLength(sb.length() - 1);
        }
        return sb.append(rest).toString();
    }

    /** A relative path with "./" in front where it would otherwise read as an absolute path or a scheme. */
    private static String dotted(String rest) {
        int slash = rest.indexOf('/');
        int colon = rest.indexOf(':');
        if (rest.startsWith("/") || colon >= 0 && (slash < 0 || colon < slash)) {
            return "./" + rest;
        }
        return rest;
    }

    /**
     * Describes the configuration: {@code Resolver[RFC 3986, strict]} or
     * {@code Resolver[RFC 3986, non-strict]}.
     *
     * @return a description
     */
    @Override
    public String toString() {
        return strict ? "Resolver[RFC 3986, strict]" : "Resolver[RFC 3986, non-strict]";
    }

    /** §5.2.3: the base path up to its last '/', then the reference path. */
    private static CharSequence merge(AbstractReference base, String rt, int from, int to) {
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
        UriReference r = Rfc3986Parser.parse(text, Rfc3986Parser.M_URI);
        if (r instanceof Uri uri) {
            return uri;
        }
        throw new IllegalStateException("urikit bug: built an invalid URI: " + r);
    }
}
