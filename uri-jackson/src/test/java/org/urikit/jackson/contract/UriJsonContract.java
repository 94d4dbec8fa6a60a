package org.urikit.jackson.contract;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonFormat;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.urikit.Component;
import org.urikit.ErrorKind;
import org.urikit.Iri;
import org.urikit.IriReference;
import org.urikit.Normalizer;
import org.urikit.ParseError;
import org.urikit.RelativeIriReference;
import org.urikit.RelativeReference;
import org.urikit.Rfc;
import org.urikit.Rfc1738Url;
import org.urikit.Rfc1808Url;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.UriSyntaxException;
import org.urikit.WhatwgUrl;
import org.urikit.WhatwgUrlException;
import org.urikit.WhatwgValidationError;
import org.urikit.testing.Corpus;

/**
 * The behaviour both Jackson modules promise, written once. {@code UriModuleTest} in uri-jackson
 * (Jackson 2) and in uri-jackson3 (Jackson 3) extend it and supply the mapper.
 */
public abstract class UriJsonContract {

    /** A mapper with the module configured by {@code options}. */
    protected abstract Json json(Options options);

    /** A mapper that found its modules itself ({@code findAndRegisterModules()} / {@code findAndAddModules()}). */
    protected abstract Json discovered();

    private Json json() {
        return json(Options.DEFAULTS);
    }

    // ---- test types (records: Jackson reads them through their canonical constructors)

    public record Link(@Nullable Uri href) {
    }

    public record Ref(@Nullable UriReference ref) {
    }

    public record Page(Uri self, RelativeReference next, UriReference any, List<Uri> links) {
    }

    public record Index(Map<Uri, Integer> hits, Map<UriReference, String> refs, Map<RelativeReference, Boolean> rel) {
    }

    public record Bundle(List<UriReference> urls) {
    }

    public record Formats(@JsonFormat(pattern = "absolute-uri") Uri base,
            @JsonFormat(pattern = "relative") UriReference rel,
            @JsonFormat(pattern = "3986, uri") UriReference abs) {
    }

    public record Bases(@JsonFormat(pattern = "absolute-uri") List<Uri> bases) {
    }

    public record UnknownWord(@JsonFormat(pattern = "rfc9999") Uri x) {
    }

    public record FormNotFitting(@JsonFormat(pattern = "uri") RelativeReference x) {
    }

    public record Legacy(URI uri) {
    }

    public record Old(Rfc1808Url rfc1808, Rfc1738Url rfc1738, Map<Rfc1808Url, Integer> keys) {
    }

    public record Rfc1808Property(@JsonFormat(pattern = "1808") UriReference ref) {
    }

    public record GrammarNotFitting(@JsonFormat(pattern = "3986") Rfc1808Url url) {
    }

    public record NoRelativeIn1738(@JsonFormat(pattern = "1738 relative") UriReference ref) {
    }

    public record LegacyAbsolute(@JsonFormat(pattern = "absolute-uri") URI uri) {
    }

    public record Place(Iri page, RelativeIriReference icon, IriReference any, Map<Iri, Integer> visits,
            @JsonFormat(pattern = "absolute-uri") Iri base) {
    }

    public record IriAsUri(@JsonFormat(pattern = "3987") Uri page, @JsonFormat(pattern = "3987 relative") UriReference rel) {
    }

    public record IriNotFitting(@JsonFormat(pattern = "3986") Iri page) {
    }

    public record Hook(@Nullable WhatwgUrl url, Map<WhatwgUrl, Integer> seen) {
    }

    public record WhatwgPattern(@JsonFormat(pattern = "uri") WhatwgUrl url) {
    }

    // ---- writing

    @ParameterizedTest
    @ValueSource(strings = {"https://example.com/a?b#c", "HTTP://A/%7e/./../x", "//host:/p", "", "a:", "?",
        "http://[v1.x]/", "mailto:a@b", "../x;y?z"})
    void writesTheExactText(String text) {
        UriReference value = UriReference.parse(text);
        assertThat(json().write(value)).isEqualTo("\"" + text + "\"");
        assertThat(json().write(new Ref(value))).isEqualTo("{\"ref\":\"" + text + "\"}");
    }

    @Test
    void writesAndReadsNull() {
        assertThat(json().write(new Link(null))).isEqualTo("{\"href\":null}");
        assertThat(json().read("{\"href\":null}", Link.class).href()).isNull();
        assertThat(json().read("null", Uri.class)).isNull();
    }

    // ---- reading

    @Test
    void corpusRoundTripsAreByteExact() {
        Json j = json();
        List<String> accepted = new ArrayList<>();
        List<String> broken = new ArrayList<>();
        for (String line : Corpus.all()) {
            if (UriReference.check(line).isPresent()) {
                continue;
            }
            accepted.add(line);
            String literal = j.write(line); // Jackson's own String serializer
            UriReference value = j.read(literal, UriReference.class);
            Class<? extends UriReference> declared = value instanceof Uri ? Uri.class : RelativeReference.class;
            if (!value.toString().equals(line) || !j.write(value).equals(literal)
                    || !j.read(literal, declared).equals(value)) {
                broken.add(line);
            }
        }
        assertThat(accepted).hasSizeGreaterThan(10_000);
        assertThat(broken).isEmpty();

        String document = j.write(Map.of("urls", accepted));
        assertThat(j.write(j.read(document, Bundle.class))).isEqualTo(document);
    }

