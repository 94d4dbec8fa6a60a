package org.urikit;

import java.util.Objects;

/** Dispatch of checks to the parser of each grammar. */
final class Grammars {
    private Grammars() {
    }

    /** The {@link Rfc3986Parser} mode of a form. */
    static int mode3986(ReferenceForm form) {
        return switch (form) {
            case ANY -> Rfc3986Parser.M_REFERENCE;
            case URI -> Rfc3986Parser.M_URI;
            case ABSOLUTE_URI -> Rfc3986Parser.M_ABSOLUTE;
            case RELATIVE -> Rfc3986Parser.M_RELATIVE;
        };
    }

    /** The first error of {@code input} under {@code rfc} and {@code form}, or null. */
    static ParseError check(Rfc rfc, String input, ReferenceForm form) {
        Objects.requireNonNull(input, "input");
        Objects.requireNonNull(form, "form");
        switch (rfc) {
            case RFC_3986:
                return (ParseError) Rfc3986Parser.parse(input, mode3986(form), false);
            case RFC_3987:
                return (ParseError) Rfc3987Parser.parse(input, mode3986(form), false);
            case RFC_1808:
                int m = switch (form) {
                    case ANY -> Rfc1808Rule.URL.mode;
                    case URI -> Rfc1808Parser.SCHEME_REQUIRED;
                    case ABSOLUTE_URI -> Rfc1808Rule.ABSOLUTE_URL.mode;
                    case RELATIVE -> Rfc1808Parser.NO_SCHEME;
                };
                return (ParseError) Rfc1808Parser.parse(input, m, false);
            case RFC_1738:
            default:
                if (form == ReferenceForm.RELATIVE) {
                    // RFC 1738 has no relative form: every input is rejected at its start
                    return new ParseError(input, 0, input.isEmpty() ? ErrorKind.UNEXPECTED_END
                            : ErrorKind.UNEXPECTED_CHARACTER, Component.SCHEME, Rfc.RFC_1738, "url");
                }
                return (ParseError) Rfc1738Parser.parse(input, Rfc1738Rule.URL, false);
        }
    }
}
