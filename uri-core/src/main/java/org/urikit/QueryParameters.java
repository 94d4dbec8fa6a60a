package org.urikit;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

import org.urikit.internal.Percent;

/**
 * A read-only view of a query as {@code name=value} pairs separated by {@code '&'}, decoded, in
 * order, duplicates kept.
 *
 * <p>This is a convention on top of RFC 3986, which gives the query no inner structure (§3.4); it
 * is the one HTML forms and most servers use. Rules: the raw query is split at every {@code '&'};
 * empty pieces are skipped ({@code "a&&b"} has two parameters); each piece is split at its first
 * {@code '='} into name and value; a piece without {@code '='} has the value {@code ""} (so
 * {@code "a"} and {@code "a="} read the same); names and values are then percent-decoded and
 * "UTF-8 decoded without BOM" as the WHATWG URL Standard's urlencoded parser (§5.1) does it: the
 * Encoding Standard's UTF-8 decoder replaces each maximal subpart of an ill-formed sequence by one
 * U+FFFD ({@code %ED%A0%80}, an encoded surrogate, is three U+FFFD; {@code %E2%82} at the end is
 * one), and an unpaired surrogate in the query becomes U+FFFD ({@link PercentCodec#decodeForm}).
 * {@code '+'} stays {@code '+'} unless form decoding is asked for ({@link #parseForm}), where it
 * is a space.
 *
 * <pre>{@code
 * QueryParameters p = Uri.parse("http://h/?a=1&b=x+y&a=%C3%BC&flag").queryParameters();
 * p.first("a");       // Optional[1]
 * p.all("a");         // [1, ü]
 * p.first("b");       // Optional[x+y]
 * p.first("flag");    // Optional[]  (present, empty value)
 * p.names();          // [a, b, flag]
 * QueryParameters.parseForm("b=x+y").first("b");   // Optional[x y]
 * }</pre>
 *
 * <p>Immutable and thread-safe; equality compares the parameter lists.
 *
 * @since 0.1
 */
public final class QueryParameters implements Iterable<QueryParameters.Parameter> {
    private static final QueryParameters EMPTY = new QueryParameters(List.of());

    /**
     * One decoded parameter.
     *
     * @param name the decoded name (possibly empty, as in {@code "=x"})
     * @param value the decoded value; {@code ""} when the piece has no {@code '='}
     * @since 0.1
     */
    public record Parameter(String name, String value) {
        /**
         * Checks the fields.
         *
         * @param name the decoded name
         * @param value the decoded value
         * @throws NullPointerException if an argument is null
         */
        public Parameter {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(value, "value");
        }
    }

    private final List<Parameter> parameters;

    private QueryParameters(List<Parameter> parameters) {
        this.parameters = parameters;
    }

    /**
     * The parameters of a reference's query; none when it has no query.
     *
     * @param ref a reference
     * @return the parameters, {@code '+'} kept as it is
     * @throws NullPointerException if {@code ref} is null
     */
    public static QueryParameters of(UriReference ref) {
        Objects.requireNonNull(ref, "ref");
        return parse(ref.query().orElse(""));
    }

    /**
     * Reads a raw (still encoded) query; {@code '+'} stays {@code '+'}.
     *
     * @param rawQuery the query without {@code '?'}
     * @return the parameters
     * @throws NullPointerException if {@code rawQuery} is null
     */
    public static QueryParameters parse(String rawQuery) {
        return parse(rawQuery, false);
    }

    /**
     * Reads a raw query as HTML form data ({@code application/x-www-form-urlencoded}):
     * {@code '+'} is a space.
     *
     * @param rawQuery the query without {@code '?'}
     * @return the parameters
     * @throws NullPointerException if {@code rawQuery} is null
     */
    public static QueryParameters parseForm(String rawQuery) {
        return parse(rawQuery, true);
    }

    private static QueryParameters parse(String q, boolean form) {
        Objects.requireNonNull(q, "rawQuery");
        List<Parameter> out = new ArrayList<>();
        int start = 0;
        int len = q.length();
        while (start <= len) {
            int amp = q.indexOf('&', start);
            int end = amp < 0 ? len : amp;
            if (end > start) {
                int eq = start;
                while (eq < end && q.charAt(eq) != '=') {
                    eq++;
                }
                out.add(new Parameter(decode(q.substring(start, eq), form),
                        eq < end ? decode(q.substring(eq + 1, end), form) : ""));
            }
            start = end + 1;
        }
        return out.isEmpty() ? EMPTY : new QueryParameters(Collections.unmodifiableList(out));
    }

    private static String decode(String s, boolean form) {
        return form ? PercentCodec.decodeForm(s) : Percent.decodeWhatwg(s, 0, s.length());
    }

    /**
     * All parameters, in query order.
     *
     * @return an unmodifiable list
     */
    public List<Parameter> all() {
        return parameters;
    }

    /**
     * The values of every parameter with this name, in order.
     *
     * @param name a decoded name
     * @return an unmodifiable list, empty if there is none
     * @throws NullPointerException if {@code name} is null
     */
    public List<String> all(String name) {
        Objects.requireNonNull(name, "name");
        List<String> out = new ArrayList<>();
        for (Parameter p : parameters) {
            if (p.name().equals(name)) {
                out.add(p.value());
            }
        }
        return Collections.unmodifiableList(out);
    }

    /**
     * The value of the first parameter with this name.
     *
     * @param name a decoded name
     * @return the value, or empty if no parameter has that name
     * @throws NullPointerException if {@code name} is null
     */
    public Optional<String> first(String name) {
        Objects.requireNonNull(name, "name");
        for (Parameter p : parameters) {
            if (p.name().equals(name)) {
                return Optional.of(p.value());
            }
        }
        return Optional.empty();
    }

    /**
     * Whether some parameter has this name.
     *
     * @param name a decoded name
     * @return true if present
     * @throws NullPointerException if {@code name} is null
     */
    public boolean contains(String name) {
        return first(name).isPresent();
    }

    /**
     * The distinct names, in order of first appearance.
     *
     * @return an unmodifiable set
     */
    public Set<String> names() {
        Set<String> out = new LinkedHashSet<>();
        for (Parameter p : parameters) {
            out.add(p.name());
        }
        return Collections.unmodifiableSet(out);
    }

    /**
     * The number of parameters, duplicates counted.
     *
     * @return the size
     */
    public int size() {
        return parameters.size();
    }

    /**
     * Whether there are no parameters.
     *
     * @return true if empty
     */
    public boolean isEmpty() {
        return parameters.isEmpty();
    }

    /**
     * The parameters in order.
     *
     * @return an iterator that does not support removal
     */
    @Override
    public Iterator<Parameter> iterator() {
        return parameters.iterator();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof QueryParameters other && other.parameters.equals(parameters);
    }

    @Override
    public int hashCode() {
        return parameters.hashCode();
    }

    /**
     * The decoded pairs, for example {@code [a=1, b=x y]}.
     *
     * @return a description
     */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("[");
        for (Parameter p : parameters) {
            if (sb.length() > 1) {
                sb.append(", ");
            }
            sb.append(p.name()).append('=').append(p.value());
        }
        return sb.append(']').toString();
    }
}
