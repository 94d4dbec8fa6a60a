package org.urikit.scheme;

import org.urikit.Component;
import org.urikit.ErrorKind;
import org.urikit.Uri;

/**
 * {@code ftp} (RFC 1738 §3.2, port 21):
 * {@code "ftp://" login [ "/" fpath [ ";type=" ftptype ]]} with
 * {@code ftptype = "A" | "I" | "D" | "a" | "i" | "d"}: a host, a port of at most 65535, and a
 * {@code ';'} in the path only as the final {@code ";type="} (§3.2.2; {@code fsegment} holds no
 * {@code ';'}).
 */
final class FtpRule extends Rfc1738HostRule {
    FtpRule() {
        super("ftp", 21);
    }

    @Override
    void checkPath(Uri uri, String text, Found found) {
        int start = uri.start(Component.PATH);
        int end = uri.end(Component.PATH);
        int semi = text.indexOf(';', start);
        if (semi < 0 || semi >= end) {
            return;
        }
        boolean typecode = end - semi == 7 && regionIs(text, semi, end, ";type=")
                && "aidAID".indexOf(text.charAt(semi + 6)) >= 0;
        if (!typecode) {
            found.add(ErrorKind.UNEXPECTED_CHARACTER, semi, Component.PATH, "ftp.type",
                    "RFC 1738 §3.2.2: a \";\" in an ftp URL path only starts the final \";type=\" with a, i or d");
        }
    }
}
