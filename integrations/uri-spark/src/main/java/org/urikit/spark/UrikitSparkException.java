package org.urikit.spark;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import org.apache.spark.SparkThrowable;
import org.jspecify.annotations.Nullable;
import org.urikit.UriReference;

/**
 * The Spark error of urikit's SQL functions: what a function raises, under {@code spark.sql.ansi.enabled}, when
 * it cannot give a result (its {@code try_} twin, and the function itself with ANSI off, return NULL instead).
 * It follows Spark's error convention ({@link SparkThrowable}): a condition name, an SQLSTATE and message
 * parameters that a program can read without parsing the message.
 *
 * <table>
 *   <caption>Conditions</caption>
 *   <tr><th>condition</th><th>SQLSTATE</th><th>when</th></tr>
 *   <tr><td>{@code URIKIT_INVALID_URL}</td><td>{@code 22P02}</td><td>a value is not a URL of the function's
 *       grammar, is not valid UTF-8, or a host fails UTS #46</td></tr>
 *   <tr><td>{@code URIKIT_INVALID_ARGUMENT}</td><td>{@code 22023}</td><td>an unknown grammar name (raised
 *       whatever the ANSI setting: it is a mistake in the query, not in the data)</td></tr>
 *   <tr><td>{@code URIKIT_WRONG_NUM_ARGS}</td><td>{@code 42605}</td><td>a function called with a wrong number
 *       of arguments (at analysis)</td></tr>
 * </table>
 *
 * <p>The message parameters of {@code URIKIT_INVALID_URL} are {@code function} (the SQL name), {@code index}
 * (the 0-based UTF-16 index of the first offending character, as urikit counts; for IDNA errors the label's
 * index), {@code component} (for example {@code host}), {@code rule} (the grammar rule, for example
 * {@code RFC 3986 reg-name}; {@code WHATWG URL} or {@code UTS #46} for those), {@code reason} (urikit's
 * {@code ErrorKind}, the WHATWG validation error type such as {@code port-out-of-range}, the UTS #46 error code,
 * or {@code INVALID_UTF8}), {@code input} (the value with what any grammar could read as a password replaced by
 * {@code ****} by {@link UriReference#redact(String)}: {@code http://me:****@h}, and also the WHATWG parser's
 * forms without {@code "//"} such as {@code http:\\me:****@h}; cut to 120 characters) and {@code message}.
 * Neither the message nor any parameter ever shows a password; the {@code value} of
 * {@code URIKIT_INVALID_ARGUMENT} is masked the same way (a URL column given as the grammar). Control
 * characters and line separators in the input are shown percent-encoded ({@code %0A}), so that a message never
 * breaks a log line.
 *
 * <pre>{@code
 * try {
 *     spark.sql("SELECT url_host('http://a b/')").collect();   // spark.sql.ansi.enabled=true
 * } catch (UrikitSparkException e) {
 *     e.getCondition();                          // URIKIT_INVALID_URL
 *     e.getMessageParameters().get("reason");    // host-invalid-code-point
 * }
 * }</pre>
 *
 * <p>Spark may wrap it (for example in a {@code SparkException} of a failed task); the cause chain holds it. Spark's
 * JSON error formats ({@code spark.sql.error.messageFormat}) carry the condition, SQLSTATE and parameters: with
 * {@code MINIMAL}, and with {@code STANDARD} on Spark 4.2 (its {@code messageTemplate} is null). On Spark 4.0,
 * {@code STANDARD} looks every condition up in Spark's own list and reports {@code INTERNAL_ERROR} for this one
 * instead: use {@code PRETTY} (the default) or {@code MINIMAL} there.
 *
 * @since 0.1
 */
public final class UrikitSparkException extends RuntimeException implements SparkThrowable {
    private static final long serialVersionUID = 1L;

    /** The condition of a value that is not a URL of the function's grammar. */
    public static final String INVALID_URL = "URIKIT_INVALID_URL";
    /** The condition of an unknown grammar name. */
    public static final String INVALID_ARGUMENT = "URIKIT_INVALID_ARGUMENT";
    /** The condition of a call with a wrong number of arguments. */
    public static final String WRONG_NUM_ARGS = "URIKIT_WRONG_NUM_ARGS";

    /** How many characters of the input a message shows. */
    private static final int MAX_SHOWN = 120;
    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private final String condition;
    private final String sqlState;
    /** Insertion-ordered, never modified after construction; a HashMap subclass, so serializable. */
    private final LinkedHashMap<String, String> parameters;

    private UrikitSparkException(String condition, String sqlState, LinkedHashMap<String, String> parameters,
            String message) {
        super("[" + condition + "] " + message, null, false, true);
        this.condition = condition;
        this.sqlState = sqlState;
        this.parameters = parameters;
    }

