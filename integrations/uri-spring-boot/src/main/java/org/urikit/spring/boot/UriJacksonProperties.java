package org.urikit.spring.boot;

import java.util.Objects;
import java.util.Optional;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.urikit.Normalizer;
import org.urikit.Rfc;

/**
 * The options of the urikit Jackson modules that {@link UriJacksonAutoConfiguration} registers,
 * bound from {@code urikit.jackson.*}. They are the options of the {@code UriModule} builders of
 * {@code uri-jackson} and {@code uri-jackson3}; the defaults are theirs.
 *
 * <pre>
 * urikit.jackson.grammar=rfc-3986
 * urikit.jackson.trim=false
 * urikit.jackson.normalize-on-read=none
 * urikit.jackson.normalize-on-write=none
 * urikit.jackson.validate-java-net-uri=false
 * </pre>
 *
 * <p>Not thread-safe while being bound; read-only afterwards.
 *
 * @since 0.1
 */
@ConfigurationProperties(prefix = "urikit.jackson")
public class UriJacksonProperties {
    /**
     * Grammar every URI value and map key read from JSON must match.
     */
    private Rfc grammar = Rfc.RFC_3986;

    /**
     * Whether to remove leading and trailing characters up to U+0020 before parsing (error indexes
     * still count from the untrimmed text).
     */
    private boolean trim;

    /**
     * Normalization of each RFC 3986 value after it is read.
     */
    private Normalization normalizeOnRead = Normalization.NONE;

    /**
     * Normalization of each RFC 3986 value when it is written, instead of its exact text.
     */
    private Normalization normalizeOnWrite = Normalization.NONE;

    /**
     * Whether to read java.net.URI with urikit's RFC 3986 parser instead of the JDK's lenient one.
     */
    private boolean validateJavaNetUri;

    /** The defaults. */
    public UriJacksonProperties() {
    }

    /**
     * The grammar values must match.
     *
     * @return the grammar (default RFC 3986)
     */
    public Rfc getGrammar() {
        return grammar;
    }

    /**
     * Sets the grammar values must match.
     *
     * @param grammar the grammar
     * @throws NullPointerException if {@code grammar} is null
     */
    public void setGrammar(Rfc grammar) {
        this.grammar = Objects.requireNonNull(grammar, "grammar");
    }

    /**
     * Whether input is trimmed before parsing.
     *
     * @return true to trim (default false)
     */
    public boolean isTrim() {
        return trim;
    }

    /**
     * Sets whether input is trimmed before parsing.
     *
     * @param trim true to trim
     */
    public void setTrim(boolean trim) {
        this.trim = trim;
    }

    /**
     * The normalization applied to values read.
     *
     * @return the normalization (default none)
     */
    public Normalization getNormalizeOnRead() {
        return normalizeOnRead;
    }

    /**
     * Sets the normalization applied to values read.
     *
     * @param normalizeOnRead the normalization
     * @throws NullPointerException if the argument is null
     */
    public void setNormalizeOnRead(Normalization normalizeOnRead) {
        this.normalizeOnRead = Objects.requireNonNull(normalizeOnRead, "normalizeOnRead");
    }

    /**
     * The normalization applied to values written.
     *
     * @return the normalization (default none: the exact text is written)
     */
    public Normalization getNormalizeOnWrite() {
        return normalizeOnWrite;
    }

    /**
     * Sets the normalization applied to values written.
     *
     * @param normalizeOnWrite the normalization
     * @throws NullPointerException if the argument is null
     */
    public void setNormalizeOnWrite(Normalization normalizeOnWrite) {
        this.normalizeOnWrite = Objects.requireNonNull(normalizeOnWrite, "normalizeOnWrite");
    }

    /**
     * Whether {@code java.net.URI} is read with urikit's parser.
     *
     * @return true to validate (default false)
     */
    public boolean isValidateJavaNetUri() {
        return validateJavaNetUri;
    }

    /**
     * Sets whether {@code java.net.URI} is read with urikit's parser.
     *
     * @param validateJavaNetUri true to validate
     */
    public void setValidateJavaNetUri(boolean validateJavaNetUri) {
        this.validateJavaNetUri = validateJavaNetUri;
    }

    /**
     * A normalization of RFC 3986 values, as a property value ({@code none},
     * {@code syntax-based}, {@code scheme-based}).
     *
     * @since 0.1
     */
    public enum Normalization {
        /** Values keep their exact text. */
        NONE,
        /** {@link Normalizer#syntaxBased()} (RFC 3986 §6.2.2). */
        SYNTAX_BASED,
        /** {@link Normalizer#schemeBased()} (RFC 3986 §6.2.2 and §6.2.3). */
        SCHEME_BASED;

        /**
         * The normalizer.
         *
         * @return the normalizer, or empty for {@link #NONE}
         */
        public Optional<Normalizer> normalizer() {
            return switch (this) {
                case NONE -> Optional.empty();
                case SYNTAX_BASED -> Optional.of(Normalizer.syntaxBased());
                case SCHEME_BASED -> Optional.of(Normalizer.schemeBased());
            };
        }
    }
}
