package org.urikit.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validation;
import jakarta.validation.Validator;
import jakarta.validation.ValidatorFactory;
import org.apache.commons.validator.routines.UrlValidator;
import org.hibernate.validator.HibernateValidator;
import org.hibernate.validator.constraints.URL;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.urikit.Component;
import org.urikit.ErrorKind;
import org.urikit.HostKind;
import org.urikit.ParseError;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.UriSyntaxException;
import org.urikit.jackson.UriModule;
import org.urikit.validation.ValidUri;
import org.urikit.validation.WebhookUrl;

/**
 * The facts behind the README's "Why urikit" table: urikit beside {@code java.net.URI}, Hibernate
 * Validator's {@code @URL}, commons-validator's {@code UrlValidator} and Jackson databind's own
 * {@code java.net.URI} handling, each run for real on the same inputs. The table's
 * {@code java.net.URI} column is JDK 17's; where JDK 25's {@code java.net.URI} differs, the test
 * says so and asserts per {@link Runtime#version()}.
 */
class ComparisonTest {

    record HvUrl(@URL String url) {
    }

    record UrikitUri(@ValidUri String url) {
    }

    record UrikitWebhook(@WebhookUrl String url) {
    }

    record JavaNetUriHolder(URI url) {
    }

    record UrikitHolder(Uri url) {
    }

    private static ValidatorFactory factory;
    private static Validator validator;
    private static final UrlValidator COMMONS = UrlValidator.getInstance();
    private static final ObjectMapper DATABIND = new ObjectMapper();
    private static final ObjectMapper URIKIT_JSON = JsonMapper.builder().addModule(new UriModule()).build();

    @BeforeAll
    static void startValidator() {
        factory = Validation.byProvider(HibernateValidator.class).configure()
                .defaultLocale(Locale.ENGLISH).buildValidatorFactory();
        validator = factory.getValidator();
    }

    @AfterAll
    static void closeValidator() {
        factory.close();
    }

    private static boolean hvUrlAccepts(String s) {
        return validator.validate(new HvUrl(s)).isEmpty();
    }

    private static Set<String> urikitMessages(Object bean) {
        Set<String> messages = new TreeSet<>();
        for (ConstraintViolation<Object> v : validator.validate(bean)) {
            messages.add(v.getMessage());
        }
        return messages;
    }

    @Test
    void underscoreInHost() throws Exception {
        String s = "http://a_b.example/";
        assertThat(Uri.parse(s).host()).contains("a_b.example");              // RFC 3986 reg-name allows '_'
        assertThat(new URI(s).getHost()).isNull();                            // java.net.URI: registry authority, no host
        assertThat(DATABIND.readValue("\"" + s + "\"", URI.class).getHost()).isNull();
        assertThat(hvUrlAccepts(s)).isTrue();
        assertThat(COMMONS.isValid(s)).isFalse();
    }

    @Test
    void customScheme() throws Exception {
        String s = "coap://h/";
        assertThat(urikitMessages(new UrikitUri(s))).isEmpty();
        assertThat(new URI(s).getHost()).isEqualTo("h");
        assertThat(hvUrlAccepts(s)).isFalse();                                // no URLStreamHandler for coap
        assertThat(COMMONS.isValid(s)).isFalse();                             // default schemes: http, https, ftp
    }

    @Test
    void credentialsAndPrivateAddress() throws Exception {
        String s = "https://user:pass@10.0.0.1/";
        assertThat(urikitMessages(new UrikitWebhook(s)))
                .containsExactly("credentials are not allowed", "host 10.0.0.1 is a private address");
        assertThat(new URI(s).getUserInfo()).isEqualTo("user:pass");
        assertThat(hvUrlAccepts(s)).isTrue();
        assertThat(COMMONS.isValid(s)).isTrue();
    }

    @Test
    void loopbackAddress() {
        String s = "https://127.0.0.1/";
        assertThat(urikitMessages(new UrikitWebhook(s))).containsExactly("host 127.0.0.1 is a loopback address");
        assertThat(hvUrlAccepts(s)).isTrue();
        assertThat(COMMONS.isValid(s)).isTrue();
    }

    /** The "Why" table of README.md quotes each of these messages as it is, on the row of its input. */
    @Test
    void theReadmeTableQuotesTheRealMessages() throws Exception {
        String readme = System.getProperty("urikit.readme");
        assertThat(readme).as("system property urikit.readme (set by surefire)").isNotNull();
        List<String> lines = Files.readAllLines(Path.of(readme), StandardCharsets.UTF_8);
        Map<String, Set<String>> rows = Map.of(
                "https://user:pass@10.0.0.1/", urikitMessages(new UrikitWebhook("https://user:pass@10.0.0.1/")),
                "https://127.0.0.1/", urikitMessages(new UrikitWebhook("https://127.0.0.1/")),
                "http://h:99999/", urikitMessages(new UrikitUri("http://h:99999/")));
        for (Map.Entry<String, Set<String>> row : rows.entrySet()) {
            String line = lines.stream().filter(l -> l.startsWith("| `" + row.getKey() + "` |")).findFirst()
                    .orElseThrow(() -> new AssertionError("no README row for " + row.getKey()));
            assertThat(row.getValue()).isNotEmpty();
            for (String message : row.getValue()) {
                assertThat(line).as(row.getKey()).contains("\"" + message + "\"");
            }
        }
    }

