package org.urikit.openapi;

import java.lang.annotation.Annotation;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.StringJoiner;
import java.util.stream.Collectors;

import jakarta.validation.Constraint;
import jakarta.validation.OverridesAttribute;

import org.jspecify.annotations.Nullable;
import org.urikit.HostKind;
import org.urikit.Iri;
import org.urikit.IriReference;
import org.urikit.ReferenceForm;
import org.urikit.RelativeIriReference;
import org.urikit.RelativeReference;
import org.urikit.Rfc;
import org.urikit.Rfc1738Url;
import org.urikit.Rfc1808Url;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.WhatwgUrl;
import org.urikit.validation.ValidUri;

/**
 * What a JSON Schema or OpenAPI {@code string} schema says about a urikit value, or about a
 * {@code String}, {@code CharSequence}, {@code java.net.URI} or {@code java.net.URL} constrained by
 * {@link ValidUri} (or a constraint composed of it, such as {@link org.urikit.validation.HttpUrl}
 * and {@link org.urikit.validation.WebhookUrl}): its {@code format}, {@code maxLength},
 * {@code pattern} and the {@code description} of what the schema cannot express. The swagger-core
 * converter ({@link UriModelConverter}), the victools module
 * ({@link org.urikit.openapi.jsonschema.UrikitModule}) and uri-spring-boot's springdoc parameter
 * customizer all read it from here.
 *
 * <pre>{@code
 * UriStringSchema.of(Uri.class).orElseThrow().format();       // Optional[uri]
 * UriStringSchema.of(String.class, field.getAnnotations())    // @WebhookUrl String callback:
 *     .orElseThrow().pattern();  // Optional[^(?:[Hh][Tt][Tt][Pp][Ss]):]  (maxLength 2048, format uri)
 * }</pre>
 *
 * <table>
 *   <caption>Types and their formats</caption>
 *   <tr><th>type</th><th>format</th></tr>
 *   <tr><td>{@link Uri}</td><td>{@code uri}</td></tr>
 *   <tr><td>{@link UriReference}, {@link RelativeReference}</td><td>{@code uri-reference}</td></tr>
 *   <tr><td>{@link Iri}</td><td>{@code iri}</td></tr>
 *   <tr><td>{@link IriReference}, {@link RelativeIriReference}</td><td>{@code iri-reference}</td></tr>
 *   <tr><td>{@link WhatwgUrl}, {@link Rfc1808Url}, {@link Rfc1738Url}</td><td>none: each accepts
 *       values that RFC 3986 rejects ({@code 1a:b}, {@code http://a@b@c/}, {@code " https://h/a b"})</td></tr>
 * </table>
 *
 * <p>A constraint narrows the format: {@code @ValidUri} (grammar RFC 3986, form {@code URI} or
 * {@code ABSOLUTE_URI}) gives {@code uri}, form {@code RELATIVE} or {@code ANY} gives
 * {@code uri-reference}, grammar RFC 3987 gives {@code iri} or {@code iri-reference};
 * {@code whatwg = ONLY} gives none, and so do RFC 1808 and RFC 1738 unless an option that reads a
 * component is set ({@code schemeRules}, on by default, {@code schemes}, {@code requireHost}, ...):
 * uri-validation then also requires an RFC 3986 reference, so they give {@code uri} or
 * {@code uri-reference}. {@code maxLength} is the smallest of the
 * constraints'; the allowed {@code schemes} become an ECMA-262 {@code pattern} that accepts exactly
 * those schemes, in any case, followed by {@code ':'} (and, where relative references are allowed,
 * also a value without a scheme).
 *
 * <p>Instances are immutable and thread-safe.
 *
 * @since 0.1
 */
