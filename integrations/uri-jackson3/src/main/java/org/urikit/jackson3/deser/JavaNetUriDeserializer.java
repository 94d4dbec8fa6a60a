package org.urikit.jackson3.deser;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Objects;
import java.util.Optional;

import tools.jackson.core.JsonParser;
import tools.jackson.databind.exc.InvalidFormatException;
import org.urikit.Normalizer;
import org.urikit.Rfc;

/**
 * Reads {@code java.net.URI} properties through urikit's RFC 3986 parser instead of databind's
 * lenient path (which trims and accepts RFC 2396 leftovers), for code that cannot change its field
 * types. Registered by {@code UriModule.builder().validateJavaNetUri(true)}.
 *
 * <pre>{@code
 * ObjectMapper m = JsonMapper.builder()
 *         .addModule(UriModule.builder().validateJavaNetUri(true).build()).build();
 * m.readValue("\"http://a b/\"", URI.class); // InvalidFormatException: ... in host at index 8 ...
 * }</pre>
 *
 * <p>The text is first checked as an RFC 3986 URI-reference (or the form of a
 * {@code @JsonFormat} pattern), then given to {@link URI#URI(String)}. Where urikit accepts a text
 * that {@code java.net.URI} rejects (for example {@code "a:"}, whose path is empty, or an IPvFuture
 * host), the result is an {@link InvalidFormatException} saying so, with {@code java.net.URI}'s
 * index and reason. {@code ""} follows the {@code CoercionConfig} like
 * {@link UriReferenceDeserializer}; by default it becomes the empty {@code URI}.
 *
 * <p>Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class JavaNetUriDeserializer extends TextDeserializer<URI> {
    /**
     * A deserializer checking RFC 3986 {@code URI-reference}.
     *
     * @param trim whether to remove leading and trailing characters up to U+0020 before parsing
     * @param normalizer applied to the reference before it becomes a {@code java.net.URI}, if present
     * @throws NullPointerException if {@code normalizer} is null
     */
    public JavaNetUriDeserializer(boolean trim, Optional<Normalizer> normalizer) {
        this(UriText.of(URI.class, Rfc.RFC_3986, trim, Objects.requireNonNull(normalizer, "normalizer").orElse(null)));
    }

    private JavaNetUriDeserializer(UriText text) {
        super(URI.class, text);
    }

    @Override
    JavaNetUriDeserializer with(UriText settings) {
        return new JavaNetUriDeserializer(settings);
    }

    @Override
    @SuppressForbidden(reason = "the documented interop point: java.net.URI is the requested result")
    URI convert(JsonParser p, String value, Object parsed) {
        try {
            return new URI(parsed.toString());
        } catch (URISyntaxException e) {
            throw InvalidFormatException.from(p, UriText.javaNetUriMessage(e), value, URI.class);
        }
    }
}
