/**
 * Jackson 3.x ({@code tools.jackson}) support for urikit values: {@link org.urikit.jackson3.UriModule}.
 * The name ends in a digit on purpose: it is the root package, and says which Jackson line.
 */
@SuppressWarnings("module") // javac's lint asks module names to avoid terminal digits
module org.urikit.jackson3 {
    requires static org.jspecify;
    requires transitive org.urikit;
    requires transitive tools.jackson.databind;

    exports org.urikit.jackson3;
    exports org.urikit.jackson3.ser;
    exports org.urikit.jackson3.deser;

    provides tools.jackson.databind.JacksonModule with org.urikit.jackson3.UriModule;
}