public final class UriStringSchema {
    /** The format of each urikit type; absent: the type has none. */
    private static final Map<Class<?>, Grammar> TYPES = Map.of(
            Uri.class, new Grammar(Level.URI, true, false),
            UriReference.class, new Grammar(Level.URI, false, false),
            RelativeReference.class, new Grammar(Level.URI, false, true),
            Iri.class, new Grammar(Level.IRI, true, false),
            IriReference.class, new Grammar(Level.IRI, false, false),
            RelativeIriReference.class, new Grammar(Level.IRI, false, true),
            WhatwgUrl.class, new Grammar(Level.TEXT, false, false),
            Rfc1808Url.class, new Grammar(Level.TEXT, false, false),
            Rfc1738Url.class, new Grammar(Level.TEXT, true, false));

    /** Types that {@code @ValidUri} checks and that are not urikit's. */
    private static final Set<String> CONSTRAINED_TYPES = Set.of(
            "java.lang.String", "java.lang.CharSequence", "java.net.URI", "java.net.URL");

    /** A scheme at the start of a value, RFC 3986 {@code scheme ":"}, in ECMA-262 syntax. */
    private static final String ANY_SCHEME = "[A-Za-z][A-Za-z0-9+.\\-]*:";

    /** The formats swagger-core and SmallRye OpenAPI give {@code java.net.URI} and {@code java.net.URL}. */
    private static final Set<String> JAVA_DEFAULT_FORMATS = Set.of("uri", "url");

    private final @Nullable String format;
    private final int maxLength;
    private final @Nullable String pattern;
    private final @Nullable String description;

    private UriStringSchema(@Nullable String format, int maxLength, @Nullable String pattern,
            @Nullable String description) {
        this.format = format;
        this.maxLength = maxLength;
        this.pattern = pattern;
        this.description = description;
    }

    /**
     * Whether the type is one of urikit's value types, which travel as JSON strings: {@link Uri},
     * {@link UriReference}, {@link RelativeReference}, {@link Iri}, {@link IriReference},
     * {@link RelativeIriReference}, {@link WhatwgUrl}, {@link Rfc1808Url}, {@link Rfc1738Url}.
     *
     * @param type the type
     * @return true for a urikit value type
     * @throws NullPointerException if the type is null
     */
    public static boolean isUrikitType(Class<?> type) {
        Objects.requireNonNull(type, "type");
        return TYPES.containsKey(type);
    }

    /**
     * The string schema of a value of this type carrying these annotations (of a field, getter,
     * record component or parameter). For a urikit type, always present. For {@code String},
     * {@code CharSequence}, {@code java.net.URI} and {@code java.net.URL}, present only when a
     * {@link ValidUri} constraint (directly, repeated, or composed into another constraint such as
     * {@link org.urikit.validation.HttpUrl}) is among the annotations. Empty for every other type,
     * whose schema stays as it was.
     *
     * @param type the declared type (a container's element type for its elements)
     * @param annotations the annotations of the element; other annotations are ignored
     * @return the schema facts, or empty
     * @throws NullPointerException if an argument is null
     */
    public static Optional<UriStringSchema> of(Class<?> type, Annotation... annotations) {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(annotations, "annotations");
        Grammar typeGrammar = TYPES.get(type);
        if (typeGrammar == null && !CONSTRAINED_TYPES.contains(type.getName())) {
            return Optional.empty();
        }
        List<Options> constraints = new ArrayList<>();
        for (Annotation annotation : annotations) {
            collect(Objects.requireNonNull(annotation, "annotation"), constraints, 0);
        }
        if (typeGrammar == null && constraints.isEmpty()) {
            return Optional.empty();
        }
        Grammar grammar = typeGrammar == null ? new Grammar(Level.TEXT, false, false) : typeGrammar;
        int maxLength = -1;
        Set<String> schemes = null;
        boolean schemesWhatwgOnly = false;
        Set<String> notes = new LinkedHashSet<>();
        for (Options options : constraints) {
            if (type == WhatwgUrl.class) {
                // @ValidUri judges a WhatwgUrl by the Standard alone (whatwg = ONLY)
                options.whatwg = ValidUri.Whatwg.ONLY;
            }
            grammar = grammar.and(options.grammar());
            if (options.maxLength != Integer.MAX_VALUE) {
                maxLength = maxLength < 0 ? options.maxLength : Math.min(maxLength, options.maxLength);
            }
            if (options.schemes.length > 0) {
                Set<String> lower = Arrays.stream(options.schemes)
                        .map(s -> s.toLowerCase(Locale.ROOT))
                        .collect(Collectors.toCollection(LinkedHashSet::new));
                if (schemes == null) {
                    schemes = lower;
                } else {
                    schemes.retainAll(lower);
                }
                schemesWhatwgOnly |= options.whatwg == ValidUri.Whatwg.ONLY;
            }
            options.describe(notes);
        }
        String pattern = null;
        if (schemes != null && !grammar.relativeOnly) {
            if (schemesWhatwgOnly) {
                // the Standard strips leading spaces and controls first: a pattern would refuse them
                notes.add("Schemes: " + String.join(", ", schemes) + ".");
            } else {
                pattern = schemePattern(schemes, !grammar.absolute);
            }
        }
        String description = notes.isEmpty() ? null : String.join(" ", notes);
        return Optional.of(new UriStringSchema(grammar.format(), maxLength, pattern, description));
    }

