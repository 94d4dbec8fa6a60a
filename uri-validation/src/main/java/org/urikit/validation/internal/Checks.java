package org.urikit.validation.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.urikit.validation.ValidUri;

/**
 * The validators' checks and messages for {@code org.urikit.validation.ValidUriCheck}: the rules
 * of an annotation, and the texts of a value's broken rules in a locale.
 *
 * <p>Not API: public only for {@code org.urikit.validation.ValidUriCheck}.
 */
public final class Checks {
    private final UriRules rules;

    private Checks(UriRules rules) {
        this.rules = rules;
    }

    /**
     * The checks of the annotation.
     *
     * @param annotation the constraint
     * @return its checks
     * @throws IllegalArgumentException if an attribute is invalid
     */
    public static Checks of(ValidUri annotation) {
        return new Checks(UriRules.of(annotation));
    }

    /**
     * Whether the annotation sets its own message.
     *
     * @return true if {@code message} is not the default
     */
    public boolean customMessage() {
        return rules.customMessage;
    }

    /**
     * The messages of the broken rules, filled in for the locale; empty if the text is valid.
     *
     * @param text the text
     * @param locale the locale
     * @return the messages
     */
    public List<String> messages(String text, Locale locale) {
        List<Problem> problems = rules.check(text);
        if (problems.isEmpty()) {
            return List.of();
        }
        if (rules.customMessage) {
            return List.of(unescape(ValidUriMessages.fill(rules.message, problems.get(0))));
        }
        List<String> out = new ArrayList<>(problems.size());
        for (Problem p : problems) {
            out.add(unescape(ValidUriMessages.filledIn(p, locale)));
        }
        return List.copyOf(out);
    }

    /** Removes the escapes that the filled-in text carries for a provider's interpolator. */
    private static String unescape(String escaped) {
        StringBuilder out = new StringBuilder(escaped.length());
        for (int i = 0; i < escaped.length(); i++) {
            char c = escaped.charAt(i);
            if (c == '\\' && i + 1 < escaped.length()) {
                c = escaped.charAt(++i);
            }
            out.append(c);
        }
        return out.toString();
    }
}
