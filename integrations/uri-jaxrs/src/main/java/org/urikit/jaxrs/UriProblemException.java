package org.urikit.jaxrs;

import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.core.Response;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

import org.jspecify.annotations.Nullable;
import org.urikit.UriSyntaxException;
import org.urikit.WhatwgUrlException;

/**
 * A request rejected because a urikit value in it is malformed: a 400, answered by
 * {@link UriProblemExceptionMapper} with the RFC 9457 problem ({@code application/problem+json},
 * {@link #toResponse(String)}). Its own response has no entity, as Jakarta REST uses a mapper only
 * for a {@code WebApplicationException} whose response has none: without the mapper registered
 * (see {@link UriFeature}) the answer is a bare 400. Thrown by {@link UriParamConverterProvider}'s
 * converters and by the {@code Jsonb} of {@link UriJsonbResolver}. The message is the problem's
 * {@code detail}, which never shows a password; the cause is urikit's parser exception.
 *
 * <pre>{@code
 * {"type":"about:blank","title":"Invalid URI","status":400,
 *  "detail":"query parameter 'callback': invalid character ' ' (U+0020) in host at index 8 (RFC 3986 reg-name)",
 *  "parameter":"callback","in":"query","index":8,"component":"host","grammar":"RFC 3986",
 *  "rule":"reg-name","reason":"UNEXPECTED_CHARACTER","message":"...","errors":[{...}]}
 * }</pre>
 *
 * @since 0.1
 */
public class UriProblemException extends BadRequestException {
    private static final long serialVersionUID = 1L;

    /** The entry (where and why); a LinkedHashMap of strings and integers, so serializable. */
    private final LinkedHashMap<String, Object> entry;

    private UriProblemException(LinkedHashMap<String, Object> entry, IllegalArgumentException cause) {
        super(Problems.detail(entry), Response.status(Response.Status.BAD_REQUEST).build(), cause);
        this.entry = entry;
    }

    /**
     * The exception for a rejected request parameter.
     *
     * @param name the parameter's name
     * @param in where it is: {@code query}, {@code path}, {@code header}, {@code cookie},
     *     {@code form} or {@code matrix}, or null when not known
     * @param cause what the parser threw: a {@link UriSyntaxException} or a {@link WhatwgUrlException}
     * @return the exception
     * @throws NullPointerException if {@code name} or {@code cause} is null
     * @throws IllegalArgumentException if {@code cause} is neither of those
     */
    public static UriProblemException forParameter(String name, @Nullable String in, IllegalArgumentException cause) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(cause, "cause");
        return new UriProblemException(new LinkedHashMap<>(Problems.parameter(name, in, cause)), cause);
    }

    /**
     * The exception for a rejected value of a JSON body.
     *
     * @param path the property path ({@code links.href}), or {@code ""} for the whole body
     * @param cause what the parser threw: a {@link UriSyntaxException} or a {@link WhatwgUrlException}
     * @return the exception
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if {@code cause} is neither of those
     */
    public static UriProblemException forBody(String path, IllegalArgumentException cause) {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(cause, "cause");
        return new UriProblemException(new LinkedHashMap<>(Problems.field(path, cause)), cause);
    }

    /**
     * Where and why: {@code parameter} and {@code in}, or {@code field} and {@code pointer}; then
     * {@code index}, {@code component}, {@code grammar}, {@code rule}, {@code reason},
     * {@code message}, as in the problem.
     *
     * @return an unmodifiable map, in that order
     */
    public Map<String, Object> entry() {
        return Collections.unmodifiableMap(entry);
    }

    /**
     * The problem response, with {@code instance} when given.
     *
     * @param instance the request's path, or null
     * @return a 400 {@code application/problem+json} response
     */
    public Response toResponse(@Nullable String instance) {
        return Response.status(Response.Status.BAD_REQUEST).type(Problems.MEDIA_TYPE)
                .entity(Problems.json(Problems.problem(entry, instance))).build();
    }
}
