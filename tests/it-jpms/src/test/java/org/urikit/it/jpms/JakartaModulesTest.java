package org.urikit.it.jpms;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbBuilder;
import jakarta.json.bind.JsonbConfig;
import java.lang.annotation.Annotation;

import org.junit.jupiter.api.Test;
import org.urikit.Uri;
import org.urikit.it.jpms.jsonb.Hook;
import org.urikit.jaxrs.UriJsonbResolver;
import org.urikit.jaxrs.UriParamConverterProvider;
import org.urikit.jsonb.UriJsonb;

/**
 * uri-jsonb and uri-jaxrs as named modules: JSON-B (Yasson, a named module, found by the JSON-B
 * API through its {@code provides}) reads and writes through uri-jsonb's serializers, and
 * uri-jaxrs, whose JSON-B parts are {@code requires static}, makes its {@code Jsonb} when they are
 * present.
 */
class JakartaModulesTest {
    private static final String JSON = "{\"callback\":\"HTTP://Example.COM/%7e\",\"page\":\"http://p.example/\"}";

    @Test
    void theJakartaModulesAreNamedModules() {
        assertThat(UriJsonb.class.getModule().getName()).isEqualTo("org.urikit.jsonb");
        assertThat(UriParamConverterProvider.class.getModule().getName()).isEqualTo("org.urikit.jaxrs");
        assertThat(Jsonb.class.getModule().getName()).isEqualTo("jakarta.json.bind");
    }

    @Test
    void jsonbRoundTripsUrikitValuesOnTheModulePath() throws Exception {
        try (Jsonb jsonb = JsonbBuilder.create(UriJsonb.configure(new JsonbConfig()))) {
            assertThat(jsonb.getClass().getModule().getName()).isEqualTo("org.eclipse.yasson");
            Hook hook = jsonb.fromJson(JSON, Hook.class);
            assertThat(hook.callback).isEqualTo(Uri.parse("HTTP://Example.COM/%7e"));
            assertThat(jsonb.toJson(hook)).isEqualTo(JSON);
        }
    }

    @Test
    void jaxrsConvertsParametersAndMakesItsJsonbOnTheModulePath() {
        assertThat(new UriParamConverterProvider().getConverter(Uri.class, Uri.class, new Annotation[0]).fromString("http://a/"))
                .isEqualTo(Uri.parse("http://a/"));
        Jsonb jsonb = new UriJsonbResolver().getContext(Hook.class);
        assertThat(jsonb.toJson(jsonb.fromJson(JSON, Hook.class))).isEqualTo(JSON);
    }
}
