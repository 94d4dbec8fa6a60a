package org.urikit.jpa.it;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.persistence.EntityManager;

/** The suite on Hibernate ORM 7.4. */
class HibernateTest extends ProviderSuite {
    @Override
    String unit() {
        return "hibernate";
    }

    @Override
    void assertJpqlStringLiteral(EntityManager em) {
        assertThat(em.createQuery("select l.id from Link l where l.uri = 'http://example.com/a'", Long.class)
                .getResultList()).containsExactly(1L);
    }

    @Override
    String providerClassName() {
        return "org.hibernate.jpa.HibernatePersistenceProvider";
    }

    @Override
    String readFailurePrefix() {
        return "Error attempting to apply AttributeConverter";
    }

    @Override
    boolean wrapperQuotesColumnValue() {
        return false;
    }

    @Override
    String tooLongWrapperClassName() {
        return "org.hibernate.exception.DataException";
    }

    @Override
    String tooLongSqlExceptionClassName() {
        return "org.h2.jdbc.JdbcBatchUpdateException";
    }

    @Override
    int defaultVarcharLength() {
        return 255;
    }
}
