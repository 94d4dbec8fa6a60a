package org.urikit.validation;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.MalformedURLException;
import java.net.URI;
import java.net.URL;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import jakarta.validation.ConstraintViolation;
import jakarta.validation.constraints.NotNull;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.urikit.HostKind;
import org.urikit.ReferenceForm;
import org.urikit.RelativeReference;
import org.urikit.Rfc;
import org.urikit.Rfc1738Url;
import org.urikit.Rfc1808Url;
import org.urikit.Uri;
import org.urikit.UriReference;

/** Every option of {@link ValidUri}, on both providers, through a real {@code Validator}. */
class ValidUriTest {

    @SuppressWarnings("unused")
    static class Links {
        @ValidUri
        String plain;
        @ValidUri(form = ReferenceForm.ABSOLUTE_URI)
        String absolute;
        @ValidUri(form = ReferenceForm.RELATIVE)
        String relative;
        @ValidUri(form = ReferenceForm.ANY)
        String any;
        @ValidUri(schemes = {"https", "HTTP"})
        String web;
        @ValidUri(form = ReferenceForm.ANY, schemes = "https")
        String webOrRelative;
        @ValidUri(allowUserinfo = false)
        String noCredentials;
        @ValidUri(allowQuery = false)
        String noQuery;
        @ValidUri(allowFragment = false)
        String noFragment;
        @ValidUri(requireHost = true)
        String withHost;
        @ValidUri(hostKinds = {HostKind.IPV6, HostKind.IPV4})
        String ipOnly;
        @ValidUri(ports = {8443, 443})
        String tlsPorts;
        @ValidUri(maxLength = 20)
        String short20;
        @ValidUri(schemes = "https", allowUserinfo = false, allowFragment = false)
        String strict;
        @ValidUri(schemeRules = false)
        String noSchemeRules;
        @ValidUri(grammar = Rfc.RFC_1808)
        String rfc1808;
        @ValidUri(grammar = Rfc.RFC_1808, form = ReferenceForm.ANY, schemes = "http", allowQuery = false)
        String rfc1808Any;
        @ValidUri(grammar = Rfc.RFC_1738)
        String rfc1738;
        @ValidUri(normalForm = ValidUri.NormalForm.SYNTAX_BASED)
        String syntaxNormal;
        @ValidUri(normalForm = ValidUri.NormalForm.SCHEME_BASED, form = ReferenceForm.ANY)
        String schemeNormal;
        @ValidUri(message = "not a link we accept")
        String customMessage;
        @ValidUri(message = "{schemes}? not {scheme}! \\{scheme\\}", schemes = {"https"})
        String customWithParameters;
        @NotNull
        @ValidUri
        String required;
    }

