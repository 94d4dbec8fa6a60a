package org.urikit.spark;

import java.util.Objects;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.functions;

/**
 * urikit's Spark SQL functions as {@code Column}s, for DataFrame code in Java (and Scala). Each method calls the
 * SQL function of the same name ({@code functions.call_function}), so the session must have the extension on
 * ({@code spark.sql.extensions=org.urikit.spark.UrikitExtensions}); without it the query fails at analysis with
 * Spark's unresolved-routine error. Names, argument orders, results, NULL and ANSI behaviour are those of
 * {@link UrikitExtensions}.
 *
 * <pre>{@code
 * import static org.urikit.spark.UriFunctions.*;
 *
 * Dataset<Row> hosts = clicks.groupBy(urlHost(col("u")).as("host")).count();
 * Dataset<Row> parts = clicks.select(urlParse(col("u")).getField("pathname"));
 * Dataset<Row> bad = clicks.where(not(uriValid(col("u"), lit("whatwg"))))
 *         .select(col("u"), uriError(col("u"), lit("whatwg")).getField("reason"));
 * }</pre>
 *
 * @since 0.1
 */
public final class UriFunctions {
    private UriFunctions() {
    }

    /**
     * {@code uri_valid(s)}: true when {@code s} is an absolute RFC 3986 URI (rule {@code URI}).
     *
     * @param s the URL column
     * @return the column: BOOLEAN
     * @throws NullPointerException if an argument is null
     */
    public static Column uriValid(Column s) {
        Objects.requireNonNull(s, "s");
        return functions.call_function("uri_valid", s);
    }

    /**
     * {@code uri_valid(s, grammar)}: true when {@code s} is valid in the grammar ({@code 'rfc3986'}, {@code 'rfc3986-reference'}, {@code 'rfc3987'}, {@code 'rfc1808'}, {@code 'rfc1738'} or {@code 'whatwg'}).
     *
     * @param s the URL column
     * @param grammar the grammar name column
     * @return the column: BOOLEAN
     * @throws NullPointerException if an argument is null
     */
    public static Column uriValid(Column s, Column grammar) {
        Objects.requireNonNull(s, "s");
        Objects.requireNonNull(grammar, "grammar");
        return functions.call_function("uri_valid", s, grammar);
    }

    /**
     * {@code uri_error(s)}: why {@code s} is not an absolute RFC 3986 URI, NULL when it is one.
     *
     * @param s the URL column
     * @return the column: STRUCT&lt;index INT, component, rule, reason, message&gt;
     * @throws NullPointerException if an argument is null
     */
    public static Column uriError(Column s) {
        Objects.requireNonNull(s, "s");
        return functions.call_function("uri_error", s);
    }

    /**
     * {@code uri_error(s, grammar)}: why {@code s} is invalid in the grammar, NULL when it is valid.
     *
     * @param s the URL column
     * @param grammar the grammar name column
     * @return the column: STRUCT&lt;index INT, component, rule, reason, message&gt;
     * @throws NullPointerException if an argument is null
     */
    public static Column uriError(Column s, Column grammar) {
        Objects.requireNonNull(s, "s");
        Objects.requireNonNull(grammar, "grammar");
        return functions.call_function("uri_error", s, grammar);
    }

    /**
     * {@code uri_parse(s)}: the components of an RFC 3986 URI reference, as written.
     *
     * @param s the URL column
     * @return the column: STRUCT&lt;scheme, userinfo, host, port INT, path, query, fragment&gt;
     * @throws NullPointerException if an argument is null
     */
    public static Column uriParse(Column s) {
        Objects.requireNonNull(s, "s");
        return functions.call_function("uri_parse", s);
    }

    /**
     * {@code try_uri_parse(s)}: the components of an RFC 3986 URI reference, as written. NULL instead of an error, whatever {@code spark.sql.ansi.enabled}.
     *
     * @param s the URL column
     * @return the column: STRUCT&lt;scheme, userinfo, host, port INT, path, query, fragment&gt;
     * @throws NullPointerException if an argument is null
     */
    public static Column tryUriParse(Column s) {
        Objects.requireNonNull(s, "s");
        return functions.call_function("try_uri_parse", s);
    }

