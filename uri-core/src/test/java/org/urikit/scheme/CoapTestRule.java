package org.urikit.scheme;

import java.util.List;
import java.util.OptionalInt;

import org.urikit.Component;
import org.urikit.ErrorKind;
import org.urikit.Uri;

/** A user-defined rule, registered as a ServiceLoader provider in the test resources. */
public final class CoapTestRule implements SchemeRule {
    /** Public no-argument constructor, as ServiceLoader requires. */
    public CoapTestRule() {
    }

    @Override
    public String name() {
        return "coap";
    }

    @Override
    public OptionalInt defaultPort() {
        return OptionalInt.of(5683);
    }

    @Override
    public List<Violation> check(Uri uri) {
        return uri.host().isPresent() ? List.of()
                : List.of(new Violation(ErrorKind.MISSING_COMPONENT, uri.scheme().length() + 1, Component.HOST,
                        "RFC 7252 §6.1: a coap URI has a host"));
    }
}
