package org.urikit.jaxrs;

import jakarta.ws.rs.CookieParam;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.MatrixParam;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.ext.ParamConverter;
import jakarta.ws.rs.ext.ParamConverterProvider;
import java.lang.annotation.Annotation;
import java.lang.reflect.Type;
import java.util.Map;
import java.util.function.Function;

import org.jspecify.annotations.Nullable;
import org.urikit.Iri;
import org.urikit.IriReference;
import org.urikit.RelativeIriReference;
import org.urikit.RelativeReference;
import org.urikit.Rfc1738Url;
import org.urikit.Rfc1808Url;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.UriSyntaxException;
import org.urikit.WhatwgUrl;
import org.urikit.WhatwgUrlException;

/**
 * Converters for request parameters of urikit types ({@code @QueryParam}, {@code @PathParam},
 * {@code @HeaderParam}, {@code @CookieParam}, {@code @FormParam}, {@code @MatrixParam}, also in a
 * {@code @BeanParam}): {@link UriReference}, {@link Uri}, {@link RelativeReference},
 * {@link Rfc1808Url}, {@link Rfc1738Url}, {@link IriReference}, {@link Iri},
 * {@link RelativeIriReference} read by their exact parsers, and {@link WhatwgUrl} (which has no
 * {@code valueOf}) read as the WHATWG URL Standard reads it.
 *
 * <p>Without it a runtime binds the types that have {@code valueOf(String)} by itself, but answers
 * a malformed query or path parameter with 404 and no reason (Jersey; RESTEasy also logs the
 * value, password included). With it, a malformed value throws a {@link UriProblemException}:
 * 400 {@code application/problem+json} naming the parameter, where it is, index, component, rule
 * and reason, never the value. Values are written back ({@code toString}) as their exact text.
 * Registered by {@link UriFeature}. Stateless and thread-safe.
 *
 * @since 0.1
 */
public class UriParamConverterProvider implements ParamConverterProvider {
    private static final Map<Class<?>, Function<String, ?>> PARSERS = Map.of(
            UriReference.class, UriReference::parse,
            Uri.class, Uri::parse,
            RelativeReference.class, RelativeReference::parse,
            Rfc1808Url.class, Rfc1808Url::parse,
            Rfc1738Url.class, Rfc1738Url::parse,
            IriReference.class, IriReference::parse,
            Iri.class, Iri::parse,
            RelativeIriReference.class, RelativeIriReference::parse,
            WhatwgUrl.class, WhatwgUrl::parse);

    /** The provider. */
    public UriParamConverterProvider() {
    }

    /**
     * A converter for a urikit type, or null for any other type.
     *
     * @param rawType the parameter's class
     * @param genericType the parameter's type
     * @param annotations the parameter's annotations, which name it
     * @param <T> the parameter's type
     * @return the converter, or null
     */
    @Override
    public <T> @Nullable ParamConverter<T> getConverter(Class<T> rawType, @Nullable Type genericType,
            Annotation @Nullable [] annotations) {
        Function<String, ?> parser = PARSERS.get(rawType);
        if (parser == null) {
            return null;
        }
        String name = "";
        String in = null;
        for (Annotation a : annotations == null ? new Annotation[0] : annotations) {
            if (a instanceof QueryParam q) {
                name = q.value();
                in = "query";
            } else if (a instanceof PathParam p) {
                name = p.value();
                in = "path";
            } else if (a instanceof HeaderParam h) {
                name = h.value();
                in = "header";
            } else if (a instanceof CookieParam c) {
                name = c.value();
                in = "cookie";
            } else if (a instanceof FormParam f) {
                name = f.value();
                in = "form";
            } else if (a instanceof MatrixParam m) {
                name = m.value();
                in = "matrix";
            }
        }
        return new Converter<>(rawType, parser, name, in);
    }

    /** Parses with the type's parser; a failure is a {@link UriProblemException}. */
    private static final class Converter<T> implements ParamConverter<T> {
        private final Class<T> type;
        private final Function<String, ?> parser;
        private final String name;
        private final @Nullable String in;

        Converter(Class<T> type, Function<String, ?> parser, String name, @Nullable String in) {
            this.type = type;
            this.parser = parser;
            this.name = name;
            this.in = in;
        }

        @Override
        public T fromString(@Nullable String value) {
            if (value == null) {
                throw new IllegalArgumentException(name + ": no value");
            }
            try {
                return type.cast(parser.apply(value));
            } catch (UriSyntaxException | WhatwgUrlException e) {
                throw UriProblemException.forParameter(name, in, e);
            }
        }

        @Override
        public String toString(@Nullable T value) {
            if (value == null) {
                throw new IllegalArgumentException(name + ": no value");
            }
            return value.toString();
        }
    }
}
