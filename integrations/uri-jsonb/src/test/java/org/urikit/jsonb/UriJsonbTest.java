package org.urikit.jsonb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbConfig;
import jakarta.json.bind.JsonbException;
import jakarta.json.bind.adapter.JsonbAdapter;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.urikit.ErrorKind;
import org.urikit.Iri;
import org.urikit.IriReference;
import org.urikit.ParseError;
import org.urikit.RelativeIriReference;
import org.urikit.RelativeReference;
import org.urikit.Rfc;
import org.urikit.Rfc1738Url;
import org.urikit.Rfc1808Url;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.WhatwgUrl;

class UriJsonbTest {
    private static final String PASSWORD = "S3cretPw";

    /** Every urikit type as a public field (JSON-B orders properties by name). */
    public static class AllTypes {
        public Iri a1;
        public IriReference a2;
        public RelativeIriReference a3;
        public RelativeReference a4;
        public Rfc1738Url a5;
        public Rfc1808Url a6;
        public Uri a7;
        public UriReference a8;
        public WhatwgUrl a9;
    }

    public record Link(Uri href, UriReference next) {
    }

    public static class Holder {
        public Uri href;
        public List<Uri> list;
        public Uri[] array;
        public Map<String, UriReference> map;
        public Optional<Uri> optional;
        public Link link;
        public List<Link> links;
    }

    public static class Keys {
        public Map<Uri, String> keys;
    }

    private static final String ALL_TYPES_JSON = "{\"a1\":\"https://münchen.de/ä?ö#ü\",\"a2\":\"//bücher.example/\","
            + "\"a3\":\"../ß\",\"a4\":\"../x;p?y\",\"a5\":\"news:comp.lang.java\",\"a6\":\"http://a/b;p?q\","
            + "\"a7\":\"HTTP://Example.COM:80/%7e/./a?b=c#d\",\"a8\":\"mailto:a@example.com\",\"a9\":\"http://example.com/a%20b\"}";

    @ParameterizedTest
    @EnumSource(Implementation.class)
    void everyTypeIsReadAndWrittenAsItsExactText(Implementation impl) throws Exception {
        try (Jsonb jsonb = impl.jsonb()) {
            AllTypes v = jsonb.fromJson(ALL_TYPES_JSON, AllTypes.class);
            assertThat(v.a1).isEqualTo(Iri.parse("https://münchen.de/ä?ö#ü"));
            assertThat(v.a2).isInstanceOf(RelativeIriReference.class);
            assertThat(v.a7.toString()).isEqualTo("HTTP://Example.COM:80/%7e/./a?b=c#d");
            assertThat(v.a8).isInstanceOf(Uri.class);
            assertThat(v.a9).isEqualTo(WhatwgUrl.parse("http://example.com/a%20b"));
            assertThat(jsonb.toJson(v)).isEqualTo(ALL_TYPES_JSON);
        }
    }

    @ParameterizedTest
    @EnumSource(Implementation.class)
    void aWhatwgUrlIsReadAsTheStandardReadsItAndWrittenAsItsHref(Implementation impl) throws Exception {
        try (Jsonb jsonb = impl.jsonb()) {
            AllTypes v = jsonb.fromJson("{\"a9\":\" HTTP://EXAMPLE.com:80/a b \"}", AllTypes.class);
            assertThat(v.a9.href()).isEqualTo("http://example.com/a%20b");
            assertThat(jsonb.toJson(v)).isEqualTo("{\"a9\":\"http://example.com/a%20b\"}");
        }
    }

