package org.urikit.jsonb;

import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbConfig;
import jakarta.json.bind.spi.JsonbProvider;

/** The JSON-B implementations the tests run on, both on the test class path. */
enum Implementation {
    YASSON("org.eclipse.yasson.JsonBindingProvider"),
    JOHNZON("org.apache.johnzon.jsonb.JohnzonProvider");

    private final String provider;

    Implementation(String provider) {
        this.provider = provider;
    }

    Jsonb jsonb(JsonbConfig config) {
        return JsonbProvider.provider(provider).create().withConfig(config).build();
    }

    Jsonb jsonb() {
        return jsonb(UriJsonb.configure(new JsonbConfig()));
    }
}
