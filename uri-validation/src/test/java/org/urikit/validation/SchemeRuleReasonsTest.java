package org.urikit.validation;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.urikit.Uri;
import org.urikit.scheme.SchemeRegistry;
import org.urikit.scheme.Violation;

/**
 * Every reason of a built-in scheme rule has a key and a text in every bundle: in English exactly
 * the rule's message, in German and French a translation, shown by {@code @ValidUri} on both
 * providers.
 */
class SchemeRuleReasonsTest {
    private static final String PREFIX = "org.urikit.validation.ValidUri.reason.";
    private static final List<String> BUNDLES = List.of("", "_en", "_de", "_fr");

    /** One URI per key: the built-in rule of its scheme reports a violation with that key. */
    private static final String ROWS = """
            port.range        | http://h:65536/
            http.host         | http:/path
            http.userinfo     | https://user@h/
            ws.fragment       | ws://h/#frag
            ws.host           | wss:/x
            ws.userinfo       | ws://u@h/
            file.path         | file:
            file.pathSlashes  | file:////host/share
            file.userinfo     | file://u@h/x
            file.port         | file://h:1/x
            file.query        | file:///x?q
            mailto.authority  | mailto://a@b
            mailto.address    | mailto:nobody
            mailto.localPart  | mailto:not%20an%20address
            mailto.encode     | mailto:a/b@c
            mailto.domain     | mailto:a@
            mailto.hfield     | mailto:a@b?subject
            mailto.qchar      | mailto:a@b?body=a=b
            urn.authority     | urn://h/x
            urn.nid           | urn::x
            urn.nidHyphen     | urn:-ab:x
            urn.nidLength     | urn:a:x
            urn.colon         | urn:isbn
            urn.nss           | urn:isbn:
            urn.rq            | urn:isbn:1?q
            urn.rComponent    | urn:isbn:1?+
            urn.qComponent    | urn:isbn:1?=
            data.authority    | data://h/,x
            data.comma        | data:text/plain
            data.mediaType    | data:text,x
            data.parameter    | data:text/plain;charset,x
            data.base64       | data:;base64,Q===
            data.base64Length | data:;base64,QQ=
            tel.authority     | tel://h/x
            tel.query         | tel:+1?x
            tel.global        | tel:+
            tel.local         | tel:
            tel.context       | tel:7042
            tel.globalContext | tel:+1;phone-context=a.com
            tel.pvalue        | tel:+1;ext=
            tel.order         | tel:+1;b=1;a=2
            tel.pname         | tel:+1;x_y=1
            rfc1738.host      | ftp:/pub
            ftp.type          | ftp://h/a;type=x
            telnet.path       | telnet://h/x
            telnet.query      | telnet://h/?x
            nntp.path         | nntp://h
            nntp.group        | nntp://h/1abc
            nntp.article      | nntp://h/a/
            nntp.query        | nntp://h/a?b
            news.authority    | news://h/x
            news.grouppart    | news:
            news.group        | news:1group
            news.article      | news:@h
            news.host         | news:a@
            """;

    private static Stream<String[]> rows() {
        return ROWS.lines().map(String::strip).filter(l -> !l.isEmpty()).map(l -> l.split("\\s*\\|\\s*", 2));
    }

    private static Violation violation(String key, String uri) {
        List<Violation> all = SchemeRegistry.builtIn().check(Uri.parse(uri));
        return all.stream().filter(v -> key.equals(v.key())).findFirst()
                .orElseThrow(() -> new AssertionError(uri + " has no violation " + key + ": " + all));
    }

    @Test
    void everyKeyHasItsEnglishMessageAndATranslationInEveryBundle() throws IOException {
        Properties root = MessagesTest.bundle("");
        Properties de = MessagesTest.bundle("_de");
        Properties fr = MessagesTest.bundle("_fr");
        Properties en = MessagesTest.bundle("_en");
        rows().forEach(row -> {
            Violation v = violation(row[0], row[1]);
            assertThat(root.getProperty(PREFIX + row[0])).as(row[0]).isEqualTo(v.message());
            assertThat(en.getProperty(PREFIX + row[0])).as(row[0]).isEqualTo(v.message());
            String rfc = v.message().substring(0, v.message().indexOf(':'));
            for (Properties other : List.of(de, fr)) {
                assertThat(other.getProperty(PREFIX + row[0])).as(row[0]).isNotNull().isNotEqualTo(v.message())
                        .startsWith(rfc);
            }
        });
    }

    @Test
    void theTableHasEveryKeyOfTheBuiltInRulesAndTheBundlesNoOther() throws IOException {
        Set<String> table = new TreeSet<>();
        rows().forEach(row -> assertThat(table.add(row[0])).as("twice: " + row[0]).isTrue());
        // every key literal in the sources of the built-in rules (core's org.urikit.scheme)
        Path sources = Path.of("..", "uri-core", "src", "main", "java", "org", "urikit", "scheme");
        assertThat(sources).as("the core's sources, beside this module").isDirectory();
        Pattern literal = Pattern.compile("\"([a-z][a-z0-9]*\\.[A-Za-z0-9.]+)\"");
        Set<String> used = new TreeSet<>();
        try (Stream<Path> files = Files.list(sources)) {
            for (Path file : files.filter(f -> f.getFileName().toString().endsWith("Rule.java")).toList()) {
                Matcher m = literal.matcher(Files.readString(file, StandardCharsets.UTF_8));
                while (m.find()) {
                    used.add(m.group(1));
                }
            }
        }
        assertThat(used).hasSizeGreaterThan(50).isEqualTo(table);
        for (String suffix : BUNDLES) {
            Set<String> keys = new TreeSet<>();
            for (String name : MessagesTest.bundle(suffix).stringPropertyNames()) {
                if (name.startsWith(PREFIX)) {
                    keys.add(name.substring(PREFIX.length()));
                }
            }
            assertThat(keys).as("bundle " + suffix).isEqualTo(table);
        }
    }

    @SuppressWarnings("unused")
    static class Contact {
        @ValidUri
        String link;
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void validUriTellsTheReasonInTheLanguageAskedFor(Provider p) {
        String uri = "mailto:not%20an%20address";
        assertThat(p.messages(Locale.ENGLISH, Contact.class, "link", uri)).singleElement().asString()
                .endsWith(": RFC 6068 §2: a local-part is dot-atom-text or a quoted-string (RFC 5322 §3.4.1), without "
                        + "whitespace");
        assertThat(p.messages(Locale.GERMANY, Contact.class, "link", uri)).singleElement().asString()
                .endsWith(": RFC 6068 §2: ein local-part ist dot-atom-text oder ein quoted-string (RFC 5322 §3.4.1), ohne "
                        + "Leerraum");
        assertThat(p.messages(Locale.FRANCE, Contact.class, "link", uri)).singleElement().asString()
                .endsWith(": RFC 6068 §2 : une local-part est un dot-atom-text ou une quoted-string (RFC 5322 §3.4.1), sans "
                        + "espaces");
        // quotes, '*' and '#' in a reason come through interpolation as they are
        assertThat(p.messages(Locale.GERMANY, Contact.class, "link", "tel:12g4;phone-context=x.com")).singleElement()
                .asString().endsWith(": RFC 3966 §3: eine lokale Nummer besteht aus Hexadezimalziffern, \"*\" und \"#\" "
                        + "(mindestens einem) mit den visuellen Trennzeichen \"-\", \".\", \"(\", \")\"");
    }
}
