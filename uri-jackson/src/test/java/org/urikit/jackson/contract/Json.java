package org.urikit.jackson.contract;

/**
 * One configured mapper of one Jackson line, seen without its API, so that {@link UriJsonContract}
 * states each case once for Jackson 2 and Jackson 3.
 */
public interface Json {
    /** Serializes a value (checked exceptions wrapped). */
    String write(Object value);

    /** Deserializes a value; fails the test on an exception. */
    <T> T read(String json, Class<T> type);

    /** Deserializes a value that must be rejected, and describes the exception. */
    Failure failure(String json, Class<?> type);
}