    @Test
    void readsRecordsAndWritesThemBackUnchanged() {
        String doc = "{\"self\":\"http://a/b\",\"next\":\"c?d\",\"any\":\"#f\",\"links\":[\"x:y\",\"http://[::1]:8080/\"]}";
        Page page = json().read(doc, Page.class);
        assertThat(page.self()).isEqualTo(Uri.parse("http://a/b"));
        assertThat(page.next()).isEqualTo(RelativeReference.parse("c?d"));
        assertThat(page.any()).isEqualTo(RelativeReference.parse("#f"));
        assertThat(page.links()).containsExactly(Uri.parse("x:y"), Uri.parse("http://[::1]:8080/"));
        assertThat(json().write(page)).isEqualTo(doc);
    }

    @Test
    void readsTheDeclaredType() {
        assertThat(json().read("\"http://a/b\"", UriReference.class)).isInstanceOf(Uri.class)
                .isEqualTo(Uri.parse("http://a/b"));
        assertThat(json().read("\"//a/b\"", UriReference.class)).isInstanceOf(RelativeReference.class)
                .isEqualTo(RelativeReference.parse("//a/b"));
        assertThat(json().read("\"//a/b\"", RelativeReference.class)).isEqualTo(RelativeReference.parse("//a/b"));
        assertRejected(json().failure("\"//a/b\"", Uri.class), 0, ErrorKind.MISSING_SCHEME, Component.SCHEME);
        assertRejected(json().failure("\"http://a/\"", RelativeReference.class), 4, ErrorKind.COLON_IN_FIRST_SEGMENT,
                Component.PATH);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
        http://a b/      | org.urikit.Uri               | 8  | UNEXPECTED_CHARACTER     | HOST
        http://a/foo%4G  | org.urikit.UriReference      | 14 | INVALID_PERCENT_ENCODING | PATH
        http://[::1/     | org.urikit.Uri               | 11 | INVALID_IPV6             | HOST
        http://a/ x      | org.urikit.Uri               | 9  | UNEXPECTED_CHARACTER     | PATH
        ' http://a/'     | org.urikit.Uri               | 0  | MISSING_SCHEME           | SCHEME
        a:b              | org.urikit.RelativeReference | 1  | COLON_IN_FIRST_SEGMENT   | PATH
        """)
    void rejectsBadTextWithIndexComponentAndReason(String text, Class<?> type, int index, ErrorKind kind,
            Component component) {
        Failure f = json().failure("\"" + text + "\"", type);
        ParseError e = assertRejected(f, index, kind, component);
        assertThat(f.originalMessage())
                .startsWith("Cannot deserialize value of type `" + type.getName() + "` from String at JSON line 1, column 1: ")
                .contains(e.message())
                .contains("at index " + index)
                .contains(component.label());
        assertThat(f.value()).isEqualTo(text);
        assertThat(f.line()).isEqualTo(1);
        assertThat(f.column()).isEqualTo(1);
    }

    @Test
    void errorsCarryTheJsonLocationAndPath() {
        Failure f = json().failure("{\n  \"href\": \"http://a b/\"\n}", Link.class);
        assertRejected(f, 8, ErrorKind.UNEXPECTED_CHARACTER, Component.HOST);
        assertThat(f.line()).isEqualTo(2);
        assertThat(f.column()).isEqualTo(11);
        assertThat(f.originalMessage()).startsWith(
                "Cannot deserialize value of type `org.urikit.Uri` from String at JSON line 2, column 11: invalid character");
        assertThat(f.message()).contains("[\"href\"]");
        assertThat(f.path()).contains("Link[\"href\"]");

        Failure inList = json().failure("{\"self\":\"a:\",\"next\":\"\",\"any\":\"\",\"links\":[\"x:y\",\"y\"]}", Page.class);
        assertRejected(inList, 1, ErrorKind.MISSING_SCHEME, Component.SCHEME);
        assertThat(inList.path()).contains("[\"links\"]").contains("[1]");
    }

    @Test
    void messagesNeverShowAPassword() {
        Failure f = json().failure("\"http://user:s3cr3t x@host/\"", Uri.class);
        assertRejected(f, 18, ErrorKind.UNEXPECTED_CHARACTER, Component.USERINFO);
        assertThat(f.message()).doesNotContain("s3cr3t").contains("index 18");
    }

    @ParameterizedTest
    @ValueSource(strings = {"42", "true", "{}", "[]"})
    void rejectsTokensThatAreNotStrings(String json) {
        Failure f = json().failure(json, Uri.class);
        assertThat(f.exception()).isEqualTo("MismatchedInputException");
        assertThat(f.originalMessage()).contains("org.urikit.Uri");
    }

    @Test
    void anyStringIsReadExactlyOrRejectedWithAnIndex() {
        long seed = Long.getLong("urikit.seed", System.nanoTime());
        java.util.Random random = new java.util.Random(seed);
        String alphabet = "aZ09:/?#[]@!$&'()*+,;=-._~%1F \t\u0000\u007f\u00e9\u4e2d\ud800\udc00\\\"";
        Json j = json(Options.DEFAULTS.withValidateJavaNetUri(true));
        List<Class<?>> types = List.of(UriReference.class, Uri.class, RelativeReference.class, Rfc1808Url.class,
                Rfc1738Url.class, URI.class);
        try {
            for (int n = 0; n < 400; n++) {
                StringBuilder b = new StringBuilder(random.nextBoolean() ? "http://" : "");
                int len = random.nextInt(n % 50 == 0 ? 5000 : 30);
                for (int i = 0; i < len; i++) {
                    b.append(alphabet.charAt(random.nextInt(alphabet.length())));
                }
                String text = b.toString();
                String literal = j.write(text);
                for (Class<?> type : types) {
                    Object value;
                    try {
                        value = j.read(literal, type);
                    } catch (RuntimeException e) {
                        value = null;
                    }
                    if (value != null) {
                        assertThat(value.toString()).isEqualTo(text);
                        assertThat(j.write(value)).isEqualTo(literal);
                    } else {
                        Failure f = j.failure(literal, type);
                        assertThat(f.exception()).as(f.message()).isEqualTo("InvalidFormatException");
                        if (f.cause() instanceof UriSyntaxException u) {
                            assertThat(u.error().index()).isBetween(0, text.length());
                            assertThat(f.originalMessage()).contains("at index " + u.error().index());
                        } else {
                            assertThat(f.originalMessage()).contains("java.net.URI rejects it");
                        }
                    }
                }
                String key = j.write(Map.of("hits", Map.of(text, 1), "refs", Map.of(), "rel", Map.of()));
                try {
                    assertThat(j.read(key, Index.class).hits().keySet().iterator().next()).hasToString(text);
                } catch (RuntimeException e) {
                    assertThat(j.failure(key, Index.class).exception()).isEqualTo("InvalidFormatException");
                }
            }
        } catch (AssertionError e) {
            throw new AssertionError("seed " + seed + " (rerun with -Durikit.seed=" + seed + ")", e);
        }
    }

    @Test
    void singleValueArraysAreUnwrappedOnlyWhenJacksonIsToldTo() {
        assertThat(json().failure("[\"http://a/\"]", Uri.class).exception()).isEqualTo("MismatchedInputException");
        Json unwrapping = json(Options.DEFAULTS.withUnwrapSingleValueArrays());
        assertThat(unwrapping.read("[\"http://a/\"]", Uri.class)).isEqualTo(Uri.parse("http://a/"));
        assertRejected(unwrapping.failure("[\"http://a b/\"]", Uri.class), 8, ErrorKind.UNEXPECTED_CHARACTER,
                Component.HOST);
    }

    // ---- the empty string and coercion

    @Test
    void emptyStringByDefaultIsParsedLikeAnyText() {
        // Jackson's default CoercionAction for "" and LogicalType.OtherScalar is TryConvert.
        assertThat(json().read("\"\"", UriReference.class)).isEqualTo(RelativeReference.parse(""));
        assertThat(json().read("\"\"", RelativeReference.class)).isEqualTo(RelativeReference.parse(""));
        assertRejected(json().failure("\"\"", Uri.class), 0, ErrorKind.MISSING_SCHEME, Component.SCHEME);
    }

    @Test
    void emptyStringFollowsCoercionConfig() {
        assertThat(json(Options.DEFAULTS.withEmptyString(Uri.class, "AsNull")).read("\"\"", Uri.class)).isNull();
        assertThat(json(Options.DEFAULTS.withEmptyString(UriReference.class, "AsNull"))
                .read("{\"ref\":\"\"}", Ref.class).ref()).isNull();
        assertThat(json(Options.DEFAULTS.withEmptyString(UriReference.class, "AsEmpty")).read("\"\"", UriReference.class))
                .isEqualTo(RelativeReference.parse(""));
        Failure f = json(Options.DEFAULTS.withEmptyString(UriReference.class, "Fail")).failure("\"\"", UriReference.class);
        assertThat(f.exception()).isEqualTo("MismatchedInputException");
        assertThat(f.originalMessage()).contains("Cannot coerce empty String").contains("org.urikit.UriReference");
        // the setting is per type: RelativeReference keeps the default
        assertThat(json(Options.DEFAULTS.withEmptyString(UriReference.class, "Fail")).read("\"\"", RelativeReference.class))
                .isEqualTo(RelativeReference.parse(""));
    }

    // ---- trimming

    @Test
    void trimsOnlyWhenEnabled() {
        assertRejected(json().failure("\"http://a/ \"", Uri.class), 9, ErrorKind.UNEXPECTED_CHARACTER, Component.PATH);
        Json trimming = json(Options.DEFAULTS.withTrim(true));
        assertThat(trimming.read("\" http://a/\\t\"", Uri.class)).hasToString("http://a/");
        assertThat(trimming.read("\"   \"", UriReference.class)).isEqualTo(RelativeReference.parse(""));
        // indexes still count from the untrimmed text
        assertRejected(trimming.failure("\"  http://a b/ \"", Uri.class), 10, ErrorKind.UNEXPECTED_CHARACTER,
                Component.HOST);
        assertThat(json(Options.DEFAULTS.withTrim(true).withEmptyString(Uri.class, "AsNull")).read("\" \"", Uri.class))
                .isNull();
    }

    // ---- map keys

    @Test
    void mapKeysRoundTrip() {
        Map<Uri, Integer> hits = new LinkedHashMap<>();
        hits.put(Uri.parse("http://a/?x"), 1);
        hits.put(Uri.parse("HTTP://A"), 2);
        Index index = new Index(hits, Map.of(RelativeReference.parse("//h/p"), "r"), Map.of(RelativeReference.parse(""), true));
        String doc = "{\"hits\":{\"http://a/?x\":1,\"HTTP://A\":2},\"refs\":{\"//h/p\":\"r\"},\"rel\":{\"\":true}}";
        assertThat(json().write(index)).isEqualTo(doc);
        Index back = json().read(doc, Index.class);
        assertThat(back).isEqualTo(index);
        assertThat(back.refs().keySet().iterator().next()).isInstanceOf(RelativeReference.class);
    }

    @Test
    void badMapKeysAreInvalidFormat() {
        Failure f = json().failure("{\"hits\":{\"http://a b/\":1},\"refs\":{},\"rel\":{}}", Index.class);
        assertRejected(f, 8, ErrorKind.UNEXPECTED_CHARACTER, Component.HOST);
        assertThat(f.originalMessage()).startsWith("Cannot deserialize Map key of type `org.urikit.Uri` from String at JSON line 1, column 10: ");
        assertThat(f.value()).isEqualTo("http://a b/");
        assertThat(f.path()).contains("[\"hits\"]");

        Failure relative = json().failure("{\"hits\":{\"a/b\":1},\"refs\":{},\"rel\":{}}", Index.class);
        assertRejected(relative, 1, ErrorKind.MISSING_SCHEME, Component.SCHEME);
    }

    // ---- per-property grammar and form: @JsonFormat(pattern = ...)

    @Test
    void jsonFormatPatternSelectsTheForm() {
        Formats f = json().read("{\"base\":\"http://a/b\",\"rel\":\"b/c\",\"abs\":\"x:y\"}", Formats.class);
        assertThat(f.base()).isEqualTo(Uri.parse("http://a/b"));
        assertThat(f.rel()).isEqualTo(RelativeReference.parse("b/c"));
        assertThat(f.abs()).isEqualTo(Uri.parse("x:y"));

        Failure fragment = json().failure("{\"base\":\"http://a/b#f\",\"rel\":\"b\",\"abs\":\"x:y\"}", Formats.class);
        assertRejected(fragment, 10, ErrorKind.UNEXPECTED_CHARACTER, Component.FRAGMENT);
        assertThat(fragment.originalMessage()).contains("absolute-URI");
        assertRejected(json().failure("{\"base\":\"http://a/\",\"rel\":\"http://a/\",\"abs\":\"x:y\"}", Formats.class), 4,
                ErrorKind.COLON_IN_FIRST_SEGMENT, Component.PATH);
        assertRejected(json().failure("{\"base\":\"http://a/\",\"rel\":\"b\",\"abs\":\"b/c\"}", Formats.class), 1,
                ErrorKind.MISSING_SCHEME, Component.SCHEME);
    }

    @Test
    void jsonFormatOnACollectionAppliesToItsElements() {
        assertThat(json().read("{\"bases\":[\"a:b\",\"c:d\"]}", Bases.class).bases()).hasSize(2);
        Failure f = json().failure("{\"bases\":[\"a:b\",\"c:d#e\"]}", Bases.class);
        assertRejected(f, 3, ErrorKind.UNEXPECTED_CHARACTER, Component.FRAGMENT);
        assertThat(f.path()).contains("[1]");
    }

    @Test
    void configOverrideSetsTheFormForAType() {
        Json absolute = json(Options.DEFAULTS.withFormat(Uri.class, "absolute-uri"));
        assertThat(json().read("\"http://a/#f\"", Uri.class)).hasToString("http://a/#f");
        assertRejected(absolute.failure("\"http://a/#f\"", Uri.class), 9, ErrorKind.UNEXPECTED_CHARACTER,
                Component.FRAGMENT);
        assertRejected(absolute.failure("{\"href\":\"http://a/#f\"}", Link.class), 9, ErrorKind.UNEXPECTED_CHARACTER,
                Component.FRAGMENT);
    }

    @Test
    void badPatternsAreDefinitionErrors() {
        Failure unknown = json().failure("{\"x\":\"a:b\"}", UnknownWord.class);
        assertThat(unknown.exception()).isEqualTo("InvalidDefinitionException");
        assertThat(unknown.originalMessage()).contains("\"rfc9999\" is neither a grammar");
        Failure form = json().failure("{\"x\":\"a\"}", FormNotFitting.class);
        assertThat(form.exception()).isEqualTo("InvalidDefinitionException");
        assertThat(form.originalMessage()).contains("form URI does not fit org.urikit.RelativeReference");
    }

    // ---- grammar option

    @Test
    void grammarOptionRfc3986ChecksValuesAndKeys() {
        Json rfc3986 = json(Options.DEFAULTS.withGrammar(Rfc.RFC_3986));
        assertThat(rfc3986.read("\"http://a/b\"", Uri.class)).isEqualTo(Uri.parse("http://a/b"));
        ParseError e = assertRejected(rfc3986.failure("\"http://a b/\"", Uri.class), 8, ErrorKind.UNEXPECTED_CHARACTER,
                Component.HOST);
        assertThat(e.grammar()).isEqualTo(Rfc.RFC_3986);
        assertRejected(rfc3986.failure("{\"hits\":{\"http://a b/\":1},\"refs\":{},\"rel\":{}}", Index.class), 8,
                ErrorKind.UNEXPECTED_CHARACTER, Component.HOST);
    }

    @Test
    void grammarOptionRfc1808AlsoChecksRfc1808() {
        Json rfc1808 = json(Options.DEFAULTS.withGrammar(Rfc.RFC_1808));
        assertThat(rfc1808.read("\"http://a/b;p?q\"", Uri.class)).isEqualTo(Uri.parse("http://a/b;p?q"));
        // valid RFC 3986, but RFC 1808 does not allow '~' unescaped
        assertThat(json().read("\"http://a/~x\"", Uri.class)).hasToString("http://a/~x");
        ParseError e = assertRejected(rfc1808.failure("\"http://a/~x\"", Uri.class), 9, ErrorKind.UNEXPECTED_CHARACTER,
                Component.PATH);
        assertThat(e.grammar()).isEqualTo(Rfc.RFC_1808);
        assertRejected(rfc1808.failure("{\"hits\":{\"http://a/~x\":1},\"refs\":{},\"rel\":{}}", Index.class), 9,
                ErrorKind.UNEXPECTED_CHARACTER, Component.PATH);
        // and per property
        assertRejected(json().failure("{\"ref\":\"http://a/~x\"}", Rfc1808Property.class), 9,
                ErrorKind.UNEXPECTED_CHARACTER, Component.PATH);
    }

    // ---- RFC 3987 values

    @Test
    void irisRoundTripExactly() {
        String json = "{\"page\":\"https://münchen.de/straße?q=ä#teil\",\"icon\":\"../ç?ü\",\"any\":\"//例え.jp/パス\","
                + "\"visits\":{\"https://9m.no/拠傅\":3},\"base\":\"HTTP://Example.ORG/./ä/%7e\"}";
        for (Json j : List.of(json(), json(Options.DEFAULTS.withGrammar(Rfc.RFC_1808)))) {
            Place p = j.read(json, Place.class);
            assertThat(p.page()).isEqualTo(Iri.parse("https://münchen.de/straße?q=ä#teil"));
            assertThat(p.icon()).isEqualTo(RelativeIriReference.parse("../ç?ü"));
            assertThat(p.any()).isInstanceOf(RelativeIriReference.class).hasToString("//例え.jp/パス");
            assertThat(p.visits()).containsExactly(Map.entry(Iri.parse("https://9m.no/拠傅"), 3));
            assertThat(j.write(p)).isEqualTo(json);
        }
        assertThat(json().read("\"https://例え.jp/\"", IriReference.class)).isInstanceOf(Iri.class);
        assertThat(json().write(Iri.parse("http://a/ü"))).isEqualTo("\"http://a/ü\"");
    }

    @Test
    void iriErrorsNameRfc3987Rules() {
        ParseError e = assertRejected(json().failure("\"http://a/#\uE000\"", Iri.class), 10, ErrorKind.UNEXPECTED_CHARACTER,
                Component.FRAGMENT);
        assertThat(e.grammar()).isEqualTo(Rfc.RFC_3987);
        assertThat(e.rule()).isEqualTo("ifragment");
        assertRejected(json().failure("\"ü\"", Iri.class), 0, ErrorKind.MISSING_SCHEME, Component.SCHEME);
        assertRejected(json().failure("\"http://a/ü\"", RelativeIriReference.class), 4, ErrorKind.COLON_IN_FIRST_SEGMENT,
                Component.PATH);
        // a fragment where the property asks for an absolute IRI
        assertThat(json().failure("{\"page\":\"http://a/\",\"icon\":\"\",\"any\":\"\",\"visits\":{},"
                + "\"base\":\"http://a/#f\"}", Place.class).exception()).isEqualTo("InvalidFormatException");
        assertThat(json().failure("{\"page\":\"http://a/\"}", IriNotFitting.class).exception())
                .isEqualTo("InvalidDefinitionException");
    }

    @Test
    void grammarRfc3987ReadsIriTextIntoUriTypesAsTheUriForm() {
        Json rfc3987 = json(Options.DEFAULTS.withGrammar(Rfc.RFC_3987));
        assertThat(rfc3987.read("\"https://münchen.de/straße\"", Uri.class)).hasToString("https://m%C3%BCnchen.de/stra%C3%9Fe");
        assertThat(rfc3987.read("\"ä\"", UriReference.class)).isInstanceOf(RelativeReference.class).hasToString("%C3%A4");
        // ASCII text round-trips exactly, as under RFC 3986
        assertThat(rfc3987.write(rfc3987.read("\"HTTP://A/%7e\"", Uri.class))).isEqualTo("\"HTTP://A/%7e\"");
        ParseError e = assertRejected(rfc3987.failure("\"http://a/#\uE000\"", Uri.class), 10,
                ErrorKind.UNEXPECTED_CHARACTER, Component.FRAGMENT);
        assertThat(e.grammar()).isEqualTo(Rfc.RFC_3987);
        // the default grammar refuses the same text
        assertRejected(json().failure("\"https://münchen.de/\"", Uri.class), 9, ErrorKind.UNEXPECTED_CHARACTER,
                Component.HOST);
        // and per property
        IriAsUri v = json().read("{\"page\":\"https://例え.jp/\",\"rel\":\"ü\"}", IriAsUri.class);
        assertThat(v.page()).hasToString("https://%E4%BE%8B%E3%81%88.jp/");
        assertThat(v.rel()).hasToString("%C3%BC");
    }

    @Test
    void normalizersApplyToIris() {
        Json normalizing = json(Options.DEFAULTS.withNormalizeOnRead(Normalizer.iri())
                .withNormalizeOnWrite(Normalizer.syntaxBased()));
        assertThat(normalizing.read("\"HTTP://XN--RSUM-BPAD.Example.org/./a\"", Iri.class))
                .hasToString("http://résumé.example.org/a");
        assertThat(normalizing.write(Iri.parse("HTTP://a/./ä/%7e"))).isEqualTo("\"http://a/ä/~\"");
    }

    // ---- RFC 1808 and RFC 1738 values

    @Test
    void rfc1808AndRfc1738ValuesRoundTrip() {
        String doc = "{\"rfc1808\":\"http://a/b;p?q#f\",\"rfc1738\":\"ftp://a/b;type=i\",\"keys\":{\"../g;x\":1}}";
        Old old = json().read(doc, Old.class);
        assertThat(old.rfc1808()).isEqualTo(Rfc1808Url.parse("http://a/b;p?q#f"));
        assertThat(old.rfc1808().params()).contains("p");
        assertThat(old.rfc1738()).isEqualTo(Rfc1738Url.parse("ftp://a/b;type=i"));
        assertThat(old.keys()).containsOnlyKeys(Rfc1808Url.parse("../g;x"));
        assertThat(json().write(old)).isEqualTo(doc);
    }

    @Test
    void rfc1808AndRfc1738ValuesUseTheirOwnGrammar() {
        ParseError e1808 = assertRejected(json().failure("\"http://a/~x\"", Rfc1808Url.class), 9,
                ErrorKind.UNEXPECTED_CHARACTER, Component.PATH);
        assertThat(e1808.grammar()).isEqualTo(Rfc.RFC_1808);
        assertRejected(json().failure("\"http://a b/\"", Rfc1808Url.class), 8, ErrorKind.UNEXPECTED_CHARACTER,
                Component.NET_LOC);
        ParseError e1738 = assertRejected(json().failure("\"a/b\"", Rfc1738Url.class), 1, ErrorKind.MISSING_SCHEME,
                Component.SCHEME);
        assertThat(e1738.grammar()).isEqualTo(Rfc.RFC_1738);
        // the module's grammar does not change theirs
        assertThat(json(Options.DEFAULTS.withGrammar(Rfc.RFC_3986)).read("\"a/b;p\"", Rfc1808Url.class))
                .isEqualTo(Rfc1808Url.parse("a/b;p"));
        Failure misfit = json().failure("{\"url\":\"a\"}", GrammarNotFitting.class);
        assertThat(misfit.exception()).isEqualTo("InvalidDefinitionException");
        assertThat(misfit.originalMessage()).contains("grammar RFC 3986 does not fit org.urikit.Rfc1808Url");
        Failure noRelative = json().failure("{\"ref\":\"a\"}", NoRelativeIn1738.class);
        assertThat(noRelative.exception()).isEqualTo("InvalidDefinitionException");
        assertThat(noRelative.originalMessage()).contains("RFC 1738 has no relative form");
    }

    @Test
    void corpusRoundTripsAreByteExactForRfc1808AndRfc1738() {
        Json j = json();
        int n1808 = 0;
        int n1738 = 0;
        List<String> broken = new ArrayList<>();
        for (String line : Corpus.all()) {
            String literal = j.write(line);
            if (Rfc1808Url.check(line).isEmpty()) {
                n1808++;
                Rfc1808Url v = j.read(literal, Rfc1808Url.class);
                if (!v.toString().equals(line) || !j.write(v).equals(literal)) {
                    broken.add("1808 " + line);
                }
            }
            if (Rfc1738Url.check(line).isEmpty()) {
                n1738++;
                Rfc1738Url v = j.read(literal, Rfc1738Url.class);
                if (!v.toString().equals(line) || !j.write(v).equals(literal)) {
                    broken.add("1738 " + line);
                }
            }
        }
        assertThat(n1808).isGreaterThan(1000);
        assertThat(n1738).isGreaterThan(1000);
        assertThat(broken).isEmpty();
    }

    // ---- browser-style input (issue #19)

    @Test
    void readsBrowserStyleInputOnlyWhenAsked() {
        String text = "\" HTTP://Example.COM:80/a/./b c?q=^#f \"";
        assertThat(json().failure(text, Uri.class).exception()).isEqualTo("InvalidFormatException");
        Json browser = json(Options.DEFAULTS.withBrowserStyleInput());
        Uri uri = browser.read(text, Uri.class);
        assertThat(uri).hasToString("http://example.com/a/b%20c?q=%5E#f");
        assertThat(browser.read("\"http://127.0.0.1\\\\@evil.com\"", UriReference.class)).hasToString("http://127.0.0.1/@evil.com");
        assertThat(browser.read("\"https://127.0.0.1[@evil.com\"", Uri.class).host()).contains("evil.com");
        // a value that is already a valid URI in the Standard's form keeps its text
        assertThat(browser.read("\"https://example.com/p?q#f\"", Uri.class)).hasToString("https://example.com/p?q#f");
        // keys too; RelativeReference is read as without the option
        Index index = browser.read("{\"hits\":{\"HTTP://A/%7e/../b\":1},\"refs\":{},\"rel\":{}}", Index.class);
        assertThat(index.hits()).containsOnlyKeys(Uri.parse("http://a/b"));
        assertThat(browser.read("\"../x\"", RelativeReference.class)).hasToString("../x");
        // normalize-on-read applies to the repaired value; writing is the value's text
        Json both = json(Options.DEFAULTS.withBrowserStyleInput().withNormalizeOnRead(Normalizer.syntaxBased()));
        assertThat(both.read("\"http://h/%7e\"", Uri.class)).hasToString("http://h/~");
        assertThat(browser.write(uri)).isEqualTo("\"http://example.com/a/b%20c?q=%5E#f\"");
    }

    @Test
    void browserStyleInputRejectsWhatTheStandardFails() {
        Json browser = json(Options.DEFAULTS.withBrowserStyleInput());
        Failure f = browser.failure("\"http://u:s3cret@[::1/\"", Uri.class);
        assertThat(f.exception()).isEqualTo("InvalidFormatException");
        assertThat(f.originalMessage()).isEqualTo("Cannot deserialize value of type `org.urikit.Uri` from String at JSON line 1, "
                + "column 1: Invalid URL (WHATWG URL Standard): IPv6-unclosed in host at index 16").doesNotContain("s3cret");
        assertThat(f.cause()).isInstanceOf(WhatwgUrlException.class);
        assertThat(((WhatwgUrlException) f.cause()).index()).isEqualTo(16);
        // the Standard needs a base for a relative reference
        assertThat(browser.failure("\"/a b\"", UriReference.class).cause()).isInstanceOf(WhatwgUrlException.class);
    }

    // ---- WhatwgUrl (issue #24): read by the Standard, written as its href

    @Test
    void whatwgUrlIsReadByTheStandardAndWrittenAsItsHref() {
        String text = " HTTP://u:p@Example.COM:80/a/../b c?q=^#f ";
        String href = "http://u:p@example.com/b%20c?q=^#f";
        WhatwgUrl url = json().read("\"" + text + "\"", WhatwgUrl.class);
        assertThat(url).isEqualTo(WhatwgUrl.parse(text));
        assertThat(url.href()).isEqualTo(href);
        assertThat(json().write(url)).isEqualTo("\"" + href + "\"");
        // stable from the first write on: written, read back, written again gives the same value and text
        assertThat(json().read(json().write(url), WhatwgUrl.class)).isEqualTo(url);
        String doc = "{\"url\":\"" + href + "\",\"seen\":{\"https://example.com/\":2}}";
        Hook hook = json().read("{\"url\":\"" + text + "\",\"seen\":{\"HTTPS://EXAMPLE.COM\":2}}", Hook.class);
        assertThat(hook.seen()).containsOnlyKeys(WhatwgUrl.parse("https://example.com/"));
        assertThat(json().write(hook)).isEqualTo(doc);
        assertThat(json().read(doc, Hook.class)).isEqualTo(hook);
        assertThat(json().write(new Hook(null, Map.of()))).isEqualTo("{\"url\":null,\"seen\":{}}");
    }

    @Test
    void whatwgUrlRoundTripsAreStableOverTheCorpus() {
        Json j = json();
        int parsed = 0;
        List<String> broken = new ArrayList<>();
        for (String line : Corpus.all()) {
            var url = WhatwgUrl.tryParse(line);
            if (url.isEmpty()) {
                continue;
            }
            parsed++;
            String literal = j.write(line);
            WhatwgUrl read = j.read(literal, WhatwgUrl.class);
            String written = j.write(read);
            if (!read.equals(url.get()) || !written.equals(j.write(url.get().href()))
                    || !j.read(written, WhatwgUrl.class).equals(read)) {
                broken.add(line);
            }
        }
        assertThat(parsed).isGreaterThan(10_000);
        assertThat(broken).isEmpty();
    }

    @Test
    void whatwgUrlRejectsWhatTheStandardFailsNamingTypeComponentAndIndex() {
        Failure f = json().failure("\"http://u:s3cret@[::1/\"", WhatwgUrl.class);
        assertThat(f.exception()).isEqualTo("InvalidFormatException");
        assertThat(f.originalMessage()).isEqualTo("Cannot deserialize value of type `org.urikit.WhatwgUrl` from String at "
                + "JSON line 1, column 1: Invalid URL (WHATWG URL Standard): IPv6-unclosed in host at index 16");
        assertThat(f.value()).isEqualTo("http://u:s3cret@[::1/");
        assertThat(f.cause()).isInstanceOfSatisfying(WhatwgUrlException.class, e -> assertThat(e.failure())
                .isEqualTo(new WhatwgValidationError("IPv6-unclosed", 16, Component.HOST)));
        Failure port = json().failure("{\"url\":\"http://h:99999/\",\"seen\":{}}", Hook.class);
        assertThat(((WhatwgUrlException) port.cause()).component()).isEqualTo(Component.PORT);
        assertThat(port.originalMessage()).contains("port-out-of-range in port at index 9");
        assertThat(port.path()).contains("\"url\"");
        Failure key = json().failure("{\"url\":null,\"seen\":{\"/relative\":1}}", Hook.class);
        assertThat(key.exception()).isEqualTo("InvalidFormatException");
        assertThat(key.originalMessage()).startsWith("Cannot deserialize Map key of type `org.urikit.WhatwgUrl` from String")
                .endsWith("Invalid URL (WHATWG URL Standard): missing-scheme-non-relative-URL in scheme at index 0");
        // "" is parsed like any other text (Jackson's default coercion): the Standard fails it
        assertThat(json().failure("\"\"", WhatwgUrl.class).cause()).isInstanceOf(WhatwgUrlException.class);
    }

    @Test
    void whatwgUrlIgnoresTheOptionsOfTheRfcTypesAndRefusesPatterns() {
        String text = "\" https://H/%7e/./a \"";
        WhatwgUrl plain = json().read(text, WhatwgUrl.class);
        assertThat(plain.href()).isEqualTo("https://h/%7e/a");
        for (Options o : List.of(Options.DEFAULTS.withTrim(true), Options.DEFAULTS.withGrammar(Rfc.RFC_3987),
                Options.DEFAULTS.withBrowserStyleInput(), Options.DEFAULTS.withNormalizeOnRead(Normalizer.syntaxBased()),
                Options.DEFAULTS.withNormalizeOnWrite(Normalizer.syntaxBased()))) {
            assertThat(json(o).read(text, WhatwgUrl.class)).isEqualTo(plain);
            assertThat(json(o).write(plain)).isEqualTo("\"https://h/%7e/a\"");
        }
        Failure pattern = json().failure("{\"url\":\"https://h/\"}", WhatwgPattern.class);
        assertThat(pattern.exception()).isEqualTo("InvalidDefinitionException");
        assertThat(pattern.originalMessage()).contains("org.urikit.WhatwgUrl is read by the WHATWG URL Standard");
    }

    // ---- normalization

    @Test
    void normalizesOnlyWhenAsked() {
        String doc = "{\"hits\":{\"HTTP://A/%7e/./b\":1},\"refs\":{\"//H/%41\":\"r\"},\"rel\":{}}";
        Index exact = json().read(doc, Index.class);
        assertThat(exact.hits()).containsOnlyKeys(Uri.parse("HTTP://A/%7e/./b"));
        assertThat(json().write(exact)).isEqualTo(doc);

        Json onRead = json(Options.DEFAULTS.withNormalizeOnRead(Normalizer.syntaxBased()));
        Index normalized = onRead.read(doc, Index.class);
        assertThat(normalized.hits()).containsOnlyKeys(Uri.parse("http://a/~/b"));
        assertThat(normalized.refs()).containsOnlyKeys(RelativeReference.parse("//h/A"));
        assertThat(onRead.read("\"HTTP://A/%7e/./b\"", UriReference.class)).isEqualTo(Uri.parse("http://a/~/b"));
        assertThat(onRead.write(Uri.parse("HTTP://A/%7e/./b"))).isEqualTo("\"HTTP://A/%7e/./b\"");

        Json onWrite = json(Options.DEFAULTS.withNormalizeOnWrite(Normalizer.syntaxBased()));
        assertThat(onWrite.read("\"HTTP://A/%7e/./b\"", Uri.class)).hasToString("HTTP://A/%7e/./b");
        assertThat(onWrite.write(Uri.parse("HTTP://A/%7e/./b"))).isEqualTo("\"http://a/~/b\"");
        assertThat(onWrite.write(exact))
                .isEqualTo("{\"hits\":{\"http://a/~/b\":1},\"refs\":{\"//h/A\":\"r\"},\"rel\":{}}");
        // RFC 1808 values are written as they are: the normalizer is RFC 3986's
        assertThat(onWrite.write(Rfc1808Url.parse("HTTP://A/%7e"))).isEqualTo("\"HTTP://A/%7e\"");
    }

    @Test
    void normalizesValidatedJavaNetUriOnRead() {
        Json j = json(Options.DEFAULTS.withValidateJavaNetUri(true).withNormalizeOnRead(Normalizer.syntaxBased()));
        assertThat(j.read("\"HTTP://A/%7e/./b\"", URI.class)).isEqualTo(URI.create("http://a/~/b"));
    }

    // ---- java.net.URI

    @Test
    void javaNetUriStaysLenientUnlessEnabled() {
        // databind's own URI deserializer trims and accepts what RFC 3986 rejects
        assertThat(json().read("{\"uri\":\" http://a/ \"}", Legacy.class).uri()).isEqualTo(URI.create("http://a/"));
        Failure f = json(Options.DEFAULTS.withValidateJavaNetUri(true)).failure("{\"uri\":\" http://a/ \"}", Legacy.class);
        assertRejected(f, 0, ErrorKind.UNEXPECTED_CHARACTER, Component.PATH);
        assertThat(f.originalMessage()).startsWith("Cannot deserialize value of type `java.net.URI` from String at JSON line 1, column 8: ");
    }

    @Test
    void validatedJavaNetUriKeepsTheText() {
        Json validating = json(Options.DEFAULTS.withValidateJavaNetUri(true));
        String doc = "{\"uri\":\"http://a/b?c#d\"}";
        Legacy l = validating.read(doc, Legacy.class);
        assertThat(l.uri()).isEqualTo(URI.create("http://a/b?c#d"));
        assertThat(validating.write(l)).isEqualTo(doc);
        assertThat(validating.read("\"\"", URI.class)).isEqualTo(URI.create(""));
        assertThat(json(Options.DEFAULTS.withValidateJavaNetUri(true).withTrim(true)).read("\" http://a/ \"", URI.class))
                .isEqualTo(URI.create("http://a/"));
        assertRejected(validating.failure("{\"uri\":\"http://a/#f\"}", LegacyAbsolute.class), 9,
                ErrorKind.UNEXPECTED_CHARACTER, Component.FRAGMENT);
    }

    // java.net.URI's reasons, the same on JDK 17 and JDK 25 (both run by .ci/run)
    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
        a:             | Expected scheme-specific part
        http://[v1.x]/ | Malformed IPv6 address
        """)
    void validRfc3986ThatJavaNetUriRejectsIsAClearError(String text, String reason) {
        assertThat(UriReference.check(text)).isEmpty();
        Failure f = json(Options.DEFAULTS.withValidateJavaNetUri(true)).failure("\"" + text + "\"", URI.class);
        assertThat(f.exception()).isEqualTo("InvalidFormatException");
        assertThat(f.originalMessage()).contains("valid RFC 3986, but java.net.URI rejects it").contains(reason);
        assertThat(f.value()).isEqualTo(text);
    }

