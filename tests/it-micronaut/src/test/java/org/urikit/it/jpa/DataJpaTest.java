package org.urikit.it.jpa;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;

import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;
import org.urikit.Uri;
import org.urikit.UriReference;

/** Micronaut Data on Hibernate JPA (ORM 6.6) in the same application as Micronaut Data JDBC, on H2. */
@MicronautTest(transactional = false)
class DataJpaTest {
    @Inject
    BookmarkRepository repository;

    @Test
    void storesExactTextAsVarcharAndQueriesByValue() throws Exception {
        Bookmark b = new Bookmark();
        b.setTarget(Uri.parse("HTTPS://Example.COM:443/a/./b?x"));
        b.setNext(UriReference.parse("../n"));
        repository.save(b);

        List<Bookmark> found = repository.findByTarget(Uri.parse("HTTPS://Example.COM:443/a/./b?x"));
        assertThat(found).hasSize(1);
        assertThat(found.get(0).getNext()).isEqualTo(UriReference.parse("../n"));
        assertThat(repository.findByTarget(Uri.parse("https://example.com/a/b?x"))).isEmpty();

        // a plain connection to the same in-memory database: beside Hibernate, the DataSource bean
        // hands out connections only inside Micronaut's transactions
        try (Connection c = DriverManager.getConnection("jdbc:h2:mem:micronaut", "sa", "");
                Statement st = c.createStatement()) {
            try (ResultSet rs = st.executeQuery("SELECT target, next FROM bookmark")) {
                assertThat(rs.next()).isTrue();
                assertThat(rs.getString(1)).isEqualTo("HTTPS://Example.COM:443/a/./b?x");
                assertThat(rs.getString(2)).isEqualTo("../n");
            }
            try (ResultSet rs = st.executeQuery("SELECT column_name, data_type FROM information_schema.columns"
                    + " WHERE table_name = 'BOOKMARK' AND column_name IN ('TARGET', 'NEXT') ORDER BY column_name")) {
                assertThat(rs.next()).isTrue();
                assertThat(rs.getString(1) + " " + rs.getString(2)).isEqualTo("NEXT CHARACTER VARYING");
                assertThat(rs.next()).isTrue();
                assertThat(rs.getString(1) + " " + rs.getString(2)).isEqualTo("TARGET CHARACTER VARYING");
            }
        }
    }
}
