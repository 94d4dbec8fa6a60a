package org.urikit.quarkus;

import java.io.IOException;
import java.util.List;

import com.fasterxml.jackson.databind.JsonMappingException;
import jakarta.ws.rs.ext.ReaderInterceptor;
import jakarta.ws.rs.ext.ReaderInterceptorContext;
import org.jspecify.annotations.Nullable;
import org.urikit.UriSyntaxException;
import org.urikit.WhatwgUrlException;
import org.urikit.jaxrs.UriProblemException;
import org.urikit.jsonb.UriJsonbException;

/**
 * Turns a request body that failed to read because of a malformed urikit value into
 * {@code uri-jaxrs}'s {@link UriProblemException}: 400 {@code application/problem+json} with the field path
 * ({@code links[0].href}), index, component, rule and reason, and never the value. Quarkus REST's own mapper of
 * Jackson's {@code MismatchedInputException} would otherwise answer with the value echoed whole (a password
 * included) and no reason; JSON-B's failures would be a bare 400. Every other failure passes unchanged, to the
 * mappers that handle it. Registered by the deployment module when the application has Quarkus REST. Stateless
 * and thread-safe.
 *
 * @since 0.1
 */
public class UriBodyProblemInterceptor implements ReaderInterceptor {
    /** The interceptor. */
    public UriBodyProblemInterceptor() {
    }

    /**
     * Reads the body, replacing a failure about a urikit value by its {@link UriProblemException}.
     *
     * @param context the runtime's reading context
     * @return the body
     * @throws IOException as the reader throws it, unless about a urikit value
     */
    @Override
    public Object aroundReadFrom(ReaderInterceptorContext context) throws IOException {
        try {
            return context.proceed();
        } catch (IOException | RuntimeException e) {
            UriProblemException problem = problem(e);
            if (problem != null) {
                throw problem;
            }
            throw e;
        }
    }

    /**
     * The problem for a body failure caused by a urikit parser, or null.
     *
     * @param e what reading threw
     * @return the problem, with the property path where the reader told it
     */
    static @Nullable UriProblemException problem(Throwable e) {
        String jacksonPath = null;
        boolean jsonb = false;
        IllegalArgumentException cause = null;
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof UriProblemException p) {
                return p;
            }
            if (t instanceof JsonMappingException m && jacksonPath == null) {
                jacksonPath = path(m.getPath());
            } else if (t instanceof UriJsonbException) {
                jsonb = true;
            } else if ((t instanceof UriSyntaxException || t instanceof WhatwgUrlException) && cause == null) {
                cause = (IllegalArgumentException) t;
            }
        }
        if (cause == null) {
            return null;
        }
        // JSON-B: uri-jsonb completes the path from the implementation's wrapping exceptions
        String path = jsonb ? UriJsonbException.find(e).map(UriJsonbException::path).orElse("")
                : jacksonPath == null ? "" : jacksonPath;
        return UriProblemException.forBody(path, cause);
    }

    /** {@code links[0].href} from Jackson's path. */
    static String path(List<JsonMappingException.Reference> references) {
        StringBuilder sb = new StringBuilder();
        for (JsonMappingException.Reference r : references) {
            if (r.getFieldName() != null) {
                if (sb.length() > 0) {
                    sb.append('.');
                }
                sb.append(r.getFieldName());
            } else if (r.getIndex() >= 0) {
                sb.append('[').append(r.getIndex()).append(']');
            }
        }
        return sb.toString();
    }
}
