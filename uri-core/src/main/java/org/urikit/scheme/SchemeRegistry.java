package org.urikit.scheme;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.TreeMap;

import org.jspecify.annotations.Nullable;
import org.urikit.Rfc3986Rule;
import org.urikit.Uri;

/**
 * An immutable set of {@linkplain SchemeRule scheme rules}, looked up by scheme name, ignoring
 * ASCII case.
 *
 * <pre>{@code
 * SchemeRegistry registry = SchemeRegistry.standard().with(new CoapRule());
 * registry.find("HTTP").orElseThrow().defaultPort();   // OptionalInt[80]
 * registry.find("coap").isPresent();                   // true
 * List<Violation> v = registry.check(Uri.parse("http:/no-host"));
 * // [MISSING_COMPONENT in authority at index 5: RFC 9110 §4.2.1: an http or https URI has an authority ...]
 * }</pre>
 *
 * <p>Built-in rules ({@link #builtIn()}), each a class of its own that checks its scheme's grammar
 * in one pass (docs/SCHEMES.md lists what each checks, with examples):
 * <table>
 *   <caption>Built-in scheme rules</caption>
 *   <tr><th>scheme</th><th>default port</th><th>empty path is "/"</th><th>checks</th></tr>
 *   <tr><td>http, https</td><td>80, 443</td><td>yes</td><td>RFC 9110 §4.2: authority with a non-empty
 *       host; userinfo is deprecated (reported as {@code DEPRECATED_COMPONENT}); port at most 65535</td></tr>
 *   <tr><td>ws, wss</td><td>80, 443</td><td>yes</td><td>RFC 6455 §3: host required; no userinfo; no
 *       fragment; port at most 65535</td></tr>
 *   <tr><td>mailto</td><td>none</td><td>no</td><td>RFC 6068 §2: no authority; each address an RFC 5322
 *       {@code addr-spec} (dot-atom-text or quoted-string {@code "@"} dot-atom-text or domain literal,
 *       read with its percent-encoding); header fields {@code hfname=hfvalue} of {@code qchar}s</td></tr>
 *   <tr><td>file</td><td>none</td><td>no</td><td>RFC 8089 §2: {@code path-absolute}; no userinfo, port
 *       or query</td></tr>
 *   <tr><td>urn</td><td>none</td><td>no</td><td>RFC 8141 §2: {@code NID ":" NSS}, NID of 2 to 32 letters,
 *       digits and inner hyphens; no authority; query only as {@code ?+} r- and {@code ?=} q-components</td></tr>
 *   <tr><td>data</td><td>none</td><td>no</td><td>RFC 2397 §3: no authority;
 *       {@code [type/subtype] *(;attribute=value) [;base64] ,data}, tokens as RFC 2045 says; base64
 *       data in the base64 alphabet</td></tr>
 *   <tr><td>tel</td><td>none</td><td>no</td><td>RFC 3966 §3: global ({@code +} digits) or local number
 *       with visual separators; {@code ext}, {@code isub}, {@code phone-context} (required for a local
 *       number) and other parameters, in the order §3 gives; no authority or query</td></tr>
 *   <tr><td>ftp, gopher, nntp, telnet, wais, prospero</td><td>21, 70, 119, 23, 210, 1525</td><td>no</td>
 *       <td>RFC 1738 §3: host required; port at most 65535; ftp {@code ;type=a|i|d}, telnet path
 *       {@code "/"} at most, nntp {@code /group[/number]}</td></tr>
 *   <tr><td>news</td><td>none</td><td>no</td><td>RFC 1738 §3.6: no authority; {@code *}, a newsgroup
 *       name or an article {@code message-id@host}</td></tr>
 * </table>
 *
 * <p>Instances are immutable and thread-safe; {@link #with(SchemeRule)} returns a new registry.
 * There is no global mutable state: {@link #standard()} returns a value computed once, on first use.
 *
 * @since 0.1
 */
public final class SchemeRegistry {
    private static final SchemeRegistry EMPTY = new SchemeRegistry(new TreeMap<>());

    /** Lower-case name to rule; never modified after construction. */
    private final Map<String, SchemeRule> rules;
    /**
     * The lookup table: an open-addressing hash table of the keys of {@link #rules} (lower-case
     * ASCII) and, at the same index, their rules; its length is a power of two, at least twice the
     * number of rules, so a free slot ends every probe.
     */
    private final String[] names;
    private final SchemeRule[] byName;

    private SchemeRegistry(TreeMap<String, SchemeRule> rules) {
        this.rules = Collections.unmodifiableMap(rules);
        int capacity = 4;
        while (capacity < 2 * rules.size()) {
            capacity <<= 1;
        }
        names = new String[capacity];
        byName = new SchemeRule[capacity];
        for (Map.Entry<String, SchemeRule> e : rules.entrySet()) {
            int i = slot(e.getKey().hashCode(), capacity);
            while (names[i] != null) {
                i = (i + 1) & (capacity - 1);
            }
            names[i] = e.getKey();
            byName[i] = e.getValue();
        }
    }

    private static int slot(int hash, int capacity) {
        return (hash ^ (hash >>> 16)) & (capacity - 1);
    }

    /**
     * The rule whose name equals the first {@code length} characters of {@code text}, ignoring ASCII
     * case, or null. Allocates nothing: the hash is {@link String#hashCode()} of the lower-cased
     * characters, computed in place (the keys are lower-case ASCII scheme names, so for ASCII text
     * this is {@code rules.get(text.substring(0, length).toLowerCase(Locale.ROOT))}).
     */
    private @Nullable SchemeRule lookup(String text, int length) {
        int h = 0;
        for (int i = 0; i < length; i++) {
            char c = text.charAt(i);
            h = 31 * h + (c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c);
        }
        int mask = names.length - 1;
        for (int i = slot(h, names.length); names[i] != null; i = (i + 1) & mask) {
            String name = names[i];
            if (name.length() == length && startsWithIgnoreAsciiCase(text, name)) {
                return byName[i];
            }
        }
        return null;
    }

