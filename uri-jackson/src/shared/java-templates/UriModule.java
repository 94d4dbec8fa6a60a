// A template, written once for both Jackson lines: templating-maven-plugin fills the ${...}
// placeholders with each module's package and Jackson types (see uri-jackson/pom.xml, uri-jackson3/pom.xml).
package ${urikit.jackson.package};

import java.net.URI;
import java.util.Objects;
import java.util.Optional;

import ${urikit.jackson.databind}.module.SimpleModule;
import org.jspecify.annotations.Nullable;
import org.urikit.Iri;
import org.urikit.IriReference;
import org.urikit.Normalizer;
import org.urikit.ReferenceForm;
import org.urikit.RelativeIriReference;
import org.urikit.RelativeReference;
import org.urikit.Rfc;
import org.urikit.Rfc1738Url;
import org.urikit.Rfc1808Url;
import org.urikit.Uri;
import org.urikit.UriReference;
import ${urikit.jackson.package}.deser.JavaNetUriDeserializer;
import ${urikit.jackson.package}.deser.UriReferenceDeserializer;
import ${urikit.jackson.package}.deser.UriReferenceKeyDeserializer;
import ${urikit.jackson.package}.ser.UriReferenceKeySerializer;
import ${urikit.jackson.package}.ser.UriReferenceSerializer;

/**
 * The ${urikit.jackson.line} module for urikit values: {@link UriReference}, {@link Uri},
 * {@link RelativeReference}, {@link Rfc1808Url}, {@link Rfc1738Url} and the RFC 3987 IRI types
 * {@link IriReference}, {@link Iri} and {@link RelativeIriReference} are written as their exact
 * text and read with urikit's parsers, as values and as {@code Map} keys.
 *
 * <pre>{@code
 * ObjectMapper mapper = JsonMapper.builder().addModule(new UriModule()).build();
 * // or, with options:
 * ObjectMapper strict = JsonMapper.builder()
 *         .addModule(UriModule.builder().grammar(Rfc.RFC_3986).validateJavaNetUri(true).build())
 *         .build();
 * record Link(Uri href, @JsonFormat(pattern = "relative") UriReference next) {}
 * Link l = mapper.readValue("{\"href\":\"https://example.com/a\",\"next\":\"b?page=2\"}", Link.class);
 * mapper.writeValueAsString(l); // the same JSON, byte for byte
 * }</pre>
 *
 * <table>
 *   <caption>Options (all off or default unless set)</caption>
 *   <tr><th>option</th><th>default</th><th>effect</th></tr>
 *   <tr><td>{@link Builder#grammar(Rfc)}</td><td>RFC 3986</td><td>the grammar values and keys
 *       must match, checked with {@link Rfc#check(String, ReferenceForm)}; values are built as
 *       RFC 3986 references. With {@link Rfc#RFC_3987}, the RFC 3986 types accept IRI text and
 *       hold its URI form ({@link IriReference#toUri()}: non-ASCII characters percent-encoded as
 *       UTF-8, so {@code "https://münchen.de/"} is read as {@code https://m%C3%BCnchen.de/} and
 *       written so); declare the IRI types to keep and write the IRI text</td></tr>
 *   <tr><td>{@link Builder#trim(boolean)}</td><td>false</td><td>remove leading and trailing
 *       characters up to U+0020 before parsing (error indexes still count from the untrimmed text)</td></tr>
 *   <tr><td>{@link Builder#normalizeOnRead(Normalizer)}</td><td>none</td><td>normalize each
 *       RFC 3986 value (and {@code java.net.URI} when validated) after parsing, for example with
 *       {@link Normalizer#syntaxBased()}</td></tr>
 *   <tr><td>{@link Builder#normalizeOnWrite(Normalizer)}</td><td>none</td><td>write the normal
 *       form of each RFC 3986 value instead of its exact text</td></tr>
 *   <tr><td>{@link Builder#validateJavaNetUri(boolean)}</td><td>false</td><td>read
 *       {@code java.net.URI} with urikit's RFC 3986 parser ({@link JavaNetUriDeserializer})</td></tr>
 * </table>
 *
 * <p>{@code Rfc1808Url} and {@code Rfc1738Url} are read with their own grammar whatever the
 * module's grammar; they are never normalized. The IRI types are always read by RFC 3987 and
 * written as their exact text; the normalizers, if set, apply to them as
 * {@link Normalizer#normalize(IriReference)}.
 *
 * <p>The form a value must have follows the declared type ({@code Uri}: with scheme;
 * {@code RelativeReference}: without; {@code UriReference}: either), and can be changed per
 * property with {@code @JsonFormat(pattern = "...")}: up to two words, a grammar ({@code 3986},
 * {@code 3987}, {@code 1808}, {@code 1738}) and a form ({@code any}, {@code uri}, {@code absolute-uri},
 * {@code relative}). A config override ({@code ${urikit.jackson.configOverride}})
 * sets it for every property of a type.
 *
 * <p>Found by {@code ${urikit.jackson.findModules}} through {@code META-INF/services} and
 * the {@code provides} clause of module {@code ${urikit.jackson.package}}; that instance has the default
 * options. ${urikit.jackson.duplicates}
 *
 * <p>The module's settings are fixed at construction; it is thread-safe once registered.
 *
 * @since 0.1
 */
public final class UriModule extends SimpleModule {
    private static final long serialVersionUID = 1L;

