// A template, written once for both Jackson lines: templating-maven-plugin fills the ${...}
// placeholders with each module's package and Jackson types (see uri-jackson/pom.xml, uri-jackson3/pom.xml).
package ${urikit.jackson.package}.deser;

import ${urikit.jackson.core}.JsonParser;
import java.util.Optional;

import org.urikit.Normalizer;
import org.urikit.ReferenceForm;
import org.urikit.RelativeReference;
import org.urikit.Rfc;
import org.urikit.Rfc1738Url;
import org.urikit.Rfc1808Url;
import org.urikit.Uri;
import org.urikit.UriReference;

/**
 * Reads a JSON string as a urikit value, exactly: no trimming unless enabled, no repair. The types:
 * {@link UriReference}, {@link org.urikit.Uri}, {@link org.urikit.RelativeReference} (RFC 3986,
 * or checked by another grammar if configured), {@link org.urikit.Rfc1808Url} (RFC 1808) and
 * {@link org.urikit.Rfc1738Url} (RFC 1738), and the RFC 3987 types {@link org.urikit.IriReference},
 * {@link org.urikit.Iri} and {@link org.urikit.RelativeIriReference} (always RFC 3987).
 *
 * <pre>{@code
 * new UriReferenceDeserializer<>(Uri.class, Rfc.RFC_3986, false); // what UriModule registers for Uri
 * }</pre>
 *
 * <ul>
 *   <li>A bad value fails with {@code InvalidFormatException}: its message has urikit's index,
 *       component and reason, Jackson adds the JSON location; its cause is a
 *       {@link org.urikit.UriSyntaxException} whose {@code error()} is the structured
 *       {@link org.urikit.ParseError}.</li>
 *   <li>{@code ""} follows the {@code CoercionConfig} for the type (logical type
 *       {@code OtherScalar}). Jackson's default there is {@code TryConvert}, which parses
 *       {@code ""} like any other text: the empty relative reference, or an error for {@code Uri}.
 *       {@code AsEmpty} does the same; {@code AsNull} gives null; {@code Fail} fails.</li>
 *   <li>A {@code @JsonFormat(pattern = ...)} on the property (or a config override for the type)
 *       selects the grammar and the form, for example {@code "absolute-uri"} or
 *       {@code "3986 relative"}.</li>
 * </ul>
 *
 * <p>Immutable and thread-safe.
 *
 * @param <T> the type read
 * @since 0.1
 */
@SuppressWarnings("serial") // Serializable on Jackson 2 (no state worth a serialVersionUID), not on Jackson 3
public final class UriReferenceDeserializer<T> extends TextDeserializer<T> {
    /**
     * A deserializer for one type, accepting the form the type implies (a {@code Uri} needs a
     * scheme, a {@code RelativeReference} must not have one, a {@code UriReference} may).
     *
     * @param type {@code UriReference.class}, {@code Uri.class}, {@code RelativeReference.class},
     *     {@code Rfc1808Url.class}, {@code Rfc1738Url.class}, {@code IriReference.class}, {@code Iri.class}
     *     or {@code RelativeIriReference.class}
     * @param grammar the grammar the text must match (ignored for the RFC 1808 and RFC 1738 types,
     *     which have their own)
     * @param trim whether to remove leading and trailing characters up to U+0020 before parsing
     * @throws IllegalArgumentException if {@code type} is not one of those
     */
    public UriReferenceDeserializer(Class<T> type, Rfc grammar, boolean trim) {
        this(type, grammar, trim, Optional.empty());
    }

    /**
     * A deserializer for one type that also normalizes each RFC 3986 value it reads.
     *
     * @param type {@code UriReference.class}, {@code Uri.class}, {@code RelativeReference.class},
     *     {@code Rfc1808Url.class}, {@code Rfc1738Url.class}, {@code IriReference.class}, {@code Iri.class}
     *     or {@code RelativeIriReference.class}
     * @param grammar the grammar the text must match
     * @param trim whether to remove leading and trailing characters up to U+0020 before parsing
     * @param normalizer applied to {@code UriReference} values after parsing, if present
     * @throws IllegalArgumentException if {@code type} is not one of those
     */
    public UriReferenceDeserializer(Class<T> type, Rfc grammar, boolean trim, Optional<Normalizer> normalizer) {
        this(type, UriText.of(checked(type), grammar, trim, normalizer.orElse(null)));
    }

    private static <T> Class<T> checked(Class<T> type) {
        if (type == UriReference.class || type == Uri.class || type == RelativeReference.class
                || type == Rfc1808Url.class || type == Rfc1738Url.class || UriText.isIriType(type)) {
            return type;
        }
        throw new IllegalArgumentException("not a urikit value type: " + type.getName());
    }

    private UriReferenceDeserializer(Class<T> type, UriText text) {
        super(type, text);
    }

    /**
     * The grammar values must match.
     *
     * @return the grammar
     */
    public Rfc grammar() {
        return text.grammar();
    }

    /**
     * The references accepted.
     *
     * @return the form
     */
    public ReferenceForm form() {
        return text.form();
    }

    @Override
    UriReferenceDeserializer<T> with(UriText settings) {
        return new UriReferenceDeserializer<>(type, settings);
    }

    @Override
    T convert(JsonParser p, String value, Object parsed) {
        return type.cast(parsed);
    }
}
