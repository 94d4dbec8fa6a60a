package org.urikit.jackson3;

import java.net.URI;

import tools.jackson.databind.module.SimpleModule;
import org.urikit.ReferenceForm;
import org.urikit.RelativeReference;
import org.urikit.Rfc;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.jackson3.deser.JavaNetUriDeserializer;
import org.urikit.jackson3.deser.UriReferenceDeserializer;
import org.urikit.jackson3.deser.UriReferenceKeyDeserializer;
import org.urikit.jackson3.ser.UriReferenceKeySerializer;
import org.urikit.jackson3.ser.UriReferenceSerializer;

/**
 * The Jackson 3.x ({@code tools.jackson}) module for urikit values: {@link UriReference}, {@link Uri} and
 * {@link RelativeReference} are written as their exact text and read with urikit's parsers, as
 * values and as {@code Map} keys.
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
 *       RFC 3986 references</td></tr>
 *   <tr><td>{@link Builder#trim(boolean)}</td><td>false</td><td>remove leading and trailing
 *       characters up to U+0020 before parsing (error indexes still count from the untrimmed text)</td></tr>
 *   <tr><td>{@link Builder#validateJavaNetUri(boolean)}</td><td>false</td><td>read
 *       {@code java.net.URI} with urikit's RFC 3986 parser ({@link JavaNetUriDeserializer})</td></tr>
 * </table>
 *
 * <p>The form a value must have follows the declared type ({@code Uri}: with scheme;
 * {@code RelativeReference}: without; {@code UriReference}: either), and can be changed per
 * property with {@code @JsonFormat(pattern = "...")}: up to two words, a grammar ({@code 3986},
 * {@code 1808}, {@code 1738}) and a form ({@code any}, {@code uri}, {@code absolute-uri},
 * {@code relative}). A config override ({@code JsonMapper.builder().withConfigOverride(Uri.class, o -> o.setFormat(...))})
 * sets it for every property of a type.
 *
 * <p>Found by {@code JsonMapper.builder().findAndAddModules()} through {@code META-INF/services} and
 * the {@code provides} clause of module {@code org.urikit.jackson3}; that instance has the default
 * options. Jackson ignores a second registration of this module, so register a configured
 * instance before calling {@code findAndAddModules()}.
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

    /** The module with default options, as found by {@code findAndAddModules()}. */
    public UriModule() {
        this(new Builder());
    }

    private UriModule(Builder b) {
        super("urikit", PackageVersion.VERSION);
        this.grammar = b.grammar;
        this.trim = b.trim;
        this.validateJavaNetUri = b.validateJavaNetUri;
        addSerializer(UriReference.class, UriReferenceSerializer.INSTANCE);
        addKeySerializer(UriReference.class, UriReferenceKeySerializer.INSTANCE);
        register(UriReference.class);
        register(Uri.class);
        register(RelativeReference.class);
        if (validateJavaNetUri) {
            addDeserializer(URI.class, new JavaNetUriDeserializer(trim));
        }
    }

    private <T extends UriReference> void register(Class<T> type) {
        addDeserializer(type, new UriReferenceDeserializer<>(type, grammar, trim));
        addKeyDeserializer(type, new UriReferenceKeyDeserializer(type, grammar, trim));
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
     * Options of a {@link UriModule}. Not thread-safe; build once, share the module.
     *
     * @since 0.1
     */
    public static final class Builder {
        private Rfc grammar = Rfc.RFC_3986;
        private boolean trim;
        private boolean validateJavaNetUri;

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
         * The module.
         *
         * @return a new module with these options
         */
        public UriModule build() {
            return new UriModule(this);
        }
    }
}