    @ParameterizedTest
    @EnumSource(Implementation.class)
    void recordComponentsCollectionsArraysMapValuesAndOptionalRoundTrip(Implementation impl) throws Exception {
        String json = "{\"array\":[\"http://arr/\"],\"href\":\"http://a/b\",\"link\":{\"href\":\"http://l/\",\"next\":\"r?x\"},"
                + "\"links\":[{\"href\":\"http://l1/\",\"next\":\"//l2\"}],\"list\":[\"http://x/\",\"http://y/\"],"
                + "\"map\":{\"k\":\"../m\"},\"optional\":\"http://o/\"}";
        try (Jsonb jsonb = impl.jsonb()) {
            Holder h = jsonb.fromJson(json, Holder.class);
            assertThat(h.href).isEqualTo(Uri.parse("http://a/b"));
            assertThat(h.array).containsExactly(Uri.parse("http://arr/"));
            assertThat(h.list).containsExactly(Uri.parse("http://x/"), Uri.parse("http://y/"));
            assertThat(h.map).containsEntry("k", RelativeReference.parse("../m"));
            assertThat(h.optional).contains(Uri.parse("http://o/"));
            assertThat(h.link).isEqualTo(new Link(Uri.parse("http://l/"), UriReference.parse("r?x")));
            assertThat(h.links.get(0).next()).isInstanceOf(RelativeReference.class);
            assertThat(jsonb.toJson(h)).isEqualTo(json);
        }
    }

    @ParameterizedTest
    @EnumSource(Implementation.class)
    void topLevelValuesAndListsRoundTrip(Implementation impl) throws Exception {
        try (Jsonb jsonb = impl.jsonb()) {
            assertThat(jsonb.fromJson("\"http://a/b\"", Uri.class)).isEqualTo(Uri.parse("http://a/b"));
            assertThat(jsonb.toJson(Uri.parse("http://a/b"))).isEqualTo("\"http://a/b\"");
            Type listOfRefs = new ArrayList<UriReference>() { }.getClass().getGenericSuperclass();
            List<UriReference> refs = jsonb.fromJson("[\"http://a/\",\"b\"]", listOfRefs);
            assertThat(refs).containsExactly(UriReference.parse("http://a/"), UriReference.parse("b"));
            assertThat(jsonb.toJson(refs)).isEqualTo("[\"http://a/\",\"b\"]");
        }
    }

    @ParameterizedTest
    @EnumSource(Implementation.class)
    void jsonNullIsNullBothWays(Implementation impl) throws Exception {
        try (Jsonb jsonb = impl.jsonb(UriJsonb.configure(new JsonbConfig().withNullValues(true)))) {
            Holder h = jsonb.fromJson("{\"href\":null,\"optional\":null,\"list\":[null]}", Holder.class);
            assertThat(h.href).isNull();
            assertThat(h.optional).isEmpty();
            assertThat(h.list).containsExactly((Uri) null);
            Link l = new Link(null, null);
            assertThat(jsonb.toJson(l)).isEqualTo("{\"href\":null,\"next\":null}");
        }
        try (Jsonb jsonb = impl.jsonb()) {
            assertThat(jsonb.toJson(new Link(null, null))).isEqualTo("{}");
        }
    }

    @Test
    void yassonWritesUrikitMapKeysAsEntriesAndReadsBothForms() throws Exception {
        try (Jsonb jsonb = Implementation.YASSON.jsonb()) {
            Keys k = new Keys();
            k.keys = new TreeMap<>(Map.of(Uri.parse("http://k/"), "v"));
            assertThat(jsonb.toJson(k)).isEqualTo("{\"keys\":[{\"key\":\"http://k/\",\"value\":\"v\"}]}");
            assertThat(jsonb.fromJson("{\"keys\":[{\"key\":\"http://k/\",\"value\":\"v\"}]}", Keys.class).keys)
                    .containsEntry(Uri.parse("http://k/"), "v");
            assertThat(jsonb.fromJson("{\"keys\":{\"http://k/\":\"v\"}}", Keys.class).keys)
                    .containsEntry(Uri.parse("http://k/"), "v");
        }
    }

