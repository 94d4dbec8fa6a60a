package org.urikit.it.jpms.scheme;

import java.util.List;
import java.util.OptionalInt;

import org.urikit.Uri;
import org.urikit.scheme.SchemeRule;
import org.urikit.scheme.Violation;

/**
 * A {@link SchemeRule} provider declared only by {@code provides} in this test module's descriptor
 * (there is no {@code META-INF/services} file), so only module-path discovery can find it.
 */
public final class JpmsTestRule implements SchemeRule {
    /** The scheme name. */
    public static final String NAME = "x-jpms-test";

    /** Instantiated by {@link java.util.ServiceLoader}. */
    public JpmsTestRule() {
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public OptionalInt defaultPort() {
        return OptionalInt.of(4711);
    }

    @Override
    public List<Violation> check(Uri uri) {
        return List.of();
    }
}
