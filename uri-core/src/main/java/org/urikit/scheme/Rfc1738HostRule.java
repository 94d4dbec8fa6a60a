package org.urikit.scheme;

import org.urikit.Uri;

/**
 * An IP-based scheme of RFC 1738 (§3.1, "Common Internet Scheme Syntax"): {@code gopher} (§3.4,
 * port 70), {@code wais} (§3.9, port 210) and {@code prospero} (§3.11, port 1525), and the base of
 * {@link FtpRule}, {@link NntpRule} and {@link TelnetRule}: a URL of these schemes has a host, and
 * its port is at most 65535.
 */
class Rfc1738HostRule extends BuiltInRule {
    Rfc1738HostRule(String name, int port) {
        super(name, port, false);
    }

    @Override
    final void check(Uri uri, String text, Found found) {
        boolean host = requireHost(uri, found, "rfc1738.host",
                "RFC 1738 §3.1: a URL of an IP-based scheme (ftp, gopher, nntp, telnet, wais, prospero) has a host");
        checkPortRange(uri, found);
        if (host) {
            checkPath(uri, text, found);
        }
    }

    /**
     * Checks what the scheme's own section of RFC 1738 says about the rest of the URL; the default
     * checks nothing.
     *
     * @param uri the URI, which has a host
     * @param text its text
     * @param found where violations go
     */
    void checkPath(Uri uri, String text, Found found) {
        // gopher selectors, wais databases and prospero field names have no rules beyond RFC 3986's
    }
}
