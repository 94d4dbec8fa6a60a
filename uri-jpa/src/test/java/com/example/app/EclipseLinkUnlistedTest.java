package com.example.app;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.persistence.EntityManagerFactory;
import jakarta.persistence.Persistence;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * EclipseLink with a persistence unit that does not list urikit's converters: EclipseLink applies
 * only the converters of the unit's own classes, and maps the other urikit attributes of
 * {@link Note} as serialized objects (binary columns; an
 * attribute of a type that is not {@code Serializable}, such as {@code Rfc1738Url}, fails the deployment). This is why EclipseLink users list the
 * converters (see the {@code eclipselink} unit and docs/FRAMEWORKS.md); the test pins the behaviour
 * so that a change in EclipseLink shows up here.
 */
class EclipseLinkUnlistedTest {
    private static final String URL = "jdbc:h2:mem:eclipselink-unlisted;DB_CLOSE_DELAY=-1";

    @Test
    void withoutTheConvertersListedUrikitAttributesBecomeBinaryColumns() throws SQLException {
        EntityManagerFactory emf = Persistence.createEntityManagerFactory("eclipselink-unlisted");
        try {
            emf.createEntityManager().close(); // deploys the unit and creates the schema
            Map<String, String> types = new TreeMap<>();
            try (Connection c = DriverManager.getConnection(URL); Statement st = c.createStatement();
                    ResultSet rs = st.executeQuery("select COLUMN_NAME, DATA_TYPE from INFORMATION_SCHEMA.COLUMNS"
                            + " where TABLE_NAME = 'NOTE'")) {
                while (rs.next()) {
                    types.put(rs.getString(1), rs.getString(2));
                }
            }
            assertThat(types).containsEntry("URL", "BINARY VARYING").containsEntry("REF", "BINARY VARYING");
        } finally {
            emf.close();
        }
    }
}
