package org.urikit.examples;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.logging.Level;
import java.util.logging.Logger;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import jakarta.persistence.EntityManager;
import jakarta.persistence.EntityManagerFactory;
import jakarta.persistence.PersistenceConfiguration;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validation;
import jakarta.validation.Validator;
import jakarta.validation.ValidatorFactory;
import org.hibernate.validator.HibernateValidator;
import org.urikit.Explanation;
import org.urikit.Normalizer;
import org.urikit.Rfc;
import org.urikit.Uri;
import org.urikit.jackson.UriModule;
import org.urikit.jpa.UriAttributeConverter;

/**
 * The end-to-end demo: webhook registrations read from JSON (Jackson + {@link UriModule}), validated
 * ({@code @WebhookUrl}, {@code @ValidUri} through Hibernate Validator), stored with Hibernate ORM in an
 * in-memory H2 database (uri-jpa's converter) and queried back by host; then resolution,
 * normalization and the per-standard verdicts of one URL.
 *
 * <p>Run it with {@code mvn -B -q -Pdemo package} from the repository root. Everything runs in this
 * JVM on embedded defaults; the output is the same on every run.
 *
 * @since 0.1
 */
public final class Demo {
    /** Kept strongly reachable: JUL holds loggers weakly, and a collected logger forgets its level. */
    private static final List<Logger> QUIET = new ArrayList<>();

    private Demo() {
    }

    /**
     * Runs the demo, printing to standard output.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        run(System.out);
    }

    /**
     * Runs the demo.
     *
     * @param out where the report goes
     */
    static void run(PrintStream out) {
        quietLogging();
        out.println("urikit demo");
        out.println();

        List<WebhookRegistration> registrations = read();
        out.println("1. Read " + registrations.size()
                + " webhook registrations from webhooks.json (Jackson with urikit's UriModule)");
        out.println();

        out.println("2. Validate them (Hibernate Validator; @WebhookUrl on callback, @ValidUri(grammar = RFC_1738) on archive)");
        List<WebhookRegistration> valid = validate(registrations, out);
        out.println();

        out.println("3. Store the " + valid.size() + " valid ones (Hibernate ORM, H2 in memory, uri-jpa's UriAttributeConverter)"
                + " and query them by host (JPQL)");
        store(valid, out);
        out.println();

        Uri base = Uri.parse("https://hooks.shop.example.com/billing/v2/invoice?id=7");
        out.println("4. Resolve links against " + base + " (RFC 3986 §5.2), then normalize (§6.2.2 + §6.2.3)");
        for (String link : List.of("../refund", "status?id=8", "//cdn.example.com/logo.png", "#paid",
                "./a/../b/%7eteam", "HTTPS://Hooks.Shop.Example.COM:443/billing/./v2/")) {
            Uri resolved = base.resolve(link);
            Uri normalized = Normalizer.schemeBased().normalize(resolved);
            out.printf(Locale.ROOT, "  %-50s -> %s%n", link, resolved);
            if (!normalized.equals(resolved)) {
                out.printf(Locale.ROOT, "  %-50s    normalized: %s%n", "", normalized);
            }
        }
        out.println();

        String url = "http://example.com/~user";
        Explanation explanation = Explanation.explain(url);
        out.println("5. One URL, judged by each standard: " + url);
        for (Explanation.Verdict verdict : explanation.verdicts()) {
            out.println("  " + verdict);
        }
        out.println("  accepted by RFC 3986: " + explanation.verdict(Rfc.RFC_3986).accepted()
                + "; by RFC 1738: " + explanation.verdict(Rfc.RFC_1738).accepted());
        out.flush();
    }

