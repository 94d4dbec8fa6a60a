package org.urikit.jaxrs;

import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import jakarta.ws.rs.ext.ExceptionMapper;

import org.jspecify.annotations.Nullable;

/**
 * Answers a {@link UriProblemException} with its 400 problem, adding the request's path as
 * {@code instance} (left out when the rejected value is a path or matrix parameter, which is part
 * of that path and may hold a password). Jakarta REST picks the mapper of the nearest superclass,
 * so this one comes before an application's mapper of {@code BadRequestException},
 * {@code WebApplicationException} or {@code Throwable}; only a mapper of
 * {@code UriProblemException} itself replaces it. Registered by {@link UriFeature}. Thread-safe
 * (the injected {@code UriInfo} is the runtime's per-request proxy).
 *
 * @since 0.1
 */
public class UriProblemExceptionMapper implements ExceptionMapper<UriProblemException> {
    @Context
    private @Nullable UriInfo uriInfo;

    /** The mapper. */
    public UriProblemExceptionMapper() {
    }

    /**
     * The problem response.
     *
     * @param exception the rejected value's exception
     * @return 400 {@code application/problem+json}
     */
    @Override
    public Response toResponse(UriProblemException exception) {
        Object in = exception.entry().get("in");
        String instance = null;
        if (uriInfo != null && !"path".equals(in) && !"matrix".equals(in)) {
            try {
                instance = uriInfo.getRequestUri().getRawPath();
            } catch (RuntimeException outsideARequest) {
                instance = null;
            }
        }
        return exception.toResponse(instance);
    }
}