    /**
     * {@code url_parse(s)}: the WHATWG URL Standard's getters of {@code s}.
     *
     * @param s the URL column
     * @return the column: STRUCT&lt;href, protocol, username, password, hostname, port, pathname, search, hash&gt;
     * @throws NullPointerException if an argument is null
     */
    public static Column urlParse(Column s) {
        Objects.requireNonNull(s, "s");
        return functions.call_function("url_parse", s);
    }

    /**
     * {@code try_url_parse(s)}: the WHATWG URL Standard's getters of {@code s}. NULL instead of an error, whatever {@code spark.sql.ansi.enabled}.
     *
     * @param s the URL column
     * @return the column: STRUCT&lt;href, protocol, username, password, hostname, port, pathname, search, hash&gt;
     * @throws NullPointerException if an argument is null
     */
    public static Column tryUrlParse(Column s) {
        Objects.requireNonNull(s, "s");
        return functions.call_function("try_url_parse", s);
    }

    /**
     * {@code url_parse(s, base)}: the WHATWG URL Standard's getters of {@code s} parsed against {@code base}.
     *
     * @param s the URL column
     * @param base the base URL column
     * @return the column: STRUCT&lt;href, protocol, username, password, hostname, port, pathname, search, hash&gt;
     * @throws NullPointerException if an argument is null
     */
    public static Column urlParse(Column s, Column base) {
        Objects.requireNonNull(s, "s");
        Objects.requireNonNull(base, "base");
        return functions.call_function("url_parse", s, base);
    }

    /**
     * {@code try_url_parse(s, base)}: the WHATWG URL Standard's getters of {@code s} parsed against {@code base}. NULL instead of an error, whatever {@code spark.sql.ansi.enabled}.
     *
     * @param s the URL column
     * @param base the base URL column
     * @return the column: STRUCT&lt;href, protocol, username, password, hostname, port, pathname, search, hash&gt;
     * @throws NullPointerException if an argument is null
     */
    public static Column tryUrlParse(Column s, Column base) {
        Objects.requireNonNull(s, "s");
        Objects.requireNonNull(base, "base");
        return functions.call_function("try_url_parse", s, base);
    }

    /**
     * {@code url_host(s)}: the WHATWG host serialization (ASCII, after UTS #46), NULL for a URL without host.
     *
     * @param s the URL column
     * @return the column: STRING
     * @throws NullPointerException if an argument is null
     */
    public static Column urlHost(Column s) {
        Objects.requireNonNull(s, "s");
        return functions.call_function("url_host", s);
    }

    /**
     * {@code try_url_host(s)}: the WHATWG host serialization (ASCII, after UTS #46), NULL for a URL without host. NULL instead of an error, whatever {@code spark.sql.ansi.enabled}.
     *
     * @param s the URL column
     * @return the column: STRING
     * @throws NullPointerException if an argument is null
     */
    public static Column tryUrlHost(Column s) {
        Objects.requireNonNull(s, "s");
        return functions.call_function("try_url_host", s);
    }

    /**
     * {@code url_query_param(s, name)}: the first value of {@code name} in the WHATWG URL's query read as {@code application/x-www-form-urlencoded}.
     *
     * @param s the URL column
     * @param name the parameter name column
     * @return the column: STRING
     * @throws NullPointerException if an argument is null
     */
    public static Column urlQueryParam(Column s, Column name) {
        Objects.requireNonNull(s, "s");
        Objects.requireNonNull(name, "name");
        return functions.call_function("url_query_param", s, name);
    }

    /**
     * {@code try_url_query_param(s, name)}: the first value of {@code name} in the WHATWG URL's query read as {@code application/x-www-form-urlencoded}. NULL instead of an error, whatever {@code spark.sql.ansi.enabled}.
     *
     * @param s the URL column
     * @param name the parameter name column
     * @return the column: STRING
     * @throws NullPointerException if an argument is null
     */
    public static Column tryUrlQueryParam(Column s, Column name) {
        Objects.requireNonNull(s, "s");
        Objects.requireNonNull(name, "name");
        return functions.call_function("try_url_query_param", s, name);
    }

    /**
     * {@code uri_normalize(s)}: the RFC 3986 §6.2.2 and §6.2.3 normal form of a URI reference.
     *
     * @param s the URL column
     * @return the column: STRING
     * @throws NullPointerException if an argument is null
     */
    public static Column uriNormalize(Column s) {
        Objects.requireNonNull(s, "s");
        return functions.call_function("uri_normalize", s);
    }

