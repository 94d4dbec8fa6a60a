package org.urikit.cli;

/** A command line the {@code uri} command cannot run: exit code 2, message on standard error. */
final class UsageException extends Exception {
    private static final long serialVersionUID = 1L;

    UsageException(String message) {
        super(message);
    }
}
