package org.urikit.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.Test;
import org.urikit.Normalizer;
import org.urikit.ParseError;
import org.urikit.QueryParameters;
import org.urikit.ReferenceForm;
import org.urikit.Rfc;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.WhatwgUrl;
import org.urikit.WhatwgValidationError;
import org.urikit.idna.IdnaResult;
import org.urikit.idna.Uts46;
import org.urikit.testing.Corpus;

/**
 * On every line of the committed corpus (uri-core's test-jar: {@code corpus/kasztp.txt} and the seeded dirty URLs),
 * each SQL function gives exactly what urikit's own call gives.
 */
class CorpusExactnessTest {
    private static final String URL_BASE = "https://example.org/dir/page?x#y";
    private static final String URI_BASE = "http://a/b/c/d;p?q";
    private static final List<String> GRAMMARS = List.of("rfc3986", "rfc3986-reference", "rfc3987", "rfc1808",
            "rfc1738", "whatwg");

    private final SparkSession spark = SparkSessions.get();

    /** The text between "//" and the next '/', '?' or '#': something like a host, for the IDNA functions. */
    static String hostish(String u) {
        int s = u.indexOf("//");
        if (s < 0) {
            return u;
        }
        int e = s + 2;
        while (e < u.length() && "/?#".indexOf(u.charAt(e)) < 0) {
            e++;
        }
        return u.substring(s + 2, e);
    }

    /** The first key of the query, raw, or "q". */
    static String firstKey(String u) {
        int q = u.indexOf('?');
        if (q < 0) {
            return "q";
        }
        int e = q + 1;
        while (e < u.length() && "=&#".indexOf(u.charAt(e)) < 0) {
            e++;
        }
        return u.substring(q + 1, e);
    }

    private static String orNull(Optional<String> s) {
        return s.orElse(null);
    }

    private static List<Object> error(Optional<ParseError> e) {
        if (e.isEmpty()) {
            return null;
        }
        ParseError p = e.get();
        return Arrays.asList(p.index(), p.component().label(), p.grammar().label() + " " + p.rule(), p.kind().name(),
                p.message());
    }

    private static List<Object> whatwgError(Optional<WhatwgValidationError> e) {
        if (e.isEmpty()) {
            return null;
        }
        WhatwgValidationError w = e.get();
        return Arrays.asList(w.index(), w.component().label(), "WHATWG URL", w.type(), w.message());
    }

    private static Optional<ParseError> rfcCheck(String u, String grammar) {
        return switch (grammar) {
            case "rfc3986" -> Uri.check(u);
            case "rfc3986-reference" -> UriReference.check(u);
            case "rfc3987" -> Rfc.RFC_3987.check(u, ReferenceForm.URI);
            case "rfc1808" -> Rfc.RFC_1808.check(u, ReferenceForm.URI);
            case "rfc1738" -> Rfc.RFC_1738.check(u, ReferenceForm.URI);
            default -> throw new IllegalArgumentException(grammar);
        };
    }

    private static List<Object> whatwgRow(Optional<WhatwgUrl> url) {
        if (url.isEmpty()) {
            return null;
        }
        WhatwgUrl w = url.get();
        return Arrays.asList(w.href(), w.protocol(), w.username(), w.password(), w.hostname(), w.port(), w.pathname(),
                w.search(), w.hash());
    }

    private static String idna(IdnaResult r) {
        return r.isValid() ? r.output() : null;
    }

    /** urikit's own answers for one line, in the order of the query's columns. */
    static List<Object> expected(String u) {
        List<Object> out = new ArrayList<>();
        for (String g : GRAMMARS) {
            out.add(g.equals("whatwg") ? WhatwgUrl.check(u).isEmpty() : rfcCheck(u, g).isEmpty());
        }
        for (String g : GRAMMARS) {
            out.add(g.equals("whatwg") ? whatwgError(WhatwgUrl.check(u)) : error(rfcCheck(u, g)));
        }
        Optional<UriReference> ref = UriReference.tryParse(u, ReferenceForm.ANY);
        out.add(ref.map(r -> {
            OptionalInt port = r.portNumber();
            return Arrays.<Object>asList(r instanceof Uri x ? x.scheme() : null, orNull(r.userinfo()), orNull(r.host()),
                    port.isPresent() ? port.getAsInt() : null, r.path(), orNull(r.query()), orNull(r.fragment()));
        }).orElse(null));
        Optional<WhatwgUrl> url = WhatwgUrl.tryParse(u);
        out.add(whatwgRow(url));
        out.add(whatwgRow(WhatwgUrl.tryParse(u, WhatwgUrl.parse(URL_BASE))));
        out.add(url.filter(WhatwgUrl::hasHost).map(WhatwgUrl::hostname).orElse(null));
        out.add(url.flatMap(WhatwgUrl::query).flatMap(q -> QueryParameters.parseForm(q).first(firstKey(u)))
                .orElse(null));
        out.add(ref.map(r -> Normalizer.schemeBased().normalize(r).toString()).orElse(null));
        out.add(ref.map(r -> Uri.parse(URI_BASE).resolve(r).toString()).orElse(null));
        out.add(idna(Uts46.whatwg().toAscii(hostish(u))));
        out.add(idna(Uts46.whatwg().toUnicode(hostish(u))));
        out.add(UriReference.redact(u));
        return out;
    }