    @Test
    void portAbove65535() throws Exception {
        String s = "http://h:99999/";
        assertThat(Uri.parse(s).portNumber()).isEmpty();
        assertThat(urikitMessages(new UrikitUri(s)))
                .containsExactly("breaks the http scheme rule in port at index 9: RFC 9293 §3.1: a TCP port number is at most 65535");
        assertThat(new URI(s).getPort()).isEqualTo(99999);
        assertThat(hvUrlAccepts(s)).isTrue();
        assertThat(COMMONS.isValid(s)).isFalse();
    }

    @Test
    void validRfc3986ThatJavaNetUriRejects() {
        for (String s : List.of("http://[v1.x]/", "a:")) {
            assertThat(UriReference.check(s)).as(s).isEmpty();
            assertThatThrownBy(() -> new URI(s)).as(s).isInstanceOf(URISyntaxException.class);
            assertThat(hvUrlAccepts(s)).as(s).isFalse();
            assertThat(COMMONS.isValid(s)).as(s).isFalse();
        }
        assertThat(Uri.parse("http://[v1.x]/").hostKind()).contains(HostKind.IPV_FUTURE);
    }

    @Test
    void whereAndWhyASpaceIsRejected() {
        String s = "http://a b/";
        ParseError error = UriReference.check(s).orElseThrow();
        assertThat(error.index()).isEqualTo(8);                               // the space itself
        assertThat(error.component()).isEqualTo(Component.HOST);
        assertThat(error.rule()).isEqualTo("reg-name");
        // java.net.URI's index depends on the JDK: the README's table shows JDK 17's
        int jdk = Runtime.version().feature();
        assertThatThrownBy(() -> new URI(s)).isInstanceOfSatisfying(URISyntaxException.class, e -> {
            if (jdk == 17) {
                assertThat(e.getIndex()).isEqualTo(7);                        // JDK 17: the start of the authority
            } else if (jdk >= 25) {
                assertThat(e.getIndex()).isEqualTo(8);                        // JDK 25: the space
            } else {
                assertThat(e.getIndex()).isIn(7, 8);                          // JDK 18-24: not run here
            }
            assertThat(e.getReason()).isEqualTo("Illegal character in authority");
        });
        assertThat(validator.validate(new HvUrl(s))).extracting(ConstraintViolation::getMessage)
                .containsExactly("must be a valid URL");                     // no position, no reason
        assertThat(COMMONS.isValid(s)).isFalse();                             // a boolean only
    }

    @Test
    void jsonEmptyString() throws Exception {
        assertThat(DATABIND.readValue("{\"url\":\"\"}", JavaNetUriHolder.class).url()).isEqualTo(URI.create(""));
        assertThatThrownBy(() -> URIKIT_JSON.readValue("{\"url\":\"\"}", UrikitHolder.class))
                .isInstanceOf(InvalidFormatException.class)
                .cause().isInstanceOfSatisfying(UriSyntaxException.class, e -> {
                    assertThat(e.error().index()).isZero();
                    assertThat(e.error().kind()).isEqualTo(ErrorKind.MISSING_SCHEME);
                });
    }

    @Test
    void jsonSurroundingWhitespace() throws Exception {
        assertThat(DATABIND.readValue("{\"url\":\" http://a \"}", JavaNetUriHolder.class).url())
                .isEqualTo(URI.create("http://a"));                           // trimmed silently
        assertThatThrownBy(() -> URIKIT_JSON.readValue("{\"url\":\" http://a \"}", UrikitHolder.class))
                .isInstanceOf(InvalidFormatException.class)
                .cause().isInstanceOfSatisfying(UriSyntaxException.class, e -> assertThat(e.error().index()).isZero());
        ObjectMapper trimming = JsonMapper.builder().addModule(UriModule.builder().trim(true).build()).build();
        assertThat(trimming.readValue("{\"url\":\" http://a \"}", UrikitHolder.class).url())
                .hasToString("http://a");                                     // only when asked for
    }

    @Test
    void equalityIsExactTextAndEquivalenceIsAskedFor() throws Exception {
        assertThat(new URI("HTTP://A/%7e")).isEqualTo(new URI("http://a/%7E"));
        assertThat(Uri.parse("HTTP://A/%7e")).isNotEqualTo(Uri.parse("http://a/%7E"));
        assertThat(Uri.parse("HTTP://A/%7e").normalize()).isEqualTo(Uri.parse("http://a/%7E").normalize());
    }
}