    /**
     * An ECMA-262 regular expression (the {@code pattern} dialect of JSON Schema and OpenAPI) that
     * matches a value starting with one of these schemes, compared case-insensitively, and its
     * {@code ':'}; with {@code relativeAllowed}, also a value that has no scheme at all. It uses
     * only character classes, alternation, {@code ^} and (for relative references) a negative
     * lookahead, so it reads the same in Java's {@code java.util.regex}.
     *
     * <pre>{@code
     * schemePattern(List.of("http", "https"), false)  // ^(?:[Hh][Tt][Tt][Pp]|[Hh][Tt][Tt][Pp][Ss]):
     * }</pre>
     *
     * @param schemes the allowed schemes, each an RFC 3986 {@code scheme}; none: the pattern matches no value
     *     (unless relative references are allowed)
     * @param relativeAllowed whether a value without a scheme (a relative reference) matches too
     * @return the pattern
     * @throws NullPointerException if the schemes are null
     * @throws IllegalArgumentException if one is not an RFC 3986 scheme name
     */
    public static String schemePattern(Iterable<String> schemes, boolean relativeAllowed) {
        Objects.requireNonNull(schemes, "schemes");
        StringJoiner alternatives = new StringJoiner("|");
        for (String scheme : schemes) {
            alternatives.add(caseInsensitive(Objects.requireNonNull(scheme, "scheme")));
        }
        String anyOf = alternatives.length() == 0 ? "(?!)" : "(?:" + alternatives + "):";
        return relativeAllowed ? "^(?:" + anyOf + "|(?!" + ANY_SCHEME + "))" : "^" + anyOf;
    }

    private static String caseInsensitive(String scheme) {
        if (scheme.isEmpty() || !isAsciiLetter(scheme.charAt(0))) {
            throw new IllegalArgumentException("not a scheme name: \"" + scheme + "\"");
        }
        StringBuilder out = new StringBuilder(scheme.length() * 4);
        for (int i = 0; i < scheme.length(); i++) {
            char c = scheme.charAt(i);
            if (isAsciiLetter(c)) {
                out.append('[').append(Character.toUpperCase(c)).append(Character.toLowerCase(c)).append(']');
            } else if (c >= '0' && c <= '9' || c == '-') {
                out.append(c);
            } else if (c == '+' || c == '.') {
                out.append('\\').append(c);
            } else {
                throw new IllegalArgumentException("not a scheme name: \"" + scheme + "\"");
            }
        }
        return out.toString();
    }

    private static boolean isAsciiLetter(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
    }

    /**
     * The JSON Schema {@code format}: {@code uri}, {@code uri-reference}, {@code iri} or
     * {@code iri-reference}; empty where no format holds for every value (for example
     * {@link WhatwgUrl}).
     *
     * @return the format, or empty
     */
    public Optional<String> format() {
        return Optional.ofNullable(format);
    }

