package com.example.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import jakarta.persistence.EntityManager;
import jakarta.persistence.EntityManagerFactory;
import jakarta.persistence.Persistence;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.urikit.ErrorKind;
import org.urikit.Iri;
import org.urikit.IriReference;
import org.urikit.RelativeIriReference;
import org.urikit.RelativeReference;
import org.urikit.Rfc1738Url;
import org.urikit.Rfc1808Url;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.WhatwgUrl;
import org.urikit.UriSyntaxException;
import org.urikit.jpa.it.Jpa;

/**
 * Hibernate ORM with a persistence unit that never mentions urikit (no converter listed, no
 * jar-file, no scan of urikit's packages): the urikit attributes of {@link Page} are character
 * columns holding the exact text, found through uri-jpa's type contributor alone.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class HibernateUnlistedTest {
    private static final String URL = "jdbc:h2:mem:hibernate-unlisted;DB_CLOSE_DELAY=-1";

    private EntityManagerFactory emf;

    @BeforeAll
    void createFactory() {
        emf = Persistence.createEntityManagerFactory("hibernate-unlisted");
    }

    @AfterAll
    void closeFactory() {
        if (emf != null) {
            emf.close();
        }
    }

    @BeforeEach
    void empty() throws SQLException {
        jdbc("delete from PAGE");
    }

    @Test
    void everyUrikitColumnIsCharacterVaryingNeverBinary() throws SQLException {
        Map<String, String> types = new TreeMap<>();
        try (Connection c = DriverManager.getConnection(URL); Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("select COLUMN_NAME, DATA_TYPE, CHARACTER_MAXIMUM_LENGTH"
                        + " from INFORMATION_SCHEMA.COLUMNS where TABLE_NAME = 'PAGE'")) {
            while (rs.next()) {
                types.put(rs.getString(1), rs.getString(2) + "(" + rs.getLong(3) + ")");
            }
        }
        assertThat(types).containsEntry("URL", "CHARACTER VARYING(2048)")
                .containsEntry("REF", "CHARACTER VARYING(2048)")
                .containsEntry("REL", "CHARACTER VARYING(255)")
                .containsEntry("OLD", "CHARACTER VARYING(2048)")
                .containsEntry("LEGACY", "CHARACTER VARYING(2048)")
                .containsEntry("IRI", "CHARACTER VARYING(2048)")
                .containsEntry("IRI_REF", "CHARACTER VARYING(2048)")
                .containsEntry("REL_IRI", "CHARACTER VARYING(2048)")
                .containsEntry("HOOK", "CHARACTER VARYING(2048)")
                .hasSize(10);
    }

    @Test
    void valuesRoundTripAsTheirExactText() throws SQLException {
        Page page = new Page(1);
        page.url = Uri.parse("HTTP://Example.COM:080/a/./b/../%7e?q=%41#F");
        page.ref = UriReference.parse("//example.com/a?b#c");
        page.rel = RelativeReference.parse("../x;p?y#z");
        page.old = Rfc1808Url.parse("http://a/b/c/d;p?q#f");
        page.legacy = Rfc1738Url.parse("ftp://ftp.example.com/pub/a.txt;type=i");
        inTransaction(em -> em.persist(page));
        Page other = new Page(2);
        other.ref = UriReference.parse("mailto:a@example.com");
        inTransaction(em -> em.persist(other));

        try (Connection c = DriverManager.getConnection(URL); Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("select URL, REF, REL, OLD, LEGACY from PAGE where ID = 1")) {
            assertThat(rs.next()).isTrue();
            assertThat(List.of(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4), rs.getString(5)))
                    .containsExactly("HTTP://Example.COM:080/a/./b/../%7e?q=%41#F", "//example.com/a?b#c", "../x;p?y#z",
                            "http://a/b/c/d;p?q#f", "ftp://ftp.example.com/pub/a.txt;type=i");
        }
        inTransaction(em -> {
            Page loaded = em.find(Page.class, 1L);
            assertThat(loaded.url).isEqualTo(page.url).hasToString(page.url.toString());
            assertThat(loaded.ref).isInstanceOf(RelativeReference.class).isEqualTo(page.ref);
            assertThat(loaded.rel).isEqualTo(page.rel);
            assertThat(loaded.old).isEqualTo(page.old);
            assertThat(loaded.legacy).isEqualTo(page.legacy);
            assertThat(em.find(Page.class, 2L).ref).isInstanceOf(Uri.class).hasToString("mailto:a@example.com");
        });
    }

    @Test
    void irisRoundTripAsTheirExactText() throws SQLException {
        Page page = new Page(4);
        page.iri = Iri.parse("https://münchen.de/straße?q=ä#teil");
        page.iriRef = IriReference.parse("//例え.jp/パス");
        page.relIri = RelativeIriReference.parse("../ç?ü");
        inTransaction(em -> em.persist(page));
        try (Connection c = DriverManager.getConnection(URL); Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("select IRI, IRI_REF, REL_IRI from PAGE where ID = 4")) {
            assertThat(rs.next()).isTrue();
            assertThat(List.of(rs.getString(1), rs.getString(2), rs.getString(3)))
                    .containsExactly("https://münchen.de/straße?q=ä#teil", "//例え.jp/パス", "../ç?ü");
        }
        inTransaction(em -> {
            Page loaded = em.find(Page.class, 4L);
            assertThat(loaded.iri).isEqualTo(page.iri);
            assertThat(loaded.iriRef).isInstanceOf(RelativeIriReference.class).isEqualTo(page.iriRef);
            assertThat(loaded.relIri).isEqualTo(page.relIri);
        });
    }

    @Test
    void whatwgUrlsRoundTripAsTheirHref() throws SQLException {
        Page page = new Page(5);
        page.hook = WhatwgUrl.parse(" HTTPS://Hooks.Example.COM/a b ");
        inTransaction(em -> em.persist(page));
        try (Connection c = DriverManager.getConnection(URL); Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("select HOOK from PAGE where ID = 5")) {
            assertThat(rs.next()).isTrue();
            assertThat(rs.getString(1)).isEqualTo("https://hooks.example.com/a%20b");
        }
        inTransaction(em -> assertThat(em.find(Page.class, 5L).hook).isEqualTo(page.hook));
    }

    @Test
    void nullsAreNullColumns() throws SQLException {
        inTransaction(em -> em.persist(new Page(3)));
        try (Connection c = DriverManager.getConnection(URL); Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("select count(*) from PAGE where ID = 3 and URL is null and REF is null"
                        + " and REL is null and OLD is null and LEGACY is null")) {
            rs.next();
            assertThat(rs.getLong(1)).isEqualTo(1);
        }
        inTransaction(em -> assertThat(em.find(Page.class, 3L).url).isNull());
    }

    @Test
    void queriesBindUrikitParametersAsText() {
        inTransaction(em -> {
            for (long id = 1; id <= 3; id++) {
                Page p = new Page(id);
                p.url = Uri.parse("http://example.com/" + id);
                p.ref = UriReference.parse(id == 2 ? "/rel/2" : "http://example.com/" + id);
                em.persist(p);
            }
        });
        inTransaction(em -> {
            assertThat(em.createQuery("select p.id from Page p where p.url = :u", Long.class)
                    .setParameter("u", Uri.parse("http://example.com/2")).getResultList()).containsExactly(2L);
            assertThat(em.createQuery("select p.id from Page p where p.url in :us order by p.id", Long.class)
                    .setParameter("us", List.of(Uri.parse("http://example.com/1"), Uri.parse("http://example.com/3")))
                    .getResultList()).containsExactly(1L, 3L);
            assertThat(em.createQuery("select p.id from Page p where p.ref = :r", Long.class)
                    .setParameter("r", UriReference.parse("/rel/2")).getResultList()).containsExactly(2L);
            assertThat(em.createQuery("select p.url from Page p where p.id = 3", Uri.class).getSingleResult())
                    .hasToString("http://example.com/3");
        });
    }

    @Test
    void invalidColumnTextFailsWithTheReasonAndNoPassword() throws SQLException {
        try (Connection c = DriverManager.getConnection(URL);
                PreparedStatement ps = c.prepareStatement("insert into PAGE (ID, URL) values (7, ?)")) {
            ps.setString(1, "http://user:secret@a b/");
            ps.executeUpdate();
        }
        assertThatThrownBy(() -> inTransaction(em -> em.find(Page.class, 7L))).satisfies(e -> {
            UriSyntaxException cause = Jpa.cause(e, UriSyntaxException.class);
            assertThat(cause.error().index()).isEqualTo(20);
            assertThat(cause.error().kind()).isEqualTo(ErrorKind.UNEXPECTED_CHARACTER);
            for (Throwable t = e; t != null; t = t.getCause()) {
                assertThat(String.valueOf(t.getMessage())).doesNotContain("secret");
            }
        });
    }

    private void inTransaction(Consumer<EntityManager> work) {
        Jpa.inTransaction(emf, work);
    }

    private static void jdbc(String sql) throws SQLException {
        try (Connection c = DriverManager.getConnection(URL); Statement st = c.createStatement()) {
            st.executeUpdate(sql);
        }
    }
}
