package org.urikit.jaxrs;

import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.ext.ReaderInterceptor;
import jakarta.ws.rs.ext.ReaderInterceptorContext;
import java.io.IOException;

import org.jspecify.annotations.Nullable;
import org.urikit.UriSyntaxException;
import org.urikit.WhatwgUrlException;

/**
 * Hands a {@link UriProblemException} raised while a request body is read to the runtime as it is:
 * a body reader may wrap what it meets (RESTEasy's JSON-B provider wraps every exception in a
 * {@code ProcessingException}, answered with 500), which would hide it from
 * {@link UriProblemExceptionMapper}. A urikit parser's exception from another body reader (a
 * Jackson provider with urikit's module, say) becomes a {@code UriProblemException} too, with no
 * property path ({@code field} is {@code ""}). Everything else passes unchanged. Registered by
 * {@link UriFeature}. Stateless and thread-safe.
 *
 * @since 0.1
 */
public class UriProblemReaderInterceptor implements ReaderInterceptor {
    /** The interceptor. */
    public UriProblemReaderInterceptor() {
    }

    /**
     * Reads the body, replacing a failure about a urikit value by its {@link UriProblemException}.
     *
     * @param context the runtime's reading context
     * @return the body
     * @throws IOException as the reader throws it
     * @throws WebApplicationException as the reader throws it, or the {@link UriProblemException}
     */
    @Override
    public Object aroundReadFrom(ReaderInterceptorContext context) throws IOException {
        try {
            return context.proceed();
        } catch (RuntimeException e) {
            RuntimeException problem = problem(e);
            throw problem == null ? e : problem;
        }
    }

    /** The problem in the cause chain of {@code e}, or one made from a urikit parser's exception there, or null. */
    static @Nullable RuntimeException problem(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof UriProblemException) {
                return (UriProblemException) t;
            }
            if (t instanceof UriSyntaxException || t instanceof WhatwgUrlException) {
                return UriProblemException.forBody("", (IllegalArgumentException) t);
            }
        }
        return null;
    }
}
