package org.urikit.scheme;

import org.urikit.Component;
import org.urikit.ErrorKind;
import org.urikit.Uri;

/**
 * {@code mailto} (RFC 6068 §2), with the RFC 5322 {@code addr-spec} it names:
 * <pre>
 * mailtoURI    = "mailto:" [ to ] [ hfields ]
 * to           = addr-spec *("," addr-spec )
 * hfields      = "?" hfield *( "&amp;" hfield )
 * hfield       = hfname "=" hfvalue
 * hfname       = *qchar
 * hfvalue      = *qchar
 * addr-spec    = local-part "@" domain
 * local-part   = dot-atom-text / quoted-string
 * domain       = dot-atom-text / "[" *dtext-no-obs "]"
 * qchar        = unreserved / pct-encoded / some-delims
 * some-delims  = "!" / "$" / "'" / "(" / ")" / "*" / "+" / "," / ";" / ":" / "@"
 * </pre>
 * An address is read as RFC 6068 §2 says: percent-encoded octets stand for their characters
 * (so {@code %22} opens a quoted-string, {@code %20} is a space), while {@code "/"}, {@code "&"},
 * {@code ";"} and {@code "="} must be percent-encoded in it (item 1); whitespace and comments are
 * not used (item 3); percent-encoded non-ASCII octets (UTF-8) may stand in the local-part and the
 * domain (items 4 and 5). A quoted-string is {@code DQUOTE *(qtext / quoted-pair) DQUOTE} (RFC 5322
 * §3.2.4, without whitespace). No authority. A fragment is not checked (§2: it "SHOULD NOT be
 * used").
 */
final class MailtoRule extends BuiltInRule {
    private static final String ADDR_SPEC = "RFC 6068 §2: an address (addr-spec) is local-part \"@\" domain";
    private static final String LOCAL_PART =
            "RFC 6068 §2: a local-part is dot-atom-text or a quoted-string (RFC 5322 §3.4.1), without whitespace";
    private static final String DOMAIN =
            "RFC 6068 §2: a domain is dot-atom-text or \"[\" dtext \"]\" (RFC 5322 §3.4.1), without whitespace";
    private static final String ENCODE =
            "RFC 6068 §2: \"/\", \"&\", \";\" and \"=\" in an address are percent-encoded";

    MailtoRule() {
        super("mailto", -1, false);
    }

    @Override
    void check(Uri uri, String text, Found found) {
        if (forbidAuthority(uri, found, "mailto.authority", "RFC 6068 §2: a mailto URI has no authority")) {
            return;
        }
        int start = uri.start(Component.PATH);
        int end = uri.end(Component.PATH);
        for (int i = start; i < end; i++) { // i at the start of an address
            i = address(text, i, end, found);
            if (i < 0) {
                break; // reported
            }
            if (i == end - 1) { // a final ','
                found.add(ErrorKind.MISSING_COMPONENT, end, Component.PATH, "mailto.address", ADDR_SPEC);
            }
        }
        if (uri.query().isPresent()) {
            hfields(text, uri.start(Component.QUERY), uri.end(Component.QUERY), found);
        }
    }

    /** Reads an addr-spec from {@code s}; returns the index of the ',' or end after it, or -1 after reporting a violation. */
    private static int address(String text, int s, int end, Found found) {
        int i = octetAt(text, s) == '"' ? quotedString(text, s, end) : dotAtomText(text, s, end);
        if (i < 0) {
            found.add(ErrorKind.UNEXPECTED_CHARACTER, -i - 1, Component.PATH, mustEncode(text, -i - 1) ? "mailto.encode"
                    : "mailto.localPart", mustEncode(text, -i - 1) ? ENCODE : LOCAL_PART);
            return -1;
        }
        if (i == end || text.charAt(i) == ',') {
            found.add(ErrorKind.MISSING_COMPONENT, s, Component.PATH, "mailto.address", ADDR_SPEC);
            return -1;
        }
        if (text.charAt(i) != '@' || i == s) {
            found.add(ErrorKind.UNEXPECTED_CHARACTER, i, Component.PATH, mustEncode(text, i) ? "mailto.encode"
                    : "mailto.localPart", mustEncode(text, i) ? ENCODE : LOCAL_PART);
            return -1;
        }
        int d = i + 1;
        if (d == end || text.charAt(d) == ',') {
            found.add(ErrorKind.MISSING_COMPONENT, d, Component.PATH, "mailto.domain", DOMAIN);
            return -1;
        }
        i = octetAt(text, d) == '[' ? domainLiteral(text, d, end) : dotAtomText(text, d, end);
        if (i < 0 || i < end && text.charAt(i) != ',') {
            int at = i < 0 ? -i - 1 : i;
            found.add(ErrorKind.UNEXPECTED_CHARACTER, at, Component.PATH, mustEncode(text, at) ? "mailto.encode"
                    : "mailto.domain", mustEncode(text, at) ? ENCODE : DOMAIN);
            return -1;
        }
        return i;
    }

