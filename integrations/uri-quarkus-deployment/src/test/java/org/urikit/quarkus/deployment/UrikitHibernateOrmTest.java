package org.urikit.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.agroal.api.AgroalDataSource;
import io.quarkus.builder.BuildContext;
import io.quarkus.deployment.builditem.GeneratedResourceBuildItem;
import io.quarkus.deployment.builditem.nativeimage.NativeImageResourceBundleBuildItem;
import io.quarkus.deployment.builditem.nativeimage.NativeImageResourcePatternsBuildItem;
import io.quarkus.deployment.builditem.nativeimage.ReflectiveClassBuildItem;
import io.quarkus.deployment.builditem.nativeimage.RuntimeInitializedClassBuildItem;
import io.quarkus.deployment.builditem.nativeimage.ServiceProviderBuildItem;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.QuarkusUnitTest;
import jakarta.inject.Inject;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EntityManager;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.urikit.RelativeReference;
import org.urikit.Uri;
import org.urikit.UriReference;

/**
 * Hibernate ORM on H2 with no {@code @Convert}: urikit attributes are {@code VARCHAR} columns of their exact text
 * ({@code UriReference}, which has no {@code autoApply} converter, through uri-jpa's type contributor), queries
 * compare them; and the native-image build items the
 * extension produces, collected by a build step of the test.
 */
class UrikitHibernateOrmTest {
    static final String NATIVE_REPORT = "urikit-native-items.txt";

    @RegisterExtension
    static final QuarkusUnitTest TEST = new QuarkusUnitTest()
            .withApplicationRoot(jar -> jar.addClasses(Bookmark.class))
            .overrideConfigKey("quarkus.datasource.db-kind", "h2")
            .overrideConfigKey("quarkus.datasource.jdbc.url", "jdbc:h2:mem:urikit;DB_CLOSE_DELAY=-1")
            .overrideConfigKey("quarkus.hibernate-orm.schema-management.strategy", "drop-and-create")
            .addBuildChainCustomizer(chain -> chain.addBuildStep(UrikitHibernateOrmTest::reportNativeItems)
                    .consumes(ReflectiveClassBuildItem.class)
                    .consumes(NativeImageResourcePatternsBuildItem.class)
                    .consumes(NativeImageResourceBundleBuildItem.class)
                    .consumes(ServiceProviderBuildItem.class)
                    .consumes(RuntimeInitializedClassBuildItem.class)
                    .produces(GeneratedResourceBuildItem.class)
                    .build());

    /** Writes what the native-image build items register, one {@code kind name} a line, as a resource of the application. */
    static void reportNativeItems(BuildContext context) {
        StringBuilder sb = new StringBuilder();
        for (ReflectiveClassBuildItem r : context.consumeMulti(ReflectiveClassBuildItem.class)) {
            for (String c : r.getClassNames()) {
                sb.append("reflective ").append(c).append(r.isConstructors() ? " constructors" : "").append('\n');
            }
        }
        for (NativeImageResourcePatternsBuildItem p : context.consumeMulti(NativeImageResourcePatternsBuildItem.class)) {
            for (String g : p.getIncludePatterns()) {
                sb.append("resource-pattern ").append(g).append('\n');
            }
        }
        for (NativeImageResourceBundleBuildItem b : context.consumeMulti(NativeImageResourceBundleBuildItem.class)) {
            sb.append("bundle ").append(b.getBundleName()).append('\n');
        }
        for (ServiceProviderBuildItem s : context.consumeMulti(ServiceProviderBuildItem.class)) {
            for (String p : s.providers()) {
                sb.append("service ").append(s.serviceDescriptorFile()).append(' ').append(p).append('\n');
            }
        }
        for (RuntimeInitializedClassBuildItem r : context.consumeMulti(RuntimeInitializedClassBuildItem.class)) {
            sb.append("runtime-init ").append(r.getClassName()).append('\n');
        }
        context.produce(new GeneratedResourceBuildItem(NATIVE_REPORT, sb.toString().getBytes(StandardCharsets.UTF_8)));
    }

    @Entity(name = "Bookmark")
    @Table(name = "BOOKMARK")
    public static class Bookmark {
        @Id
        public Long id;
        public Uri href;
        public UriReference target;
        public RelativeReference rel;
        @Column(length = 2048)
        public Uri longHref;
    }

    @Inject
    EntityManager em;

    @Inject
    AgroalDataSource dataSource;

