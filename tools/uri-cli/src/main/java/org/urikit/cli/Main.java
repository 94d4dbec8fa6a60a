package org.urikit.cli;

import java.io.BufferedWriter;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * The {@code uri} command.
 *
 * <pre>{@code
 * java -jar tools/uri-cli/target/uri.jar check --format bits 'http://a/b' 'http://a b/'   # prints 1 and 0, exit 1
 * printf 'http://a/b\nmailto:x@y\n' | java -jar tools/uri-cli/target/uri.jar parse --format json
 * }</pre>
 *
 * <p>Inputs come from the arguments or, with none, one per line from standard input: UTF-8
 * (malformed bytes become U+FFFD, which no grammar accepts), split on LF only, streamed in constant
 * memory. Results go to standard output, UTF-8, one result per input; usage errors go to standard
 * error. Exit code: 0 when every input is valid, 1 when any is not, 2 for a usage error (or when
 * reading or writing fails).
 *
 * @since 0.1
 */
public final class Main {
    /** Exit code when every input is valid. */
    static final int OK = 0;
    /** Exit code when some input is not valid. */
    static final int INVALID = 1;
    /** Exit code for a usage error. */
    static final int USAGE = 2;

    private Main() {
    }

    /**
     * Runs the command and exits with its exit code.
     *
     * @param args the command and its options and inputs
     */
    public static void main(String[] args) {
        int code = run(args, new FileInputStream(FileDescriptor.in), new FileOutputStream(FileDescriptor.out),
                new FileOutputStream(FileDescriptor.err));
        System.exit(code);
    }

    /**
     * Runs the command with the given streams; nothing is closed.
     *
     * @return the exit code
     */
    static int run(String[] args, InputStream in, OutputStream out, OutputStream err) {
        Writer w = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16);
        PrintWriter e = new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8));
        int code;
        try {
            code = run(args, in, w);
            w.flush();
        } catch (UsageException ex) {
            e.print("uri: " + ex.getMessage() + "\nTry 'uri --help'.\n");
            code = USAGE;
        } catch (IOException ex) {
            e.print("uri: input/output error: " + ex.getMessage() + "\n");
            code = USAGE;
        }
        e.flush();
        return code;
    }

    private static int run(String[] args, InputStream in, Writer w) throws UsageException, IOException {
        if (args.length == 0) {
            throw new UsageException("missing command: " + Command.words());
        }
        String first = args[0];
        if (first.equals("--help") || first.equals("-h") || first.equals("help")) {
            if (args.length > 1 && first.equals("help")) {
                w.write(command(args[1]).help());
            } else {
                w.write(Command.HELP);
            }
            return OK;
        }
        Command command = command(first);
        Options options = Options.parse(command, args, 1);
        if (options.help) {
            w.write(command.help());
            return OK;
        }
        Handler handler = command.handler(options);
        boolean allValid = true;
        if (!options.inputs.isEmpty()) {
            for (String input : options.inputs) {
                allValid &= handler.handle(input, w);
            }
        } else {
            LineReader lines = new LineReader(new InputStreamReader(in, StandardCharsets.UTF_8), w::flush);
            for (String input = lines.next(); input != null; input = lines.next()) {
                allValid &= handler.handle(input, w);
            }
        }
        return allValid ? OK : INVALID;
    }

    private static Command command(String word) throws UsageException {
        Optional<Command> c = Command.forWord(word);
        if (c.isEmpty()) {
            throw new UsageException("unknown command " + Display.show(word) + " (expected " + Command.words() + ")");
        }
        return c.get();
    }
}
