/**
 * urikit JPA: Jakarta Persistence attribute converters that store URI references as their exact
 * text in character columns. With Hibernate ORM on the class path, it also makes Hibernate map every urikit
 * value type to a character column by itself (a type contributor, found by service loading).
 */
@SuppressWarnings("requires-automatic")
module org.urikit.jpa {
    requires transitive org.urikit;
    requires transitive jakarta.persistence;
    requires static transitive org.jspecify;
    // optional: only the Hibernate type contributor uses it, and only Hibernate loads that
    requires static org.hibernate.orm.core;

    exports org.urikit.jpa;

    // No "provides org.hibernate.boot.model.TypeContributor": without Hibernate on the module path
    // that would fail module resolution. Hibernate finds the contributor through
    // META-INF/services on the class path, where JPA providers run in practice.
}
