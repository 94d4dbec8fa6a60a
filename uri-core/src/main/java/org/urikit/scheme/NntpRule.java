package org.urikit.scheme;

import org.urikit.Component;
import org.urikit.ErrorKind;
import org.urikit.Uri;

/**
 * {@code nntp} (RFC 1738 §3.7, port 119): {@code "nntp://" hostport "/" group [ "/" digits ]} with
 * {@code group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]}: a host, a port of at most
 * 65535, a newsgroup name, an optional article number, and no query.
 */
final class NntpRule extends Rfc1738HostRule {
    NntpRule() {
        super("nntp", 119);
    }

    @Override
    void checkPath(Uri uri, String text, Found found) {
        int start = uri.start(Component.PATH);
        int end = uri.end(Component.PATH);
        if (end - start < 2) {
            found.add(ErrorKind.MISSING_COMPONENT, Math.min(start + 1, end), Component.PATH, "nntp.path",
                    "RFC 1738 §3.7: an nntp URL has \"/\" and a newsgroup name after the host");
        } else {
            int i = NewsRule.group(text, start + 1, end);
            if (i < end && text.charAt(i) == '/' && i > start + 1) {
                int digits = i + 1;
                while (digits < end && isDigit(text.charAt(digits))) {
                    digits++;
                }
                if (digits == i + 1 || digits < end) {
                    found.add(ErrorKind.UNEXPECTED_CHARACTER, digits, Component.PATH, "nntp.article",
                            "RFC 1738 §3.7: an nntp URL has an article number (digits) after the newsgroup name");
                }
            } else if (i < end || i == start + 1) {
                found.add(ErrorKind.UNEXPECTED_CHARACTER, i, Component.PATH, "nntp.group",
                        "RFC 1738 §3.7: a newsgroup name is a letter, then letters, digits, \"-\", \".\", \"+\" or \"_\"");
            }
        }
        forbidQuery(uri, found, "nntp.query", "RFC 1738 §3.7: an nntp URL has no query");
    }
}
