package org.urikit.micronaut;

import java.util.List;

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

/** The urikit value types this module binds, and how each is read from its text. */
final class UriTypes {
    /** Every urikit value type, each read by its own {@code parse(String)}. */
    static final List<Class<?>> ALL = List.of(UriReference.class, Uri.class, RelativeReference.class,
            Rfc1808Url.class, Rfc1738Url.class, IriReference.class, Iri.class, RelativeIriReference.class,
            WhatwgUrl.class);

    private UriTypes() {
    }

    /**
     * Reads the text as the type.
     *
     * @throws UriSyntaxException or {@link WhatwgUrlException} if the text is not valid for the type
     */
    static <T> T parse(Class<T> type, String text) {
        Object value;
        if (type == Uri.class) {
            value = Uri.parse(text);
        } else if (type == UriReference.class) {
            value = UriReference.parse(text);
        } else if (type == RelativeReference.class) {
            value = RelativeReference.parse(text);
        } else if (type == Rfc1808Url.class) {
            value = Rfc1808Url.parse(text);
        } else if (type == Rfc1738Url.class) {
            value = Rfc1738Url.parse(text);
        } else if (type == IriReference.class) {
            value = IriReference.parse(text);
        } else if (type == Iri.class) {
            value = Iri.parse(text);
        } else if (type == RelativeIriReference.class) {
            value = RelativeIriReference.parse(text);
        } else if (type == WhatwgUrl.class) {
            value = WhatwgUrl.parse(text);
        } else {
            throw new IllegalArgumentException("not a urikit value type: " + type.getName());
        }
        return type.cast(value);
    }

    /** Whether the type is one of {@link #ALL}. */
    static boolean isUriType(@Nullable Class<?> type) {
        return type != null && ALL.contains(type);
    }

    /** Whether the exception or one of its causes is a urikit syntax exception; returns it, or null. */
    static @Nullable IllegalArgumentException syntaxCause(@Nullable Throwable t) {
        for (int depth = 0; t != null && depth < 16; depth++, t = t.getCause()) {
            if (t instanceof UriSyntaxException || t instanceof WhatwgUrlException) {
                return (IllegalArgumentException) t;
            }
        }
        return null;
    }
}
