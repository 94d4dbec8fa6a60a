package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.urikit.testing.NullArguments;

/**
 * Every public constructor and method of the exported packages {@code org.urikit},
 * {@code org.urikit.scheme} and {@code org.urikit.net} throws {@code NullPointerException("name")} for a null argument.
 */
class NullArgumentsTest {
    @Test
    void everyEntryPointChecksItsArguments() {
        Path classes = Path.of("target/classes");
        List<Class<?>> types = new ArrayList<>(NullArguments.publicClasses(classes, "org.urikit"));
        types.addAll(NullArguments.publicClasses(classes, "org.urikit.scheme"));
        types.addAll(NullArguments.publicClasses(classes, "org.urikit.net"));
        NullArguments nulls = new NullArguments(Map.of(),
                // null: the system class loader; a violation without a message key
                Set.of("SchemeRegistry#load", "Violation#new#4"));
        List<String> violations = nulls.violations(types);
        assertThat(violations).isEmpty();
        assertThat(nulls.entryPoints()).isGreaterThanOrEqualTo(100); // 100 on 2026-11-24: the scan found the API
    }
}
