package org.urikit;

import java.util.Collections;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.Set;

import org.jspecify.annotations.Nullable;
import org.urikit.idna.IdnaResult;
import org.urikit.idna.Uts46;
import org.urikit.internal.Percent;
import org.urikit.internal.Rfc3986Chars;
import org.urikit.scheme.SchemeRegistry;
import org.urikit.scheme.SchemeRule;

/**
 * Normalization and equivalence of URI references by RFC 3986 §6.2.2 (syntax-based) and §6.2.3
 * (scheme-based). An immutable configuration value: a set of {@linkplain Step steps}, each of which
 * can be applied alone, and the {@link SchemeRegistry} that the scheme-based step takes its facts
 * from.
 *
 * <pre>{@code
 * Normalizer.syntaxBased().normalize(Uri.parse("HTTP://User@Example.COM/a/./b/../%7e%41?%3f"));
 *     // http://User@example.com/a/~A?%3F
 * Normalizer.schemeBased().normalize(Uri.parse("https://example.com:443"));   // https://example.com/
 * Normalizer.of(Normalizer.Step.CASE).normalize(Uri.parse("HTTP://A/%7e"));   // http://a/%7E
 * Normalizer.schemeBased().equivalent(Uri.parse("http://a:80"), Uri.parse("HTTP://A/")); // true
 * }</pre>
 *
 * <table>
 *   <caption>The steps</caption>
 *   <tr><th>step</th><th>RFC 3986</th><th>what it does</th></tr>
 *   <tr><td>{@link Step#CASE}</td><td>§6.2.2.1</td><td>scheme and host to lower case; the hex
 *       digits of every percent-encoding to upper case</td></tr>
 *   <tr><td>{@link Step#PERCENT_ENCODING}</td><td>§6.2.2.2</td><td>decodes percent-encoded
 *       unreserved characters ({@code ALPHA DIGIT - . _ ~}) in every component</td></tr>
 *   <tr><td>{@link Step#DOT_SEGMENTS}</td><td>§6.2.2.3</td><td>{@code remove_dot_segments} on the
 *       path (see below for relative references)</td></tr>
 *   <tr><td>{@link Step#SCHEME_BASED}</td><td>§6.2.3</td><td>drops an empty port and a port equal to
 *       the scheme's {@link SchemeRule#defaultPort()}; an empty path with an authority becomes
 *       {@code "/"} where {@link SchemeRule#emptyPathIsRoot()} (http, https, ws, wss)</td></tr>
 *   <tr><td>{@link Step#NFC}</td><td>RFC 3987 §5.3.2.2</td><td>IRIs only: each component in
 *       Unicode Normalization Form C</td></tr>
 *   <tr><td>{@link Step#IDN}</td><td>RFC 3987 §5.3.3</td><td>IRIs only: an IDN host mapped by
 *       UTS #46 ToUnicode</td></tr>
 * </table>
 *
 * <p>The percent-encoding step runs before the dot-segment step, so {@code %2E%2E} is removed as
 * {@code ".."} when both run; {@link #normalize} is idempotent for every configuration.
 *
 * <p>Paths. A URI's path, and a relative reference's path that begins with {@code '/'} or follows
 * an authority, go through {@code remove_dot_segments} (RFC 3986 §5.2.4) as written (so a rootless
 * URI path can become absolute, {@code foo:a/../b} giving {@code foo:/b}, as in {@link Resolver}). A
 * relative-path reference ({@code "a/../../b"}) keeps what its meaning depends on: leading
 * {@code ".."} segments stay ({@code "../b"}), and {@code "./"} stays in front where without it the
 * reference would read differently (an empty result, an empty first segment, or a {@code ':'} in
 * the first segment, RFC 3986 §4.2). When a path without an authority would begin with {@code "//"},
 * it gets {@code "/."} in front, as in {@link Resolver}: these are the only dot-segments a
 * normalized reference holds.
 *
 * <p>Results are built as text and parsed by the same RFC 3986 parser as {@link Uri#parse}, so they
 * are always valid. Equality of the values themselves stays exact-text; equivalence is
 * {@link #equivalent} or {@link #comparator()}. Instances are immutable and thread-safe.
 *
 * @see <a href="https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2">RFC 3986 §6.2.2</a>
 * @see <a href="https://www.rfc-editor.org/rfc/rfc3986#section-6.2.3">RFC 3986 §6.2.3</a>
 * @since 0.1
 */
