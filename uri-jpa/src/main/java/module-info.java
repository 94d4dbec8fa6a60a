/**
 * urikit JPA: Jakarta Persistence attribute converters that store URI references as their exact
 * text in character columns.
 */
module org.urikit.jpa {
    requires transitive org.urikit;
    requires transitive jakarta.persistence;
    requires static transitive org.jspecify;

    exports org.urikit.jpa;
}
