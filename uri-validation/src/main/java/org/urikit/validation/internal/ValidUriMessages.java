package org.urikit.validation.internal;

import java.io.IOException;
import java.io.InputStream;
import java.lang.annotation.Annotation;
import java.net.URL;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.PropertyResourceBundle;
import java.util.ResourceBundle;
import java.util.WeakHashMap;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.validation.ConstraintValidatorContext;

import org.jspecify.annotations.Nullable;
import org.urikit.validation.ValidUri;

/**
 * Turns {@link Problem}s into constraint violations, on every provider.
 *
 * <p>Each violation's template is the problem's template: its key,
 * {@code {org.urikit.validation.ValidUri.KEY}}, or several keys (a syntax error names its component
 * by the component's key, so that the component is translated too), and its values
 * ({@code {scheme}}, {@code {index}}, ...) are message parameters: on Hibernate Validator they are
 * added by {@link HibernateValidatorParameters}, the one place that knows Hibernate Validator, and
 * Hibernate Validator interpolates the template in the locale asked for. A provider
 * without message parameters gets a template with the values already filled in: the text is looked
 * up the way the specification orders bundles (the user's {@code ValidationMessages}, then urikit's
 * {@code ContributorValidationMessages}) for the JVM's default locale, and every value is escaped so
 * that the provider reads it literally; {@code ValidUriMessageInterpolator} puts it into another
 * locale asked for ({@link #inLocale}).
 *
 * <p>Not API: public only for {@code org.urikit.validation.ValidUriMessageInterpolator}.
 */
public final class ValidUriMessages {
    /** The default of {@code ValidUri#message()}. */
    static final String DEFAULT_TEMPLATE = "{" + Problem.PREFIX + "message}";

    /** Properties files loaded through urikit's own class loader, by resource name. */
    private static final Map<String, List<ResourceBundle>> FILES = new ConcurrentHashMap<>();
    /** Properties files loaded through other (context) class loaders; guarded by itself. */
    private static final Map<ClassLoader, Map<String, List<ResourceBundle>>> OTHER_LOADERS = new WeakHashMap<>();

    private ValidUriMessages() {
    }

    /**
     * Reports the problems; returns whether the value is valid (no problems).
     */
    static boolean report(List<Problem> problems, UriRules rules, ConstraintValidatorContext context) {
        if (problems.isEmpty()) {
            return true;
        }
        if (rules.customMessage) {
            // The user's message stands, as one violation, with the first problem's parameters.
            if (!HibernateValidatorParameters.add(context, problems.get(0))) {
                context.disableDefaultConstraintViolation();
                context.buildConstraintViolationWithTemplate(fill(rules.message, problems.get(0)))
                        .addConstraintViolation();
            }
            return false;
        }
        context.disableDefaultConstraintViolation();
        for (Problem p : problems) {
            String template = p.template();
            if (!HibernateValidatorParameters.add(context, p)) {
                template = filledIn(p, Locale.getDefault());
            }
            context.buildConstraintViolationWithTemplate(template).addConstraintViolation();
        }
        return false;
    }

    /**
     * The problem's text for the locale: each key of its template replaced by its text (in turn
     * filled in), each parameter by its escaped value. A key no bundle has is left for the
     * provider, as it would be in a template.
     */
    static String filledIn(Problem p, Locale locale) {
        StringBuilder out = new StringBuilder(96);
        fill(p.template(), p, locale, 0, out);
        return out.toString();
    }

    /**
     * The template with each {@code {name}} of a known parameter replaced by its escaped value;
     * everything else (bundle keys, annotation attributes, escapes) left for the provider.
     */
    static String fill(String text, Problem parameters) {
        StringBuilder out = new StringBuilder(text.length() + 32);
        fill(text, parameters, null, 0, out);
        return out.toString();
    }

    /** How deep urikit keys within texts are followed (a user's bundle could make a cycle). */
    private static final int MAX_DEPTH = 4;