    private final Rfc grammar;
    private final boolean trim;
    private final boolean validateJavaNetUri;
    private final transient @Nullable Normalizer onRead;
    private final transient @Nullable Normalizer onWrite;

    /** The module with default options, as found by {@code ${urikit.jackson.findModules}}. */
    public UriModule() {
        this(new Builder());
    }

    private UriModule(Builder b) {
        super("urikit", PackageVersion.VERSION);
        this.grammar = b.grammar;
        this.trim = b.trim;
        this.validateJavaNetUri = b.validateJavaNetUri;
        this.onRead = b.onRead;
        this.onWrite = b.onWrite;
        UriReferenceSerializer ser = onWrite == null ? UriReferenceSerializer.INSTANCE : new UriReferenceSerializer(onWrite);
        UriReferenceKeySerializer keySer = onWrite == null ? UriReferenceKeySerializer.INSTANCE
                : new UriReferenceKeySerializer(onWrite);
        for (Class<?> type : new Class<?>[] {UriReference.class, Rfc1808Url.class, Rfc1738Url.class, IriReference.class}) {
            addSerializer(type, ser);
            addKeySerializer(type, keySer);
        }
        register(UriReference.class);
        register(Uri.class);
        register(RelativeReference.class);
        register(Rfc1808Url.class);
        register(Rfc1738Url.class);
        register(IriReference.class);
        register(Iri.class);
        register(RelativeIriReference.class);
        if (validateJavaNetUri) {
            addDeserializer(URI.class, new JavaNetUriDeserializer(trim, Optional.ofNullable(onRead)));
        }
    }

    private <T> void register(Class<T> type) {
        addDeserializer(type, new UriReferenceDeserializer<>(type, grammar, trim, Optional.ofNullable(onRead)));
        addKeyDeserializer(type, new UriReferenceKeyDeserializer(type, grammar, trim, Optional.ofNullable(onRead)));
    }

    /**
     * A builder of a configured module.
     *
     * @return a builder with the default options
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * The grammar values must match.
     *
     * @return the grammar
     */
    public Rfc grammar() {
        return grammar;
    }

    /**
     * Whether input is trimmed before parsing.
     *
     * @return true if trimming is on
     */
    public boolean trims() {
        return trim;
    }

    /**
     * Whether {@code java.net.URI} is read with urikit's parser.
     *
     * @return true if the feature is on
     */
    public boolean validatesJavaNetUri() {
        return validateJavaNetUri;
    }

    /**
     * The normalization applied to values read.
     *
     * @return the normalizer, or empty if values are read as they are (the default)
     */
    public Optional<Normalizer> normalizesOnRead() {
        return Optional.ofNullable(onRead);
    }

    /**
     * The normalization applied to values written.
     *
     * @return the normalizer, or empty if values are written as their exact text (the default)
     */
    public Optional<Normalizer> normalizesOnWrite() {
        return Optional.ofNullable(onWrite);
    }

    /**
     * Options of a {@link UriModule}. Not thread-safe; build once, share the module.
     *
     * @since 0.1
     */
    public static final class Builder {
        private Rfc grammar = Rfc.RFC_3986;
        private boolean trim;
        private boolean validateJavaNetUri;
        private @Nullable Normalizer onRead;
        private @Nullable Normalizer onWrite;

        private Builder() {
        }

        /**
         * The grammar every value and key must match (default RFC 3986).
         *
         * @param grammar the grammar
         * @return this builder
         * @throws UnsupportedOperationException if this version of urikit cannot check that grammar yet
         */
        public Builder grammar(Rfc grammar) {
            grammar.check("", ReferenceForm.ANY); // fails fast for a grammar the core cannot check
            this.grammar = grammar;
            return this;
        }

        /**
         * Whether to remove leading and trailing characters up to U+0020 (as {@link String#trim()})
         * before parsing (default false: {@code " http://a/"} is an error at index 0).
         *
         * @param trim true to trim
         * @return this builder
         */
        public Builder trim(boolean trim) {
            this.trim = trim;
            return this;
        }

        /**
         * Whether to read {@code java.net.URI} with urikit's RFC 3986 parser instead of databind's
         * lenient one (default false).
         *
         * @param validate true to validate
         * @return this builder
         */
        public Builder validateJavaNetUri(boolean validate) {
            this.validateJavaNetUri = validate;
            return this;
        }

        /**
         * Normalize each RFC 3986 value after reading it (default: off, values keep their exact
         * text). Keys are normalized too.
         *
         * <pre>{@code
         * UriModule.builder().normalizeOnRead(Normalizer.syntaxBased()).build();
         * // "HTTP://A/%7e/./b" is read as http://a/~/b
         * }</pre>
         *
         * @param normalizer the normalization, for example {@link Normalizer#syntaxBased()}
         * @return this builder
         */
        public Builder normalizeOnRead(Normalizer normalizer) {
            this.onRead = Objects.requireNonNull(normalizer, "normalizer");
            return this;
        }

        /**
         * Write the normal form of each RFC 3986 value and key instead of its exact text (default:
         * off).
         *
         * @param normalizer the normalization, for example {@link Normalizer#syntaxBased()}
         * @return this builder
         */
        public Builder normalizeOnWrite(Normalizer normalizer) {
            this.onWrite = Objects.requireNonNull(normalizer, "normalizer");
            return this;
        }

        /**
         * The module.
         *
         * @return a new module with these options
         */
        public UriModule build() {
            return new UriModule(this);
        }
    }
}
