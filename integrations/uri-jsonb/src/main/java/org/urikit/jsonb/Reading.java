package org.urikit.jsonb;

import java.util.Optional;

import org.urikit.Iri;
import org.urikit.IriReference;
import org.urikit.ParseError;
import org.urikit.ReferenceForm;
import org.urikit.RelativeIriReference;
import org.urikit.RelativeReference;
import org.urikit.Rfc;
import org.urikit.Rfc1738Url;
import org.urikit.Rfc1808Url;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.UriSyntaxException;
import org.urikit.WhatwgUrl;

/**
 * Reads text as a urikit value of a given type with the options of a {@link UriJsonb}: the RFC
 * 1808, RFC 1738, IRI and WHATWG types with their own grammar; the RFC 3986 types checked by the
 * configured grammar first. Immutable.
 *
 * @param grammar the grammar the RFC 3986 types must match
 * @param trim whether characters up to U+0020 around the text are removed first
 */
record Reading(Rfc grammar, boolean trim) {

    /**
     * The value, or the parser's exception with its index in the untrimmed text.
     *
     * @throws UriSyntaxException or {@link org.urikit.WhatwgUrlException} when the text is rejected
     */
    Object read(Class<?> type, String input) {
        if (type == WhatwgUrl.class) {
            // the Standard strips spaces and controls around the input itself
            return WhatwgUrl.parse(input);
        }
        String s = trim ? input.trim() : input;
        try {
            return parse(type, s);
        } catch (UriSyntaxException e) {
            if (s.equals(input)) {
                throw e;
            }
            ParseError p = e.error();
            int lead = 0;
            while (lead < input.length() && input.charAt(lead) <= ' ') {
                lead++;
            }
            throw new UriSyntaxException(new ParseError(input, p.index() + lead, p.kind(), p.component(),
                    p.grammar(), p.rule()));
        }
    }

    private Object parse(Class<?> type, String s) {
        if (type == Rfc1808Url.class) {
            return Rfc1808Url.parse(s);
        }
        if (type == Rfc1738Url.class) {
            return Rfc1738Url.parse(s);
        }
        if (type == IriReference.class) {
            return IriReference.parse(s);
        }
        if (type == Iri.class) {
            return Iri.parse(s);
        }
        if (type == RelativeIriReference.class) {
            return RelativeIriReference.parse(s);
        }
        ReferenceForm form = type == Uri.class ? ReferenceForm.URI
                : type == RelativeReference.class ? ReferenceForm.RELATIVE : ReferenceForm.ANY;
        if (grammar == Rfc.RFC_3987) {
            // an RFC 3986 type read under RFC 3987 holds the IRI's URI form (RFC 3987 §3.1)
            IriReference iri = switch (form) {
                case URI, ABSOLUTE_URI -> Iri.parse(s);
                case RELATIVE -> RelativeIriReference.parse(s);
                case ANY -> IriReference.parse(s);
            };
            return iri.toUri();
        }
        if (grammar != Rfc.RFC_3986) {
            Optional<ParseError> error = grammar.check(s, form);
            if (error.isPresent()) {
                throw new UriSyntaxException(error.get());
            }
        }
        return switch (form) {
            case URI, ABSOLUTE_URI -> Uri.parse(s);
            case RELATIVE -> RelativeReference.parse(s);
            case ANY -> UriReference.parse(s);
        };
    }
}
