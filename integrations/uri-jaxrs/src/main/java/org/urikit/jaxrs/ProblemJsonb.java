package org.urikit.jaxrs;

import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.io.Writer;
import java.lang.reflect.Type;
import java.util.Optional;

import org.urikit.jsonb.UriJsonbException;

/**
 * A {@code Jsonb} that turns a rejected urikit value into a {@link UriProblemException}: the JSON-B
 * providers of Jersey and RESTEasy wrap what {@code fromJson} throws (in a
 * {@code ProcessingException}, an error 500 or 400 whose text may quote the value), but a
 * {@code WebApplicationException} reaches the runtime's exception handling as it is (Jersey) or is
 * unwrapped there (RESTEasy). Everything else is the delegate's. {@link #close()} does nothing:
 * the instance is shared, and RESTEasy closes the {@code Jsonb} after each body.
 */
final class ProblemJsonb implements Jsonb {
    private final Jsonb delegate;

    ProblemJsonb(Jsonb delegate) {
        this.delegate = delegate;
    }

    private static RuntimeException translate(JsonbException e) {
        Optional<UriJsonbException> u = UriJsonbException.find(e);
        if (u.isEmpty()) {
            return e;
        }
        UriJsonbException found = u.get();
        UriProblemException problem = UriProblemException.forBody(found.path(), (IllegalArgumentException) found.getCause());
        return problem;
    }

    @Override
    public <T> T fromJson(String str, Class<T> type) {
        try {
            return delegate.fromJson(str, type);
        } catch (JsonbException e) {
            throw translate(e);
        }
    }

    @Override
    public <T> T fromJson(String str, Type runtimeType) {
        try {
            return delegate.fromJson(str, runtimeType);
        } catch (JsonbException e) {
            throw translate(e);
        }
    }

    @Override
    public <T> T fromJson(Reader reader, Class<T> type) {
        try {
            return delegate.fromJson(reader, type);
        } catch (JsonbException e) {
            throw translate(e);
        }
    }

    @Override
    public <T> T fromJson(Reader reader, Type runtimeType) {
        try {
            return delegate.fromJson(reader, runtimeType);
        } catch (JsonbException e) {
            throw translate(e);
        }
    }

    @Override
    public <T> T fromJson(InputStream stream, Class<T> type) {
        try {
            return delegate.fromJson(stream, type);
        } catch (JsonbException e) {
            throw translate(e);
        }
    }

    @Override
    public <T> T fromJson(InputStream stream, Type runtimeType) {
        try {
            return delegate.fromJson(stream, runtimeType);
        } catch (JsonbException e) {
            throw translate(e);
        }
    }

    @Override
    public String toJson(Object object) {
        return delegate.toJson(object);
    }

    @Override
    public String toJson(Object object, Type runtimeType) {
        return delegate.toJson(object, runtimeType);
    }

    @Override
    public void toJson(Object object, Writer writer) {
        delegate.toJson(object, writer);
    }

    @Override
    public void toJson(Object object, Type runtimeType, Writer writer) {
        delegate.toJson(object, runtimeType, writer);
    }

    @Override
    public void toJson(Object object, OutputStream stream) {
        delegate.toJson(object, stream);
    }

    @Override
    public void toJson(Object object, Type runtimeType, OutputStream stream) {
        delegate.toJson(object, runtimeType, stream);
    }

    @Override
    public void close() {
        // shared by every request: closed by UriJsonbResolver's owner, not by a provider
    }
}
