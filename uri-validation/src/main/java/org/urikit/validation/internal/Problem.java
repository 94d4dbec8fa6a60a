package org.urikit.validation.internal;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One broken rule: the message key (without the common prefix) and the message parameters.
 *
 * @param key the key suffix, for example {@code "scheme"}; the full key is {@link #PREFIX} + key
 * @param parameters the parameter values by name, in a stable order
 */
record Problem(String key, Map<String, String> parameters) {
    /** The prefix shared by every message key. */
    static final String PREFIX = "org.urikit.validation.ValidUri.";

    Problem {
        parameters = Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
    }

    /** A problem with parameters given as name, value, name, value, ... */
    static Problem of(String key, String... nameValues) {
        Map<String, String> p = new LinkedHashMap<>();
        for (int i = 0; i + 1 < nameValues.length; i += 2) {
            p.put(nameValues[i], nameValues[i + 1]);
        }
        return new Problem(key, p);
    }

    /** The full message key. */
    String fullKey() {
        return PREFIX + key;
    }
}