    private static List<WebhookRegistration> read() {
        ObjectMapper mapper = JsonMapper.builder().addModule(new UriModule()).build();
        try (InputStream in = Demo.class.getResourceAsStream("webhooks.json")) {
            if (in == null) {
                throw new IllegalStateException("webhooks.json is missing from the class path");
            }
            return mapper.readValue(in, new TypeReference<List<WebhookRegistration>>() { });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<WebhookRegistration> validate(List<WebhookRegistration> registrations, PrintStream out) {
        List<WebhookRegistration> valid = new ArrayList<>();
        try (ValidatorFactory factory = Validation.byProvider(HibernateValidator.class).configure()
                .defaultLocale(Locale.ENGLISH).buildValidatorFactory()) {
            Validator validator = factory.getValidator();
            for (WebhookRegistration r : registrations) {
                List<ConstraintViolation<WebhookRegistration>> violations = new ArrayList<>(validator.validate(r));
                violations.sort(Comparator.comparing((ConstraintViolation<WebhookRegistration> v) -> v.getPropertyPath().toString())
                        .thenComparing(ConstraintViolation::getMessage));
                out.printf(Locale.ROOT, "  %-8s %-10s %s%n", violations.isEmpty() ? "ok" : "rejected", r.name(),
                        maskPassword(r.callback()) + (r.archive() == null ? "" : "  archive " + r.archive()));
                for (ConstraintViolation<WebhookRegistration> v : violations) {
                    out.printf(Locale.ROOT, "  %-8s %-10s %s: %s%n", "", "", v.getPropertyPath(), v.getMessage());
                }
                if (violations.isEmpty()) {
                    valid.add(r);
                }
            }
        }
        return valid;
    }

    private static void store(List<WebhookRegistration> valid, PrintStream out) {
        PersistenceConfiguration unit = new PersistenceConfiguration("demo")
                .provider("org.hibernate.jpa.HibernatePersistenceProvider")
                .managedClass(Webhook.class)
                .managedClass(UriAttributeConverter.class)
                .property(PersistenceConfiguration.JDBC_DRIVER, "org.h2.Driver")
                .property(PersistenceConfiguration.JDBC_URL, "jdbc:h2:mem:urikit-demo")
                .property(PersistenceConfiguration.SCHEMAGEN_DATABASE_ACTION, "drop-and-create");
        try (EntityManagerFactory emf = unit.createEntityManagerFactory()) {
            emf.runInTransaction(em -> {
                for (WebhookRegistration r : valid) {
                    em.persist(new Webhook(r.name(), Uri.parse(r.callback()), r.archive()));
                }
            });
            emf.runInTransaction(em -> report(em, out));
        }
    }

    private static void report(EntityManager em, PrintStream out) {
        List<String> hosts = em.createQuery("select distinct w.host from Webhook w order by w.host", String.class)
                .getResultList();
        for (String host : hosts) {
            List<Webhook> hooks = em.createQuery("select w from Webhook w where w.host = :host order by w.name",
                    Webhook.class).setParameter("host", host).getResultList();
            out.println("  " + host + ": " + hooks.size() + (hooks.size() == 1 ? " webhook" : " webhooks"));
            for (Webhook w : hooks) {
                out.printf(Locale.ROOT, "    %-10s %s%s%n", w.name(), w.callback(),
                        w.archive() == null ? "" : "  archive " + w.archive());
            }
        }
        Uri asSent = Uri.parse("https://HOOKS.shop.example.com/shipping");
        String column = (String) em.createNativeQuery("select callback from Webhook where name = 'shipping'")
                .getSingleResult();
        long exact = em.createQuery("select count(w) from Webhook w where w.callback = :uri", Long.class)
                .setParameter("uri", asSent).getSingleResult();
        out.println("  column text of shipping: " + column + " (exact, not normalized); rows with callback = "
                + asSent + ": " + exact);
    }

    /** The callback for display, with any password in it as {@code ****} (the input is shown otherwise exactly). */
    private static String maskPassword(String callback) {
        int start = callback.indexOf("://");
        if (start < 0) {
            return callback;
        }
        start += 3;
        int end = start;
        while (end < callback.length() && "/?#".indexOf(callback.charAt(end)) < 0) {
            end++;
        }
        int at = callback.lastIndexOf('@', end - 1);
        int colon = callback.indexOf(':', start);
        if (at < start || colon < 0 || colon > at) {
            return callback;
        }
        return callback.substring(0, colon + 1) + "****" + callback.substring(at);
    }

    private static void quietLogging() {
        // Hibernate and its dependencies log through JBoss Logging: send it to JUL, and keep JUL quiet.
        if (QUIET.isEmpty()) {
            if (System.getProperty("org.jboss.logging.provider") == null) {
                System.setProperty("org.jboss.logging.provider", "jdk");
            }
            for (String name : List.of("org.hibernate", "org.jboss", "com.zaxxer", "org.h2")) {
                Logger logger = Logger.getLogger(name);
                logger.setLevel(Level.SEVERE);
                QUIET.add(logger);
            }
        }
    }
}