    private static Object plain(Object value) {
        if (value instanceof Row r) {
            List<Object> fields = new ArrayList<>();
            for (int i = 0; i < r.size(); i++) {
                fields.add(r.get(i));
            }
            return fields;
        }
        return value;
    }

    @Test
    void everyFunctionEqualsUrikitsOwnCallOnEveryCorpusLine() {
        List<String> lines = new ArrayList<>(Corpus.all());
        // the shapes the URL serializer treats apart: credentials, ports, IP hosts, opaque paths, "/." before a
        // path that starts with "//" without a host, empty hosts, non-ASCII everywhere
        lines.addAll(List.of("https://user:pa%20ss@h:8080/p?q#f", "http://:pw@h/", "http://user@h:1/", "http://u:@h/",
                "http://[::1]:99/x", "http://192.168.0.1./", "mailto:ä@example.org", "web+demo:/.//not-a-host/",
                "web+demo:/..//x", "file:///C:/x", "file://host/share", "sc://ä/ä?ä#ä", "http://Bücher.example/Bücher?ä=ö#ü",
                "javascript:alert(1)", "data:,x", "blob:https://a/b", "http://h?", "http://h#", "http://h/?#",
                "HTTP://H:80/", "https://h:443", "ws://h:80/", "http://h:0/", "non-spec:/", "non-spec://h:1/p"));
        List<Row> input = new ArrayList<>(lines.size());
        for (int i = 0; i < lines.size(); i++) {
            // what Spark holds: the UTF-8 of the line (an unpaired surrogate becomes '?')
            String u = new String(lines.get(i).getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8);
            input.add(RowFactory.create(i, u, hostish(u), firstKey(u)));
        }
        StructType schema = new StructType().add("i", DataTypes.IntegerType).add("u", DataTypes.StringType)
                .add("h", DataTypes.StringType).add("n", DataTypes.StringType);
        List<String> columns = new ArrayList<>();
        columns.add("i");
        columns.add("u");
        for (String g : GRAMMARS) {
            columns.add("uri_valid(u, '" + g + "')");
        }
        for (String g : GRAMMARS) {
            columns.add("uri_error(u, '" + g + "')");
        }
        columns.addAll(List.of("try_uri_parse(u)", "try_url_parse(u)", "try_url_parse(u, '" + URL_BASE + "')",
                "try_url_host(u)", "try_url_query_param(u, n)", "try_uri_normalize(u)",
                "try_uri_resolve('" + URI_BASE + "', u)", "try_idna_to_ascii(h)", "try_idna_to_unicode(h)",
                "try_uri_redact(u)"));
        Dataset<Row> df = spark.createDataFrame(input, schema).selectExpr(columns.toArray(String[]::new));
        List<Row> rows = df.collectAsList();
        assertThat(rows).hasSize(lines.size());
        int checked = 0;
        for (int k = 0; k < rows.size(); k++) {
            Row row = rows.get(k);
            assertThat(row.getInt(0)).isEqualTo(k);
            String u = row.getString(1);
            List<Object> want = expected(u);
            for (int c = 0; c < want.size(); c++) {
                assertThat(plain(row.get(c + 2))).as("line %d %s: %s", row.getInt(0), u, columns.get(c + 2))
                        .isEqualTo(want.get(c));
                checked++;
            }
        }
        assertThat(checked).isEqualTo(lines.size() * 22);
        // the corpus exercises both outcomes of the functions that can fail
        assertThat(rows.stream().filter(r -> r.isNullAt(14))).isNotEmpty();
        assertThat(rows.stream().filter(r -> !r.isNullAt(14))).isNotEmpty();
    }
}