    /**
     * Appends the text with its known parameters filled in and, given a locale, its urikit keys
     * ({@code {org.urikit.validation.ValidUri.KEY}}) replaced by their filled-in texts.
     */
    private static void fill(String text, Problem parameters, @Nullable Locale locale, int depth, StringBuilder out) {
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '\\' && i + 1 < text.length()) {
                out.append(c).append(text.charAt(i + 1));
                i += 2;
                continue;
            }
            if (c == '{') {
                int close = text.indexOf('}', i);
                if (close > i) {
                    String name = text.substring(i + 1, close);
                    String value = parameters.parameter(name);
                    if (value != null) {
                        escape(value, out);
                        i = close + 1;
                        continue;
                    }
                    String keyText = locale != null && depth < MAX_DEPTH && name.startsWith(Problem.PREFIX)
                            ? lookup(name, locale) : null;
                    if (keyText != null) {
                        fill(keyText, parameters, locale, depth + 1, out);
                        i = close + 1;
                        continue;
                    }
                }
            }
            out.append(c);
            i++;
        }
    }

    /** Whether the value holds a character that message interpolation gives meaning to. */
    static boolean needsEscaping(String value) {
        for (int i = 0; i < value.length(); i++) {
            if (isSpecial(value.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    /** The characters message interpolation gives meaning to (Jakarta Validation §6.3.1.1). */
    private static boolean isSpecial(char c) {
        return c == '\\' || c == '{' || c == '}' || c == '$';
    }

    /** Escapes the characters that message interpolation gives meaning to (Jakarta Validation §6.3.1.1). */
    private static void escape(String value, StringBuilder out) {
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (isSpecial(c)) {
                out.append('\\');
            }
            out.append(c);
        }
    }

    /**
     * The text of a key in the locale: the user's ValidationMessages first, then
     * ContributorValidationMessages, each searched by {@link ResourceBundle}'s rule (see
     * {@link #chain}).
     */
    static @Nullable String lookup(String key, Locale locale) {
        ClassLoader user = Thread.currentThread().getContextClassLoader();
        ClassLoader own = ValidUriMessages.class.getClassLoader();
        ClassLoader first = user != null ? user : own;
        for (String base : new String[] {"ValidationMessages", "ContributorValidationMessages"}) {
            for (Locale candidate : chain(base, locale, first, own)) {
                for (ResourceBundle b : files(fileName(base, candidate), first, own)) {
                    if (b.containsKey(key)) {
                        return b.getString(key);
                    }
                }
            }
        }
        return null;
    }

    private static String fileName(String base, Locale candidate) {
        return candidate.toString().isEmpty() ? base + ".properties" : base + "_" + candidate + ".properties";
    }

    /**
     * The locales whose files are searched, as {@link ResourceBundle#getBundle(String, Locale)}
     * (and so Hibernate Validator) chooses them: the locale asked for, then its language; if no
     * file exists for those, the JVM default locale and its language instead; the root file last.
     * (English has its own files, so a validator asked for English on a German JVM speaks English;
     * one asked for {@link Locale#ROOT} gets the root file.)
     */
    private static List<Locale> chain(String base, Locale locale, ClassLoader first, ClassLoader second) {
        List<Locale> asked = candidates(locale);
        if (locale.equals(Locale.ROOT)) {
            return asked;
        }
        for (Locale candidate : asked) {
            if (!candidate.equals(Locale.ROOT) && !files(fileName(base, candidate), first, second).isEmpty()) {
                return asked;
            }
        }
        Locale fallback = Locale.getDefault();
        return fallback.equals(locale) ? asked : candidates(fallback);
    }

    /**
     * The message of one violation in another locale, for {@code ValidUriMessageInterpolator}: on
     * a provider without message parameters the validator filled the text in for the JVM default
     * locale, before the locale asked for was known. The problems of the validated value are
     * found again, the one whose text is the template is filled in for the locale.
     *
     * @param template the violation's template, as the validator built it
     * @param annotation the constraint annotation of the violation
     * @param value the validated value
     * @param locale the locale asked for
     * @return the text in that locale, or null if the template is not one urikit filled in
     */
    public static @Nullable String inLocale(String template, Annotation annotation, @Nullable Object value, Locale locale) {
        if (!(annotation instanceof ValidUri a) || value == null || template.startsWith("{" + Problem.PREFIX)) {
            // Hibernate Validator: a template of keys, which it interpolates in the locale itself
            return null;
        }
        UriRules rules;
        try {
            rules = value instanceof org.urikit.WhatwgUrl ? UriRules.ofWhatwgUrl(a) : UriRules.of(a);
        } catch (IllegalArgumentException e) {
            return null;
        }
        if (rules.customMessage) {
            return null;
        }
        Locale filled = Locale.getDefault();
        for (Problem p : rules.check(value.toString())) {
            if (filledIn(p, filled).equals(template)) {
                return filledIn(p, locale);
            }
        }
        return null;
    }

    private static List<Locale> candidates(Locale locale) {
        List<Locale> list = new ArrayList<>(4);
        if (!locale.getVariant().isEmpty()) {
            list.add(new Locale(locale.getLanguage(), locale.getCountry(), locale.getVariant()));
        }
        if (!locale.getCountry().isEmpty()) {
            list.add(new Locale(locale.getLanguage(), locale.getCountry()));
        }
        if (!locale.getLanguage().isEmpty()) {
            list.add(new Locale(locale.getLanguage()));
        }
        list.add(Locale.ROOT);
        return list;
    }

    /** Every properties file of that name visible to either loader (all jars, as providers merge them). */
    private static List<ResourceBundle> files(String name, ClassLoader first, ClassLoader second) {
        if (first == second) {
            return FILES.computeIfAbsent(name, k -> load(name, first, second));
        }
        // Weak keys: an application's class loader is not kept alive by this cache.
        Map<String, List<ResourceBundle>> byName;
        synchronized (OTHER_LOADERS) {
            byName = OTHER_LOADERS.computeIfAbsent(first, k -> new ConcurrentHashMap<>());
        }
        return byName.computeIfAbsent(name, k -> load(name, first, second));
    }

    private static List<ResourceBundle> load(String name, ClassLoader first, ClassLoader second) {
        {
            List<ResourceBundle> list = new ArrayList<>(1);
            List<String> seen = new ArrayList<>(1);
            for (ClassLoader loader : first == second ? new ClassLoader[] {first} : new ClassLoader[] {first, second}) {
                try {
                    Enumeration<URL> urls = loader.getResources(name);
                    while (urls.hasMoreElements()) {
                        URL url = urls.nextElement();
                        if (seen.contains(url.toString())) {
                            continue;
                        }
                        seen.add(url.toString());
                        try (InputStream in = url.openStream()) {
                            list.add(new PropertyResourceBundle(in));
                        }
                    }
                } catch (IOException | MissingResourceException | IllegalArgumentException e) {
                    // An unreadable file contributes nothing; the next one or the key itself is used.
                }
            }
            return List.copyOf(list);
        }
    }
}
