/**
 * The {@code uri} command: checks, parses and explains URI references from the shell. Run it with
 * {@code java -jar tools/uri-cli/target/uri.jar} or, on the module path, {@code java -m org.urikit.cli}.
 * Exports nothing: it is a program, not a library.
 */
module org.urikit.cli {
    requires static org.jspecify;
    requires org.urikit;
}
