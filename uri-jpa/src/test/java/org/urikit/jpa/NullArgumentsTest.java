package org.urikit.jpa;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.urikit.testing.NullArguments;

/**
 * The converters accept null as JPA does (a null attribute is a null column and back); every
 * other public entry point of {@code org.urikit.jpa} throws {@code NullPointerException("name")}.
 */
class NullArgumentsTest {
    @Test
    void convertersAcceptNullAndEverythingElseChecksIt() {
        List<Class<?>> types = NullArguments.publicClasses(Path.of("target/classes"), "org.urikit.jpa");
        Set<String> acceptingNull = new HashSet<>();
        for (Class<?> c : types) {
            acceptingNull.add(c.getSimpleName() + "#convertToDatabaseColumn");
            acceptingNull.add(c.getSimpleName() + "#convertToEntityAttribute");
        }
        NullArguments nulls = new NullArguments(Map.of(), acceptingNull);
        assertThat(nulls.violations(types)).isEmpty();
        assertThat(nulls.entryPoints()).isGreaterThanOrEqualTo(2 * types.size() - 2);
    }
}
