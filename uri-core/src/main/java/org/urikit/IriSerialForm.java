package org.urikit;

import java.io.InvalidObjectException;
import java.io.Serializable;

/** The serialized form of {@link Iri} and {@link RelativeIriReference}: only the text. */
final class IriSerialForm implements Serializable {
    private static final long serialVersionUID = 1L;

    /** The text of the reference. */
    private final String text;
    /** Whether the reference is an {@link Iri}. */
    private final boolean iri;

    IriSerialForm(AbstractReference ref) {
        this.text = ref.text;
        this.iri = ref instanceof Iri;
    }

    private Object readResolve() throws InvalidObjectException {
        try {
            return iri ? Iri.parse(text) : RelativeIriReference.parse(text);
        } catch (UriSyntaxException | NullPointerException e) {
            InvalidObjectException ex = new InvalidObjectException(e.getMessage());
            ex.initCause(e);
            throw ex;
        }
    }
}
