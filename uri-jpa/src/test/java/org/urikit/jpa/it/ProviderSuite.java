package org.urikit.jpa.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import jakarta.persistence.EntityManager;
import jakarta.persistence.EntityManagerFactory;
import jakarta.persistence.Persistence;
import jakarta.persistence.PersistenceConfiguration;
import jakarta.persistence.PersistenceException;
import jakarta.persistence.RollbackException;
import jakarta.persistence.SharedCacheMode;
import jakarta.persistence.ValidationMode;
import jakarta.persistence.criteria.CriteriaBuilder;
import jakarta.persistence.criteria.CriteriaQuery;
import jakarta.persistence.criteria.Root;
import jakarta.validation.ConstraintViolationException;
import java.net.URI;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.urikit.ErrorKind;
import org.urikit.Iri;
import org.urikit.RelativeReference;
import org.urikit.Rfc;
import org.urikit.Rfc1738Url;
import org.urikit.Rfc1808Url;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.UriSyntaxException;
import org.urikit.WhatwgUrl;
import org.urikit.WhatwgUrlException;
import org.urikit.jpa.UriAttributeConverter;
import org.urikit.testing.Corpus;

/**
 * The integration suite, run once per provider by its subclasses: each bootstraps its persistence
 * unit from {@code META-INF/persistence.xml} against its own embedded H2 database.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class ProviderSuite {
    private static final int CHUNK = 1000;

    private EntityManagerFactory emf;

    /** The persistence unit's name, also the name of its in-memory database. */
    abstract String unit();

    /** The provider's behaviour for {@code where l.uri = 'text'} in JPQL (see the subclasses). */
    abstract void assertJpqlStringLiteral(EntityManager em);

    /** The provider's {@code PersistenceProvider} class name. */
    abstract String providerClassName();

    /** Whether the provider's wrapper exception quotes the raw column value (password included). */
    abstract boolean wrapperQuotesColumnValue();

    /** How the provider's wrapper exception's message starts when a converter fails while loading. */
    abstract String readFailurePrefix();

    /** The class of the exception the commit's {@code RollbackException} wraps when a value is too long for its column. */
    abstract String tooLongWrapperClassName();

    /** The class of H2's {@code SQLException} in that chain. */
    abstract String tooLongSqlExceptionClassName();

    /** The length H2 reports for a String column generated without {@code @Column(length)}. */
    abstract int defaultVarcharLength();

    String jdbcUrl() {
        return "jdbc:h2:mem:" + unit() + ";DB_CLOSE_DELAY=-1";
    }

    @BeforeAll
    void createFactory() {
        emf = Persistence.createEntityManagerFactory(unit(), properties());
    }

    /** Extra properties for the unit; none by default. */
    Map<String, Object> properties() {
        return new HashMap<>();
    }

    @AfterAll
    void closeFactory() {
        if (emf != null) {
            emf.close();
        }
    }

    @BeforeEach
    void emptyLinks() throws SQLException {
        jdbc("delete from LINK");
    }

    // ---------------------------------------------------------------- round trips

    @Test
    void corpusRoundTripIsByteExact() throws SQLException {
        List<String> accepted = Corpus.all().stream().filter(s -> UriReference.check(s).isEmpty()).toList();
        assertThat(accepted).hasSizeGreaterThan(10_000);
        jdbc("delete from CORPUS_ENTRY");

        inTransaction(em -> {
            for (int i = 0; i < accepted.size(); i++) {
                em.persist(new CorpusEntry(i, UriReference.parse(accepted.get(i))));
                if (i % CHUNK == CHUNK - 1) {
                    em.flush();
                    em.clear();
                }
            }
        });

        // What the column holds, read with plain JDBC: exactly the input text.
        List<String> columns = new ArrayList<>(accepted.size());
        try (Connection c = DriverManager.getConnection(jdbcUrl()); Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("select REF from CORPUS_ENTRY order by ID")) {
            while (rs.next()) {
                columns.add(rs.getString(1));
            }
        }
        assertThat(columns).containsExactlyElementsOf(accepted);

        // What the provider loads: the same text, as the same class.
        List<String> loaded = new ArrayList<>(accepted.size());
        inTransaction(em -> {
            for (int lo = 0; lo < accepted.size(); lo += CHUNK) {
                List<CorpusEntry> page = em.createQuery(
                                "select c from CorpusEntry c where c.id >= :lo and c.id < :hi order by c.id", CorpusEntry.class)
                        .setParameter("lo", (long) lo).setParameter("hi", (long) lo + CHUNK).getResultList();
                for (CorpusEntry e : page) {
                    String expected = accepted.get(e.id.intValue());
                    assertThat(e.ref.getClass()).as(expected)
                            .isEqualTo(expected.indexOf(':') > 0 && Uri.check(expected).isEmpty() ? Uri.class
                                    : RelativeReference.class);
                    loaded.add(e.ref.toString());
                }
                em.clear();
            }
        });
        assertThat(loaded).containsExactlyElementsOf(accepted);
    }

    @Test
    void eachAttributeTypeRoundTripsExactly() throws Exception {
        Link link = new Link(1);
        link.uri = Uri.parse("HTTP://Example.COM:080/a/./b/../%7e?q=%41#F");
        link.ref = UriReference.parse("//example.com/a?b#c");
        link.rel = RelativeReference.parse("../x;p?y#z");
        link.base = Uri.parse("https://api.example/v1?x=1");
        link.javaNetUri = new URI("http://example.com/\u00fc?a=b#c");
        inTransaction(em -> em.persist(link));

        Map<String, String> row = row(1);
        assertThat(row).containsEntry("URI", "HTTP://Example.COM:080/a/./b/../%7e?q=%41#F")
                .containsEntry("REF", "//example.com/a?b#c")
                .containsEntry("REL", "../x;p?y#z")
                .containsEntry("BASE", "https://api.example/v1?x=1")
                .containsEntry("JNURI", "http://example.com/\u00fc?a=b#c");

        inTransaction(em -> {
            Link loaded = em.find(Link.class, 1L);
            assertThat(loaded.uri).isEqualTo(link.uri);
            assertThat(loaded.ref).isInstanceOf(RelativeReference.class).isEqualTo(link.ref);
            assertThat(loaded.rel).isEqualTo(link.rel);
            assertThat(loaded.base).isEqualTo(link.base);
            assertThat(loaded.javaNetUri).isEqualTo(link.javaNetUri);
            assertThat(loaded.javaNetUri.toString()).isEqualTo(link.javaNetUri.toString());
        });
    }

    @Test
    void uriReferenceAttributeKeepsTheClassOfEachValue() {
        inTransaction(em -> {
            em.persist(Link.ref(1, "mailto:a@example.com"));
            em.persist(Link.ref(2, "a/b"));
            em.persist(Link.ref(3, ""));
        });
        inTransaction(em -> {
            assertThat(em.find(Link.class, 1L).ref).isInstanceOf(Uri.class).hasToString("mailto:a@example.com");
            assertThat(em.find(Link.class, 2L).ref).isInstanceOf(RelativeReference.class).hasToString("a/b");
            assertThat(em.find(Link.class, 3L).ref).isInstanceOf(RelativeReference.class).hasToString("");
        });
    }

    @Test
    void legacyGrammarTypesRoundTripExactlyAndQueryByParameter() throws SQLException {
        inTransaction(em -> {
            Link a = new Link(1);
            a.rfc1808 = Rfc1808Url.parse("http://a/b/c/d;p?q#f");
            a.rfc1738 = Rfc1738Url.parse("ftp://ftp.example.com/pub/a.txt;type=i");
            em.persist(a);
            Link b = new Link(2);
            b.rfc1808 = Rfc1808Url.parse("../g;x?y");
            b.rfc1738 = Rfc1738Url.parse("news:comp.lang.java");
            em.persist(b);
        });
        assertThat(row(1)).containsEntry("RFC1808", "http://a/b/c/d;p?q#f")
                .containsEntry("RFC1738", "ftp://ftp.example.com/pub/a.txt;type=i");
        assertThat(row(2)).containsEntry("RFC1808", "../g;x?y").containsEntry("RFC1738", "news:comp.lang.java");
        inTransaction(em -> {
            Link a = em.find(Link.class, 1L);
            assertThat(a.rfc1808).hasToString("http://a/b/c/d;p?q#f");
            assertThat(a.rfc1808.params()).contains("p");
            assertThat(a.rfc1738.parts()).isInstanceOf(Rfc1738Url.Ftp.class);
            assertThat(em.createQuery("select l.id from Link l where l.rfc1808 = :u", Long.class)
                    .setParameter("u", Rfc1808Url.parse("../g;x?y")).getResultList()).containsExactly(2L);
            assertThat(em.createQuery("select l.id from Link l where l.rfc1738 in :us order by l.id", Long.class)
                    .setParameter("us", List.of(Rfc1738Url.parse("news:comp.lang.java"),
                            Rfc1738Url.parse("ftp://ftp.example.com/pub/a.txt;type=i")))
                    .getResultList()).containsExactly(1L, 2L);
        });
    }

    @Test
    void normalizingConvertersStoreTheNormalForm() throws SQLException {
        Link link = new Link(1);
        link.normalized = Uri.parse("HTTP://Example.COM/a/./b/../%7e?%3f");
        link.schemeNormalized = Uri.parse("HTTPS://Example.com:443");
        link.normalizedRef = UriReference.parse("a/./b/../%7Ec");
        inTransaction(em -> em.persist(link));
        // expected values worked out by hand from RFC 3986 §6.2.2 and §6.2.3
        assertThat(row(1)).containsEntry("NORM", "http://example.com/a/~?%3F")
                .containsEntry("SCHEME_NORM", "https://example.com/")
                .containsEntry("NORM_REF", "a/~c");
        inTransaction(em -> {
            Link loaded = em.find(Link.class, 1L);
            assertThat(loaded.normalized).hasToString("http://example.com/a/~?%3F");
            assertThat(loaded.schemeNormalized).hasToString("https://example.com/");
            assertThat(loaded.normalizedRef).hasToString("a/~c");
        });
    }

    @Test
    void normalizedColumnsAnswerEquivalenceQueries() {
        inTransaction(em -> {
            Link a = new Link(1);
            a.normalized = Uri.parse("http://example.com/a/b");
            a.schemeNormalized = Uri.parse("http://example.com/");
            em.persist(a);
            Link b = new Link(2);
            b.normalized = Uri.parse("http://example.com/c");
            b.schemeNormalized = Uri.parse("http://example.com:8080/");
            em.persist(b);
        });
        inTransaction(em -> {
            // the parameter goes through the converter too, so it is compared in normal form
            assertThat(em.createQuery("select l.id from Link l where l.normalized = :u", Long.class)
                    .setParameter("u", Uri.parse("HTTP://EXAMPLE.com/a/./b")).getResultList()).containsExactly(1L);
            assertThat(em.createQuery("select l.id from Link l where l.normalized in :us order by l.id", Long.class)
                    .setParameter("us", List.of(Uri.parse("http://example.com/x/../a/b"), Uri.parse("http://EXAMPLE.COM/%63")))
                    .getResultList()).containsExactly(1L, 2L);
            assertThat(em.createQuery("select l.id from Link l where l.schemeNormalized = :u", Long.class)
                    .setParameter("u", Uri.parse("HTTP://example.com:80")).getResultList()).containsExactly(1L);
        });
    }

    @Test
    void normalizingConvertersReadColumnTextAsItIs() throws SQLException {
        jdbc("insert into LINK (ID, NORM, NORM_REF) values (3, 'HTTP://A/./b', 'a/./b')");
        inTransaction(em -> {
            Link l = em.find(Link.class, 3L);
            assertThat(l.normalized).hasToString("HTTP://A/./b");
            assertThat(l.normalizedRef).hasToString("a/./b");
        });
    }

    @Test
    void theReadmeExampleWorksAsWritten() throws Exception {
        Bookmark b = new Bookmark();
        b.target = Uri.parse("https://example.com/");
        b.icon = RelativeReference.parse("img/icon.png");
        b.href = UriReference.parse("../a#b");
        b.endpoint = Uri.parse("https://api.example/v1");
        b.canonical = Uri.parse("HTTPS://Example.com/a/../b");
        b.oldLink = Rfc1808Url.parse("http://a/b;p?q");
        b.legacy = new URI("http://example.com/\u00fc");
        inTransaction(em -> em.persist(b));
        inTransaction(em -> {
            List<Bookmark> hits = em.createQuery("select b from Bookmark b where b.target in :targets", Bookmark.class)
                    .setParameter("targets", List.of(Uri.parse("https://example.com/"), Uri.parse("https://example.org/")))
                    .getResultList();
            assertThat(hits).hasSize(1);
            Bookmark loaded = hits.get(0);
            assertThat(loaded.href).isInstanceOf(RelativeReference.class).hasToString("../a#b");
            assertThat(loaded.canonical).hasToString("https://example.com/b");
            assertThat(loaded.oldLink).isEqualTo(b.oldLink);
            assertThat(loaded.legacy).isEqualTo(b.legacy);
            assertThat(loaded.icon).isEqualTo(b.icon);
            assertThat(loaded.endpoint).isEqualTo(b.endpoint);
        });
    }

    @Test
    void programmaticBootstrapPicksTheConverterUpAsAManagedClass() throws SQLException {
        String url = "jdbc:h2:mem:" + unit() + "-programmatic;DB_CLOSE_DELAY=-1";
        PersistenceConfiguration configuration = new PersistenceConfiguration(unit() + "-programmatic")
                .provider(providerClassName())
                .managedClass(UriAttributeConverter.class)
                .managedClass(Site.class)
                .sharedCacheMode(SharedCacheMode.NONE)
                .validationMode(ValidationMode.NONE)
                .property(PersistenceConfiguration.JDBC_URL, url)
                .property(PersistenceConfiguration.SCHEMAGEN_DATABASE_ACTION, "drop-and-create")
                .property("eclipselink.weaving", "false");
        EntityManagerFactory factory = Persistence.createEntityManagerFactory(configuration);
        try {
            EntityManager em = factory.createEntityManager();
            em.getTransaction().begin();
            em.persist(new Site(1, "https://example.com/a?b#c"));
            em.getTransaction().commit();
            em.clear();
            assertThat(em.createQuery("select s from Site s where s.url = :u", Site.class)
                    .setParameter("u", Uri.parse("https://example.com/a?b#c")).getSingleResult().url)
                    .hasToString("https://example.com/a?b#c");
            em.close();
        } finally {
            factory.close();
        }
        try (Connection c = DriverManager.getConnection(url); Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("select URL from SITE")) {
            assertThat(rs.next()).isTrue();
            assertThat(rs.getString(1)).isEqualTo("https://example.com/a?b#c");
        }
    }

    // ---------------------------------------------------------------- nulls

    @Test
    void nullAttributesAreNullColumnsAndBack() throws SQLException {
        inTransaction(em -> em.persist(new Link(1)));
        assertThat(row(1)).hasSize(COLUMNS.size()).allSatisfy((column, text) -> assertThat(text).as(column).isNull());

        jdbc("insert into LINK (ID) values (2)");
        inTransaction(em -> {
            for (long id : new long[] {1, 2}) {
                Link l = em.find(Link.class, id);
                assertThat(l.uri).isNull();
                assertThat(l.ref).isNull();
                assertThat(l.rel).isNull();
                assertThat(l.base).isNull();
                assertThat(l.javaNetUri).isNull();
                assertThat(l.rfc1808).isNull();
                assertThat(l.rfc1738).isNull();
                assertThat(l.normalized).isNull();
                assertThat(l.schemeNormalized).isNull();
                assertThat(l.normalizedRef).isNull();
            }
            assertThat(em.createQuery("select l.id from Link l where l.uri is null order by l.id", Long.class)
                    .getResultList()).containsExactly(1L, 2L);
        });
    }

    // ---------------------------------------------------------------- queries

    private void persistThree() {
        inTransaction(em -> {
            em.persist(Link.uri(1, "http://example.com/a"));
            em.persist(Link.uri(2, "HTTP://example.com/a")); // equivalent to 1, not equal: exact text
            em.persist(Link.uri(3, "http://example.com/b"));
            em.persist(Link.ref(4, "http://example.com/a"));
            em.persist(Link.ref(5, "/a"));
        });
    }

    @Test
    void jpqlEqualsWithUriParameterComparesExactText() {
        persistThree();
        inTransaction(em -> assertThat(em.createQuery("select l.id from Link l where l.uri = :u", Long.class)
                .setParameter("u", Uri.parse("http://example.com/a")).getResultList()).containsExactly(1L));
    }

    @Test
    void jpqlInWithCollectionOfUris() {
        persistThree();
        inTransaction(em -> assertThat(em.createQuery("select l.id from Link l where l.uri in :us order by l.id", Long.class)
                .setParameter("us", List.of(Uri.parse("http://example.com/a"), Uri.parse("http://example.com/b")))
                .getResultList()).containsExactly(1L, 3L));
    }

    @Test
    void jpqlOnUriReferenceAttributeTakesEitherKindOfReference() {
        persistThree();
        inTransaction(em -> {
            assertThat(em.createQuery("select l.id from Link l where l.ref = :r", Long.class)
                    .setParameter("r", UriReference.parse("/a")).getResultList()).containsExactly(5L);
            assertThat(em.createQuery("select l.id from Link l where l.ref in :rs order by l.id", Long.class)
                    .setParameter("rs", List.of(UriReference.parse("/a"), UriReference.parse("http://example.com/a")))
                    .getResultList()).containsExactly(4L, 5L);
        });
    }

    @Test
    void criteriaEqualsAndInWithUriValues() {
        persistThree();
        inTransaction(em -> {
            CriteriaBuilder cb = em.getCriteriaBuilder();
            CriteriaQuery<Long> eq = cb.createQuery(Long.class);
            Root<Link> l = eq.from(Link.class);
            eq.select(l.get("id")).where(cb.equal(l.get("uri"), cb.parameter(Uri.class, "u")));
            assertThat(em.createQuery(eq).setParameter("u", Uri.parse("http://example.com/b")).getResultList())
                    .containsExactly(3L);

            CriteriaQuery<Long> in = cb.createQuery(Long.class);
            Root<Link> m = in.from(Link.class);
            in.select(m.<Long>get("id"))
                    .where(m.<Uri>get("uri").in(Uri.parse("http://example.com/a"), Uri.parse("HTTP://example.com/a")))
                    .orderBy(cb.asc(m.get("id")));
            assertThat(em.createQuery(in).getResultList()).containsExactly(1L, 2L);
        });
    }

    @Test
    void criteriaEqualsWithAValueBindsItThroughTheConverter() {
        persistThree();
        inTransaction(em -> {
            CriteriaBuilder cb = em.getCriteriaBuilder();
            CriteriaQuery<Long> q = cb.createQuery(Long.class);
            Root<Link> l = q.from(Link.class);
            q.select(l.get("id")).where(cb.equal(l.get("uri"), Uri.parse("HTTP://example.com/a")));
            assertThat(em.createQuery(q).getResultList()).containsExactly(2L);
        });
    }

    @Test
    void jpqlStringLiteral() {
        persistThree();
        withEntityManager(this::assertJpqlStringLiteral);
    }

    @Test
    void criteriaUriLiteralGoesThroughTheConverter() {
        persistThree();
        inTransaction(em -> {
            CriteriaBuilder cb = em.getCriteriaBuilder();
            CriteriaQuery<Long> q = cb.createQuery(Long.class);
            Root<Link> l = q.from(Link.class);
            q.select(l.get("id")).where(cb.equal(l.get("uri"), cb.literal(Uri.parse("http://example.com/b"))));
            assertThat(em.createQuery(q).getResultList()).containsExactly(3L);
        });
    }

    // ---------------------------------------------------------------- invalid column text

    @Test
    void invalidColumnTextFailsWithIndexReasonAndRedactedValue() throws SQLException {
        jdbc("insert into LINK (ID, URI) values (7, 'http://user:secret@a b/')");
        assertThatThrownBy(() -> inTransaction(em -> em.find(Link.class, 7L)))
                .isInstanceOf(PersistenceException.class)
                .satisfies(e -> {
                    UriSyntaxException cause = cause(e, UriSyntaxException.class);
                    assertThat(cause.error().index()).isEqualTo(20);
                    assertThat(cause.error().kind()).isEqualTo(ErrorKind.UNEXPECTED_CHARACTER);
                    assertThat(cause.getMessage()).isEqualTo(
                            "invalid character ' ' (U+0020) in host at index 20 (RFC 3986 reg-name): \"http://user:****@a b/\"");
                    assertThat(e.getMessage()).startsWith(readFailurePrefix());
                    // urikit's own message never shows the password; a provider's wrapper may quote the raw value
                    if (wrapperQuotesColumnValue()) {
                        assertThat(e.getMessage()).contains("http://user:secret@a b/");
                    } else {
                        assertThat(chainText(e)).doesNotContain("secret");
                    }
                });
    }

    @Test
    void invalidTextFailsInQueriesToo() throws SQLException {
        jdbc("insert into LINK (ID, REF) values (8, 'http://a/%zz')");
        assertThatThrownBy(() -> inTransaction(em -> em.createQuery("select l from Link l", Link.class).getResultList()))
                .satisfies(e -> {
                    UriSyntaxException cause = cause(e, UriSyntaxException.class);
                    assertThat(cause.error().kind()).isEqualTo(ErrorKind.INVALID_PERCENT_ENCODING);
                    assertThat(cause.error().index()).isEqualTo(10);
                });
    }

    @Test
    void longInvalidTextIsCutInTheMessage() throws SQLException {
        String text = "http://example.com/" + "a".repeat(1500) + " ";
        try (Connection c = DriverManager.getConnection(jdbcUrl());
                PreparedStatement ps = c.prepareStatement("insert into LINK (ID, URI) values (9, ?)")) {
            ps.setString(1, text);
            ps.executeUpdate();
        }
        assertThatThrownBy(() -> inTransaction(em -> em.find(Link.class, 9L)))
                .satisfies(e -> {
                    UriSyntaxException cause = cause(e, UriSyntaxException.class);
                    assertThat(cause.error().index()).isEqualTo(text.length() - 1);
                    assertThat(cause.getMessage()).hasSizeLessThan(300).contains("at index 1519").endsWith("\u2026\"");
                });
    }

    @Test
    void relativeTextInAUriColumnIsRejected() throws SQLException {
        jdbc("insert into LINK (ID, URI) values (10, '/just/a/path')");
        assertThatThrownBy(() -> inTransaction(em -> em.find(Link.class, 10L)))
                .satisfies(e -> assertThat(cause(e, UriSyntaxException.class).error().kind()).isEqualTo(ErrorKind.MISSING_SCHEME));
    }

    @Test
    void absoluteUriConverterRejectsAFragmentBothWays() throws SQLException {
        Link link = new Link(11);
        link.base = Uri.parse("https://api.example/v1#frag");
        assertThatThrownBy(() -> inTransaction(em -> em.persist(link)))
                .isInstanceOf(PersistenceException.class)
                .satisfies(e -> {
                    UriSyntaxException cause = cause(e, UriSyntaxException.class);
                    assertThat(cause.error().index()).isEqualTo(22);
                    assertThat(cause.error().rule()).isEqualTo("absolute-URI");
                });
        assertThat(count("select count(*) from LINK")).isZero();

        jdbc("insert into LINK (ID, BASE) values (12, 'https://api.example/v1#frag')");
        assertThatThrownBy(() -> inTransaction(em -> em.find(Link.class, 12L)))
                .satisfies(e -> assertThat(cause(e, UriSyntaxException.class).error().index()).isEqualTo(22));
    }

    @Test
    void legacyGrammarColumnsWithInvalidTextFail() throws SQLException {
        jdbc("insert into LINK (ID, RFC1738) values (15, 'http://h.example/#f')");
        jdbc("insert into LINK (ID, RFC1808) values (16, 'http://a/~x')");
        assertThatThrownBy(() -> inTransaction(em -> em.find(Link.class, 15L)))
                .satisfies(e -> {
                    UriSyntaxException cause = cause(e, UriSyntaxException.class);
                    assertThat(cause.error().grammar()).isEqualTo(Rfc.RFC_1738);
                    assertThat(cause.error().index()).isEqualTo(17);
                });
        assertThatThrownBy(() -> inTransaction(em -> em.find(Link.class, 16L)))
                .satisfies(e -> {
                    UriSyntaxException cause = cause(e, UriSyntaxException.class);
                    assertThat(cause.error().grammar()).isEqualTo(Rfc.RFC_1808);
                    assertThat(cause.error().index()).isEqualTo(9);
                });
    }

    @Test
    void javaNetUriColumnWithInvalidTextFails() throws SQLException {
        jdbc("insert into LINK (ID, JNURI) values (13, 'http://u:pw@a b/')");
        assertThatThrownBy(() -> inTransaction(em -> em.find(Link.class, 13L)))
                .satisfies(e -> {
                    UriSyntaxException cause = cause(e, UriSyntaxException.class);
                    assertThat(cause.error().index()).isEqualTo(13);
                    assertThat(cause.getMessage()).endsWith("\"http://u:****@a b/\"");
                });
    }

    // ---------------------------------------------------------------- too long for the column

    /**
     * A value longer than its column: H2 refuses it when the provider writes the row, here at the
     * commit, with SQLState 22001 "Value too long for column"; nothing is stored. What wraps it
     * depends on the provider (see the subclasses); the database's message quotes the start of the
     * value.
     */
    @Test
    void aValueLongerThanItsColumnFailsWhenTheRowIsWritten() throws SQLException {
        Link fits = new Link(30);
        fits.uri = Uri.parse("https://example.com/" + "a".repeat(2048 - 20));
        inTransaction(em -> em.persist(fits));
        assertThat(row(30).get("URI")).hasSize(2048);

        Link tooLong = new Link(31);
        tooLong.uri = Uri.parse("https://example.com/" + "a".repeat(2049 - 20));
        assertThatThrownBy(() -> inTransaction(em -> em.persist(tooLong)))
                .isInstanceOf(RollbackException.class)
                .satisfies(e -> {
                    assertThat(cause(e, PersistenceException.class)).isNotNull();
                    Throwable wrapper = e.getCause();
                    assertThat(wrapper.getClass().getName()).isEqualTo(tooLongWrapperClassName());
                    SQLException sql = cause(e, SQLException.class);
                    assertThat(sql.getClass().getName()).isEqualTo(tooLongSqlExceptionClassName());
                    assertThat(sql.getSQLState()).isEqualTo("22001");
                    assertThat(sql.getMessage()).startsWith("Value too long for column \"URI CHARACTER VARYING(2048)\"");
                });
        assertThat(count("select count(*) from LINK where ID = 31")).isZero();
    }

    /** {@code @HttpUrl}'s default maxLength (2048) equals the documented column length: the validator stops the row first. */
    @Test
    void httpUrlStopsAValueLongerThanTheColumnBeforeTheDatabase() throws SQLException {
        jdbc("delete from VALIDATED_LINK");
        ValidatedLink fits = new ValidatedLink(3, "https://example.com/", "https://cb.example/");
        fits.homepage = "https://example.com/" + "a".repeat(2048 - 20);
        inTransaction(em -> em.persist(fits));
        assertThat(count("select count(*) from VALIDATED_LINK")).isEqualTo(1);

        ValidatedLink tooLong = new ValidatedLink(4, "https://example.com/", "https://cb.example/");
        tooLong.homepage = "https://example.com/" + "a".repeat(2049 - 20);
        assertThatThrownBy(() -> inTransaction(em -> em.persist(tooLong)))
                .satisfies(e -> {
                    ConstraintViolationException cve = cause(e, ConstraintViolationException.class);
                    assertThat(cve.getConstraintViolations())
                            .extracting(v -> v.getPropertyPath().toString() + ": " + v.getMessage())
                            .containsExactly("homepage: is 2049 characters long, more than the maximum of 2048");
                    assertThat(chainText(e)).doesNotContain("Value too long");
                });
        assertThat(count("select count(*) from VALIDATED_LINK")).isEqualTo(1);
    }

    // ---------------------------------------------------------------- Bean Validation

    @Test
    void validUriIsCheckedOnPersistThroughTheProvidersBeanValidation() throws SQLException {
        jdbc("delete from VALIDATED_LINK");
        inTransaction(em -> em.persist(new ValidatedLink(1, "https://example.com/", "http://cb.example/")));
        assertThat(count("select count(*) from VALIDATED_LINK")).isEqualTo(1);

        assertThatThrownBy(() -> inTransaction(em -> em.persist(new ValidatedLink(2, "http://example.com/", "http://a b/"))))
                .satisfies(e -> {
                    ConstraintViolationException cve = cause(e, ConstraintViolationException.class);
                    assertThat(cve.getConstraintViolations())
                            .extracting(v -> v.getPropertyPath().toString() + ": " + v.getMessage())
                            .containsExactlyInAnyOrder(
                                    "target: scheme \"http\" is not allowed (allowed: https)",
                                    "callback: invalid character ' ' (U+0020) in host at index 8 (RFC 3986 reg-name)");
                });
        assertThat(count("select count(*) from VALIDATED_LINK")).isEqualTo(1);
    }

    // ---------------------------------------------------------------- schema

    @Test
    void javaNetUriColumnWithTextOnlyJavaNetUriRejectsFailsWithItsReason() throws SQLException {
        jdbc("insert into LINK (ID, JNURI) values (14, 'http://u:pw@[v1.x]/')");
        assertThatThrownBy(() -> inTransaction(em -> em.find(Link.class, 14L)))
                .satisfies(e -> {
                    IllegalStateException cause = cause(e, IllegalStateException.class);
                    assertThat(cause.getMessage()).startsWith("java.net.URI cannot represent \"http://u:****@[v1.x]/\": ")
                            .contains(" at index ");
                    assertThat(cause.getCause()).isNull();
                });
    }

    @Test
    void generatedColumnsAreVarcharWithTheDeclaredLength() throws SQLException {
        Map<String, int[]> columns = new HashMap<>();
        try (Connection c = DriverManager.getConnection(jdbcUrl())) {
            DatabaseMetaData md = c.getMetaData();
            try (ResultSet rs = md.getColumns(null, null, "LINK", null)) {
                while (rs.next()) {
                    columns.put(rs.getString("COLUMN_NAME"), new int[] {rs.getInt("DATA_TYPE"), rs.getInt("COLUMN_SIZE")});
                }
            }
        }
        for (String column : COLUMNS) {
            if (!column.equals("REL")) {
                assertThat(columns.get(column)).as(column).containsExactly(Types.VARCHAR, 2048);
            }
        }
        assertThat(columns.get("REL")).as("no @Column length").containsExactly(Types.VARCHAR, defaultVarcharLength());
        assertThat(columns.get("NOTE")).as("a plain String gets the same default").containsExactly(Types.VARCHAR,
                defaultVarcharLength());
    }

    @Test
    void withoutTheConverterJavaNetUriIsSerializedToBytes() throws SQLException {
        try (Connection c = DriverManager.getConnection(jdbcUrl());
                ResultSet rs = c.getMetaData().getColumns(null, null, "PLAIN_JAVA_NET_URI", "URI")) {
            assertThat(rs.next()).isTrue();
            assertThat(rs.getInt("DATA_TYPE")).isEqualTo(Types.VARBINARY);
        }
    }

    // ---------------------------------------------------------------- IRIs

    @Test
    void irisAreStoredAsTextOrAsTheirUriForm() throws SQLException {
        jdbc("delete from PLACE");
        inTransaction(em -> {
            em.persist(new Place(1, "https://münchen.de/straße?q=ä#teil"));
            em.persist(new Place(2, "https://例え.jp/パス"));
        });
        Map<Long, List<String>> columns = new HashMap<>();
        try (Connection c = DriverManager.getConnection(jdbcUrl()); Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("select ID, PAGE, PAGE_URI from PLACE")) {
            while (rs.next()) {
                columns.put(rs.getLong(1), List.of(rs.getString(2), rs.getString(3)));
            }
        }
        assertThat(columns).containsEntry(1L, List.of("https://münchen.de/straße?q=ä#teil",
                        "https://xn--mnchen-3ya.de/stra%C3%9Fe?q=%C3%A4#teil"))
                .containsEntry(2L, List.of("https://例え.jp/パス", "https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9"));
        inTransaction(em -> {
            Place one = em.find(Place.class, 1L);
            assertThat(one.page).hasToString("https://münchen.de/straße?q=ä#teil");
            assertThat(one.pageUri).isEqualTo(one.page);
            Place two = em.find(Place.class, 2L);
            assertThat(two.pageUri).isEqualTo(two.page).hasToString("https://例え.jp/パス");
            // a query parameter of an IRI attribute goes through its converter
            assertThat(em.createQuery("select p.id from Place p where p.pageUri = :u", Long.class)
                    .setParameter("u", Iri.parse("https://münchen.de/straße?q=ä#teil")).getResultList()).containsExactly(1L);
        });
    }

    // ---------------------------------------------------------------- WHATWG URLs

    @Test
    void whatwgUrlsAreStoredAsTheirHrefAndReadAsTheStandardReads() throws SQLException {
        jdbc("delete from WEBHOOK");
        inTransaction(em -> em.persist(new Webhook(1, " HTTPS://Hooks.Example.COM:443/a/../b c?x=^#f ")));
        // written by other code, not in serialized form
        jdbc("insert into WEBHOOK (ID, URL) values (2, 'HTTP://Example.COM\\a')");
        Map<Long, String> columns = new HashMap<>();
        try (Connection c = DriverManager.getConnection(jdbcUrl()); Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("select ID, URL from WEBHOOK")) {
            while (rs.next()) {
                columns.put(rs.getLong(1), rs.getString(2));
            }
        }
        assertThat(columns).containsEntry(1L, "https://hooks.example.com/b%20c?x=^#f")
                .containsEntry(2L, "HTTP://Example.COM\\a");
        inTransaction(em -> {
            Webhook one = em.find(Webhook.class, 1L);
            assertThat(one.url).isEqualTo(WhatwgUrl.parse("https://hooks.example.com/b%20c?x=^#f"));
            assertThat(em.find(Webhook.class, 2L).url).hasToString("http://example.com/a");
            assertThat(em.createQuery("select w.id from Webhook w where w.url = :u", Long.class)
                    .setParameter("u", WhatwgUrl.parse("HTTPS://hooks.example.com/b c?x=^#f")).getResultList())
                    .containsExactly(1L);
        });
    }

    @Test
    void whatwgUrlColumnsTheStandardFailsFailWithTypeComponentAndIndex() throws SQLException {
        jdbc("delete from WEBHOOK");
        jdbc("insert into WEBHOOK (ID, URL) values (3, 'https://user:secret@h:99999/')");
        assertThatThrownBy(() -> inTransaction(em -> em.find(Webhook.class, 3L)))
                .isInstanceOf(PersistenceException.class)
                .satisfies(e -> {
                    WhatwgUrlException cause = cause(e, WhatwgUrlException.class);
                    assertThat(cause.type()).isEqualTo("port-out-of-range");
                    assertThat(cause.index()).isEqualTo(22);
                    assertThat(cause.getMessage()).isEqualTo(
                            "Invalid URL (WHATWG URL Standard): port-out-of-range in port at index 22");
                });
    }

    // ---------------------------------------------------------------- helpers

    void inTransaction(Consumer<EntityManager> work) {
        Jpa.inTransaction(emf, work);
    }

    /** Work outside a transaction, so that a failing query does not fail the commit. */
    void withEntityManager(Consumer<EntityManager> work) {
        EntityManager em = emf.createEntityManager();
        try {
            work.accept(em);
        } finally {
            em.close();
        }
    }

    void jdbc(String sql) throws SQLException {
        try (Connection c = DriverManager.getConnection(jdbcUrl()); Statement st = c.createStatement()) {
            st.executeUpdate(sql);
        }
    }

    long count(String sql) throws SQLException {
        try (Connection c = DriverManager.getConnection(jdbcUrl()); Statement st = c.createStatement();
                ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    static final List<String> COLUMNS = List.of("URI", "REF", "REL", "BASE", "JNURI", "RFC1808", "RFC1738", "NORM",
            "SCHEME_NORM", "NORM_REF");

    /** The text of every converted column of one row, read with plain JDBC. */
    Map<String, String> row(long id) throws SQLException {
        try (Connection c = DriverManager.getConnection(jdbcUrl());
                PreparedStatement ps = c.prepareStatement("select " + String.join(", ", COLUMNS) + " from LINK where ID = ?")) {
            ps.setLong(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                assertThat(rs.next()).isTrue();
                Map<String, String> row = new HashMap<>();
                for (String col : COLUMNS) {
                    row.put(col, rs.getString(col));
                }
                return row;
            }
        }
    }

    static <T extends Throwable> T cause(Throwable t, Class<T> type) {
        return Jpa.cause(t, type);
    }

    static String chainText(Throwable t) {
        StringBuilder sb = new StringBuilder();
        for (Throwable c = t; c != null; c = c.getCause()) {
            sb.append(c).append('\n');
        }
        return sb.toString();
    }
}
