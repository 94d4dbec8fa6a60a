package org.urikit.validation.internal;

import java.util.Arrays;

import org.jspecify.annotations.Nullable;

/**
 * One broken rule: the message key (without the common prefix) and the message parameters, kept
 * as the name, value, name, value ... array they are given in (a problem is made on every
 * rejected value, so it is kept to one small copy; see docs/BENCHMARKS.md). Immutable.
 */
final class Problem {
    /** The prefix shared by every message key. */
    static final String PREFIX = "org.urikit.validation.ValidUri.";

    private final String key;
    private final @Nullable String template;
    private final String[] nameValues;

    private Problem(String key, @Nullable String template, String[] nameValues) {
        this.key = key;
        this.template = template;
        this.nameValues = nameValues;
    }

    /**
     * A problem with parameters given as name, value, name, value, ... (an odd last name is
     * ignored), whose message is the text of its key.
     */
    static Problem of(String key, String... nameValues) {
        return new Problem(key, null, Arrays.copyOf(nameValues, nameValues.length & ~1));
    }

    /**
     * A problem whose message template is made of the texts of several keys, each written
     * {@code {org.urikit.validation.ValidUri.KEY}}, with parameters between or inside them: a
     * component name, for example, is the text of its own key, so that it is translated in the
     * message's language wherever it stands.
     */
    static Problem composed(String key, String template, String... nameValues) {
        return new Problem(key, template, Arrays.copyOf(nameValues, nameValues.length & ~1));
    }

    /** The message template: the full key in braces, or the composed template. */
    String template() {
        return template != null ? template : "{" + PREFIX + key + "}";
    }

    /** The key suffix, for example {@code "scheme"}; the full key is {@link #PREFIX} + key. */
    String key() {
        return key;
    }

    /** The full message key. */
    String fullKey() {
        return PREFIX + key;
    }

    /** The number of parameters. */
    int parameterCount() {
        return nameValues.length / 2;
    }

    /** The name of parameter {@code i}, in the order given. */
    String name(int i) {
        return nameValues[2 * i];
    }

    /** The value of parameter {@code i}. */
    String value(int i) {
        return nameValues[2 * i + 1];
    }

    /** The value of the parameter with this name, or null. */
    @Nullable String parameter(String name) {
        for (int i = 0; i < nameValues.length; i += 2) {
            if (nameValues[i].equals(name)) {
                return nameValues[i + 1];
            }
        }
        return null;
    }

    @Override
    public String toString() {
        return "Problem[" + key + ", " + template() + ", " + Arrays.toString(nameValues) + "]";
    }
}