    private static Set<String> check(Provider p, String property, Object value) {
        return p.messages(Links.class, property, value);
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void nullIsValidAndNotNullSaysSo(Provider p) {
        assertThat(check(p, "plain", null)).isEmpty();
        assertThat(check(p, "required", null)).hasSize(1).doesNotContain("must be a valid URI");
        assertThat(check(p, "required", "urn:isbn:0451450523")).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void defaultFormIsAUriWithOptionalFragment(Provider p) {
        assertThat(check(p, "plain", "http://example.com/a?b#c")).isEmpty();
        assertThat(check(p, "plain", "mailto:a@example.com")).isEmpty();
        assertThat(check(p, "plain", "a/b")).containsExactly(
                "missing scheme: expected a scheme name and ':', found '/' (U+002F) at index 1 (RFC 3986 URI)");
        assertThat(check(p, "plain", "")).containsExactly(
                "missing scheme: expected a scheme name and ':' before the end of input at index 0 (RFC 3986 URI)");
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void syntaxErrorsSayWhatAndWhere(Provider p) {
        assertThat(check(p, "plain", "http://a b/")).containsExactly(
                "invalid character ' ' (U+0020) in host at index 8 (RFC 3986 reg-name)");
        assertThat(check(p, "plain", "http://a/%4G")).containsExactly(
                "invalid percent-encoding in path at index 11: 'G' (U+0047) is not a hex digit (RFC 3986 path-abempty)");
        assertThat(check(p, "plain", "http://a/%4")).containsExactly(
                "invalid percent-encoding in path at index 11: '%' needs two hex digits (RFC 3986 path-abempty)");
        assertThat(check(p, "plain", "http://[::1/")).hasSize(1).first().asString().startsWith("invalid IPv6 address in host at index ");
        assertThat(check(p, "plain", "http://h:8a/")).containsExactly(
                "invalid character 'a' (U+0061) in port at index 10 (RFC 3986 port)");
        assertThat(check(p, "plain", "http://a/\u00e9")).containsExactly(
                "invalid character '\u00e9' (U+00E9) in path at index 9 (RFC 3986 path-abempty)");
        assertThat(check(p, "plain", "http://a/\t")).containsExactly(
                "invalid character U+0009 in path at index 9 (RFC 3986 path-abempty)");
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void charactersWithMeaningToInterpolationAreShownLiterally(Provider p) {
        assertThat(check(p, "plain", "http://a{b/")).containsExactly(
                "invalid character '{' (U+007B) in host at index 8 (RFC 3986 reg-name)");
        assertThat(check(p, "plain", "http://a/$}")).containsExactly(
                "invalid character '}' (U+007D) in path at index 10 (RFC 3986 path-abempty)");
        assertThat(check(p, "plain", "http://a/\\")).containsExactly(
                "invalid character '\\' (U+005C) in path at index 9 (RFC 3986 path-abempty)");
        assertThat(check(p, "web", "a$b:x")).containsExactly(
                "invalid character '$' (U+0024) in scheme at index 1 (RFC 3986 scheme)");
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void neverShowsAPassword(Provider p) {
        Set<String> m = check(p, "plain", "http://user:s3cr{t@host/");
        assertThat(m).containsExactly(
                "invalid character (not shown: part of a password) in userinfo at index 16 (RFC 3986 userinfo)");
        assertThat(check(p, "plain", "http://user:s3%zt@host/")).containsExactly(
                "invalid percent-encoding in userinfo at index 15: (not shown: part of a password) is not a hex digit"
                        + " (RFC 3986 userinfo)");
        assertThat(String.join(" ", check(p, "strict", "ftp://user:s3cret@host/#x")))
                .doesNotContain("s3cret").contains("credentials are not allowed");
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void absoluteFormRejectsAFragment(Provider p) {
        assertThat(check(p, "absolute", "http://a/b?c")).isEmpty();
        assertThat(check(p, "absolute", "http://a/b#c")).hasSize(1).first().asString().contains("at index 10");
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void relativeFormAcceptsOnlyRelativeReferences(Provider p) {
        assertThat(check(p, "relative", "../a?b#c")).isEmpty();
        assertThat(check(p, "relative", "//host/p")).isEmpty();
        assertThat(check(p, "relative", "")).as("the empty reference is 'this document'").isEmpty();
        assertThat(check(p, "relative", "http://a/")).hasSize(1);
        assertThat(check(p, "relative", "a:b")).containsExactly(
                "':' in the first segment of a relative path at index 1 (it would read as a scheme; write \"./\" before the segment)"
                        + " (RFC 3986 path-noscheme)");
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void anyFormAcceptsBoth(Provider p) {
        assertThat(check(p, "any", "http://a/")).isEmpty();
        assertThat(check(p, "any", "a/b")).isEmpty();
        assertThat(check(p, "any", "")).isEmpty();
        assertThat(check(p, "any", "a b")).containsExactly("invalid character ' ' (U+0020) in path at index 1 (RFC 3986 path-noscheme)");
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void schemesAreComparedCaseInsensitively(Provider p) {
        assertThat(check(p, "web", "http://a/")).isEmpty();
        assertThat(check(p, "web", "HTTPS://a/")).isEmpty();
        assertThat(check(p, "web", "ftp://a/")).containsExactly("scheme \"ftp\" is not allowed (allowed: http, https)");
        assertThat(check(p, "web", "Ftp://a/")).containsExactly("scheme \"Ftp\" is not allowed (allowed: http, https)");
        assertThat(check(p, "web", "javascript:alert(1)")).containsExactly(
                "scheme \"javascript\" is not allowed (allowed: http, https)");
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void schemesDoNotRestrictRelativeReferences(Provider p) {
        assertThat(check(p, "webOrRelative", "/a/b")).isEmpty();
        assertThat(check(p, "webOrRelative", "http://a/")).containsExactly("scheme \"http\" is not allowed (allowed: https)");
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void userinfoCanBeForbidden(Provider p) {
        assertThat(check(p, "noCredentials", "http://a/")).isEmpty();
        assertThat(check(p, "noCredentials", "http://user:pw@a/")).containsExactly("credentials are not allowed");
        assertThat(check(p, "noCredentials", "http://user@a/")).containsExactly("credentials are not allowed");
        assertThat(check(p, "noCredentials", "http://@a/")).containsExactly("credentials are not allowed");
        assertThat(check(p, "plain", "http://user:pw@a/")).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void queryAndFragmentCanBeForbiddenEvenWhenEmpty(Provider p) {
        assertThat(check(p, "noQuery", "http://a/#f")).isEmpty();
        assertThat(check(p, "noQuery", "http://a/?")).containsExactly("a query is not allowed");
        assertThat(check(p, "noQuery", "http://a/?q=1")).containsExactly("a query is not allowed");
        assertThat(check(p, "noFragment", "http://a/?q")).isEmpty();
        assertThat(check(p, "noFragment", "http://a/#")).containsExactly("a fragment is not allowed");
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void hostCanBeRequired(Provider p) {
        assertThat(check(p, "withHost", "http://h/")).isEmpty();
        assertThat(check(p, "withHost", "http:/p")).containsExactly("a host is required");
        assertThat(check(p, "withHost", "file:///etc/hosts")).containsExactly("a host is required");
        assertThat(check(p, "withHost", "mailto:a@example.com")).containsExactly("a host is required");
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void anEmptyHostIsFoundBehindUserinfoAndBeforeAPort(Provider p) {
        for (String empty : List.of("s://", "s://@", "s://u@/p", "s://u:p@:80/", "s://:80", "s://?h@x", "s://#h", "s://u@?a@b")) {
            assertThat(check(p, "withHost", empty)).as(empty).containsExactly("a host is required");
        }
        for (String host : List.of("s://h", "s://u@h", "s://u:p@h:80/", "s://[::1]:8", "s://h?a@b#c@d", "s://u@h/p@q:r",
                "S://%41")) {
            assertThat(check(p, "withHost", host)).as(host).isEmpty();
        }
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void hostKindsCanBeRestricted(Provider p) {
        assertThat(check(p, "ipOnly", "http://192.0.2.1/")).isEmpty();
        assertThat(check(p, "ipOnly", "http://[2001:db8::1]/")).isEmpty();
        assertThat(check(p, "ipOnly", "urn:example:x")).as("no authority, no host to restrict").isEmpty();
        assertThat(check(p, "ipOnly", "http://example.com/")).containsExactly(
                "host example.com is a registered name (reg-name), which is not allowed (allowed: IPv4 addresses, IPv6 addresses)");
        assertThat(check(p, "ipOnly", "http://[v7.x]/")).containsExactly(
                "host [v7.x] is an IPvFuture address, which is not allowed (allowed: IPv4 addresses, IPv6 addresses)");
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void portsCanBeRestricted(Provider p) {
        assertThat(check(p, "tlsPorts", "https://h/")).as("no explicit port").isEmpty();
        assertThat(check(p, "tlsPorts", "https://h:/")).as("empty port").isEmpty();
        assertThat(check(p, "tlsPorts", "https://h:443/")).isEmpty();
        assertThat(check(p, "tlsPorts", "https://h:0443/")).isEmpty();
        assertThat(check(p, "tlsPorts", "https://h:8080/")).containsExactly("port 8080 is not allowed (allowed: 443, 8443)");
        assertThat(check(p, "tlsPorts", "https://h:99999999999999999999/")).containsExactly(
                "port 99999999999999999999 is not allowed (allowed: 443, 8443)");
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void lengthCanBeLimitedAndIsReportedAlone(Provider p) {
        assertThat(check(p, "short20", "http://example.com/a")).isEmpty();
        assertThat(check(p, "short20", "http://example.com/ab")).containsExactly(
                "is 21 characters long, more than the maximum of 20");
        assertThat(check(p, "short20", "http://example.com/ a")).containsExactly(
                "is 21 characters long, more than the maximum of 20");
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void schemeRulesApplyByDefault(Provider p) {
        // The reasons are the core's scheme rules' own words (SchemeRegistry.standard()).
        assertThat(check(p, "plain", "http:/p")).singleElement().asString()
                .startsWith("breaks the http scheme rule in authority at index 5: RFC 9110");
        assertThat(check(p, "plain", "mailto:nobody")).singleElement().asString()
                .startsWith("breaks the mailto scheme rule in path at index 7: RFC 6068");
        assertThat(check(p, "plain", "ws://h/#f")).singleElement().asString()
                .startsWith("breaks the ws scheme rule in fragment at index 7: RFC 6455");
        assertThat(check(p, "plain", "https://h:70000/")).singleElement().asString()
                .startsWith("breaks the https scheme rule in port at index 10: ");
        assertThat(check(p, "plain", "x-unknown:anything")).as("no rule, no check").isEmpty();
        assertThat(check(p, "plain", "http://user:pw@h/")).as("deprecated is not invalid").isEmpty();
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void schemeRulesCanBeTurnedOff(Provider p) {
        assertThat(check(p, "noSchemeRules", "http:/p")).isEmpty();
        assertThat(check(p, "noSchemeRules", "mailto:nobody")).isEmpty();
        assertThat(check(p, "noSchemeRules", "http://a b/")).hasSize(1);
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void schemeRulesDoNotRepeatWhatAnOptionReported(Provider p) {
        assertThat(check(p, "withHost", "http:/p")).containsExactly("a host is required");
        assertThat(check(p, "noFragment", "ws://h/#f")).containsExactly("a fragment is not allowed");
        assertThat(check(p, "web", "mailto:nobody")).containsExactly(
                "scheme \"mailto\" is not allowed (allowed: http, https)");
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void grammarRfc1808(Provider p) {
        assertThat(check(p, "rfc1808", "http://a/b;p?q#f")).isEmpty();
        assertThat(check(p, "rfc1808", "http://[::1]/")).as("RFC 1808 has no IP literals").containsExactly(
                "invalid character '[' (U+005B) in net_loc at index 7 (RFC 1808 net_loc)");
        assertThat(check(p, "plain", "http://[::1]/")).isEmpty();
        assertThat(check(p, "rfc1808", "g;x?y#s")).hasSize(1).first().asString().startsWith("missing scheme");
        assertThat(check(p, "rfc1808Any", "g;x#s")).isEmpty();
        assertThat(check(p, "rfc1808Any", "g;x?y#s")).containsExactly("a query is not allowed");
        assertThat(check(p, "rfc1808Any", "ftp://h/a;type=i")).containsExactly(
                "scheme \"ftp\" is not allowed (allowed: http)");
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void grammarRfc1738(Provider p) {
        assertThat(check(p, "rfc1738", "ftp://ftp.example.com/pub/a.txt;type=i")).isEmpty();
        assertThat(check(p, "rfc1738", "http://www.example.com/a?b")).isEmpty();
        assertThat(check(p, "rfc1738", "ftp://ftp.example.com/a;type=x")).singleElement().asString().contains("(RFC 1738 ");
        assertThat(check(p, "rfc1738", "http://[::1]/")).singleElement().asString().contains("(RFC 1738 ");
        // RFC 3986 accepts it; the ftp scheme rule (RFC 1738 §3.2.2) does not
        assertThat(check(p, "plain", "ftp://ftp.example.com/a;type=x")).containsExactly(
                "breaks the ftp scheme rule in path at index 23: RFC 1738 §3.2.2: a \";\" in an ftp URL path only starts "
                        + "the final \";type=\" with a, i or d");
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void normalFormCanBeRequired(Provider p) {
        assertThat(check(p, "syntaxNormal", "http://example.com/a/b?q=%C3%A9")).isEmpty();
        assertThat(check(p, "syntaxNormal", "HTTP://Example.COM/a/./b/../%7e")).containsExactly(
                "is not in normal form (normalized: http://example.com/a/~)");
        assertThat(check(p, "syntaxNormal", "http://a.example:80")).as("scheme-based is not asked").isEmpty();
        assertThat(check(p, "schemeNormal", "http://a.example:80")).containsExactly(
                "is not in normal form (normalized: http://a.example/)");
        assertThat(check(p, "schemeNormal", "../a/%7E")).containsExactly("is not in normal form (normalized: ../a/~)");
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void theNormalFormInTheMessageHidesThePassword(Provider p) {
        assertThat(check(p, "syntaxNormal", "http://me:S3cret@EXAMPLE.com/")).containsExactly(
                "is not in normal form (normalized: http://me:****@example.com/)");
        assertThat(check(p, "schemeNormal", "//me:pw:xyz@A/")).containsExactly(
                "is not in normal form (normalized: //me:****@a/)");
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void eachBrokenRuleIsItsOwnViolation(Provider p) {
        assertThat(check(p, "strict", "http://u:pw@h/#top")).containsExactlyInAnyOrder(
                "scheme \"http\" is not allowed (allowed: https)",
                "credentials are not allowed",
                "a fragment is not allowed");
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void aCustomMessageReplacesTheSpecificOnes(Provider p) {
        assertThat(check(p, "customMessage", "http://a b/")).containsExactly("not a link we accept");
        assertThat(check(p, "customMessage", "http://a/")).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void aCustomMessageCanUseTheParametersAndAttributes(Provider p) {
        assertThat(check(p, "customWithParameters", "ftp://a/")).containsExactly("[https]? not ftp! {scheme}");
    }

    @SuppressWarnings("unused")
    static class Service {
        @ValidUri(schemes = "https")
        String callbackOf(@HttpUrl String page) {
            return page;
        }
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void validatesParametersAndReturnValues(Provider p) throws NoSuchMethodException {
        var method = Service.class.getDeclaredMethod("callbackOf", String.class);
        Set<String> params = p.with(Locale.ENGLISH, v -> Provider.texts(
                v.forExecutables().validateParameters(new Service(), method, new Object[] {"ftp://a/"})));
        assertThat(params).containsExactly("scheme \"ftp\" is not allowed (allowed: http, https)");
        Set<String> result = p.with(Locale.ENGLISH, v -> Provider.texts(
                v.forExecutables().validateReturnValue(new Service(), method, "http://a/")));
        assertThat(result).containsExactly("scheme \"http\" is not allowed (allowed: https)");
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void hibernateValidatorGetsKeyTemplatesOthersFilledInText(Provider p) {
        Set<String> templates = p.with(Locale.ENGLISH, v -> v.validateValue(Links.class, "web", "ftp://a/").stream()
                .map(ConstraintViolation::getMessageTemplate).collect(Collectors.toSet()));
        assertThat(templates).containsExactly(p == Provider.HIBERNATE_VALIDATOR
                ? "{org.urikit.validation.ValidUri.scheme}"
                : "scheme \"ftp\" is not allowed (allowed: http, https)");
    }

    // --- types ---

    @SuppressWarnings("unused")
    static class Typed {
        @ValidUri(schemes = "https")
        URI javaNetUri;
        @ValidUri(schemes = "https")
        URL url;
        @ValidUri(form = ReferenceForm.ANY, schemes = "https")
        UriReference reference;
        @ValidUri(schemes = "https")
        Uri uri;
        @ValidUri(form = ReferenceForm.RELATIVE, allowQuery = false)
        RelativeReference relative;
        @ValidUri(schemes = "https")
        CharSequence chars;
        @ValidUri(grammar = Rfc.RFC_1808, allowQuery = false)
        Rfc1808Url rfc1808;
        @ValidUri(grammar = Rfc.RFC_1738, schemes = "ftp")
        Rfc1738Url rfc1738;
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void appliesToJdkAndUrikitTypes(Provider p) throws MalformedURLException {
        String ftp = "scheme \"ftp\" is not allowed (allowed: https)";
        assertThat(p.messages(Typed.class, "javaNetUri", URI.create("https://a/"))).isEmpty();
        assertThat(p.messages(Typed.class, "javaNetUri", URI.create("ftp://a/"))).containsExactly(ftp);
        assertThat(p.messages(Typed.class, "url", URI.create("ftp://a/").toURL())).containsExactly(ftp);
        assertThat(p.messages(Typed.class, "url", URI.create("https://a/").toURL())).isEmpty();
        assertThat(p.messages(Typed.class, "reference", UriReference.parse("ftp://a/"))).containsExactly(ftp);
        assertThat(p.messages(Typed.class, "reference", UriReference.parse("../a"))).isEmpty();
        assertThat(p.messages(Typed.class, "uri", Uri.parse("ftp://a/"))).containsExactly(ftp);
        assertThat(p.messages(Typed.class, "relative", RelativeReference.parse("a?q"))).containsExactly("a query is not allowed");
        assertThat(p.messages(Typed.class, "chars", new StringBuilder("ftp://a/"))).containsExactly(ftp);
        assertThat(p.messages(Typed.class, "rfc1808", Rfc1808Url.parse("http://a/b;p"))).isEmpty();
        assertThat(p.messages(Typed.class, "rfc1808", Rfc1808Url.parse("http://a/b;p?q"))).containsExactly(
                "a query is not allowed");
        assertThat(p.messages(Typed.class, "rfc1738", Rfc1738Url.parse("ftp://h/a;type=d"))).isEmpty();
        assertThat(p.messages(Typed.class, "rfc1738", Rfc1738Url.parse("http://h/a"))).containsExactly(
                "scheme \"http\" is not allowed (allowed: ftp)");
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void aJavaNetUriIsCheckedByItsText(Provider p) {
        // java.net.URI accepts this (RFC 2396 "other" characters); RFC 3986 does not.
        assertThat(p.messages(Typed.class, "javaNetUri", URI.create("https://a/\u00e9"))).containsExactly(
                "invalid character '\u00e9' (U+00E9) in path at index 10 (RFC 3986 path-abempty)");
    }

    // --- container elements, repetition, groups ---

    interface Strict {
    }

    static class Containers {
        final List<@ValidUri(schemes = "https") String> links;
        final Optional<@ValidUri(allowUserinfo = false) String> avatar;
        final Map<String, @ValidUri(form = ReferenceForm.ANY) String> byName;

        Containers(List<String> links, Optional<String> avatar, Map<String, String> byName) {
            this.links = links;
            this.avatar = avatar;
            this.byName = byName;
        }
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void validatesContainerElements(Provider p) {
        Containers ok = new Containers(List.of("https://a/", "https://b/"), Optional.of("http://a/"), Map.of("x", "/a"));
        assertThat(p.violations(ok)).isEmpty();
        Containers bad = new Containers(List.of("https://a/", "http://b/"), Optional.of("http://u@a/"),
                Map.of("x", "a b"));
        assertThat(p.violations(bad)).hasSize(3).anySatisfy(v -> assertThat(v)
                .startsWith("links[1]").endsWith(": scheme \"http\" is not allowed (allowed: https)"))
                .anySatisfy(v -> assertThat(v).startsWith("avatar").endsWith(": credentials are not allowed"))
                .anySatisfy(v -> assertThat(v).startsWith("byName[x]")
                        .endsWith(": invalid character ' ' (U+0020) in path at index 1 (RFC 3986 path-noscheme)"));
        assertThat(p.violations(new Containers(List.of(), Optional.empty(), Map.of()))).isEmpty();
    }

    static class Repeated {
        @ValidUri(schemes = "https")
        @ValidUri(maxLength = 15, groups = Strict.class)
        String link;

        Repeated(String link) {
            this.link = link;
        }
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void isRepeatableAndHonoursGroups(Provider p) {
        String longHttp = "http://example.com/";
        assertThat(p.violations(new Repeated(longHttp))).containsExactly(
                "link: scheme \"http\" is not allowed (allowed: https)");
        assertThat(p.violations(new Repeated(longHttp), Strict.class)).containsExactly(
                "link: is 19 characters long, more than the maximum of 15");
        assertThat(p.violations(new Repeated("https://a/"), Strict.class)).isEmpty();
    }

    // --- composed annotations ---

    @SuppressWarnings("unused")
    static class Composed {
        @HttpUrl
        String homepage;
        @HttpUrl(maxLength = 12)
        String shortHomepage;
        @WebhookUrl
        String webhook;
        List<@HttpUrl String> pages;
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void httpUrlIsHttpOrHttpsWithHostWithoutCredentials(Provider p) {
        assertThat(p.messages(Composed.class, "homepage", "https://example.com/a?b#c")).isEmpty();
        assertThat(p.messages(Composed.class, "homepage", "HTTP://localhost:8080/")).isEmpty();
        assertThat(p.messages(Composed.class, "homepage", "ftp://example.com/")).containsExactly(
                "scheme \"ftp\" is not allowed (allowed: http, https)");
        assertThat(p.messages(Composed.class, "homepage", "http://admin:pw@example.com/")).containsExactly(
                "credentials are not allowed");
        assertThat(p.messages(Composed.class, "homepage", "http:/example.com/")).containsExactly("a host is required");
        assertThat(p.messages(Composed.class, "homepage", "http://example.com:/")).isEmpty();
        assertThat(p.messages(Composed.class, "shortHomepage", "https://a.example/")).containsExactly(
                "is 18 characters long, more than the maximum of 12");
        assertThat(p.messages(Composed.class, "pages", List.of("https://a/", "gopher://b/"))).containsExactly(
                "scheme \"gopher\" is not allowed (allowed: http, https)");
    }

    @SuppressWarnings("unused")
    static class Lengths {
        @HttpUrl
        String homepage;
        @WebhookUrl
        String webhook;
        @HttpUrl(maxLength = 8192)
        String longHomepage;
        @WebhookUrl(maxLength = 8192)
        String longWebhook;
    }

    /**
     * {@code @HttpUrl} and {@code @WebhookUrl} allow 2048 characters by default, the column length
     * uri-jpa documents ({@code @Column(length = 2048)}): a 5,000-character URL is rejected here,
     * not by the database.
     */
    @ParameterizedTest
    @EnumSource(Provider.class)
    void httpUrlAndWebhookUrlAllow2048CharactersByDefault(Provider p) {
        String max = "https://example.com/" + "a".repeat(2048 - 20);
        assertThat(max).hasSize(2048);
        String over = max + "b";
        String huge = "https://example.com/" + "a".repeat(5000 - 20);
        for (String property : List.of("homepage", "webhook")) {
            assertThat(p.messages(Lengths.class, property, max)).as(property).isEmpty();
            assertThat(p.messages(Lengths.class, property, over)).as(property).containsExactly(
                    "is 2049 characters long, more than the maximum of 2048");
            assertThat(p.messages(Lengths.class, property, huge)).as(property).containsExactly(
                    "is 5000 characters long, more than the maximum of 2048");
        }
        for (String property : List.of("longHomepage", "longWebhook")) {
            assertThat(p.messages(Lengths.class, property, huge)).as(property).isEmpty();
        }
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void webhookUrlIsHttpsToAPublicHost(Provider p) {
        assertThat(p.messages(Composed.class, "webhook", "https://hooks.example.com/in/1?sig=x")).isEmpty();
        assertThat(p.messages(Composed.class, "webhook", "https://10.0.0.1/")).containsExactly(
                "host 10.0.0.1 is a private address");
        assertThat(p.messages(Composed.class, "webhook", "http://hooks.example.com/")).containsExactly(
                "scheme \"http\" is not allowed (allowed: https)");
        assertThat(p.messages(Composed.class, "webhook", "https://hooks.example.com/#x")).containsExactly(
                "a fragment is not allowed");
        // RFC 3986 reads an empty host, clients read host "x" (@WebhookUrl has whatwg = AGREE)
        assertThat(p.messages(Composed.class, "webhook", "https:///x")).containsExactly("a host is required",
                "browsers and HTTP clients (WHATWG URL Standard) read another host: \"x\" instead of \"\"");
    }
}