public final class Normalizer {

    /**
     * One normalization step; each matches a subsection of RFC 3986 §6.2.
     *
     * @since 0.1
     */
    public enum Step {
        /** Case normalization (§6.2.2.1): scheme and host lower case, percent-encoding hex digits upper case. */
        CASE,
        /** Percent-encoding normalization (§6.2.2.2): decode percent-encoded unreserved characters. */
        PERCENT_ENCODING,
        /** Path segment normalization (§6.2.2.3): remove dot-segments. */
        DOT_SEGMENTS,
        /** Scheme-based normalization (§6.2.3): default and empty ports, empty path as {@code "/"}. */
        SCHEME_BASED,
        /**
         * Character normalization of IRIs (RFC 3987 §5.3.2.2): each component (userinfo, a
         * registered-name host, path, query, fragment) to Unicode Normalization Form C with
         * {@link java.text.Normalizer} (the running JDK's Unicode version), before the other
         * steps. No effect on URIs, which are ASCII. Not part of {@link #syntaxBased()}: RFC 3987
         * says IRIs are compared as created, and NFC is for text from non-digital or non-Unicode
         * sources. Three characters have an ASCII character as their NFC form: U+037E GREEK
         * QUESTION MARK becomes {@code ';'}, U+212A KELVIN SIGN becomes {@code 'K'}, and U+1FEF
         * GREEK VARIA becomes {@code '`'}, which IRIs do not allow and which is therefore written
         * {@code %60}.
         */
        NFC,
        /**
         * IDN hosts of IRIs (RFC 3987 §5.3.3): a registered-name host that holds a non-ASCII
         * character, a percent-encoding or an {@code xn--} label is percent-decoded and mapped by
         * UTS #46 ToUnicode with {@link Uts46#whatwg()}'s options (case folding, NFC, Punycode
         * labels decoded: §5.3.3 lets {@code résumé} and {@code xn--rsum-bpad} be equivalent, and
         * says IDNs SHOULD NOT be converted to ACE). A host for which ToUnicode records an error
         * is left to the other steps. ASCII characters of the result that an ireg-name cannot hold
         * are percent-encoded. No effect on URIs.
         */
        IDN
    }

    private static final Normalizer SYNTAX = new Normalizer(EnumSet.of(Step.CASE, Step.PERCENT_ENCODING,
            Step.DOT_SEGMENTS), null);

    private static final Normalizer IRI = new Normalizer(EnumSet.of(Step.CASE, Step.PERCENT_ENCODING,
            Step.DOT_SEGMENTS, Step.NFC, Step.IDN), null);

    private final Set<Step> steps;
    /** Null: {@link SchemeRegistry#standard()}, looked up when used. */
    private final @Nullable SchemeRegistry registry;
    /** Whether {@code steps} holds CASE, PERCENT_ENCODING, DOT_SEGMENTS, SCHEME_BASED. */
    private final boolean lowerCase;
    private final boolean pct;
    private final boolean dots;
    private final boolean schemeBased;
    private final boolean nfc;
    private final boolean idn;

    private Normalizer(EnumSet<Step> steps, @Nullable SchemeRegistry registry) {
        this.steps = Collections.unmodifiableSet(steps);
        this.registry = registry;
        this.lowerCase = steps.contains(Step.CASE);
        this.pct = steps.contains(Step.PERCENT_ENCODING);
        this.dots = steps.contains(Step.DOT_SEGMENTS);
        this.schemeBased = steps.contains(Step.SCHEME_BASED);
        this.nfc = steps.contains(Step.NFC);
        this.idn = steps.contains(Step.IDN);
    }