    // ---- discovery

    @Test
    void discoveredModuleReadsAndWrites() {
        Json found = discovered();
        assertThat(found.read("\"http://a/b\"", Uri.class)).isEqualTo(Uri.parse("http://a/b"));
        assertThat(found.write(RelativeReference.parse("../x"))).isEqualTo("\"../x\"");
        assertRejected(found.failure("\"http://a b/\"", Uri.class), 8, ErrorKind.UNEXPECTED_CHARACTER, Component.HOST);
        assertThat(found.read("\"HTTPS://Example.COM\"", WhatwgUrl.class)).isEqualTo(WhatwgUrl.parse("https://example.com/"));
        assertThat(found.write(WhatwgUrl.parse("https://example.com/a b"))).isEqualTo("\"https://example.com/a%20b\"");
    }

    /** Asserts an InvalidFormatException caused by urikit's error at {@code index}; returns that error. */
    protected static ParseError assertRejected(Failure f, int index, ErrorKind kind, Component component) {
        assertThat(f.exception()).as(f.message()).isEqualTo("InvalidFormatException");
        assertThat(f.cause()).as(f.message()).isInstanceOf(UriSyntaxException.class);
        ParseError e = ((UriSyntaxException) f.cause()).error();
        assertThat(e.index()).as(f.message()).isEqualTo(index);
        assertThat(e.kind()).as(f.message()).isEqualTo(kind);
        assertThat(e.component()).as(f.message()).isEqualTo(component);
        assertThat(f.originalMessage()).contains("at index " + index);
        return e;
    }
}
