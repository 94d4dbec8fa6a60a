package org.urikit.jpa;

import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;
import org.jspecify.annotations.Nullable;
import org.urikit.Iri;
import org.urikit.Normalizer;
import org.urikit.Uri;
import org.urikit.UriSyntaxException;
import org.urikit.idna.IdnaException;
import org.urikit.idna.Uts46;

/**
 * Stores an {@link Iri} as its URI form, ASCII only: {@link Iri#toUri(Uts46)} with
 * {@link Uts46#whatwg()}, the host converted by UTS #46 ToASCII as browsers do, every other
 * non-ASCII character percent-encoded as UTF-8 (RFC 3987 §3.1). The column then holds what HTTP
 * clients send and what ASCII-only systems can compare: {@code https://münchen.de/straße} is
 * stored as {@code https://xn--mnchen-3ya.de/stra%C3%9Fe}. Not applied automatically: name it.
 *
 * <pre>{@code
 * @Convert(converter = IriAsUriAttributeConverter.class)
 * Iri page;
 * }</pre>
 *
 * <p>Reading maps back: the column is parsed with {@link Uri#parse(String)}, converted with
 * {@link Uri#toIri()} (RFC 3987 §3.2: only percent-encoded UTF-8 of characters an IRI may hold is
 * decoded) and its host with {@link Normalizer.Step#IDN} (UTS #46 ToUnicode). So the IRI read is
 * the one written for IRIs whose host is in its UTS #46 form (lower case, NFC) and whose other
 * components are in NFC without percent-encoded ASCII or percent-encoded UTF-8; otherwise it is an
 * equivalent IRI ({@code https://MÜNCHEN.de/} is read as {@code https://münchen.de/}). For the
 * exact IRI text, use {@link IriAttributeConverter}.
 *
 * <p>Stateless, immutable and thread-safe.
 *
 * @since 0.1
 */
@Converter
public final class IriAsUriAttributeConverter implements AttributeConverter<Iri, String> {
    private static final Normalizer IDN = Normalizer.of(Normalizer.Step.IDN);

    /**
     * The converter; providers create it.
     *
     * @since 0.1
     */
    public IriAsUriAttributeConverter() {
    }

    /**
     * The URI form of the IRI.
     *
     * @param attribute the IRI, or null
     * @return {@code attribute.toUri(Uts46.whatwg()).toString()}, or null for null
     * @throws IdnaException if UTS #46 ToASCII rejects the host (the provider wraps it)
     * @since 0.1
     */
    @Override
    public @Nullable String convertToDatabaseColumn(@Nullable Iri attribute) {
        return attribute == null ? null : attribute.toUri(Uts46.whatwg()).toString();
    }

    /**
     * Reads the column's URI as an IRI.
     *
     * @param dbData the column text, or null
     * @return the IRI, or null for null
     * @throws UriSyntaxException if the text is not an RFC 3986 URI (the message gives index and reason)
     * @since 0.1
     */
    @Override
    public @Nullable Iri convertToEntityAttribute(@Nullable String dbData) {
        return dbData == null ? null : IDN.normalize(Uri.parse(dbData).toIri());
    }
}