    /**
     * Syntax-based normalization, RFC 3986 §6.2.2: {@link Step#CASE}, {@link Step#PERCENT_ENCODING}
     * and {@link Step#DOT_SEGMENTS}. What {@link UriReference#normalize()} applies.
     *
     * @return the syntax-based normalizer
     */
    public static Normalizer syntaxBased() {
        return SYNTAX;
    }

    /**
     * The IRI normal form of RFC 3987 §5.3.2 and the IDN part of §5.3.3: {@link Step#CASE},
     * {@link Step#PERCENT_ENCODING}, {@link Step#DOT_SEGMENTS}, {@link Step#NFC} and
     * {@link Step#IDN}. On URIs the same as {@link #syntaxBased()}.
     *
     * <pre>{@code
     * Normalizer.iri().normalize(Iri.parse("HTTP://XN--RSUM-BPAD.Example.org/re\u0301sume\u0301")); // http://résumé.example.org/résumé
     * }</pre>
     *
     * @return the IRI normalizer
     * @since 0.1
     */
    public static Normalizer iri() {
        return IRI;
    }

    /**
     * Syntax-based and scheme-based normalization (RFC 3986 §6.2.2 and §6.2.3): all four steps,
     * with the scheme facts of {@link SchemeRegistry#standard()}.
     *
     * @return the normalizer with every step
     */
    public static Normalizer schemeBased() {
        return SYNTAX.with(Step.SCHEME_BASED);
    }

    /**
     * A normalizer with exactly the given steps (none: the identity).
     *
     * @param steps the steps
     * @return the normalizer
     * @throws NullPointerException if a step is null
     */
    public static Normalizer of(Step... steps) {
        Objects.requireNonNull(steps, "steps");
        EnumSet<Step> set = EnumSet.noneOf(Step.class);
        for (Step s : steps) {
            set.add(Objects.requireNonNull(s, "step"));
        }
        return new Normalizer(set, null);
    }

    /**
     * This normalizer with one more step.
     *
     * @param step the step to add
     * @return a normalizer with the step
     * @throws NullPointerException if the step is null
     */
    public Normalizer with(Step step) {
        EnumSet<Step> set = copy(steps);
        set.add(Objects.requireNonNull(step, "step"));
        return new Normalizer(set, registry);
    }

    /**
     * This normalizer without a step.
     *
     * @param step the step to remove
     * @return a normalizer without the step
     * @throws NullPointerException if the step is null
     */
    public Normalizer without(Step step) {
        Objects.requireNonNull(step, "step");
        EnumSet<Step> set = copy(steps);
        set.remove(step);
        return new Normalizer(set, registry);
    }

    /**
     * This normalizer taking the scheme facts of {@link Step#SCHEME_BASED} from another registry.
     *
     * @param registry the registry, for example {@code SchemeRegistry.builtIn().with(myRule)}
     * @return a normalizer using that registry
     * @throws NullPointerException if the registry is null
     */
    public Normalizer withSchemeRegistry(SchemeRegistry registry) {
        return new Normalizer(copy(steps), Objects.requireNonNull(registry, "registry"));
    }

    private static EnumSet<Step> copy(Set<Step> steps) {
        EnumSet<Step> set = EnumSet.noneOf(Step.class);
        set.addAll(steps);
        return set;
    }

    /**
     * The steps this normalizer applies.
     *
     * @return an unmodifiable set
     */
    public Set<Step> steps() {
        return steps;
    }

    /**
     * The registry the scheme-based step uses.
     *
     * @return the registry; {@link SchemeRegistry#standard()} unless another was set
     */
    public SchemeRegistry schemeRegistry() {
        return registry != null ? registry : SchemeRegistry.standard();
    }

    /**
     * Normalizes a URI.
     *
     * @param uri a URI
     * @return the normalized URI; equal to {@code uri} if it is already normalized
     * @throws NullPointerException if {@code uri} is null
     */
    public Uri normalize(Uri uri) {
        return (Uri) normalizeAny(uri);
    }

    /**
     * Normalizes a relative reference. The scheme-based step does nothing here (there is no scheme).
     *
     * @param ref a relative reference
     * @return the normalized reference
     * @throws NullPointerException if {@code ref} is null
     */
    public RelativeReference normalize(RelativeReference ref) {
        return (RelativeReference) normalizeAny(ref);
    }

