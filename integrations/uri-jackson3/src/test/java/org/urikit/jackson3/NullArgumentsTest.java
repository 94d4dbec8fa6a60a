package org.urikit.jackson3;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.urikit.testing.NullArguments;

/** Every public entry point of the exported packages throws {@code NullPointerException("name")} for a null argument. */
class NullArgumentsTest {
    @Test
    void everyEntryPointChecksItsArguments() {
        Path classes = Path.of("target/classes");
        List<Class<?>> types = new ArrayList<>();
        for (String p : List.of("org.urikit.jackson3", "org.urikit.jackson3.ser", "org.urikit.jackson3.deser")) {
            types.addAll(NullArguments.publicClasses(classes, p));
        }
        NullArguments nulls = new NullArguments(Map.of(UriModule.Builder.class, UriModule.builder()), Set.of());
        assertThat(nulls.violations(types)).isEmpty();
    }
}