    @Test
    void johnzonWritesUrikitMapKeysAsObjectKeys() throws Exception {
        try (Jsonb jsonb = Implementation.JOHNZON.jsonb()) {
            Keys k = new Keys();
            k.keys = new TreeMap<>(Map.of(Uri.parse("http://k/"), "v"));
            assertThat(jsonb.toJson(k)).isEqualTo("{\"keys\":{\"http://k/\":\"v\"}}");
            Map<Uri, String> read = jsonb.fromJson("{\"keys\":{\"http://k/\":\"v\"}}", Keys.class).keys;
            assertThat(read).containsEntry(Uri.parse("http://k/"), "v");
            assertThat(read.keySet().iterator().next()).isInstanceOf(Uri.class);
        }
    }

    /** Every message in the chain, stack trace included, as a log would print it. */
    private static String printed(Throwable t) {
        StringWriter w = new StringWriter();
        t.printStackTrace(new PrintWriter(w));
        return w.toString();
    }

    @ParameterizedTest
    @EnumSource(Implementation.class)
    void aMalformedFieldFailsWithIndexComponentRuleAndPathButNeverThePassword(Implementation impl) throws Exception {
        try (Jsonb jsonb = impl.jsonb()) {
            Throwable e = catchThrowable(() -> jsonb.fromJson("{\"href\":\"http://me:" + PASSWORD + "@a b/\"}", Holder.class));
            assertThat(e).isInstanceOf(JsonbException.class);
            assertThat(printed(e)).doesNotContain(PASSWORD);
            // the implementation's own message already names the property and urikit's reason
            assertThat(e.getMessage()).contains("'href'").contains("in host at index 20 (RFC 3986 reg-name)");
            UriJsonbException u = UriJsonbException.find(e).orElseThrow();
            ParseError error = u.error().orElseThrow();
            assertThat(error.index()).isEqualTo(20);
            assertThat(error.kind()).isEqualTo(ErrorKind.UNEXPECTED_CHARACTER);
            assertThat(u.reason()).isEqualTo("UNEXPECTED_CHARACTER");
            assertThat(u.index()).isEqualTo(20);
            assertThat(u.path()).isEqualTo("href");
            assertThat(u.type()).isEqualTo(Uri.class);
            assertThat(u.getMessage()).isEqualTo("Cannot deserialize value of type `org.urikit.Uri` from String at 'href':"
                    + " invalid character ' ' (U+0020) in host at index 20 (RFC 3986 reg-name)");
        }
    }