    /**
     * Normalizes a URI reference: a {@link Uri} stays a {@code Uri}, a {@link RelativeReference}
     * stays one.
     *
     * @param ref a reference
     * @return the normalized reference
     * @throws NullPointerException if {@code ref} is null
     */
    public UriReference normalize(UriReference ref) {
        return normalizeAny(ref);
    }

    /**
     * Normalizes an IRI by the same steps (RFC 3987 §5.3.2 and §5.3.3), plus {@link Step#NFC}
     * if this normalizer has it. Non-ASCII characters are left as they are by the case and
     * percent-encoding steps (RFC 3987 §5.3.2.1: only the US-ASCII host is case-insensitive).
     *
     * <pre>{@code
     * Normalizer.syntaxBased().normalize(Iri.parse("HTTP://Example.ORG/./ros%c3%a9/%7e")); // http://example.org/ros%C3%A9/~
     * }</pre>
     *
     * @param iri an IRI
     * @return the normalized IRI; {@code iri} itself if it is already normalized
     * @throws NullPointerException if {@code iri} is null
     * @since 0.1
     */
    public Iri normalize(Iri iri) {
        return (Iri) normalizeIri(iri);
    }

    /**
     * Normalizes a relative IRI reference (see {@link #normalize(Iri)}).
     *
     * @param ref a relative IRI reference
     * @return the normalized reference
     * @throws NullPointerException if {@code ref} is null
     * @since 0.1
     */
    public RelativeIriReference normalize(RelativeIriReference ref) {
        return (RelativeIriReference) normalizeIri(ref);
    }

    /**
     * Normalizes an IRI reference: an {@link Iri} stays an {@code Iri}, a
     * {@link RelativeIriReference} stays one.
     *
     * @param ref an IRI reference
     * @return the normalized reference
     * @throws NullPointerException if {@code ref} is null
     * @since 0.1
     */
    public IriReference normalize(IriReference ref) {
        return normalizeIri(ref);
    }

    private IriReference normalizeIri(IriReference ref) {
        AbstractReference r = (AbstractReference) Objects.requireNonNull(ref, "ref");
        boolean absolute = r instanceof Iri;
        AbstractReference src = r;
        if (nfc) {
            String t = nfcText(r);
            if (!t.equals(r.text)) {
                src = (AbstractReference) IriConversions.parseIri(t, absolute);
            }
        }
        if (idn) {
            String t = idnText(src);
            if (!t.equals(src.text)) {
                src = (AbstractReference) IriConversions.parseIri(t, absolute);
            }
        }
        String text = normalizedText(src);
        if (nfc && !text.equals(src.text)) {
            // decoding a percent-encoded letter may have put it before a combining mark
            // ("%41\u0304" -> "A\u0304"): NFC again, so that the normal form is one
            String t = nfcText((AbstractReference) IriConversions.parseIri(text, absolute));
            if (!t.equals(text)) {
                text = t;
            }
        }
        if (text.equals(r.text)) {
            return ref;
        }
        return src != r && text.equals(src.text) ? (IriReference) src : IriConversions.parseIri(text, absolute);
    }

    /** The text with an IDN host mapped by UTS #46 ToUnicode, if that records no error. */
    private static String idnText(AbstractReference r) {
        String t = r.text;
        if (r.hostKind != HostKind.REG_NAME || r.hostStart == r.hostEnd || !isIdnCandidate(t, r.hostStart, r.hostEnd)) {
            return t;
        }
        IdnaResult u = Uts46.whatwg().toUnicode(Percent.decode(t, r.hostStart, r.hostEnd));
        if (!u.isValid()) {
            return t;
        }
        StringBuilder sb = new StringBuilder(t.length()).append(t, 0, r.hostStart);
        IriConversions.appendRegName(sb, u.output());
        return sb.append(t, r.hostEnd, t.length()).toString();
    }