    /**
     * The {@code maxLength}: the smallest {@link ValidUri#maxLength()} among the constraints.
     *
     * @return the maximum length in chars, or empty when no constraint sets one
     */
    public OptionalInt maxLength() {
        return maxLength < 0 ? OptionalInt.empty() : OptionalInt.of(maxLength);
    }

    /**
     * The {@code pattern} for the allowed schemes ({@link #schemePattern(Iterable, boolean)}).
     *
     * @return the pattern, or empty when no constraint restricts the scheme
     */
    public Optional<String> pattern() {
        return Optional.ofNullable(pattern);
    }

    /**
     * What the constraints require that {@code format}, {@code maxLength} and {@code pattern}
     * cannot express (a host, no userinfo, public hosts only, ...), in short sentences.
     *
     * @return the description, or empty when the schema says everything
     */
    public Optional<String> description() {
        return Optional.ofNullable(description);
    }

    /**
     * The facts that a {@code string} schema with these fields lacks, in any schema model: what an
     * adapter sets on it. The rules are those that swagger-core's {@link UriModelConverter} and the
     * Quarkus extension's OpenAPI filter share: the {@code format}, unless the schema has one other
     * than {@code uri} or {@code url} (the formats that swagger-core and SmallRye OpenAPI give
     * {@code java.net.URI} and {@code java.net.URL}) or the application chose it; the
     * {@code maxLength}, unless the schema's is at most as long; the {@code pattern} and the
     * {@code description}, where the schema has none.
     *
     * <pre>{@code
     * UriStringSchema missing = facts.missingFrom(schema.getFormat(), schema.getMaxLength(),
     *         schema.getPattern(), schema.getDescription(), false);
     * missing.format().ifPresent(schema::setFormat);
     * missing.maxLength().ifPresent(schema::setMaxLength);   // and so on
     * }</pre>
     *
     * @param format the schema's {@code format}, or null
     * @param maxLength the schema's {@code maxLength}, or null
     * @param pattern the schema's {@code pattern}, or null
     * @param description the schema's {@code description}, or null
     * @param formatExplicit whether the application chose the schema's format (swagger's
     *     {@code @Schema(format = ...)}), so that it is kept even when it is {@code uri} or {@code url}
     * @return the facts to set; each one that the schema keeps is empty
     */
    public UriStringSchema missingFrom(@Nullable String format, @Nullable Integer maxLength,
            @Nullable String pattern, @Nullable String description, boolean formatExplicit) {
        boolean addFormat = !formatExplicit && (format == null || JAVA_DEFAULT_FORMATS.contains(format));
        boolean addMaxLength = maxLength == null || maxLength > this.maxLength;
        return new UriStringSchema(addFormat ? this.format : null, addMaxLength ? this.maxLength : -1,
                pattern == null ? this.pattern : null, description == null ? this.description : null);
    }

    @Override
    public String toString() {
        return "UriStringSchema[format=" + format + ", maxLength=" + maxLength() + ", pattern=" + pattern
                + ", description=" + description + "]";
    }

    /** Adds the {@code @ValidUri} options that this annotation is or is composed of. */
    private static void collect(Annotation annotation, List<Options> out, int depth) {
        if (annotation instanceof ValidUri validUri) {
            out.add(Options.of(validUri));
            return;
        }
        if (annotation instanceof ValidUri.List list) {
            ValidUri[] values = list.value();
            for (int i = 0; i < values.length; i++) {
                Options options = Options.of(values[i]);
                options.index = i;
                out.add(options);
            }
            return;
        }
        Class<? extends Annotation> type = annotation.annotationType();
        if (depth > 4 || !type.isAnnotationPresent(Constraint.class)) {
            return;
        }
        for (Annotation meta : type.getAnnotations()) {
            List<Options> composed = new ArrayList<>();
            collect(meta, composed, depth + 1);
            for (Options options : composed) {
                out.add(options.overriddenBy(annotation, meta.annotationType()));
            }
        }
    }

