package org.urikit.scheme;

import org.urikit.Component;
import org.urikit.ErrorKind;
import org.urikit.Uri;

/**
 * {@code urn} (RFC 8141 §2):
 * <pre>
 * namestring    = assigned-name [ rq-components ] [ "#" f-component ]
 * assigned-name = "urn" ":" NID ":" NSS
 * NID           = (alphanum) 0*30(ldh) (alphanum)
 * ldh           = alphanum / "-"
 * NSS           = pchar *(pchar / "/")
 * rq-components = [ "?+" r-component ] [ "?=" q-component ]
 * r-component   = pchar *( pchar / "/" / "?" )
 * q-component   = pchar *( pchar / "/" / "?" )
 * f-component   = fragment
 * </pre>
 * {@code "urn:"} and the NID are case-insensitive (§3.1); the registry finds this rule for
 * {@code URN:} as for {@code urn:}, and the NID is read without regard to case. RFC 3986 has
 * already checked that every character is a {@code pchar}, {@code "/"} or {@code "?"}, so what
 * is left is the structure.
 */
final class UrnRule extends BuiltInRule {
    UrnRule() {
        super("urn", -1, false);
    }

    @Override
    void check(Uri uri, String text, Found found) {
        if (forbidAuthority(uri, found, "urn.authority", "RFC 8141 §2: a URN has no authority")) {
            return;
        }
        int start = uri.start(Component.PATH);
        int end = uri.end(Component.PATH);
        int i = start;
        while (i < end && isLdh(text.charAt(i))) {
            i++;
        }
        if (i == start) {
            found.add(i < end && text.charAt(i) != ':' ? ErrorKind.UNEXPECTED_CHARACTER : ErrorKind.MISSING_COMPONENT,
                    start, Component.PATH, "urn.nid", "RFC 8141 §2: a URN has a namespace identifier (NID) of 2 to 32 "
                            + "letters, digits and inner hyphens");
            return;
        }
        if (i < end && text.charAt(i) != ':') {
            found.add(ErrorKind.UNEXPECTED_CHARACTER, i, Component.PATH, "urn.nid",
                    "RFC 8141 §2: a URN has a namespace identifier (NID) of 2 to 32 letters, digits and inner hyphens");
            return;
        }
        if (text.charAt(start) == '-' || text.charAt(i - 1) == '-') {
            found.add(ErrorKind.UNEXPECTED_CHARACTER, text.charAt(start) == '-' ? start : i - 1, Component.PATH,
                    "urn.nidHyphen", "RFC 8141 §2: an NID starts and ends with a letter or digit");
            return;
        }
        if (i - start < 2 || i - start > 32) {
            found.add(ErrorKind.UNEXPECTED_CHARACTER, i - start < 2 ? i : start + 32, Component.PATH, "urn.nidLength",
                    "RFC 8141 §2: an NID has 2 to 32 characters");
            return;
        }
        if (i == end) {
            found.add(ErrorKind.UNEXPECTED_END, i, Component.PATH, "urn.colon",
                    "RFC 8141 §2: a URN is \"urn:\" NID \":\" NSS");
            return;
        }
        if (i + 1 == end || text.charAt(i + 1) == '/') {
            found.add(ErrorKind.MISSING_COMPONENT, i + 1, Component.PATH, "urn.nss",
                    "RFC 8141 §2: a namespace-specific string (NSS) follows the NID and starts with a pchar");
        }
        if (uri.query().isPresent()) {
            checkRq(text, uri.start(Component.QUERY), uri.end(Component.QUERY), found);
        }
    }

    private static boolean isLdh(char c) {
        return isAlphaNum(c) || c == '-';
    }

    /** Reads {@code [ "?+" r-component ] [ "?=" q-component ]} after the first {@code '?'} at {@code q - 1}. */
    private static void checkRq(String text, int q, int end, Found found) {
        int i = q;
        if (i < end && text.charAt(i) == '+') {
            // the r-component runs to the first "?=", which starts the q-component
            int r = i + 1;
            int stop = r;
            while (stop < end && !(text.charAt(stop) == '?' && stop + 1 < end && text.charAt(stop + 1) == '=')) {
                stop++;
            }
            if (stop == r || text.charAt(r) == '/' || text.charAt(r) == '?') {
                found.add(ErrorKind.MISSING_COMPONENT, r, Component.QUERY, "urn.rComponent",
                        "RFC 8141 §2: an r-component (after \"?+\") is not empty and starts with a pchar");
            }
            if (stop == end) {
                return;
            }
            i = stop + 1; // at '=' of "?="
        } else if (i >= end || text.charAt(i) != '=') {
            found.add(i >= end ? ErrorKind.UNEXPECTED_END : ErrorKind.UNEXPECTED_CHARACTER, i, Component.QUERY, "urn.rq",
                    "RFC 8141 §2: a URN query is an r-component \"?+\" and/or a q-component \"?=\"");
            return;
        }
        int qc = i + 1;
        if (qc == end || text.charAt(qc) == '/' || text.charAt(qc) == '?') {
            found.add(ErrorKind.MISSING_COMPONENT, qc, Component.QUERY, "urn.qComponent",
                    "RFC 8141 §2: a q-component (after \"?=\") is not empty and starts with a pchar");
        }
    }
}
