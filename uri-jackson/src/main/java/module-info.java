/**
 * Jackson 2.x support for urikit values: {@link org.urikit.jackson.UriModule}.
 */
module org.urikit.jackson {
    requires static org.jspecify;
    requires transitive org.urikit;
    requires transitive com.fasterxml.jackson.databind;

    exports org.urikit.jackson;
    exports org.urikit.jackson.ser;
    exports org.urikit.jackson.deser;

    provides com.fasterxml.jackson.databind.Module with org.urikit.jackson.UriModule;
}