    /** Whether the host has a non-ASCII character, a '%' or an "xn--" label (any case). */
    private static boolean isIdnCandidate(String t, int from, int to) {
        for (int i = from; i < to; i++) {
            char c = t.charAt(i);
            if (c >= 128 || c == '%') {
                return true;
            }
            if ((i == from || t.charAt(i - 1) == '.') && i + 4 <= to && t.regionMatches(true, i, "xn--", 0, 4)) {
                return true;
            }
        }
        return false;
    }

    /** The text with each component but the scheme, the port and an IP-literal in NFC. */
    private static String nfcText(AbstractReference r) {
        String t = r.text;
        if (IriConversions.firstNonAscii(t, 0, t.length()) < 0) {
            return t;
        }
        StringBuilder sb = new StringBuilder(t.length());
        sb.append(t, 0, r.schemeEnd + 1);
        int i = r.schemeEnd + 1;
        if (r.hostStart >= 0) {
            int as = r.schemeEnd + 3;
            sb.append("//");
            if (r.hostStart > as) {
                appendNfc(t, as, r.hostStart - 1, sb);
                sb.append('@');
            }
            if (r.hostKind == HostKind.REG_NAME) {
                appendNfc(t, r.hostStart, r.hostEnd, sb);
            } else {
                sb.append(t, r.hostStart, r.hostEnd);
            }
            sb.append(t, r.hostEnd, r.pathStart);
            i = r.pathStart;
        }
        appendNfc(t, i, r.pathEnd, sb);
        if (r.queryEnd > r.pathEnd) {
            sb.append('?');
            appendNfc(t, r.pathEnd + 1, r.queryEnd, sb);
        }
        if (r.queryEnd < t.length()) {
            sb.append('#');
            appendNfc(t, r.queryEnd + 1, t.length(), sb);
        }
        return sb.toString();
    }

    /**
     * Appends {@code t[from, to)} (one valid component) in NFC. A percent-encoded octet is not text:
     * it is copied as it is and NFC runs on the text between octets, so that a hex digit never
     * composes with a combining mark after it ({@code "%ae\u0300"} must not become
     * {@code "%a\u00e8"}, which is no percent-encoding).
     */
    private static void appendNfc(String t, int from, int to, StringBuilder sb) {
        if (IriConversions.firstNonAscii(t, from, to) < 0) {
            sb.append(t, from, to);
            return;
        }
        int run = from;
        for (int i = from; i < to; i++) {
            if (t.charAt(i) == '%') { // valid input: two hex digits follow
                appendNfcRun(t, run, i, sb);
                sb.append(t, i, i + 3);
                i += 2;
                run = i + 1;
            }
        }
        appendNfcRun(t, run, to, sb);
    }

    private static void appendNfcRun(String t, int from, int to, StringBuilder sb) {
        if (IriConversions.firstNonAscii(t, from, to) < 0) {
            sb.append(t, from, to);
            return;
        }
        String n = java.text.Normalizer.normalize(t.subSequence(from, to), java.text.Normalizer.Form.NFC);
        for (int k = 0; k < n.length(); k++) {
            char c = n.charAt(k);
            if (c == '`') {
                sb.append("%60"); // NFC of U+1FEF; IRIs have no '`'
            } else {
                sb.append(c);
            }
        }
    }

    /**
     * Whether a reference is already in this normalizer's normal form, that is
     * {@code normalize(ref).equals(ref)}.
     *
     * @param ref a reference
     * @return true if normalizing would not change it
     * @throws NullPointerException if {@code ref} is null
     */
    public boolean isNormalized(UriReference ref) {
        AbstractReference r = (AbstractReference) Objects.requireNonNull(ref, "ref");
        return normalizedText(r).equals(r.text);
    }