    /**
     * {@code try_uri_normalize(s)}: the RFC 3986 §6.2.2 and §6.2.3 normal form of a URI reference. NULL instead of an error, whatever {@code spark.sql.ansi.enabled}.
     *
     * @param s the URL column
     * @return the column: STRING
     * @throws NullPointerException if an argument is null
     */
    public static Column tryUriNormalize(Column s) {
        Objects.requireNonNull(s, "s");
        return functions.call_function("try_uri_normalize", s);
    }

    /**
     * {@code uri_resolve(base, ref)}: {@code ref} resolved against {@code base} (RFC 3986 §5.2).
     *
     * @param base the base URL column
     * @param ref the reference column
     * @return the column: STRING
     * @throws NullPointerException if an argument is null
     */
    public static Column uriResolve(Column base, Column ref) {
        Objects.requireNonNull(base, "base");
        Objects.requireNonNull(ref, "ref");
        return functions.call_function("uri_resolve", base, ref);
    }

    /**
     * {@code try_uri_resolve(base, ref)}: {@code ref} resolved against {@code base} (RFC 3986 §5.2). NULL instead of an error, whatever {@code spark.sql.ansi.enabled}.
     *
     * @param base the base URL column
     * @param ref the reference column
     * @return the column: STRING
     * @throws NullPointerException if an argument is null
     */
    public static Column tryUriResolve(Column base, Column ref) {
        Objects.requireNonNull(base, "base");
        Objects.requireNonNull(ref, "ref");
        return functions.call_function("try_uri_resolve", base, ref);
    }

    /**
     * {@code idna_to_ascii(s)}: UTS #46 ToASCII with the WHATWG options.
     *
     * @param s the URL column
     * @return the column: STRING
     * @throws NullPointerException if an argument is null
     */
    public static Column idnaToAscii(Column s) {
        Objects.requireNonNull(s, "s");
        return functions.call_function("idna_to_ascii", s);
    }

    /**
     * {@code try_idna_to_ascii(s)}: UTS #46 ToASCII with the WHATWG options. NULL instead of an error, whatever {@code spark.sql.ansi.enabled}.
     *
     * @param s the URL column
     * @return the column: STRING
     * @throws NullPointerException if an argument is null
     */
    public static Column tryIdnaToAscii(Column s) {
        Objects.requireNonNull(s, "s");
        return functions.call_function("try_idna_to_ascii", s);
    }

    /**
     * {@code idna_to_unicode(s)}: UTS #46 ToUnicode with the WHATWG options.
     *
     * @param s the URL column
     * @return the column: STRING
     * @throws NullPointerException if an argument is null
     */
    public static Column idnaToUnicode(Column s) {
        Objects.requireNonNull(s, "s");
        return functions.call_function("idna_to_unicode", s);
    }

    /**
     * {@code try_idna_to_unicode(s)}: UTS #46 ToUnicode with the WHATWG options. NULL instead of an error, whatever {@code spark.sql.ansi.enabled}.
     *
     * @param s the URL column
     * @return the column: STRING
     * @throws NullPointerException if an argument is null
     */
    public static Column tryIdnaToUnicode(Column s) {
        Objects.requireNonNull(s, "s");
        return functions.call_function("try_idna_to_unicode", s);
    }

    /**
     * {@code uri_redact(s)}: the text with the password of a userinfo replaced by {@code ****}.
     *
     * @param s the URL column
     * @return the column: STRING
     * @throws NullPointerException if an argument is null
     */
    public static Column uriRedact(Column s) {
        Objects.requireNonNull(s, "s");
        return functions.call_function("uri_redact", s);
    }

    /**
     * {@code try_uri_redact(s)}: the text with the password of a userinfo replaced by {@code ****}. NULL instead of an error, whatever {@code spark.sql.ansi.enabled}.
     *
     * @param s the URL column
     * @return the column: STRING
     * @throws NullPointerException if an argument is null
     */
    public static Column tryUriRedact(Column s) {
        Objects.requireNonNull(s, "s");
        return functions.call_function("try_uri_redact", s);
    }
}
