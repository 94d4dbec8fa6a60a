package org.urikit.jsonb;

import jakarta.json.bind.JsonbConfig;
import jakarta.json.bind.JsonbException;
import java.util.Objects;
import java.util.Optional;

import org.jspecify.annotations.Nullable;
import org.urikit.ParseError;
import org.urikit.UriReference;
import org.urikit.UriSyntaxException;
import org.urikit.WhatwgUrl;
import org.urikit.WhatwgUrlException;

/**
 * Thrown by urikit's JSON-B deserializers for a JSON string that is not a valid value of the
 * declared type. The message names the type, the JSON property path where the implementation
 * tells it, urikit's reason with index, component and grammar rule, and never the input: a
 * password in it cannot reach a log. The cause is the {@link UriSyntaxException} (or
 * {@link WhatwgUrlException} for {@code WhatwgUrl}) whose structured error is also here.
 *
 * <pre>{@code
 * try {
 *     jsonb.fromJson("{\"href\":\"http://a b/\"}", Link.class);
 * } catch (JsonbException e) {
 *     UriJsonbException u = UriJsonbException.find(e).orElseThrow();
 *     u.error().orElseThrow().index(); // 8
 *     u.path();                        // "href" (Yasson and Johnzon both name the property)
 * }
 * }</pre>
 *
 * <p>JSON-B implementations wrap the exceptions of deserializers in their own (Yasson in a
 * {@code JsonbException} per enclosing property, Johnzon in one that quotes the rejected JSON
 * text: {@link UriJsonb#configure(JsonbConfig)} cuts that quote to one character);
 * {@link #find(Throwable)} finds this one in the cause chain, and {@link #path()} is then the
 * property path read from that chain (property names only: neither implementation tells array
 * indexes).
 *
 * @since 0.1
 */
public class UriJsonbException extends JsonbException {
    private static final long serialVersionUID = 1L;

    private final Class<?> type;
    private final String path;
    private final @Nullable ParseError error;
    private final String reason;
    private final int index;

    /**
     * An exception for a rejected value.
     *
     * @param type the type that was to be read
     * @param path the property path, or {@code ""} where it is not known
     * @param cause what the parser threw: a {@link UriSyntaxException} or a {@link WhatwgUrlException}
     * @throws NullPointerException if an argument is null
     */
    public UriJsonbException(Class<?> type, String path, IllegalArgumentException cause) {
        super(message(Objects.requireNonNull(type, "type"), Objects.requireNonNull(path, "path"),
                Objects.requireNonNull(cause, "cause")), cause);
        this.type = type;
        this.path = path;
        if (cause instanceof UriSyntaxException u) {
            this.error = u.error();
            this.reason = u.error().kind().name();
            this.index = u.error().index();
        } else if (cause instanceof WhatwgUrlException w) {
            this.error = null;
            this.reason = w.type();
            this.index = w.index();
        } else {
            throw new IllegalArgumentException("not a urikit parse failure: " + cause.getClass().getName());
        }
    }

    private static String message(Class<?> type, String path, IllegalArgumentException cause) {
        String why = cause instanceof UriSyntaxException u ? u.error().message() : cause.getMessage();
        return "Cannot deserialize value of type `" + type.getName() + "` from String"
                + (path.isEmpty() ? "" : " at '" + path + "'") + ": " + why;
    }

    /**
     * The first {@code UriJsonbException} in the cause chain of {@code e} (itself included), with
     * {@link #path()} completed from the property names of the JSON-B implementation's wrapping
     * exceptions above it.
     *
     * @param e what {@code Jsonb.fromJson} (or a framework around it) threw
     * When the implementation went round urikit's adapters and a urikit parser's own exception
     * is in the chain (Johnzon reads record components with the type's {@code valueOf}), the
     * result is made from it, with {@link #type()} {@code UriReference} (or {@code WhatwgUrl}).
     *
     * @return the exception, or empty when the failure was not about a urikit value
     * @throws NullPointerException if {@code e} is null
     */
    public static Optional<UriJsonbException> find(Throwable e) {
        Objects.requireNonNull(e, "e");
        StringBuilder outer = new StringBuilder();
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof UriJsonbException u) {
                String p = PropertyPaths.join(outer.toString(), u.path);
                return Optional.of(p.equals(u.path) ? u : u.withPath(p));
            }
            if (t instanceof UriSyntaxException || t instanceof WhatwgUrlException) {
                // the implementation went round urikit's adapters (Johnzon reads record components
                // through the type's valueOf): the exact type is not known
                Class<?> type = t instanceof WhatwgUrlException ? WhatwgUrl.class : UriReference.class;
                return Optional.of(new UriJsonbException(type, outer.toString(), (IllegalArgumentException) t));
            }
            PropertyPaths.appendProperty(outer, t.getMessage(), t.getCause() == null ? null : t.getCause().getMessage());
        }
        return Optional.empty();
    }

    private UriJsonbException withPath(String p) {
        UriJsonbException copy = new UriJsonbException(type, p, (IllegalArgumentException) getCause());
        copy.setStackTrace(getStackTrace());
        return copy;
    }

    /**
     * The type that was to be read, for example {@code org.urikit.Uri}.
     *
     * @return the type
     */
    public Class<?> type() {
        return type;
    }

    /**
     * Where the value was in the JSON document, in the form {@code links[0].href}, as far as the
     * JSON-B implementation tells: see {@link #find(Throwable)}.
     *
     * @return the property path, or {@code ""} when not known
     */
    public String path() {
        return path;
    }

    /**
     * The structured syntax error (index, kind, component, grammar, rule).
     *
     * @return the error, or empty for a {@code WhatwgUrl}, which fails with a WHATWG validation
     *     error instead ({@link #reason()}, {@link #index()})
     */
    public Optional<ParseError> error() {
        return Optional.ofNullable(error);
    }

    /**
     * Why the value was rejected: an {@link org.urikit.ErrorKind} name, or for a
     * {@code WhatwgUrl} the Standard's validation error name.
     *
     * @return the reason
     */
    public String reason() {
        return reason;
    }

    /**
     * The char index in the JSON string's value where the value was rejected.
     *
     * @return the index
     */
    public int index() {
        return index;
    }
}
