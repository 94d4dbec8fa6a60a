package org.urikit.jpa.hibernate;

import org.hibernate.type.descriptor.WrapperOptions;
import org.hibernate.type.descriptor.java.AbstractClassJavaType;
import org.hibernate.type.descriptor.java.ImmutableMutabilityPlan;
import org.hibernate.type.descriptor.java.StringJavaType;
import org.hibernate.type.descriptor.jdbc.JdbcType;
import org.hibernate.type.descriptor.jdbc.JdbcTypeIndicators;
import org.jspecify.annotations.Nullable;
import org.urikit.Iri;
import org.urikit.IriReference;
import org.urikit.RelativeIriReference;
import org.urikit.RelativeReference;
import org.urikit.Rfc1738Url;
import org.urikit.Rfc1808Url;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.WhatwgUrl;

/**
 * Hibernate ORM's description of one urikit value type as a basic type: a character column (what
 * Hibernate would choose for a {@code String} attribute, usually {@code VARCHAR}) holding the exact
 * text, read back with the type's {@code parse}. Used only where no {@code AttributeConverter}
 * applies: an auto-applied or {@code @Convert}-named urikit converter always takes precedence.
 *
 * @param <T> the value type
 */
final class TextJavaType<T> extends AbstractClassJavaType<T> {
    private static final long serialVersionUID = 1L;

    /** The value types, each with its parse method. */
    enum Kind {
        URI_REFERENCE(UriReference.class), URI(Uri.class), RELATIVE_REFERENCE(RelativeReference.class),
        RFC1808_URL(Rfc1808Url.class), RFC1738_URL(Rfc1738Url.class), IRI_REFERENCE(IriReference.class), IRI(Iri.class),
        RELATIVE_IRI_REFERENCE(RelativeIriReference.class), WHATWG_URL(WhatwgUrl.class);

        final Class<?> type;

        Kind(Class<?> type) {
            this.type = type;
        }

        Object parse(String text) {
            return switch (this) {
                case URI_REFERENCE -> UriReference.parse(text);
                case URI -> Uri.parse(text);
                case RELATIVE_REFERENCE -> RelativeReference.parse(text);
                case RFC1808_URL -> Rfc1808Url.parse(text);
                case RFC1738_URL -> Rfc1738Url.parse(text);
                case IRI_REFERENCE -> IriReference.parse(text);
                case IRI -> Iri.parse(text);
                case RELATIVE_IRI_REFERENCE -> RelativeIriReference.parse(text);
                case WHATWG_URL -> WhatwgUrl.parse(text);
            };
        }
    }

    private final Kind kind;

    private TextJavaType(Class<T> type, Kind kind) {
        super(type, ImmutableMutabilityPlan.instance());
        this.kind = kind;
    }

    static <T> TextJavaType<T> of(Class<T> type, Kind kind) {
        if (kind.type != type) {
            throw new IllegalArgumentException(kind + " is not " + type);
        }
        return new TextJavaType<>(type, kind);
    }

    @Override
    public JdbcType getRecommendedJdbcType(JdbcTypeIndicators indicators) {
        return StringJavaType.INSTANCE.getRecommendedJdbcType(indicators);
    }

    @Override
    public T fromString(CharSequence text) {
        return getJavaTypeClass().cast(kind.parse(text.toString()));
    }

    @Override
    public <X> @Nullable X unwrap(@Nullable T value, Class<X> type, WrapperOptions options) {
        return value == null ? null : StringJavaType.INSTANCE.unwrap(value.toString(), type, options);
    }

    @Override
    public <X> @Nullable T wrap(@Nullable X value, WrapperOptions options) {
        if (value == null) {
            return null;
        }
        if (getJavaTypeClass().isInstance(value)) {
            return getJavaTypeClass().cast(value);
        }
        return fromString(StringJavaType.INSTANCE.wrap(value, options));
    }
}
