package org.urikit.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/** Runs {@link Main} in-process with captured standard streams. */
record Run(int exit, String out, String err) {

    static Run of(String stdin, String... args) {
        return of(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), args);
    }

    static Run of(byte[] stdin, String... args) {
        return of(new ByteArrayInputStream(stdin), args);
    }

    static Run of(InputStream stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Main.run(args, stdin, out, err);
        return new Run(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** With the given arguments and an empty standard input. */
    static Run args(String... args) {
        return of("", args);
    }
}
