/**
 * urikit core: the immutable URI model and its exact parsers. No runtime dependencies.
 */
module org.urikit {
    requires static org.jspecify;

    exports org.urikit;
    exports org.urikit.scheme;
    exports org.urikit.net;
    exports org.urikit.idna;

    uses org.urikit.scheme.SchemeRule;
}
