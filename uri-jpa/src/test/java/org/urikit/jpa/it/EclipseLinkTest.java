package org.urikit.jpa.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import jakarta.persistence.EntityManager;

/** The suite on EclipseLink 5.0. */
class EclipseLinkTest extends ProviderSuite {
    @Override
    String unit() {
        return "eclipselink";
    }

    /** EclipseLink passes the String literal to the converter's convertToDatabaseColumn(Uri): use parameters. */
    @Override
    void assertJpqlStringLiteral(EntityManager em) {
        assertThatThrownBy(() -> em.createQuery("select l.id from Link l where l.uri = 'http://example.com/a'", Long.class)
                .getResultList()).satisfies(e -> assertThat(cause(e, ClassCastException.class)).hasMessageContaining("org.urikit.Uri"));
    }

    /** "An exception occurred while calling convertToEntityAttribute on converter class ... with value ...". */
    @Override
    String providerClassName() {
        return "org.eclipse.persistence.jpa.PersistenceProvider";
    }

    @Override
    String readFailurePrefix() {
        return "An exception occurred while calling convertToEntityAttribute on converter class org.urikit.jpa.UriAttributeConverter with value ";
    }

    @Override
    boolean wrapperQuotesColumnValue() {
        return true;
    }

    /** EclipseLink emits VARCHAR without a length (on H2, also for a plain String); H2 reports its maximum. */
    @Override
    String tooLongWrapperClassName() {
        return "org.eclipse.persistence.exceptions.DatabaseException";
    }

    @Override
    String tooLongSqlExceptionClassName() {
        return "org.h2.jdbc.JdbcSQLDataException";
    }

    @Override
    int defaultVarcharLength() {
        return 1_000_000_000;
    }
}
