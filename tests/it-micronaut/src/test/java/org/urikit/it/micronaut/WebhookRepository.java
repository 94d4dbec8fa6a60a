package org.urikit.it.micronaut;

import io.micronaut.data.jdbc.annotation.JdbcRepository;
import io.micronaut.data.model.query.builder.sql.Dialect;
import io.micronaut.data.repository.CrudRepository;

import org.urikit.Uri;

/** Micronaut Data JDBC. */
@JdbcRepository(dialect = Dialect.H2)
public interface WebhookRepository extends CrudRepository<Webhook, Long> {
    /**
     * A query by a urikit value.
     *
     * @param callback the callback
     * @return the hooks with it
     */
    java.util.List<Webhook> findByCallback(Uri callback);
}
