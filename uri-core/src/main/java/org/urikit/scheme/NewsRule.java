package org.urikit.scheme;

import org.urikit.Component;
import org.urikit.ErrorKind;
import org.urikit.Uri;

/**
 * {@code news} (RFC 1738 §3.6): {@code "news:" grouppart} without authority, with
 * {@code grouppart = "*" | group | article},
 * {@code group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]} and
 * {@code article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host}. (RFC 5538's
 * {@code news://server/...} form is not accepted: this is the RFC 1738 rule.)
 */
final class NewsRule extends BuiltInRule {
    NewsRule() {
        super("news", -1, false);
    }

    @Override
    void check(Uri uri, String text, Found found) {
        if (forbidAuthority(uri, found, "news.authority", "RFC 1738 §3.6: a news URL has no authority")) {
            return;
        }
        int start = uri.start(Component.PATH);
        // an article may hold '?', which RFC 3986 reads as the start of a query: read both
        int end = uri.query().isPresent() ? uri.end(Component.QUERY) : uri.end(Component.PATH);
        if (start == end) {
            found.add(ErrorKind.MISSING_COMPONENT, start, Component.PATH, "news.grouppart",
                    "RFC 1738 §3.6: a news URL has a newsgroup name, \"*\" or an article (message-id \"@\" host)");
            return;
        }
        int at = text.indexOf('@', start);
        if (at >= 0 && at < end) {
            checkArticle(text, start, at, end, found);
        } else if (!(end - start == 1 && text.charAt(start) == '*')) {
            int i = group(text, start, end);
            if (i < end || i == start) {
                found.add(ErrorKind.UNEXPECTED_CHARACTER, i, i < uri.end(Component.PATH) ? Component.PATH
                        : Component.QUERY, "news.group",
                        "RFC 1738 §3.6: a newsgroup name is a letter, then letters, digits, \"-\", \".\", \"+\" or \"_\"");
            }
        }
    }

    /** Reads a {@code group} from {@code i}; returns where it ends ({@code i} if it does not start with a letter). */
    static int group(String text, int i, int end) {
        if (i >= end || !isAlpha(text.charAt(i))) {
            return i;
        }
        int j = i + 1;
        for (char c; j < end && (isAlphaNum(c = text.charAt(j)) || c == '-' || c == '.' || c == '+' || c == '_'); j++) {
            // the group goes on
        }
        return j;
    }

    private static void checkArticle(String text, int start, int at, int end, Found found) {
        Component where = Component.PATH;
        for (int i = start; i < at; i++) {
            char c = text.charAt(i);
            if (c == '?') {
                where = Component.QUERY;
            }
            // uchar = unreserved | escape; unreserved = alpha | digit | safe | extra
            if (c == '~') { // the only RFC 3986 path or query character that is no uchar (RFC 1738 §2.2: unsafe)
                found.add(ErrorKind.UNEXPECTED_CHARACTER, i, where, "news.article",
                        "RFC 1738 §3.6: a message-id is uchar, \";\", \"/\", \"?\", \":\", \"&\" or \"=\"");
                return;
            }
        }
        if (at == start) {
            found.add(ErrorKind.MISSING_COMPONENT, at, where, "news.article",
                    "RFC 1738 §3.6: a message-id is uchar, \";\", \"/\", \"?\", \":\", \"&\" or \"=\"");
            return;
        }
        int bad = hostEnd(text, at + 1, end);
        if (bad < end || bad == at + 1) {
            found.add(ErrorKind.UNEXPECTED_CHARACTER, bad, text.lastIndexOf('?', bad - 1) >= start ? Component.QUERY
                    : where, "news.host", "RFC 1738 §3.6: an article ends with \"@\" and a host name or IPv4 address");
        }
    }

    /**
     * Reads an RFC 1738 {@code host} ({@code hostname | hostnumber}: dot-separated labels of
     * letters, digits and inner hyphens) from {@code i}; returns where it stops.
     */
    private static int hostEnd(String text, int i, int end) {
        int labelStart = i;
        int j = i;
        for (; j < end; j++) {
            char c = text.charAt(j);
            if (c == '.') {
                if (j == labelStart || text.charAt(j - 1) == '-') {
                    return j;
                }
                labelStart = j + 1;
            } else if (c == '-') {
                if (j == labelStart) {
                    return j;
                }
            } else if (!isAlphaNum(c)) {
                return j;
            }
        }
        // the last label (toplabel) is not empty and does not end with '-'
        return j == i ? i : j == labelStart || text.charAt(j - 1) == '-' ? j - 1 : j;
    }
}
