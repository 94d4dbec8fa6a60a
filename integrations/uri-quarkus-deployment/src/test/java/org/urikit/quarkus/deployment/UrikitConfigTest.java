package org.urikit.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import io.quarkus.test.QuarkusUnitTest;
import io.smallrye.config.ConfigMapping;
import jakarta.inject.Inject;
import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbException;
import jakarta.ws.rs.ext.ReaderInterceptorContext;
import java.lang.reflect.Proxy;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.jaxrs.UriProblemException;
import org.urikit.quarkus.UriBodyProblemInterceptor;
import org.urikit.validation.WebhookUrl;

/**
 * The {@code quarkus.urikit.json.*} options reach Quarkus's {@code ObjectMapper} and its {@code Jsonb}
 * (quarkus-jsonb, as quarkus-rest-jsonb brings it): trimming, the RFC 3987 grammar, normalization on read and on
 * write (Jackson only).
 */
class UrikitConfigTest {
    @RegisterExtension
    static final QuarkusUnitTest TEST = new QuarkusUnitTest()
            // no database here: no H2 started by Dev Services (quarkus-jdbc-h2 is on this module's test class path)
            .overrideConfigKey("quarkus.devservices.enabled", "false")
            .withApplicationRoot(jar -> jar.addClasses(Holder.class, AppConfig.class))
            .overrideConfigKey("app.hook", "https://hooks.example.com/a%2Fb?x")
            .overrideConfigKey("quarkus.urikit.json.trim", "true")
            .overrideConfigKey("quarkus.urikit.json.grammar", "rfc-3987")
            .overrideConfigKey("quarkus.urikit.json.normalize-on-read", "syntax-based")
            .overrideConfigKey("quarkus.urikit.json.normalize-on-write", "scheme-based");

    @Inject
    ObjectMapper mapper;

    @Inject
    Jsonb jsonb;

    @Inject
    AppConfig app;

    /** An application's configuration with a urikit value, validated by Hibernate Validator at startup. */
    @ConfigMapping(prefix = "app")
    public interface AppConfig {
        /**
         * Where to send events.
         *
         * @return the webhook
         */
        @WebhookUrl
        Uri hook();
    }

    @Test
    void aConfigMappingHoldsAValidatedUriOfTheExactText() {
        assertThat(app.hook()).isEqualTo(Uri.parse("https://hooks.example.com/a%2Fb?x"));
    }

    /** A JSON-B bean: public fields, no-argument constructor. */
    public static class Holder {
        public Uri href;
        public UriReference next;
    }

    @Test
    void jacksonTrimsReadsIriTextAndNormalizes() throws Exception {
        // trimmed, IRI text in its URI form (RFC 3987 §3.1), then syntax-based normalization on read
        Uri read = mapper.readValue("\"  HTTP://Example.COM/a/./b/%7e/\u00e9  \"", Uri.class);
        assertThat(read.toString()).isEqualTo("http://example.com/a/b/~/%C3%A9");
        // scheme-based normalization on write drops the default port
        assertThat(mapper.writeValueAsString(Uri.parse("http://example.com:80/x"))).isEqualTo("\"http://example.com/x\"");
    }

    @Test
    void jacksonRejectsWhatTheGrammarRejects() {
        assertThatThrownBy(() -> mapper.readValue("\"http://a b/\"", Uri.class)).isInstanceOf(InvalidFormatException.class);
    }

    @Test
    void aJsonbBodyFailureBecomesTheProblemWithItsPath() throws Exception {
        // what Quarkus REST's JSON-B reader throws for this body, through the extension's reader interceptor
        ReaderInterceptorContext context = (ReaderInterceptorContext) Proxy.newProxyInstance(
                getClass().getClassLoader(), new Class<?>[] {ReaderInterceptorContext.class}, (proxy, method, args) -> {
                    if (method.getName().equals("proceed")) {
                        return jsonb.fromJson("{\"next\":\"ok\",\"href\":\"http://user:s3cr3t-pw@a b/\"}", Holder.class);
                    }
                    throw new UnsupportedOperationException(method.getName());
                });
        assertThatThrownBy(() -> new UriBodyProblemInterceptor().aroundReadFrom(context))
                .isInstanceOfSatisfying(UriProblemException.class, p -> {
                    assertThat(p.entry()).containsEntry("field", "href").containsEntry("index", 23)
                            .containsEntry("component", "host").containsEntry("reason", "UNEXPECTED_CHARACTER");
                    assertThat(p.entry().toString()).doesNotContain("s3cr3t-pw");
                    assertThat(p.getResponse().getStatus()).isEqualTo(400);
                });
    }

    @Test
    void jsonbGetsUrikitWithTrimAndGrammar() {
        Holder h = jsonb.fromJson("{\"href\":\" https://example.com/\u00e9 \",\"next\":\"../a?b\"}", Holder.class);
        assertThat(h.href.toString()).isEqualTo("https://example.com/%C3%A9");
        assertThat(h.next).isEqualTo(UriReference.parse("../a?b"));
        assertThat(jsonb.toJson(h)).isEqualTo("{\"href\":\"https://example.com/%C3%A9\",\"next\":\"../a?b\"}");
        assertThatThrownBy(() -> jsonb.fromJson("{\"href\":\"http://user:s3cr3t-pw@a b/\"}", Holder.class))
                .isInstanceOf(JsonbException.class)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("s3cr3t-pw"));
    }
}
