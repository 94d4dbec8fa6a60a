package org.urikit.spring.boot;

import org.springframework.beans.TypeMismatchException;
import org.springframework.core.Ordered;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.validation.BindException;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.method.annotation.HandlerMethodValidationException;
import org.springframework.web.server.ServerWebInputException;

/**
 * Answers a request whose URI was rejected with 400 and an RFC 9457 problem detail
 * ({@code application/problem+json}) that names the field or parameter, the index, component,
 * grammar rule and reason, and never shows a password: an unreadable urikit value in a JSON body, a
 * request parameter, path variable, header or cookie, and a {@code @ValidUri} violation of a
 * {@code @Valid} body or a validated parameter. Works for Spring MVC and WebFlux.
 *
 * <pre>{@code
 * {"type":"about:blank","title":"Invalid URI","status":400,
 *  "detail":"query parameter 'callback': invalid character ' ' (U+0020) in host at index 22 (RFC 3986 reg-name)",
 *  "instance":"/hooks","parameter":"callback","in":"query","index":22,"component":"host",
 *  "grammar":"RFC 3986","rule":"reg-name","reason":"UNEXPECTED_CHARACTER","message":"...","errors":[...]}
 * }</pre>
 *
 * <p>Any other exception, and one of the handled types that is not about a urikit value (no
 * {@link org.urikit.UriSyntaxException} or {@link org.urikit.WhatwgUrlException} among its causes, no
 * {@code @ValidUri} violation), is
 * rethrown unchanged, which hands it on to Spring's default handling: the application sees no
 * difference for everything else.
 *
 * <p>Ordered last ({@link Ordered#LOWEST_PRECEDENCE}), and registered after the application's
 * beans, so that an application's own {@code @ControllerAdvice} with a handler for the same
 * exception wins. When Spring Boot's own problem-details handler is on
 * ({@code spring.mvc.problemdetails.enabled} or {@code spring.webflux.problemdetails.enabled}),
 * which is ordered 0 and would answer with Spring's texts (they quote the value, password
 * included), {@link UriProblemDetailsAutoConfiguration} gives this advice order 0 too, registered
 * just before Boot's: it then answers urikit's errors first, and an application advice ordered 0
 * or lower still comes before both. Off with {@code urikit.problem-details.enabled=false}.
 * Stateless and thread-safe.
 *
 * @since 0.1
 */
@ControllerAdvice
public class UriProblemDetailsAdvice implements Ordered {
    private final int order;

    /** The advice, ordered last. */
    public UriProblemDetailsAdvice() {
        this(Ordered.LOWEST_PRECEDENCE);
    }

    /**
     * The advice with the given order among controller advices.
     *
     * @param order the order (lower comes first)
     */
    public UriProblemDetailsAdvice(int order) {
        this.order = order;
    }

    /**
     * The order among controller advices.
     *
     * @return the order given, {@link Ordered#LOWEST_PRECEDENCE} by default
     */
    @Override
    public int getOrder() {
        return order;
    }

    /**
     * The problem detail for a rejected URI, or the exception rethrown when it is not about one.
     *
     * @param e what Spring raised
     * @return 400 with the problem detail
     * @throws Exception {@code e} itself, when it is not about a urikit value
     */
    @ExceptionHandler({HttpMessageNotReadableException.class, TypeMismatchException.class, BindException.class,
            HandlerMethodValidationException.class, ServerWebInputException.class})
    public ResponseEntity<ProblemDetail> handle(Exception e) throws Exception {
        ProblemDetail problem = UriProblems.of(e);
        if (problem == null) {
            throw e;
        }
        return ResponseEntity.status(HttpStatus.BAD_REQUEST).contentType(MediaType.APPLICATION_PROBLEM_JSON).body(problem);
    }
}