    /**
     * Whether two references are equivalent under this normalizer: both are URIs or both relative
     * references, with equal normalized text (RFC 3986 §6.1).
     *
     * @param a a reference
     * @param b another reference
     * @return true if their normal forms are equal
     * @throws NullPointerException if an argument is null
     */
    public boolean equivalent(UriReference a, UriReference b) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        return a.getClass() == b.getClass()
                && normalizedText((AbstractReference) a).equals(normalizedText((AbstractReference) b));
    }

    /**
     * A comparator consistent with {@link #equivalent}: it orders by normalized text (in
     * {@link String#compareTo} order), relative references before URIs when the texts are equal.
     * It normalizes on every comparison; to sort many values, normalize them once instead.
     *
     * @return the comparator
     */
    public Comparator<UriReference> comparator() {
        return (a, b) -> {
            int c = normalizedText((AbstractReference) Objects.requireNonNull(a, "a"))
                    .compareTo(normalizedText((AbstractReference) Objects.requireNonNull(b, "b")));
            return c != 0 ? c : Boolean.compare(a instanceof Uri, b instanceof Uri);
        };
    }

    private UriReference normalizeAny(UriReference ref) {
        AbstractReference r = (AbstractReference) Objects.requireNonNull(ref, "ref");
        String text = normalizedText(r);
        if (text.equals(r.text)) {
            return ref;
        }
        if (r instanceof Uri) {
            return Resolver.reparse(text);
        }
        UriReference parsed = Rfc3986Parser.parse(text, Rfc3986Parser.M_RELATIVE);
        if (parsed instanceof RelativeReference rel) {
            return rel;
        }
        throw new IllegalStateException("urikit bug: built an invalid relative reference: " + parsed);
    }

    /** The normal form's text. */
    String normalizedText(AbstractReference r) {
        if (isKnownUnchanged(r)) {
            return r.text; // most values are normal already: found by reading, nothing is built
        }
        return builtText(r);
    }

    /** Whether {@link #normalizedText} returns the text without building anything. */
    boolean isKnownUnchanged(AbstractReference r) {
        return !schemeBased && isUnchanged(r);
    }

    /** The normal form's text, always built (the test of {@link #isUnchanged} compares with it). */
    String builtText(AbstractReference r) {
        final String t = r.text;
        StringBuilder sb = new StringBuilder(t.length() + 2);
        SchemeRule rule = null;
        if (r.schemeEnd >= 0) {
            appendCased(t, 0, r.schemeEnd, sb, false, false, lowerCase);
            sb.append(':');
            if (schemeBased) {
                rule = schemeRegistry().find(sb.substring(0, r.schemeEnd)).orElse(null);
            }
        }
        boolean authority = r.hostStart >= 0;
        if (authority) {
            sb.append("//");
            int as = r.schemeEnd + 3;
            if (r.hostStart > as) {
                appendCased(t, as, r.hostStart, sb, pct, lowerCase, false);
            }
            appendCased(t, r.hostStart, r.hostEnd, sb, pct, lowerCase, lowerCase);
            if (r.pathStart > r.hostEnd && !(schemeBased && isDefaultOrEmptyPort(t, r.hostEnd + 1, r.pathStart, rule))) {
                sb.append(t, r.hostEnd, r.pathStart);
            }
        }
        final int pathStart = sb.length();
        if (dots && r.pathStart < r.pathEnd) {
            CharSequence path = t;
            int from = r.pathStart;
            int to = r.pathEnd;
            if (pct || lowerCase) {
                StringBuilder p = new StringBuilder(to - from);
                appendCased(t, from, to, p, pct, lowerCase, false);
                path = p;
                from = 0;
                to = p.length();
            }
            if (r.schemeEnd < 0 && !authority && path.charAt(from) != '/') {
                DotSegments.removeRelative(path, from, to, sb);
            } else {
                DotSegments.remove(path, from, to, sb);
            }
            Resolver.fixDoubleSlash(sb, pathStart, authority);
        } else {
            appendCased(t, r.pathStart, r.pathEnd, sb, pct, lowerCase, false);
        }
        if (schemeBased && authority && sb.length() == pathStart && rule != null && rule.emptyPathIsRoot()) {
            sb.append('/');
        }
        if (r.queryEnd > r.pathEnd) {
            sb.append('?');
            appendCased(t, r.pathEnd + 1, r.queryEnd, sb, pct, lowerCase, false);
        }
        if (r.queryEnd < t.length()) {
            sb.append('#');
            appendCased(t, r.queryEnd + 1, t.length(), sb, pct, lowerCase, false);
        }
        return sb.toString();
    }

    /**
     * Whether this normalizer's steps CASE, PERCENT_ENCODING and DOT_SEGMENTS would leave the text
     * as it is: no upper-case letter in the scheme or host (CASE), no percent-encoding with a
     * lower-case hex digit (CASE) or of an unreserved character (PERCENT_ENCODING), no "." or ".."
     * segment (DOT_SEGMENTS). Reads the text once and allocates nothing; when it answers false the
     * caller builds the normal form, which may still equal the text.
     */
    private boolean isUnchanged(AbstractReference r) {
        final String t = r.text;
        if (lowerCase) {
            if (hasUpper(t, 0, Math.max(r.schemeEnd, 0)) || r.hostStart >= 0 && hasUpper(t, r.hostStart, r.hostEnd)) {
                return false;
            }
        }
        if (lowerCase || pct) {
            for (int i = t.indexOf('%'); i >= 0; i = t.indexOf('%', i + 3)) {
                char h1 = t.charAt(i + 1);
                char h2 = t.charAt(i + 2);
                if (lowerCase && (h1 >= 'a' || h2 >= 'a')
                        || pct && Rfc3986Chars.UNRESERVED.matches((char) (Percent.hex(h1) << 4 | Percent.hex(h2)))) {
                    return false;
                }
            }
        }
        if (dots) {
            // a segment starts at the path's start and after each '/'
            for (int i = r.pathStart; i < r.pathEnd; i++) {
                if (t.charAt(i) == '.' && (i == r.pathStart || t.charAt(i - 1) == '/')) {
                    int end = i + 1 < r.pathEnd && t.charAt(i + 1) == '.' ? i + 2 : i + 1;
                    if (end == r.pathEnd || t.charAt(end) == '/') {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    private static boolean hasUpper(String t, int from, int to) {
        for (int i = from; i < to; i++) {
            char c = t.charAt(i);
            if (c >= 'A' && c <= 'Z') {
                return true;
            }
        }
        return false;
    }

    private static boolean isDefaultOrEmptyPort(String t, int from, int to, @Nullable SchemeRule rule) {
        if (from == to) {
            return true;
        }
        if (rule == null) {
            return false;
        }
        OptionalInt port = rule.defaultPort();
        if (port.isEmpty()) {
            return false;
        }
        int value = 0;
        for (int i = from; i < to; i++) {
            value = value * 10 + (t.charAt(i) - '0');
            if (value > 65535) {
                return false;
            }
        }
        return value == port.getAsInt();
    }

    /**
     * Appends {@code t[from, to)} (valid RFC 3986 text), decoding percent-encoded unreserved
     * characters if {@code pct}, upper-casing the hex digits of the remaining percent-encodings if
     * {@code upperHex}, and lower-casing everything else if {@code lower}.
     */
    private static void appendCased(String t, int from, int to, StringBuilder sb, boolean pct, boolean upperHex,
            boolean lower) {
        for (int i = from; i < to; i++) {
            char c = t.charAt(i);
            if (c == '%' && i + 2 < to) {
                char h1 = t.charAt(i + 1);
                char h2 = t.charAt(i + 2);
                char decoded = (char) (Percent.hex(h1) << 4 | Percent.hex(h2));
                if (pct && Rfc3986Chars.UNRESERVED.matches(decoded)) {
                    sb.append(lower ? lower(decoded) : decoded);
                } else if (upperHex) {
                    sb.append('%').append(upper(h1)).append(upper(h2));
                } else {
                    sb.append(c).append(h1).append(h2);
                }
                i += 2;
            } else {
                sb.append(lower ? lower(c) : c);
            }
        }
    }

    private static char lower(char c) {
        return c >= 'A' && c <= 'Z' ? (char) (c + 32) : c;
    }

    private static char upper(char c) {
        return c >= 'a' && c <= 'z' ? (char) (c - 32) : c;
    }

    /**
     * Shows the steps, for example {@code Normalizer[CASE, PERCENT_ENCODING, DOT_SEGMENTS]}.
     *
     * @return a description
     */
    @Override
    public String toString() {
        return "Normalizer" + steps;
    }
}