    /**
     * An invalid value.
     *
     * @param function the SQL function's name
     * @param index the offending index
     * @param component the component label, or null
     * @param rule the rule, or null
     * @param reason the reason
     * @param input the input as given (masked here by {@link UriReference#redact(String)})
     * @param message the message (never with a password)
     * @return the exception
     */
    static UrikitSparkException invalidUrl(String function, int index, @Nullable String component,
            @Nullable String rule, String reason, String input, String message) {
        String shown = printable(cut(UriReference.redact(input)));
        LinkedHashMap<String, String> p = new LinkedHashMap<>();
        p.put("function", function);
        p.put("index", Integer.toString(index));
        p.put("component", component == null ? "" : component);
        p.put("rule", rule == null ? "" : rule);
        p.put("reason", reason);
        p.put("input", shown);
        p.put("message", message);
        return new UrikitSparkException(INVALID_URL, "22P02", p,
                function + ": " + message + " in \"" + shown + "\"");
    }

    /**
     * An unknown argument value.
     *
     * @param function the SQL function's name
     * @param argument the argument's name
     * @param value the value given
     * @param expected what is accepted
     * @return the exception
     */
    static UrikitSparkException invalidArgument(String function, String argument, String value, String expected) {
        // masked too: a URL column passed where the grammar goes (arguments swapped) is a URL
        String shown = printable(cut(UriReference.redact(value)));
        LinkedHashMap<String, String> p = new LinkedHashMap<>();
        p.put("function", function);
        p.put("argument", argument);
        p.put("value", shown);
        p.put("expected", expected);
        return new UrikitSparkException(INVALID_ARGUMENT, "22023", p,
                function + ": unknown " + argument + " \"" + shown + "\" (expected " + expected + ")");
    }

    /**
     * A wrong number of arguments.
     *
     * @param function the SQL function's name
     * @param expected the accepted counts, for example {@code "1 or 2"}
     * @param actual the count given
     * @return the exception
     */
    static UrikitSparkException wrongNumArgs(String function, String expected, int actual) {
        LinkedHashMap<String, String> p = new LinkedHashMap<>();
        p.put("function", function);
        p.put("expected", expected);
        p.put("actual", Integer.toString(actual));
        return new UrikitSparkException(WRONG_NUM_ARGS, "42605", p,
                function + " takes " + expected + " arguments, not " + actual);
    }

    /**
     * {@code s} with its control characters (C0, DEL, C1) and the line and paragraph separators percent-encoded
     * ({@code %0A}), as a browser shows them in a URL: an input shown in a message cannot start a new line in a log.
     */
    static String printable(String s) {
        StringBuilder sb = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            boolean control = c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == '\u2028' || c == '\u2029';
            if (control && sb == null) {
                sb = new StringBuilder(s.length() + 16).append(s, 0, i);
            }
            if (sb == null) {
                continue;
            }
            if (!control) {
                sb.append(c);
            } else if (c < 0x80) {
                sb.append('%').append(HEX[c >> 4]).append(HEX[c & 0xF]);
            } else {
                // the UTF-8 bytes: C2 80-9F for C1, E2 80 A8/A9 for the separators
                byte[] utf8 = String.valueOf(c).getBytes(java.nio.charset.StandardCharsets.UTF_8);
                for (byte b : utf8) {
                    sb.append('%').append(HEX[(b >> 4) & 0xF]).append(HEX[b & 0xF]);
                }
            }
        }
        return sb == null ? s : sb.toString();
    }

    private static String cut(String s) {
        if (s.length() <= MAX_SHOWN) {
            return s;
        }
        int end = MAX_SHOWN;
        if (Character.isHighSurrogate(s.charAt(end - 1))) {
            end--;
        }
        return s.substring(0, end) + "\u2026";
    }

    /**
     * The condition: {@link #INVALID_URL}, {@link #INVALID_ARGUMENT} or {@link #WRONG_NUM_ARGS}.
     *
     * @return the condition name
     */
    @Override
    public String getCondition() {
        return condition;
    }

    /**
     * The SQLSTATE: {@code 22P02} (invalid text representation) for an invalid value, {@code 22023} for an
     * unknown grammar name, {@code 42605} for a wrong number of arguments.
     *
     * @return the SQLSTATE
     */
    @Override
    public String getSqlState() {
        return sqlState;
    }

    /**
     * The message parameters, in a fixed order (see the class description).
     *
     * @return an unmodifiable map
     */
    @Override
    public Map<String, String> getMessageParameters() {
        return java.util.Collections.unmodifiableMap(parameters);
    }

    /**
     * One message parameter.
     *
     * @param name the parameter's name
     * @return its value, or null if the condition has no such parameter
     * @throws NullPointerException if {@code name} is null
     */
    public @Nullable String parameter(String name) {
        return parameters.get(Objects.requireNonNull(name, "name"));
    }
}