    private enum Level {
        /** No format holds. */
        TEXT,
        /** RFC 3987. */
        IRI,
        /** RFC 3986. */
        URI
    }

    /** What a type or constraint says about the grammar: the format lattice. */
    private record Grammar(Level level, boolean absolute, boolean relativeOnly) {
        Grammar and(Grammar other) {
            Level stricter = level.compareTo(other.level) >= 0 ? level : other.level;
            return new Grammar(stricter, absolute || other.absolute, relativeOnly || other.relativeOnly);
        }

        @Nullable String format() {
            switch (level) {
                case URI:
                    return absolute ? "uri" : "uri-reference";
                case IRI:
                    return absolute ? "iri" : "iri-reference";
                default:
                    return null;
            }
        }
    }

    /** The attributes of one {@code @ValidUri}, after the overrides of a composing constraint. */
    private static final class Options {
        Rfc grammar;
        ReferenceForm form;
        String[] schemes;
        boolean schemeRules;
        int maxLength;
        boolean requireHost;
        boolean allowUserinfo;
        boolean allowQuery;
        boolean allowFragment;
        HostKind[] hostKinds;
        int[] ports;
        boolean publicHostsOnly;
        ValidUri.NormalForm normalForm;
        ValidUri.Whatwg whatwg;
        /** The position in a {@code @ValidUri.List}, or -1. */
        int index = -1;
        /**
         * For each attribute of the annotation these options were last overridden by, the
         * {@code @ValidUri} attribute it ends in; null: the options come from {@code @ValidUri}
         * itself, whose attributes are their own names.
         */
        @Nullable Map<String, String> names;

        static Options of(ValidUri v) {
            Options o = new Options();
            o.grammar = v.grammar();
            o.form = v.form();
            o.schemes = v.schemes();
            o.schemeRules = v.schemeRules();
            o.maxLength = v.maxLength();
            o.requireHost = v.requireHost();
            o.allowUserinfo = v.allowUserinfo();
            o.allowQuery = v.allowQuery();
            o.allowFragment = v.allowFragment();
            o.hostKinds = v.hostKinds();
            o.ports = v.ports();
            o.publicHostsOnly = v.publicHostsOnly();
            o.normalForm = v.normalForm();
            o.whatwg = v.whatwg();
            return o;
        }

        /**
         * Applies the attributes that the composing annotation overrides ({@code @OverridesAttribute})
         * on the meta-annotation these options come from, followed down to {@code @ValidUri} through
         * the overrides of the levels in between (as Bean Validation does).
         */
        Options overriddenBy(Annotation composing, Class<? extends Annotation> metaType) {
            Class<? extends Annotation> target = metaType == ValidUri.List.class ? ValidUri.class : metaType;
            Map<String, String> composingNames = new HashMap<>();
            for (Method method : composing.annotationType().getDeclaredMethods()) {
                for (OverridesAttribute override : method.getAnnotationsByType(OverridesAttribute.class)) {
                    if (override.constraint() != target
                            || index >= 0 && override.constraintIndex() >= 0 && override.constraintIndex() != index) {
                        continue;
                    }
                    String name = names == null ? override.name() : names.get(override.name());
                    if (name == null) {
                        continue;
                    }
                    Object value;
                    try {
                        value = method.invoke(composing);
                    } catch (IllegalAccessException | InvocationTargetException e) {
                        // an annotation's attribute is public; a provider would fail on it the same way
                        throw new IllegalStateException("cannot read " + method, e);
                    }
                    set(name, value);
                    composingNames.put(method.getName(), name);
                }
            }
            names = composingNames;
            index = -1;
            return this;
        }

