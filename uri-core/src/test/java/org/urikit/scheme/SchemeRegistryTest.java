package org.urikit.scheme;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.urikit.Component;
import org.urikit.ErrorKind;
import org.urikit.Rfc1738Rule;
import org.urikit.Uri;

class SchemeRegistryTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
        http     | 80   | true
        HTTPS    | 443  | true
        ws       | 80   | true
        WsS      | 443  | true
        ftp      | 21   | false
        gopher   | 70   | false
        nntp     | 119  | false
        telnet   | 23   | false
        wais     | 210  | false
        prospero | 1525 | false
        """)
    void knowsDefaultPortsAndEmptyPathFacts(String scheme, int port, boolean emptyPathIsRoot) {
        SchemeRule rule = SchemeRegistry.builtIn().find(scheme).orElseThrow();
        assertThat(rule.defaultPort()).isEqualTo(OptionalInt.of(port));
        assertThat(rule.emptyPathIsRoot()).isEqualTo(emptyPathIsRoot);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
        mailto
        file
        urn
        data
        news
        tel
        """)
    void schemesWithoutPortHaveNoDefaultPort(String scheme) {
        SchemeRule rule = SchemeRegistry.builtIn().find(scheme).orElseThrow();
        assertThat(rule.defaultPort()).isEmpty();
        assertThat(rule.emptyPathIsRoot()).isFalse();
    }

    @Test
    void builtInHasExactlyTheDocumentedSchemes() {
        assertThat(SchemeRegistry.builtIn().rules()).extracting(SchemeRule::name).containsExactly(
                "data", "file", "ftp", "gopher", "http", "https", "mailto", "news", "nntp", "prospero", "tel",
                "telnet", "urn", "wais", "ws", "wss");
    }

    @Test
    void emptyRegistryFindsNothing() {
        assertThat(SchemeRegistry.empty().find("http")).isEmpty();
        assertThat(SchemeRegistry.empty().check(Uri.parse("http:x"))).isEmpty();
        assertThat(SchemeRegistry.empty().rules()).isEmpty();
    }

    @Test
    void withReturnsANewRegistryAndLeavesTheOldOneUnchanged() {
        SchemeRegistry empty = SchemeRegistry.empty();
        SchemeRegistry one = empty.with(new CoapTestRule());
        assertThat(one.find("COAP")).isPresent();
        assertThat(empty.find("coap")).isEmpty();
        assertThat(one).isNotSameAs(empty);
    }

    @Test
    void withReplacesARuleOfTheSameNameIgnoringCase() {
        SchemeRule custom = new SchemeRule() {
            @Override
            public String name() {
                return "HTTP";
            }

            @Override
            public OptionalInt defaultPort() {
                return OptionalInt.of(8080);
            }
        };
        SchemeRegistry r = SchemeRegistry.builtIn().with(custom);
        assertThat(r.find("http").orElseThrow().defaultPort()).isEqualTo(OptionalInt.of(8080));
        assertThat(SchemeRegistry.builtIn().find("http").orElseThrow().defaultPort()).isEqualTo(OptionalInt.of(80));
        assertThat(r.rules()).hasSameSizeAs(SchemeRegistry.builtIn().rules());
    }

    @Test
    void rejectsRulesWhoseNameIsNotAScheme() {
        SchemeRule bad = () -> "1abc";
        assertThatThrownBy(() -> SchemeRegistry.empty().with(bad)).isInstanceOf(IllegalArgumentException.class);
        SchemeRule empty = () -> "";
        assertThatThrownBy(() -> SchemeRegistry.empty().with(empty)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> SchemeRegistry.empty().with(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> SchemeRegistry.empty().find(null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void standardPicksUpAServiceLoaderProvider() {
        SchemeRule coap = SchemeRegistry.standard().find("CoAP").orElseThrow();
        assertThat(coap).isInstanceOf(CoapTestRule.class);
        assertThat(coap.defaultPort()).isEqualTo(OptionalInt.of(5683));
        assertThat(SchemeRegistry.standard().find("http")).isPresent();
        assertThat(SchemeRegistry.builtIn().find("coap")).isEmpty();
        List<Violation> v = SchemeRegistry.standard().check(Uri.parse("coap:x"));
        assertThat(v).containsExactly(new Violation(ErrorKind.MISSING_COMPONENT, 5, Component.HOST,
                "RFC 7252 §6.1: a coap URI has a host"));
    }

    @Test
    void loadUsesTheGivenClassLoader() {
        assertThat(SchemeRegistry.load(CoapTestRule.class.getClassLoader()).find("coap")).isPresent();
    }

    @Test
    void checkUsesTheRuleOfTheScheme() {
        assertThat(SchemeRegistry.standard().check(Uri.parse("HTTP://h/"))).isEmpty();
        assertThat(SchemeRegistry.standard().check(Uri.parse("unknown:x"))).isEmpty();
        assertThat(SchemeRegistry.standard().check(Uri.parse("HTTP:x")))
                .extracting(Violation::kind).containsExactly(ErrorKind.MISSING_COMPONENT);
    }

    @Test
    void builtInHasARuleClassForEachOfTheTenRfc1738Schemes() {
        // every scheme RFC 1738 defines has a rule (Rfc1738Rule.forScheme names its grammar)
        for (String scheme : List.of("ftp", "http", "gopher", "mailto", "news", "nntp", "telnet", "wais", "file",
                "prospero")) {
            assertThat(Rfc1738Rule.forScheme(scheme)).as(scheme).isPresent();
            assertThat(SchemeRegistry.builtIn().find(scheme)).as(scheme).isPresent();
        }
        assertThat(SchemeRegistry.builtIn().rules()).allSatisfy(r -> assertThat(r).isInstanceOf(BuiltInRule.class));
    }
}
