package org.urikit;

import java.util.Objects;

/** Dispatch of checks to the parser of each grammar. */
final class Grammars {
    private Grammars() {
    }

    /** The first error of {@code input} under {@code rfc} and {@code form}, or null. */
    static ParseError check(Rfc rfc, String input, ReferenceForm form) {
        Objects.requireNonNull(input, "input");
        Objects.requireNonNull(form, "form");
        switch (rfc) {
            case RFC_3986:
                int mode = switch (form) {
                    case ANY -> Rfc3986Parser.M_REFERENCE;
                    case URI -> Rfc3986Parser.M_URI;
                    case ABSOLUTE_URI -> Rfc3986Parser.M_ABSOLUTE;
                    case RELATIVE -> Rfc3986Parser.M_RELATIVE;
                };
                return (ParseError) Rfc3986Parser.parse(input, mode, false);
            case RFC_1808:
            case RFC_1738:
            default:
                // The RFC 1808 and RFC 1738 parsers are being written (issue 4); until they land,
                // a check under those grammars fails loudly instead of pretending.
                throw new UnsupportedOperationException(rfc.label() + " is not implemented yet");
        }
    }
}
