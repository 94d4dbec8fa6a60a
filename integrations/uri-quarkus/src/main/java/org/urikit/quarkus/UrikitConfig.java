package org.urikit.quarkus;

import java.util.Optional;

import io.quarkus.runtime.annotations.ConfigPhase;
import io.quarkus.runtime.annotations.ConfigRoot;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import org.urikit.Normalizer;
import org.urikit.Rfc;

/**
 * The configuration of the urikit extension, under {@code quarkus.urikit}. Fixed at build time (as Quarkus's own
 * {@code quarkus.jackson.*}): Quarkus builds its {@code ObjectMapper} and {@code Jsonb} during static
 * initialization, before run-time configuration is read; a different value at run time is reported by Quarkus.
 *
 * @since 0.1
 */
@ConfigMapping(prefix = "quarkus.urikit")
@ConfigRoot(phase = ConfigPhase.BUILD_AND_RUN_TIME_FIXED)
public interface UrikitConfig {
    /**
     * How urikit values are read from and written to JSON, in Quarkus's Jackson {@code ObjectMapper} and, when the
     * application uses JSON-B, in its {@code Jsonb}.
     *
     * @return the JSON options
     */
    Json json();

    /**
     * Whether urikit's integrations (the Jackson module, the JSON-B customizer, the REST parameter converters, problem
     * mapper and body interceptor) are registered even when no class of the application itself names a urikit type.
     * By default they are registered only when one does (as a field, parameter, return type, supertype, generic
     * argument or annotation), so that an application without urikit types loads none of their classes. Set it when urikit types appear only in other jars of the application (entities in a library
     * module, say). Native-image metadata is registered either way.
     *
     * @return whether to register the integrations unconditionally
     */
    @WithDefault("false")
    boolean registerAlways();

    /**
     * The JSON options: those of the {@code UriModule} builder of {@code uri-jackson} (and of the
     * {@code UriJsonb} builder of {@code uri-jsonb}, which has the grammar and trimming), with their defaults.
     *
     * @since 0.1
     */
    interface Json {
        /**
         * The grammar every URI value and map key read from JSON must match: {@code rfc-3986}, {@code rfc-3987}
         * (IRI text is accepted and held in its URI form), {@code rfc-1808} or {@code rfc-1738}. It applies to the
         * RFC 3986 types ({@code UriReference}, {@code Uri}, {@code RelativeReference}); the other types always use
         * their own grammar.
         *
         * @return the grammar
         */
        @WithDefault("rfc-3986")
        Rfc grammar();

        /**
         * Whether to remove leading and trailing characters up to U+0020 before parsing (error indexes still count
         * from the untrimmed text).
         *
         * @return true to trim
         */
        @WithDefault("false")
        boolean trim();

        /**
         * The normalization of each RFC 3986 value after it is read ({@code none}: its exact text). Jackson only.
         *
         * @return the normalization
         */
        @WithDefault("none")
        Normalization normalizeOnRead();

        /**
         * The normalization of each RFC 3986 value when it is written, instead of its exact text. Jackson only.
         *
         * @return the normalization
         */
        @WithDefault("none")
        Normalization normalizeOnWrite();

        /**
         * Whether to read {@code java.net.URI} with urikit's RFC 3986 parser instead of the JDK's lenient one.
         * Jackson only.
         *
         * @return true to validate
         */
        @WithDefault("false")
        boolean validateJavaNetUri();
    }

    /**
     * A normalization of RFC 3986 values, as a configuration value ({@code none}, {@code syntax-based},
     * {@code scheme-based}).
     *
     * @since 0.1
     */
    enum Normalization {
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
