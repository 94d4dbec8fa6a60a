package org.urikit.jaxrs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.ext.ParamConverter;
import java.lang.annotation.Annotation;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.urikit.Component;
import org.urikit.Iri;
import org.urikit.Rfc1738Url;
import org.urikit.Uri;
import org.urikit.UriSyntaxException;
import org.urikit.WhatwgUrl;
import org.urikit.WhatwgUrlException;
import org.urikit.WhatwgValidationError;

class UriJaxrsTest {
    private static final String PASSWORD = "S3cretPw";

    /** Holds annotated parameters, for their annotations. */
    @SuppressWarnings("unused")
    private static void params(@QueryParam("callback") Uri callback, @HeaderParam("X-Page") WhatwgUrl page) {
    }

    private static Annotation[] annotationsOf(int index) throws Exception {
        return UriJaxrsTest.class.getDeclaredMethod("params", Uri.class, WhatwgUrl.class).getParameterAnnotations()[index];
    }

    private static UriSyntaxException syntax(String text) {
        try {
            Uri.parse(text);
        } catch (UriSyntaxException e) {
            return e;
        }
        throw new AssertionError("valid: " + text);
    }

    @Test
    void convertersParseEveryTypeAndWriteTheExactText() throws Exception {
        UriParamConverterProvider provider = new UriParamConverterProvider();
        ParamConverter<Uri> uri = provider.getConverter(Uri.class, Uri.class, annotationsOf(0));
        assertThat(uri.fromString("HTTP://a/%7e")).isEqualTo(Uri.parse("HTTP://a/%7e"));
        assertThat(uri.toString(Uri.parse("HTTP://a/%7e"))).isEqualTo("HTTP://a/%7e");
        assertThat(provider.getConverter(WhatwgUrl.class, WhatwgUrl.class, annotationsOf(1)).fromString(" HTTP://A/ "))
                .isEqualTo(WhatwgUrl.parse("http://a/"));
        assertThat(provider.getConverter(Iri.class, Iri.class, new Annotation[0]).fromString("http://ä/")).isInstanceOf(Iri.class);
        assertThat(provider.getConverter(Rfc1738Url.class, Rfc1738Url.class, null).fromString("news:a.b")).isInstanceOf(Rfc1738Url.class);
        assertThat(provider.getConverter(String.class, String.class, new Annotation[0])).isNull();
        assertThatThrownBy(() -> uri.fromString(null)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aRejectedParameterNamesItselfWhereAndWhyButNeverThePassword() throws Exception {
        ParamConverter<Uri> uri = new UriParamConverterProvider().getConverter(Uri.class, Uri.class, annotationsOf(0));
        UriProblemException e = (UriProblemException) org.assertj.core.api.Assertions.catchThrowable(
                () -> uri.fromString("http://me:" + PASSWORD + "@a b/"));
        assertThat(e.getMessage()).isEqualTo("query parameter 'callback': invalid character ' ' (U+0020) in host at index 20 (RFC 3986 reg-name)");
        assertThat(e.entry()).containsExactly(Map.entry("parameter", "callback"), Map.entry("in", "query"), Map.entry("index", 20),
                Map.entry("component", "host"), Map.entry("grammar", "RFC 3986"), Map.entry("rule", "reg-name"),
                Map.entry("reason", "UNEXPECTED_CHARACTER"),
                Map.entry("message", "invalid character ' ' (U+0020) in host at index 20 (RFC 3986 reg-name)"));
        assertThat(e.getResponse().getStatus()).isEqualTo(400);
        assertThat(e.getResponse().hasEntity()).as("a mapper is used only for a response without entity").isFalse();
        assertThat(e.getCause()).isInstanceOf(UriSyntaxException.class);
        ParamConverter<WhatwgUrl> page = new UriParamConverterProvider().getConverter(WhatwgUrl.class, WhatwgUrl.class, annotationsOf(1));
        UriProblemException w = (UriProblemException) org.assertj.core.api.Assertions.catchThrowable(
                () -> page.fromString("http://me:" + PASSWORD + "@a b/"));
        assertThat(w.entry()).containsEntry("parameter", "X-Page").containsEntry("in", "header")
                .containsEntry("reason", "domain-invalid-code-point").containsEntry("grammar", "WHATWG URL Standard").containsEntry("component", "host");
        assertThat(w.getMessage()).doesNotContain(PASSWORD);
    }

    @Test
    void theProblemIsRfc9457JsonWithSpringBootsFieldsAndOrder() {
        UriProblemException e = UriProblemException.forBody("links.href", syntax("http://me:" + PASSWORD + "@a b/"));
        String json = (String) e.toResponse("/hooks").getEntity();
        assertThat(json).isEqualTo("{\"type\":\"about:blank\",\"title\":\"Invalid URI\",\"status\":400,"
                + "\"detail\":\"'links.href': invalid character ' ' (U+0020) in host at index 20 (RFC 3986 reg-name)\","
                + "\"instance\":\"/hooks\",\"field\":\"links.href\",\"pointer\":\"/links/href\",\"index\":20,\"component\":\"host\","
                + "\"grammar\":\"RFC 3986\",\"rule\":\"reg-name\",\"reason\":\"UNEXPECTED_CHARACTER\","
                + "\"message\":\"invalid character ' ' (U+0020) in host at index 20 (RFC 3986 reg-name)\","
                + "\"errors\":[{\"field\":\"links.href\",\"pointer\":\"/links/href\",\"index\":20,\"component\":\"host\","
                + "\"grammar\":\"RFC 3986\",\"rule\":\"reg-name\",\"reason\":\"UNEXPECTED_CHARACTER\","
                + "\"message\":\"invalid character ' ' (U+0020) in host at index 20 (RFC 3986 reg-name)\"}]}");
        assertThat(e.toResponse(null).getMediaType()).hasToString("application/problem+json");
        assertThat((String) e.toResponse(null).getEntity()).doesNotContain("instance").doesNotContain(PASSWORD);
    }

    @Test
    void theJsonWriterEscapesQuotesBackslashesControlsAndNonAscii() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("s", "a\"b\\c\u0001d\u00e4\u20ac");
        m.put("n", 7);
        m.put("l", List.of("x", 1));
        assertThat(Problems.json(m)).isEqualTo("{\"s\":\"a\\\"b\\\\c\\u0001d\\u00e4\\u20ac\",\"n\":7,\"l\":[\"x\",1]}");
        assertThat(Problems.field("a/b.c~d", new WhatwgUrlException(new WhatwgValidationError("x", 0, Component.HOST)))).containsEntry("pointer", "/a~1b/c~0d");
        assertThat(Problems.field("", new WhatwgUrlException(new WhatwgValidationError("x", 0, Component.HOST)))).containsEntry("pointer", "");
    }

    @Test
    void theReaderInterceptorFindsTheProblemOrAParserExceptionInTheChain() {
        UriProblemException problem = UriProblemException.forParameter("p", null, syntax("no-scheme"));
        assertThat(UriProblemReaderInterceptor.problem(new RuntimeException("wrapped", problem))).isSameAs(problem);
        RuntimeException fromJackson = new IllegalStateException("x", syntax("http://a b/"));
        assertThat(((UriProblemException) UriProblemReaderInterceptor.problem(fromJackson)).entry()).containsEntry("field", "")
                .containsEntry("index", 8);
        assertThat(UriProblemReaderInterceptor.problem(new IllegalStateException("other"))).isNull();
        assertThat(problem.getMessage()).isEqualTo("parameter 'p': missing scheme: expected a scheme name and ':' before the end of input at index 9 (RFC 3986 URI)");
    }

    @Test
    void nullArgumentsAreRejectedByName() {
        assertThatThrownBy(() -> UriProblemException.forParameter(null, "query", syntax("x y:")))
                .isInstanceOf(NullPointerException.class).hasMessage("name");
        assertThatThrownBy(() -> UriProblemException.forBody("x", null)).isInstanceOf(NullPointerException.class).hasMessage("cause");
        assertThatThrownBy(() -> UriProblemException.forBody("x", new IllegalArgumentException("not urikit's")))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new UriJsonbResolver(null)).isInstanceOf(NullPointerException.class).hasMessage("config");
        assertThatThrownBy(() -> new UriJsonbResolver(new jakarta.json.bind.JsonbConfig(), null))
                .isInstanceOf(NullPointerException.class).hasMessage("options");
    }

    @Test
    void theResolverSharesOneJsonbThatReportsARejectedValueAsAProblem() throws Exception {
        UriJsonbResolver resolver = new UriJsonbResolver();
        jakarta.json.bind.Jsonb jsonb = resolver.getContext(Object.class);
        assertThat(resolver.getContext(String.class)).isSameAs(jsonb);
        jsonb.close(); // RESTEasy closes it after each body: it must stay usable
        assertThat(jsonb.fromJson("\"http://a/\"", Uri.class)).isEqualTo(Uri.parse("http://a/"));
        assertThat(jsonb.toJson(Uri.parse("http://a/"))).isEqualTo("\"http://a/\"");
        UriProblemException e = (UriProblemException) org.assertj.core.api.Assertions.catchThrowable(
                () -> jsonb.fromJson("{\"href\":\"http://me:" + PASSWORD + "@a b/\"}", Link.class));
        assertThat(e.entry()).containsEntry("field", "href").containsEntry("pointer", "/href").containsEntry("index", 20);
        assertThatThrownBy(() -> jsonb.fromJson("{", Link.class)).isInstanceOf(jakarta.json.bind.JsonbException.class);
    }

    /** A JSON body. */
    public static class Link {
        public Uri href;
    }
}
