package org.urikit.scheme;

import org.urikit.Component;
import org.urikit.ErrorKind;
import org.urikit.Uri;

/**
 * {@code telnet} (RFC 1738 §3.8, port 23): {@code telnet://<user>:<password>@<host>:<port>/}, whose
 * final {@code "/"} may be left out: a host, a port of at most 65535, and nothing after the host
 * but that {@code "/"}.
 */
final class TelnetRule extends Rfc1738HostRule {
    TelnetRule() {
        super("telnet", 23);
    }

    @Override
    void checkPath(Uri uri, String text, Found found) {
        int start = uri.start(Component.PATH);
        int end = uri.end(Component.PATH);
        if (end - start > 1) {
            found.add(ErrorKind.UNEXPECTED_CHARACTER, start + 1, Component.PATH, "telnet.path",
                    "RFC 1738 §3.8: a telnet URL has no path after the final \"/\"");
        }
        forbidQuery(uri, found, "telnet.query", "RFC 1738 §3.8: a telnet URL has no query");
    }
}
