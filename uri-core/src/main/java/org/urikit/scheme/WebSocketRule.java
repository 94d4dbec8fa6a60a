package org.urikit.scheme;

import java.util.List;

import org.urikit.Component;
import org.urikit.ErrorKind;
import org.urikit.Uri;

/**
 * {@code ws} and {@code wss} (RFC 6455 §3):
 * {@code "ws:" "//" host [ ":" port ] path [ "?" query ]}: a host, no userinfo, no fragment; the
 * port is at most 65535. An empty path means {@code "/"}.
 */
final class WebSocketRule extends BuiltInRule {
    WebSocketRule(String name, int port) {
        super(name, port, true);
    }

    @Override
    public List<Violation> check(Uri uri) {
        if (uri.hasHost() && uri.userinfo().isEmpty() && uri.port().isEmpty() && uri.fragment().isEmpty()) {
            return List.of(); // the common case: nothing read, nothing allocated
        }
        return super.check(uri);
    }

    @Override
    void check(Uri uri, String text, Found found) {
        forbidUserinfo(uri, found, "ws.userinfo", "RFC 6455 §3: a WebSocket URI has no userinfo");
        requireHost(uri, found, "ws.host", "RFC 6455 §3: a WebSocket URI has a host");
        checkPortRange(uri, found);
        if (uri.fragment().isPresent()) {
            found.add(ErrorKind.FORBIDDEN_COMPONENT, uri.start(Component.FRAGMENT) - 1, Component.FRAGMENT,
                    "ws.fragment", "RFC 6455 §3: a WebSocket URI has no fragment");
        }
    }
}