    /** Whether the character at {@code i} is one that RFC 6068 §2 item 1 wants percent-encoded in an address. */
    private static boolean mustEncode(String text, int i) {
        if (i >= text.length()) {
            return false;
        }
        char c = text.charAt(i);
        return c == '/' || c == '&' || c == ';' || c == '=';
    }

    /** RFC 5322 §3.2.3 {@code atext}, plus percent-encoded non-ASCII octets (RFC 6068 §2 items 4, 5). */
    private static boolean isAtext(int c) {
        return isAlphaNum(c) || c >= 128 && c < 256 || "!#$%&'*+-/=?^_`{|}~".indexOf(c) >= 0;
    }

    /**
     * Reads {@code dot-atom-text = 1*atext *("." 1*atext)} from {@code s}; returns where it stops,
     * or {@code -(index + 1)} of an offending character (an empty atom, or a literal character that
     * must be percent-encoded).
     */
    private static int dotAtomText(String text, int s, int end) {
        int i = s;
        int dot = -1; // the last '.', while the atom after it is empty
        while (i < end) {
            int c = octetAt(text, i);
            if (c == '.') {
                if (i == s || dot >= 0) {
                    return -(i + 1);
                }
                dot = i;
            } else if (isAtext(c) && !mustEncode(text, i)) {
                dot = -1;
            } else {
                break;
            }
            i += widthAt(text, i);
        }
        return dot >= 0 ? -(dot + 1) : i;
    }

    /**
     * Reads {@code DQUOTE *(qtext / quoted-pair) DQUOTE} from {@code s} (at a {@code %22}); returns
     * the index after it, or {@code -(index + 1)} of the offending character.
     */
    private static int quotedString(String text, int s, int end) {
        int i = s + widthAt(text, s);
        while (i < end) {
            int c = octetAt(text, i);
            if (c == '"') {
                return i + widthAt(text, i);
            }
            if (c == '\\') {
                i += widthAt(text, i);
                // quoted-pair = "\" (VCHAR / WSP)
                if (i >= end || !(octetAt(text, i) >= 32 && octetAt(text, i) < 127 || octetAt(text, i) == '\t')) {
                    return -(Math.min(i, end) + 1);
                }
            } else if (!(c == 33 || c >= 35 && c <= 126 || c >= 128)) { // qtext, and UTF-8 (RFC 6068 §2 item 5)
                return -(i + 1);
            }
            i += widthAt(text, i);
        }
        return -(end + 1); // no closing quote
    }

    /** Reads {@code "[" *dtext-no-obs "]"} from {@code s} (at a {@code %5B}). */
    private static int domainLiteral(String text, int s, int end) {
        int i = s + widthAt(text, s);
        while (i < end) {
            int c = octetAt(text, i);
            if (c == ']') {
                return i + widthAt(text, i);
            }
            if (!(c >= 33 && c <= 90 || c >= 94 && c <= 126)) { // dtext-no-obs
                return -(i + 1);
            }
            i += widthAt(text, i);
        }
        return -(end + 1);
    }

    /** Reads {@code hfield *( "&" hfield )} over the query {@code [q, end)}. */
    private static void hfields(String text, int q, int end, Found found) {
        boolean equals = false; // whether the current hfield has had its '='
        for (int i = q; i <= end; i++) {
            char c = i < end ? text.charAt(i) : '&';
            if (c == '&') {
                if (!equals) {
                    found.add(i == end ? ErrorKind.UNEXPECTED_END : ErrorKind.UNEXPECTED_CHARACTER, i, Component.QUERY,
                            "mailto.hfield", "RFC 6068 §2: a header field (hfield) is hfname \"=\" hfvalue");
                    return;
                }
                equals = false;
            } else if (c == '=' && !equals) {
                equals = true;
            } else if (c == '=' || c == '/' || c == '?') {
                found.add(ErrorKind.UNEXPECTED_CHARACTER, i, Component.QUERY, "mailto.qchar",
                        "RFC 6068 §2: \"/\", \"?\", \"=\" and \"&\" in a header field name or value are percent-encoded");
                return;
            }
        }
    }
}
