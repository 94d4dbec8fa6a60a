package org.urikit.micronaut;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import io.micronaut.context.annotation.Requires;
import io.micronaut.context.event.BeanCreatedEvent;
import io.micronaut.context.event.BeanCreatedEventListener;
import io.micronaut.core.convert.exceptions.ConversionErrorException;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpRequestWrapper;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.server.exceptions.response.Error;
import io.micronaut.http.server.exceptions.response.ErrorContext;
import io.micronaut.http.server.exceptions.response.ErrorResponseProcessor;
import jakarta.inject.Singleton;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.ConstraintViolationException;

import org.jspecify.annotations.Nullable;
import org.urikit.RelativeReference;
import org.urikit.validation.HttpUrl;
import org.urikit.validation.ValidUri;
import org.urikit.validation.WebhookUrl;

/**
 * Keeps passwords out of Micronaut's error answers for urikit values. Micronaut's default body links
 * the request ({@code _links.self.href}), query string included, and its conversion error message
 * quotes the rejected value ({@code for value [https://user:secret@...]}). For a failure that is
 * about a urikit value (a {@link org.urikit.UriSyntaxException} or
 * {@link org.urikit.WhatwgUrlException} anywhere in the cause chain, or a violated {@code @ValidUri},
 * {@code @HttpUrl} or {@code @WebhookUrl}), this wraps the application's
 * {@link ErrorResponseProcessor} so that it sees:
 * <ul>
 *   <li>the request without its query, and without its path too when the path holds an {@code '@'}
 *       (a userinfo, so a password, needs one: a path variable may carry it);</li>
 *   <li>for a conversion failure, the message {@code Failed to convert argument [NAME] due to: REASON}
 *       with urikit's reason (index, component, rule; never the value).</li>
 * </ul>
 * The status (400) and the body's shape stay the processor's. Every other failure passes unchanged.
 */
@Singleton
@Requires(classes = ErrorResponseProcessor.class)
final class UriErrorResponses implements BeanCreatedEventListener<ErrorResponseProcessor<?>> {

    UriErrorResponses() {
    }

    @Override
    public ErrorResponseProcessor<?> onCreated(BeanCreatedEvent<ErrorResponseProcessor<?>> event) {
        return new Redacting<>(event.getBean());
    }

    /** The processor, given a redacted context for urikit failures. */
    private static final class Redacting<T> implements ErrorResponseProcessor<T> {
        private final ErrorResponseProcessor<T> delegate;

        Redacting(ErrorResponseProcessor<T> delegate) {
            this.delegate = delegate;
        }

        @Override
        public MutableHttpResponse<T> processResponse(ErrorContext context, MutableHttpResponse<?> response) {
            Throwable cause = context.getRootCause().orElse(null);
            IllegalArgumentException syntax = UriTypes.syntaxCause(cause);
            if (syntax == null && !violatesUriConstraint(cause)) {
                return delegate.processResponse(context, response);
            }
            ErrorContext.Builder redacted = ErrorContext.builder(new Redacted(context.getRequest()));
            if (cause != null) {
                redacted.cause(cause);
            }
            if (syntax != null) {
                String message = syntax.getMessage();
                String argument = cause instanceof ConversionErrorException c ? c.getArgument().getName() : null;
                redacted.error(new Error() {
                    @Override
                    public Optional<String> getPath() {
                        return Optional.ofNullable(argument).map(a -> "/" + a);
                    }

                    @Override
                    public String getMessage() {
                        return argument != null ? "Failed to convert argument [" + argument + "] due to: " + message
                                : message;
                    }
                });
            } else {
                List<Error> errors = new ArrayList<>(context.getErrors());
                redacted.errors(errors);
            }
            return delegate.processResponse(redacted.build(), response);
        }
    }

    /** Whether a violation of a urikit constraint is among the exception's. */
    static boolean violatesUriConstraint(@Nullable Throwable cause) {
        if (!(cause instanceof ConstraintViolationException e) || e.getConstraintViolations() == null) {
            return false;
        }
        for (ConstraintViolation<?> v : e.getConstraintViolations()) {
            Class<?> type = v.getConstraintDescriptor() == null || v.getConstraintDescriptor().getAnnotation() == null
                    ? null : v.getConstraintDescriptor().getAnnotation().annotationType();
            if (type == ValidUri.class || type == HttpUrl.class || type == WebhookUrl.class) {
                return true;
            }
        }
        return false;
    }

    /**
     * The request path that may be shown: without query; {@code "/"} when the raw path holds an
     * {@code '@'} (plain or {@code %40}), where a userinfo, and so a password, could stand.
     */
    static String shownPath(@Nullable String rawPath) {
        if (rawPath == null || rawPath.isEmpty() || rawPath.indexOf('@') >= 0
                || rawPath.toUpperCase(Locale.ROOT).contains("%40")) {
            return "/";
        }
        return rawPath;
    }

    /** The request with {@link #shownPath} for its URI. */
    private static final class Redacted extends HttpRequestWrapper<Object> {
        private final URI uri;

        @SuppressWarnings("unchecked")
        Redacted(HttpRequest<?> request) {
            super((HttpRequest<Object>) request);
            String path = shownPath(request.getUri().getRawPath());
            RelativeReference shown;
            try {
                shown = RelativeReference.parse(path);
            } catch (IllegalArgumentException e) {
                shown = RelativeReference.parse("/");
            }
            this.uri = shown.toJavaNetUri();
        }

        @Override
        public URI getUri() {
            return uri;
        }
    }
}
