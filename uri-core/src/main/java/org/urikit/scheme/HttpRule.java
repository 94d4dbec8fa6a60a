package org.urikit.scheme;

import java.util.List;

import org.urikit.Component;
import org.urikit.ErrorKind;
import org.urikit.Uri;

/**
 * {@code http} and {@code https} (RFC 9110 §4.2.1, §4.2.2):
 * {@code "http" "://" authority path-abempty [ "?" query ]} with a non-empty host; userinfo is
 * deprecated (§4.2.4, reported as {@link ErrorKind#DEPRECATED_COMPONENT}); the port is at most
 * 65535. An empty path means {@code "/"}.
 */
final class HttpRule extends BuiltInRule {
    HttpRule(String name, int port) {
        super(name, port, true);
    }

    @Override
    public List<Violation> check(Uri uri) {
        if (uri.hasHost() && uri.userinfo().isEmpty() && uri.port().isEmpty()) {
            return List.of(); // the common case: a host, no userinfo, no port; nothing read, nothing allocated
        }
        return super.check(uri);
    }

    @Override
    void check(Uri uri, String text, Found found) {
        if (uri.userinfo().isPresent()) {
            found.add(ErrorKind.DEPRECATED_COMPONENT, uri.start(Component.USERINFO), Component.USERINFO,
                    "http.userinfo", "RFC 9110 §4.2.4: userinfo in an http or https URI is deprecated");
        }
        requireHost(uri, found, "http.host", "RFC 9110 §4.2.1: an http or https URI has an authority with a non-empty host");
        checkPortRange(uri, found);
    }
}