    @Test
    void columnsAreVarcharNeverBinary() throws Exception {
        Map<String, String> types = new TreeMap<>();
        try (Connection c = dataSource.getConnection(); Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("select COLUMN_NAME, DATA_TYPE, CHARACTER_MAXIMUM_LENGTH"
                        + " from INFORMATION_SCHEMA.COLUMNS where TABLE_NAME = 'BOOKMARK'")) {
            while (rs.next()) {
                types.put(rs.getString(1), rs.getString(2) + "(" + rs.getLong(3) + ")");
            }
        }
        // Hibernate's default length where none is given, as with uri-jpa outside Quarkus (docs/JPA.md)
        assertThat(types).containsEntry("HREF", "CHARACTER VARYING(255)")
                .containsEntry("TARGET", "CHARACTER VARYING(255)")
                .containsEntry("REL", "CHARACTER VARYING(255)")
                .containsEntry("LONGHREF", "CHARACTER VARYING(2048)");
    }

    @Test
    void exactTextIsStoredAndQueriesCompareIt() throws Exception {
        String exact = "HTTP://Example.COM:080/a/./b/../%7e?q=%41#F";
        QuarkusTransaction.requiringNew().run(() -> {
            Bookmark b = new Bookmark();
            b.id = 1L;
            b.href = Uri.parse(exact);
            b.target = UriReference.parse("../x?y");
            b.rel = RelativeReference.parse("//h/p");
            em.persist(b);
        });
        try (Connection c = dataSource.getConnection(); Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("select HREF, TARGET, REL from BOOKMARK where ID = 1")) {
            assertThat(rs.next()).isTrue();
            assertThat(List.of(rs.getString(1), rs.getString(2), rs.getString(3)))
                    .containsExactly(exact, "../x?y", "//h/p");
        }
        List<Bookmark> found = QuarkusTransaction.requiringNew().call(() -> em
                .createQuery("select b from Bookmark b where b.href = :href", Bookmark.class)
                .setParameter("href", Uri.parse(exact)).getResultList());
        assertThat(found).extracting(b -> b.href.toString()).containsExactly(exact);
        List<Bookmark> none = QuarkusTransaction.requiringNew().call(() -> em
                .createQuery("select b from Bookmark b where b.href = :href", Bookmark.class)
                .setParameter("href", Uri.parse("http://example.com/a/b/~?q=A#F")).getResultList());
        assertThat(none).as("equivalent but not the same text").isEmpty();
        List<Long> byTarget = QuarkusTransaction.requiringNew().call(() -> em
                .createQuery("select b.id from Bookmark b where b.target = :t", Long.class)
                .setParameter("t", UriReference.parse("../x?y")).getResultList());
        assertThat(byTarget).containsExactly(1L);
    }

    @Test
    void nativeImageBuildItemsCoverWhatTheJarsDeclare() throws Exception {
        List<String> lines = new ArrayList<>();
        try (InputStream in = Thread.currentThread().getContextClassLoader().getResourceAsStream(NATIVE_REPORT)) {
            assertThat(in).as(NATIVE_REPORT).isNotNull();
            lines.addAll(List.of(new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")));
        }
        assertThat(lines).contains(
                "reflective org.urikit.validation.internal.ValidUriReferenceValidator constructors",
                "reflective org.urikit.validation.internal.ValidUriCharSequenceValidator constructors",
                "reflective org.urikit.jpa.UriAttributeConverter constructors",
                "reflective org.urikit.jpa.hibernate.UrikitTypeContributor constructors",
                "reflective org.urikit.jackson.UriModule constructors",
                "reflective org.urikit.jaxrs.UriParamConverterProvider constructors",
                "bundle ContributorValidationMessages",
                "runtime-init org.urikit.validation.internal.ValidUriMessages",
                "service META-INF/services/org.hibernate.boot.model.TypeContributor org.urikit.jpa.hibernate.UrikitTypeContributor",
                "service META-INF/services/com.fasterxml.jackson.databind.Module org.urikit.jackson.UriModule");
        List<Pattern> patterns = lines.stream().filter(l -> l.startsWith("resource-pattern "))
                .map(l -> Pattern.compile(l.substring("resource-pattern ".length()))).toList();
        for (String resource : List.of("ContributorValidationMessages.properties", "ContributorValidationMessages_de.properties",
                "ContributorValidationMessages_fr.properties", "META-INF/services/org.hibernate.boot.model.TypeContributor")) {
            assertThat(patterns).as("a resource pattern matches %s", resource)
                    .anySatisfy(p -> assertThat(p.matcher(resource).matches()).isTrue());
        }
        assertThat(patterns).as("no pattern matches an unrelated resource")
                .noneSatisfy(p -> assertThat(p.matcher("application.properties").matches()).isTrue());
    }
}
