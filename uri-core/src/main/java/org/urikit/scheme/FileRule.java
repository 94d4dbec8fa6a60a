package org.urikit.scheme;

import org.urikit.Component;
import org.urikit.ErrorKind;
import org.urikit.Uri;

/**
 * {@code file} (RFC 8089 §2):
 * <pre>
 * file-URI       = file-scheme ":" file-hier-part
 * file-hier-part = ( "//" auth-path ) / local-path
 * auth-path      = [ file-auth ] path-absolute
 * local-path     = path-absolute
 * file-auth      = "localhost" / host
 * </pre>
 * No userinfo, no port, no query, and a {@code path-absolute}: it starts with {@code "/"} but not
 * with {@code "//"} (the UNC forms of Appendix E.3 are not standard).
 */
final class FileRule extends BuiltInRule {
    FileRule() {
        super("file", -1, false);
    }

    @Override
    void check(Uri uri, String text, Found found) {
        forbidUserinfo(uri, found, "file.userinfo", "RFC 8089 §2: a file URI has no userinfo");
        if (uri.port().isPresent()) {
            found.add(ErrorKind.FORBIDDEN_COMPONENT, uri.start(Component.PORT) - 1, Component.PORT,
                    "file.port", "RFC 8089 §2: a file URI has no port");
        }
        int start = uri.start(Component.PATH);
        int end = uri.end(Component.PATH);
        if (start == end) {
            found.add(ErrorKind.MISSING_COMPONENT, start, Component.PATH, "file.path",
                    "RFC 8089 §2: a file URI has an absolute path (path-absolute)");
        } else if (text.charAt(start) != '/') {
            found.add(ErrorKind.UNEXPECTED_CHARACTER, start, Component.PATH, "file.path",
                    "RFC 8089 §2: a file URI has an absolute path (path-absolute)");
        } else if (end - start > 1 && text.charAt(start + 1) == '/') {
            found.add(ErrorKind.UNEXPECTED_CHARACTER, start + 1, Component.PATH, "file.pathSlashes",
                    "RFC 8089 §2: a file URI path does not start with \"//\" (path-absolute; UNC forms are Appendix E.3)");
        }
        forbidQuery(uri, found, "file.query", "RFC 8089 §2: a file URI has no query");
    }
}