    /** Whether {@code text} starts with {@code lower} (lower-case ASCII), ignoring the ASCII case of {@code text}. */
    private static boolean startsWithIgnoreAsciiCase(String text, String lower) {
        for (int i = 0; i < lower.length(); i++) {
            char c = text.charAt(i);
            if (c >= 'A' && c <= 'Z') {
                c = (char) (c + ('a' - 'A'));
            }
            if (c != lower.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    private static boolean isAscii(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) >= 128) {
                return false;
            }
        }
        return true;
    }

    /** The standard registry, computed once (class-initialization holder idiom). */
    private static final class Standard {
        static final SchemeRegistry INSTANCE = load(SchemeRegistry.class.getClassLoader());
    }

    /** The built-in registry. */
    private static final class BuiltIns {
        static final SchemeRegistry INSTANCE = create();

        private static SchemeRegistry create() {
            SchemeRegistry r = EMPTY;
            for (SchemeRule rule : BuiltInRule.all()) {
                r = r.with(rule);
            }
            return r;
        }
    }

    /**
     * A registry without rules.
     *
     * @return the empty registry
     */
    public static SchemeRegistry empty() {
        return EMPTY;
    }

    /**
     * The built-in rules only (see the table above), without {@code ServiceLoader} providers.
     *
     * @return the built-in registry
     */
    public static SchemeRegistry builtIn() {
        return BuiltIns.INSTANCE;
    }

    /**
     * The built-in rules plus every {@link SchemeRule} provider that {@link ServiceLoader} finds
     * (on the module path through {@code provides}, on the class path through
     * {@code META-INF/services/org.urikit.scheme.SchemeRule}). A provider replaces a built-in rule
     * of the same name. Providers are discovered once, on the first call.
     *
     * @return the standard registry
     * @throws java.util.ServiceConfigurationError if a provider cannot be loaded or instantiated
     */
    public static SchemeRegistry standard() {
        return Standard.INSTANCE;
    }

    /**
     * The built-in rules plus the {@link SchemeRule} providers visible to a class loader.
     *
     * @param loader the class loader to search, as for {@link ServiceLoader#load(Class, ClassLoader)}:
     *     null stands for the system class loader
     * @return a new registry
     * @throws java.util.ServiceConfigurationError if a provider cannot be loaded or instantiated
     */
    public static SchemeRegistry load(ClassLoader loader) {
        SchemeRegistry r = builtIn();
        for (SchemeRule rule : ServiceLoader.load(SchemeRule.class, loader)) {
            r = r.with(rule);
        }
        return r;
    }

    /**
     * This registry with one more rule; the rule replaces any rule of the same name (ignoring case).
     *
     * @param rule the rule
     * @return a new registry
     * @throws NullPointerException if {@code rule} or its name is null
     * @throws IllegalArgumentException if the rule's name is not an RFC 3986 {@code scheme}
     */
    public SchemeRegistry with(SchemeRule rule) {
        Objects.requireNonNull(rule, "rule");
        String name = Objects.requireNonNull(rule.name(), "rule.name()");
        if (!Rfc3986Rule.SCHEME.matches(name)) {
            throw new IllegalArgumentException("not a scheme name: \"" + name + "\"");
        }
        TreeMap<String, SchemeRule> copy = new TreeMap<>(rules);
        copy.put(name.toLowerCase(Locale.ROOT), rule);
        return new SchemeRegistry(copy);
    }

    /**
     * The rule for a scheme, ignoring ASCII case.
     *
     * @param scheme a scheme name, for example {@code "HTTP"}
     * @return the rule, or empty if this registry has none for that scheme
     * @throws NullPointerException if {@code scheme} is null
     */
    public Optional<SchemeRule> find(String scheme) {
        Objects.requireNonNull(scheme, "scheme");
        // Non-ASCII text keeps the lower-casing lookup (no scheme name is non-ASCII; this keeps the
        // answer for any string what it was)
        return Optional.ofNullable(isAscii(scheme) ? lookup(scheme, scheme.length())
                : rules.get(scheme.toLowerCase(Locale.ROOT)));
    }

    /**
     * The rules, in the order of their (lower-case) names.
     *
     * @return an unmodifiable list
     */
    public List<SchemeRule> rules() {
        return List.copyOf(rules.values());
    }

    /**
     * Checks a URI against the rule of its scheme.
     *
     * @param uri a URI
     * @return the violations; empty if there are none or if this registry has no rule for the scheme
     * @throws NullPointerException if {@code uri} is null
     */
    public List<Violation> check(Uri uri) {
        Objects.requireNonNull(uri, "uri");
        // The scheme is ASCII by grammar and ends at the first ':'; no substring is cut
        String text = uri.toString();
        SchemeRule rule = lookup(text, text.indexOf(':'));
        if (rule == null) {
            return List.of();
        }
        List<Violation> violations = rule.check(uri);
        if (rule instanceof BuiltInRule) {
            return violations; // already an unmodifiable copy of its own
        }
        return violations.isEmpty() ? List.of() : List.copyOf(new ArrayList<>(violations));
    }

    /**
     * The names of the rules, for example {@code SchemeRegistry[data, file, ftp, ...]}.
     *
     * @return a description
     */
    @Override
    public String toString() {
        return "SchemeRegistry" + rules.keySet();
    }
}