        private void set(String name, Object value) {
            switch (name) {
                case "grammar" -> grammar = (Rfc) value;
                case "form" -> form = (ReferenceForm) value;
                case "schemes" -> schemes = (String[]) value;
                case "schemeRules" -> schemeRules = (Boolean) value;
                case "maxLength" -> maxLength = (Integer) value;
                case "requireHost" -> requireHost = (Boolean) value;
                case "allowUserinfo" -> allowUserinfo = (Boolean) value;
                case "allowQuery" -> allowQuery = (Boolean) value;
                case "allowFragment" -> allowFragment = (Boolean) value;
                case "hostKinds" -> hostKinds = (HostKind[]) value;
                case "ports" -> ports = (int[]) value;
                case "publicHostsOnly" -> publicHostsOnly = (Boolean) value;
                case "normalForm" -> normalForm = (ValidUri.NormalForm) value;
                case "whatwg" -> whatwg = (ValidUri.Whatwg) value;
                default -> {
                    // message, groups, payload: nothing a schema shows
                }
            }
        }

        Grammar grammar() {
            Level level;
            if (whatwg == ValidUri.Whatwg.ONLY) {
                level = Level.TEXT;
            } else if (grammar == Rfc.RFC_3986) {
                level = Level.URI;
            } else if (grammar == Rfc.RFC_3987) {
                level = Level.IRI;
            } else if (hasComponentOptions()) {
                // RFC 1808 and RFC 1738: with any component option (scheme rules are on by
                // default) the validator reads the value as an RFC 3986 reference too and refuses
                // it if it is none, so each value it accepts is one
                level = Level.URI;
            } else {
                level = Level.TEXT;
            }
            boolean absolute = form == ReferenceForm.URI || form == ReferenceForm.ABSOLUTE_URI;
            return new Grammar(level, absolute, form == ReferenceForm.RELATIVE);
        }

        /** The options that uri-validation reads from the RFC 3986 reference of the text. */
        private boolean hasComponentOptions() {
            return schemes.length > 0 || schemeRules || normalForm != ValidUri.NormalForm.NONE || requireHost
                    || !allowUserinfo || !allowQuery || !allowFragment || hostKinds.length > 0 || ports.length > 0
                    || publicHostsOnly;
        }

        void describe(Set<String> notes) {
            if (whatwg == ValidUri.Whatwg.ONLY) {
                notes.add("Parsed by the WHATWG URL Standard.");
            } else if (grammar == Rfc.RFC_1808 || grammar == Rfc.RFC_1738) {
                notes.add("Syntax: " + grammar.label() + ".");
            }
            if (form == ReferenceForm.ABSOLUTE_URI) {
                notes.add("No fragment.");
            }
            if (requireHost) {
                notes.add("A host is required.");
            }
            if (!allowUserinfo) {
                notes.add("No userinfo (credentials).");
            }
            if (!allowQuery) {
                notes.add("No query.");
            }
            if (!allowFragment) {
                notes.add("No fragment.");
            }
            if (hostKinds.length > 0) {
                notes.add("Host: " + Arrays.stream(hostKinds).map(UriStringSchema::hostKindName)
                        .collect(Collectors.joining(" or ")) + ".");
            }
            if (ports.length > 0) {
                notes.add("Explicit ports: " + Arrays.stream(ports).mapToObj(Integer::toString)
                        .collect(Collectors.joining(", ")) + ".");
            }
            if (publicHostsOnly) {
                notes.add("Public hosts only: no local, private or special-purpose address or name.");
            }
            if (normalForm == ValidUri.NormalForm.SYNTAX_BASED) {
                notes.add("In syntax-based normal form (RFC 3986 section 6.2.2).");
            } else if (normalForm == ValidUri.NormalForm.SCHEME_BASED) {
                notes.add("In scheme-based normal form (RFC 3986 section 6.2.3).");
            }
            if (whatwg == ValidUri.Whatwg.AGREE) {
                notes.add("Read alike by RFC 3986 and the WHATWG URL Standard.");
            }
        }
    }

    private static String hostKindName(HostKind kind) {
        switch (kind) {
            case REG_NAME:
                return "a registered name";
            case IPV4:
                return "an IPv4 address";
            case IPV6:
                return "an IPv6 address";
            default:
                return "an IPvFuture literal";
        }
    }
}