    @ParameterizedTest
    @EnumSource(Implementation.class)
    void aMalformedValueInsideCollectionsMapsAndNestedBeansNamesItsPath(Implementation impl) throws Exception {
        String bad = "\"http://me:" + PASSWORD + "@a b/\"";
        Map<String, String> expectedPaths = Map.of(
                "{\"list\":[\"http://ok/\"," + bad + "]}", "list",
                "{\"map\":{\"k\":" + bad + "}}", "map",
                "{\"array\":[" + bad + "]}", "array",
                "{\"optional\":" + bad + "}", "optional",
                // Yasson names every enclosing property; Johnzon only the outermost bean property
                "{\"links\":[{\"href\":\"http://ok/\"},{\"href\":" + bad + "}]}", impl == Implementation.YASSON ? "links.href" : "links",
                "{\"link\":{\"href\":" + bad + "}}", impl == Implementation.YASSON ? "link.href" : "link");
        try (Jsonb jsonb = impl.jsonb()) {
            for (Map.Entry<String, String> c : expectedPaths.entrySet()) {
                Throwable e = catchThrowable(() -> jsonb.fromJson(c.getKey(), Holder.class));
                assertThat(e).as(c.getKey()).isInstanceOf(JsonbException.class);
                assertThat(printed(e)).as(c.getKey()).doesNotContain(PASSWORD);
                UriJsonbException u = UriJsonbException.find(e).orElseThrow();
                assertThat(u.path()).as(c.getKey()).isEqualTo(c.getValue());
                assertThat(u.error().orElseThrow().index()).as(c.getKey()).isEqualTo(20);
                assertThat(u.error().orElseThrow().rule()).as(c.getKey()).isEqualTo("reg-name");
                assertThat(u.getMessage()).as(c.getKey()).contains("in host at index 20 (RFC 3986 reg-name)").doesNotContain(PASSWORD);
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Implementation.class)
    void aWhatwgFailureNamesTheStandardsErrorAndIndex(Implementation impl) throws Exception {
        try (Jsonb jsonb = impl.jsonb()) {
            Throwable e = catchThrowable(() -> jsonb.fromJson("{\"a9\":\"http://me:" + PASSWORD + "@a b/\"}", AllTypes.class));
            assertThat(printed(e)).doesNotContain(PASSWORD);
            UriJsonbException u = UriJsonbException.find(e).orElseThrow();
            assertThat(u.error()).isEmpty();
            assertThat(u.reason()).isEqualTo("domain-invalid-code-point");
            assertThat(u.type()).isEqualTo(WhatwgUrl.class);
            assertThat(u.path()).isEqualTo("a9");
        }
    }

    @ParameterizedTest
    @EnumSource(Implementation.class)
    void aNonStringIsRejected(Implementation impl) throws Exception {
        try (Jsonb jsonb = impl.jsonb()) {
            assertThatThrownBy(() -> jsonb.fromJson("{\"href\":5}", Holder.class)).isInstanceOf(JsonbException.class);
        }
    }

    @ParameterizedTest
    @EnumSource(Implementation.class)
    void trimAndGrammarOptionsApply(Implementation impl) throws Exception {
        UriJsonb options = UriJsonb.builder().trim(true).grammar(Rfc.RFC_3987).build();
        assertThat(options.trims()).isTrue();
        assertThat(options.grammar()).isEqualTo(Rfc.RFC_3987);
        try (Jsonb jsonb = impl.jsonb(options.addTo(new JsonbConfig()))) {
            Holder h = jsonb.fromJson("{\"href\":\"  https://münchen.de/ä \"}", Holder.class);
            assertThat(h.href.toString()).isEqualTo("https://m%C3%BCnchen.de/%C3%A4");
            Throwable e = catchThrowable(() -> jsonb.fromJson("{\"href\":\"  http://a b/\"}", Holder.class));
            assertThat(UriJsonbException.find(e).orElseThrow().index()).as("index in the untrimmed text").isEqualTo(10);
        }
        try (Jsonb jsonb = impl.jsonb()) {
            Throwable e = catchThrowable(() -> jsonb.fromJson("{\"href\":\" http://a/\"}", Holder.class));
            assertThat(UriJsonbException.find(e).orElseThrow().index()).isZero();
        }
    }

    /** An application's own adapter, to check that configure keeps it. */
    public static final class Upper implements JsonbAdapter<StringBuilder, String> {
        @Override
        public String adaptToJson(StringBuilder obj) {
            return obj.toString().toUpperCase(java.util.Locale.ROOT);
        }

        @Override
        public StringBuilder adaptFromJson(String obj) {
            return new StringBuilder(obj);
        }
    }

    public static class WithBuilder {
        public StringBuilder text;
        public Uri href;
    }

    @ParameterizedTest
    @EnumSource(Implementation.class)
    void configureKeepsTheApplicationsAdaptersAndReplacesItsOwn(Implementation impl) throws Exception {
        JsonbConfig config = new JsonbConfig().withAdapters(new Upper());
        UriJsonb.configure(config);
        UriJsonb.builder().trim(true).build().addTo(config);
        assertThat((Object[]) config.getProperty(JsonbConfig.ADAPTERS).orElseThrow()).hasSize(1 + 9);
        assertThat((Object[]) config.getProperty(JsonbConfig.DESERIALIZERS).orElseThrow()).hasSize(9);
        try (Jsonb jsonb = impl.jsonb(config)) {
            WithBuilder w = jsonb.fromJson("{\"href\":\" http://a/ \",\"text\":\"abc\"}", WithBuilder.class);
            assertThat(w.href).isEqualTo(Uri.parse("http://a/"));
            assertThat(jsonb.toJson(w)).isEqualTo("{\"href\":\"http://a/\",\"text\":\"ABC\"}");
        }
    }

    public record Page(WhatwgUrl page) {
    }

    @Test
    void yassonAppliesTheOptionsToRecordComponentsToo() throws Exception {
        try (Jsonb jsonb = Implementation.YASSON.jsonb(UriJsonb.builder().trim(true).build().addTo(new JsonbConfig()))) {
            assertThat(jsonb.fromJson("{\"href\":\" http://a/ \",\"next\":\"b\"}", Link.class).href()).isEqualTo(Uri.parse("http://a/"));
            assertThat(jsonb.fromJson("{\"page\":\"HTTP://A/\"}", Page.class).page()).isEqualTo(WhatwgUrl.parse("http://a/"));
        }
    }

    @Test
    void johnzonReadsRecordComponentsThroughValueOfWhereTheTypeHasOne() throws Exception {
        try (Jsonb jsonb = Implementation.JOHNZON.jsonb(UriJsonb.builder().trim(true).build().addTo(new JsonbConfig()))) {
            // a field gets the options, a record component does not (Uri.valueOf is exact)
            assertThat(jsonb.fromJson("{\"href\":\" http://a/ \"}", Holder.class).href).isEqualTo(Uri.parse("http://a/"));
            Throwable e = catchThrowable(() -> jsonb.fromJson("{\"href\":\" http://a/ \",\"next\":\"b\"}", Link.class));
            UriJsonbException u = UriJsonbException.find(e).orElseThrow();
            assertThat(u.index()).isZero();
            assertThat(u.type()).as("not known when Johnzon went round the adapters").isEqualTo(UriReference.class);
            // WhatwgUrl, which has no valueOf, is read through its adapter
            assertThat(jsonb.fromJson("{\"page\":\"HTTP://A/\"}", Page.class).page()).isEqualTo(WhatwgUrl.parse("http://a/"));
        }
    }

    @Test
    void johnzonsQuoteOfTheRejectedValueIsCutUnlessTheApplicationSetsIt() {
        assertThat(UriJsonb.configure(new JsonbConfig()).getProperty(UriJsonb.JOHNZON_SNIPPET)).contains(1);
        JsonbConfig own = new JsonbConfig().setProperty(UriJsonb.JOHNZON_SNIPPET, 80);
        assertThat(UriJsonb.configure(own).getProperty(UriJsonb.JOHNZON_SNIPPET)).contains(80);
    }

    @Test
    void createUsesTheImplementationFound() throws Exception {
        try (Jsonb jsonb = UriJsonb.create()) {
            assertThat(jsonb.fromJson("\"http://a/\"", UriReference.class)).isEqualTo(Uri.parse("http://a/"));
        }
        assertThat(UriJsonb.defaults().serializers()).hasSize(9);
        assertThat(UriJsonb.defaults().deserializers()).hasSize(9);
        assertThat(UriJsonb.defaults().adapters()).hasSize(9);
    }

    @Test
    void nullArgumentsAreRejectedByName() {
        assertThatThrownBy(() -> UriJsonb.configure(null)).isInstanceOf(NullPointerException.class).hasMessage("config");
        assertThatThrownBy(() -> UriJsonb.defaults().addTo(null)).isInstanceOf(NullPointerException.class).hasMessage("config");
        assertThatThrownBy(() -> UriJsonb.builder().grammar(null)).isInstanceOf(NullPointerException.class).hasMessage("grammar");
        assertThatThrownBy(() -> UriJsonbException.find(null)).isInstanceOf(NullPointerException.class).hasMessage("e");
        assertThatThrownBy(() -> new UriJsonbException(Uri.class, "x", null)).isInstanceOf(NullPointerException.class).hasMessage("cause");
    }

    @Test
    void findIgnoresFailuresThatAreNotAboutUrikitValues() {
        assertThat(UriJsonbException.find(new JsonbException("other", new IllegalStateException("x")))).isEmpty();
    }
}
