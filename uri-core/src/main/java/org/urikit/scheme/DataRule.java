package org.urikit.scheme;

import org.urikit.Component;
import org.urikit.ErrorKind;
import org.urikit.Uri;

/**
 * {@code data} (RFC 2397 §3):
 * <pre>
 * dataurl    := "data:" [ mediatype ] [ ";base64" ] "," data
 * mediatype  := [ type "/" subtype ] *( ";" parameter )
 * data       := *urlchar
 * parameter  := attribute "=" value
 * </pre>
 * where {@code type}, {@code subtype} and {@code attribute} are RFC 2045 §5.1 tokens and
 * {@code value} is a token or a quoted-string; in the URL, any of their characters may be
 * percent-encoded, and the rule reads the decoded octets. With {@code ";base64"} (any case), the
 * data, decoded, is base64 (RFC 2045 §6.8): the 64 characters of the alphabet in groups of four,
 * the last group padded with {@code "="}. No authority. The data runs on through a query (a
 * {@code '?'} is a {@code urlchar}); a fragment is not data.
 */
final class DataRule extends BuiltInRule {
    private static final String MEDIA_TYPE = "RFC 2397 §3: a media type is type \"/\" subtype, both RFC 2045 tokens";
    private static final String PARAMETER =
            "RFC 2397 §3: a parameter is attribute \"=\" value (RFC 2045 tokens; the value may be a quoted-string), "
                    + "or the final \";base64\"";

    DataRule() {
        super("data", -1, false);
    }

    @Override
    void check(Uri uri, String text, Found found) {
        if (forbidAuthority(uri, found, "data.authority", "RFC 2397 §3: a data URL has no authority")) {
            return;
        }
        int start = uri.start(Component.PATH);
        int end = uri.end(Component.PATH);
        int comma = text.indexOf(',', start);
        if (comma < 0 || comma >= end) {
            found.add(ErrorKind.MISSING_COMPONENT, end, Component.PATH, "data.comma",
                    "RFC 2397 §3: a data URL has \",\" before its data");
            return;
        }
        // [ type "/" subtype ]
        int i = start;
        if (i < comma && text.charAt(i) != ';') {
            int slash = token(text, i, comma);
            if (slash == i || slash >= comma || text.charAt(slash) != '/') {
                found.add(ErrorKind.UNEXPECTED_CHARACTER, slash, Component.PATH, "data.mediaType", MEDIA_TYPE);
                return;
            }
            i = token(text, slash + 1, comma);
            if (i == slash + 1 || i < comma && text.charAt(i) != ';') {
                found.add(ErrorKind.UNEXPECTED_CHARACTER, i, Component.PATH, "data.mediaType", MEDIA_TYPE);
                return;
            }
        }
        // *( ";" parameter ) [ ";base64" ]
        boolean base64 = false;
        while (i < comma) { // at ';'
            int name = i + 1;
            if (comma - name == 6 && regionIs(text, name, comma, "base64")) {
                base64 = true;
                break;
            }
            int eq = token(text, name, comma);
            if (eq == name || eq >= comma || text.charAt(eq) != '=') {
                found.add(ErrorKind.UNEXPECTED_CHARACTER, eq, Component.PATH, "data.parameter", PARAMETER);
                return;
            }
            i = value(text, eq + 1, comma);
            if (i == eq + 1 || i < comma && text.charAt(i) != ';') {
                found.add(ErrorKind.UNEXPECTED_CHARACTER, i, Component.PATH, "data.parameter", PARAMETER);
                return;
            }
        }
        if (base64) {
            int dataEnd = uri.query().isPresent() ? uri.end(Component.QUERY) : end;
            checkBase64(text, comma + 1, dataEnd, found);
        }
    }

    /** Whether an octet is an RFC 2045 {@code token} character: US-ASCII except SPACE, CTLs and tspecials. */
    private static boolean isTokenChar(int c) {
        return c > 32 && c < 127 && "()<>@,;:\\\"/[]?=".indexOf(c) < 0;
    }

    /** Reads a token from {@code i}; returns where it stops. */
    private static int token(String text, int i, int end) {
        while (i < end && isTokenChar(octetAt(text, i))) {
            i += widthAt(text, i);
        }
        return i;
    }

    /**
     * Reads a {@code value := token / quoted-string} (RFC 2045 §5.1, RFC 822 §3.3 quoted-string:
     * {@code <"> *(qtext / quoted-pair) <">}, no CR) from {@code i}; returns where it stops, at
     * {@code i} if there is none.
     */
    private static int value(String text, int i, int end) {
        if (i >= end || octetAt(text, i) != '"') {
            return token(text, i, end);
        }
        int j = i + widthAt(text, i);
        while (j < end) {
            int c = octetAt(text, j);
            int w = widthAt(text, j);
            if (c == '"') {
                return j + w;
            }
            if (c == '\\' && j + w < end) {
                j += w; // quoted-pair: the next octet, whatever it is
                w = widthAt(text, j);
            } else if (c == '\r' || c >= 128) {
                return i; // not qtext
            }
            j += w;
        }
        return i; // no closing quote
    }

    private static void checkBase64(String text, int start, int end, Found found) {
        int count = 0;
        int padding = 0;
        for (int i = start; i < end; i += widthAt(text, i)) {
            int c = octetAt(text, i);
            boolean alphabet = isAlphaNum(c) || c == '+' || c == '/';
            if (c == '=' && padding < 2) {
                padding++;
            } else if (!alphabet || padding > 0) {
                found.add(ErrorKind.UNEXPECTED_CHARACTER, i, text.lastIndexOf('?', i) >= start ? Component.QUERY
                        : Component.PATH, "data.base64",
                        "RFC 2397 §3: base64 data is letters, digits, \"+\" and \"/\", with \"=\" only as final padding (RFC 2045 §6.8)");
                return;
            }
            count++;
        }
        if (count % 4 != 0) {
            found.add(ErrorKind.UNEXPECTED_END, end, start < end && text.lastIndexOf('?', end - 1) >= start
                    ? Component.QUERY : Component.PATH, "data.base64Length",
                    "RFC 2397 §3: base64 data comes in groups of four characters, the last one padded with \"=\" (RFC 2045 §6.8)");
        }
    }
}
