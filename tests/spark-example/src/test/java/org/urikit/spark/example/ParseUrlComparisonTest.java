package org.urikit.spark.example;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.PatternSyntaxException;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.urikit.ParseError;
import org.urikit.QueryParameters;
import org.urikit.Uri;
import org.urikit.WhatwgUrl;
import org.urikit.testing.Corpus;

/**
 * Spark's own {@code parse_url} against urikit on every line of the committed corpus ({@code kasztp.txt},
 * 47,978 real-world URLs, and the 12,000 generated dirty lines of {@code DirtyUrls}), in a real
 * {@code local[2]} session: the lines where they disagree, counted by cause. The counts are those of the
 * tables in docs/SPARK.md ("Spark's parse_url and urikit"): the test reads the tables and fails when a
 * number differs, so the page and the code cannot drift. Each table row also names one example line,
 * which must be a line of that row.
 *
 * <p>Spark's side is computed by Spark ({@code parse_url} in SQL, with ANSI mode off so that one run
 * covers every line: a URL {@code java.net.URI} rejects is then NULL in every part; with ANSI on, the
 * default of Spark 4, the same lines raise {@code INVALID_URL}, checked on a sample). urikit's side is
 * urikit's own Java API: {@code WhatwgUrl} (what {@code url_host} and {@code url_query_param} return),
 * {@code Uri.check} (what {@code uri_valid} and {@code uri_error} say).
 */
class ParseUrlComparisonTest {
    private static final String DOC_PROPERTY = "urikit.sparkDoc";
    private static final String REGEX_META = "\\^$.|?*+()[]{}";

    private static List<String> lines;
    private static int kasztpCount;
    private static String[] protocol;
    private static String[] path;
    private static String[] host;

    /** One row of a table: a cause, its lines in each part of the corpus, and the lines themselves. */
    static final class Cause {
        final String text;
        int kasztp;
        int dirty;
        final List<String> examples = new ArrayList<>();

        Cause(String text) {
            this.text = text;
        }
    }

    @BeforeAll
    static void runParseUrl() {
        lines = Corpus.all();
        kasztpCount = Corpus.kasztp().size();
        SparkSession spark = LocalSpark.get();
        spark.conf().set("spark.sql.ansi.enabled", "false");
        List<Row> rows = new ArrayList<>(lines.size());
        for (int i = 0; i < lines.size(); i++) {
            rows.add(RowFactory.create(i, lines.get(i)));
        }
        StructType schema = new StructType()
                .add("id", DataTypes.IntegerType, false)
                .add("u", DataTypes.StringType, false);
        spark.createDataFrame(rows, schema).createOrReplaceTempView("corpus");
        protocol = new String[lines.size()];
        path = new String[lines.size()];
        host = new String[lines.size()];
        for (Row r : spark.sql("SELECT id, parse_url(u, 'PROTOCOL'), parse_url(u, 'PATH'), parse_url(u, 'HOST')"
                + " FROM corpus").collectAsList()) {
            int id = r.getInt(0);
            protocol[id] = r.getString(1);
            path[id] = r.getString(2);
            host[id] = r.getString(3);
        }
    }

    @AfterAll
    static void ansiBack() {
        LocalSpark.get().conf().set("spark.sql.ansi.enabled", "true");
    }

    /** Whether Spark's parse_url read the line at all: java.net.URI gives every URI a scheme or a path. */
    private static boolean sparkParsed(int i) {
        return protocol[i] != null || path[i] != null;
    }

    private static Cause count(Map<String, Cause> table, String cause, int i) {
        Cause c = table.computeIfAbsent(cause, Cause::new);
        if (i < kasztpCount) {
            c.kasztp++;
        } else {
            c.dirty++;
        }
        c.examples.add(lines.get(i));
        return c;
    }

    /** The first character RFC 3986 forbids in the line (as urikit's messages show it) and where it is. */
    private static String forbidden(String line) {
        ParseError error = Uri.check(line).orElseThrow();
        String where = " in the " + error.component().label();
        if (error.index() >= line.length()) {
            return "the end" + where;
        }
        int cp = line.codePointAt(error.index());
        // java.net.URI takes any non-ASCII character but white space (its "other" category)
        return (cp > 0x7F && !Character.isSpaceChar(cp) ? "a non-ASCII character" : ParseError.describe(cp)) + where;
    }

    static Map<String, Cause> hostTable() {
        Map<String, Cause> table = new LinkedHashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            Optional<WhatwgUrl> w = WhatwgUrl.tryParse(line);
            // url_host: the WHATWG hostname, NULL for an invalid URL and for one without a host
            String urikit = w.isPresent() && w.get().hasHost() ? w.get().hostname() : null;
            String spark = host[i];
            if (Objects.equals(spark, urikit)) {
                count(table, urikit != null ? "agree: the same host"
                        : sparkParsed(i) || w.isPresent() ? "agree: neither gives a host" : "agree: both reject the URL", i);
            } else if (!sparkParsed(i)) {
                count(table, "rejected (NULL), WHATWG reads it: " + forbidden(line), i);
            } else if (spark == null) {
                count(table, urikit.indexOf('_') >= 0
                        ? "NULL host: `_` in the host (java.net.URI reads the authority as a registry name)"
                        : "NULL host: other", i);
            } else if (urikit == null) {
                count(table, w.isEmpty() ? "a host where WHATWG rejects the URL" : "a host where WHATWG has none", i);
            } else if (spark.toLowerCase(Locale.ROOT).equals(urikit)) {
                count(table, "the host not lowercased", i);
            } else {
                count(table, "another host", i);
            }
        }
        return table;
    }

    static Map<String, Cause> validityTable() {
        Map<String, Cause> table = new LinkedHashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            boolean valid = Uri.check(lines.get(i)).isEmpty();
            if (sparkParsed(i) && !valid) {
                count(table, "read (no error), `uri_valid` false: " + forbidden(lines.get(i)), i);
            } else if (!sparkParsed(i) && valid) {
                count(table, "rejected, `uri_valid` true", i);
            }
        }
        return table;
    }

    private static boolean hasRegexMeta(String name) {
        return name.chars().anyMatch(c -> REGEX_META.indexOf(c) >= 0);
    }

    static Map<String, Cause> queryTable() {
        SparkSession spark = LocalSpark.get();
        List<Integer> ids = new ArrayList<>();
        List<String> names = new ArrayList<>();
        List<String> rawPieces = new ArrayList<>();
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            Optional<WhatwgUrl> w = WhatwgUrl.tryParse(lines.get(i));
            if (w.isEmpty() || w.get().query().isEmpty()) {
                continue;
            }
            String query = w.get().query().get();
            QueryParameters params = QueryParameters.parseForm(query);
            if (params.isEmpty() || params.all().get(0).name().isEmpty()) {
                continue;
            }
            String name = params.all().get(0).name();
            ids.add(i);
            names.add(name);
            rawPieces.add(firstPiece(query));
            // url_query_param(u, name)
            expected.add(params.first(name).orElseThrow());
        }
        // one job for the names without regex metacharacters, one job per other name (such a name can make
        // Spark's pattern fail to compile, which fails the whole job)
        Map<Integer, String> actual = new TreeMap<>();
        Map<Integer, String> raised = new TreeMap<>();
        List<Row> plain = new ArrayList<>();
        Map<String, List<Row>> special = new TreeMap<>();
        for (int k = 0; k < ids.size(); k++) {
            Row row = RowFactory.create(ids.get(k), lines.get(ids.get(k)), names.get(k));
            if (hasRegexMeta(names.get(k))) {
                special.computeIfAbsent(names.get(k), n -> new ArrayList<>()).add(row);
            } else {
                plain.add(row);
            }
        }
        StructType schema = new StructType()
                .add("id", DataTypes.IntegerType, false)
                .add("u", DataTypes.StringType, false)
                .add("k", DataTypes.StringType, false);
        collectQueryValues(spark.createDataFrame(plain, schema), actual);
        for (List<Row> rows : special.values()) {
            try {
                collectQueryValues(spark.createDataFrame(rows, schema), actual);
            } catch (RuntimeException e) {
                Throwable cause = e;
                while (!(cause instanceof PatternSyntaxException) && cause.getCause() != null) {
                    cause = cause.getCause();
                }
                for (Row r : rows) {
                    raised.put(r.getInt(0), cause.getClass().getSimpleName());
                }
            }
        }
        Map<String, Cause> table = new LinkedHashMap<>();
        for (int k = 0; k < ids.size(); k++) {
            int i = ids.get(k);
            String name = names.get(k);
            String piece = rawPieces.get(k);
            String want = expected.get(k);
            String got = actual.get(i);
            if (raised.containsKey(i)) {
                assertThat(raised.get(i)).isEqualTo("PatternSyntaxException");
                count(table, "raises `PatternSyntaxException`: the name is not a valid regular expression", i);
            } else if (want.equals(got)) {
                count(table, "agree: the same value", i);
            } else if (!sparkParsed(i)) {
                count(table, "NULL: the URL rejected", i);
            } else if (got == null && piece.indexOf('=') < 0) {
                count(table, "NULL: a name without `=` (WHATWG: the empty value)", i);
            } else if (hasRegexMeta(name)) {
                count(table, "wrong: the name read as a regular expression", i);
            } else if (!piece.startsWith(name + "=")) {
                count(table, "NULL: the name percent-encoded or with `+` in the URL", i);
            } else if (got != null && want.equals(QueryParameters.parseForm("x=" + got).first("x").orElseThrow())) {
                count(table, "the value not decoded (`%XX` or `+` as written)", i);
            } else {
                count(table, "another value", i);
            }
        }
        return table;
    }

    /** The first non-empty piece of a query split at '&'. */
    private static String firstPiece(String query) {
        int start = 0;
        while (start < query.length()) {
            int end = query.indexOf('&', start);
            if (end < 0) {
                end = query.length();
            }
            if (end > start) {
                return query.substring(start, end);
            }
            start = end + 1;
        }
        return "";
    }

    private static void collectQueryValues(Dataset<Row> rows, Map<Integer, String> into) {
        rows.createOrReplaceTempView("named");
        for (Row r : LocalSpark.get().sql("SELECT id, parse_url(u, 'QUERY', k) FROM named").collectAsList()) {
            into.put(r.getInt(0), r.getString(1));
        }
    }

    /** The table as docs/SPARK.md shows it, with a suggested example per row. */
    static String markdown(Map<String, Cause> table) {
        StringBuilder sb = new StringBuilder("| cause | kasztp.txt | generated dirty lines | example |\n|---|---:|---:|---|\n");
        for (Cause c : table.values()) {
            String example = c.examples.stream().filter(e -> e.indexOf('`') < 0 && !e.isBlank()
                    && e.equals(e.strip()) && e.length() <= 100).findFirst().orElse(c.examples.get(0));
            sb.append(String.format(Locale.ROOT, "| %s | %,d | %,d | `%s` |%n", c.text.replace("|", "\\|"), c.kasztp,
                    c.dirty, example.replace("|", "\\|")));
        }
        return sb.toString();
    }

    /** Checks the table of docs/SPARK.md after the marker {@code <!-- parse_url:NAME -->} against the counts. */
    private static void assertDocTable(String name, Map<String, Cause> table) throws IOException {
        List<List<String>> rows = DocTables.rows(readDoc(), "<!-- parse_url:" + name + " -->");
        Map<String, String> doc = new LinkedHashMap<>();
        Map<String, String> computed = new LinkedHashMap<>();
        for (List<String> row : rows) {
            assertThat(row).as("a row of the %s table: cause, kasztp.txt, dirty lines, example", name).hasSize(4);
            doc.put(row.get(0), row.get(1) + " / " + row.get(2));
        }
        for (Cause c : table.values()) {
            computed.put(c.text, String.format(Locale.ROOT, "%,d / %,d", c.kasztp, c.dirty));
        }
        assertThat(doc).as("docs/SPARK.md's %s table; the counts of this run:%n%s", name, markdown(table))
                .containsExactlyInAnyOrderEntriesOf(computed);
        for (List<String> row : rows) {
            String example = row.get(3);
            assertThat(example).as("the example of %s", row.get(0)).startsWith("`").endsWith("`");
            assertThat(table.get(row.get(0)).examples).as("lines of %s", row.get(0))
                    .contains(example.substring(1, example.length() - 1));
        }
    }

    @Test
    void hostTableOfTheDocsIsWhatSparkAndUrikitGive() throws IOException {
        assertDocTable("host", hostTable());
    }

    @Test
    void validityTableOfTheDocsIsWhatSparkAndUrikitGive() throws IOException {
        assertDocTable("validity", validityTable());
    }

    @Test
    void queryTableOfTheDocsIsWhatSparkAndUrikitGive() throws IOException {
        assertDocTable("query", queryTable());
    }

    /** Strips the backticks of a code cell. */
    private static String code(String cell) {
        assertThat(cell).startsWith("`").endsWith("`");
        return cell.substring(1, cell.length() - 1);
    }

    @Test
    void handPickedHostsOfTheDocsAreWhatSparkGives() throws IOException {
        SparkSession spark = LocalSpark.get();
        StructType schema = new StructType().add("u", DataTypes.StringType, false);
        StringBuilder table = new StringBuilder();
        boolean same = true;
        for (List<String> row : DocTables.rows(readDoc(), "<!-- parse_url:inputs -->")) {
            assertThat(row).as("u, parse_url, url_host").hasSize(3);
            Dataset<Row> one = spark.createDataFrame(List.of(RowFactory.create(code(row.get(0)))), schema);
            String spark1 = SparkDocsTest.render(spark, one, "parse_url(u, 'HOST')", false);
            String urikit = SparkDocsTest.render(spark, one, "url_host(u)", false);
            table.append("| ").append(row.get(0)).append(" | ").append(spark1).append(" | ").append(urikit).append(" |\n");
            same &= spark1.equals(row.get(1)) && urikit.equals(row.get(2));
        }
        spark.conf().set("spark.sql.ansi.enabled", "false");
        assertThat(same).as("docs/SPARK.md's hand-picked hosts; what Spark gives:%n%s", table).isTrue();
    }

    @Test
    void handPickedQueryValuesOfTheDocsAreWhatSparkGives() throws IOException {
        SparkSession spark = LocalSpark.get();
        StructType schema = new StructType().add("u", DataTypes.StringType, false).add("name", DataTypes.StringType);
        StringBuilder table = new StringBuilder();
        boolean same = true;
        for (List<String> row : DocTables.rows(readDoc(), "<!-- parse_url:query-inputs -->")) {
            assertThat(row).as("u, name, parse_url, url_query_param").hasSize(4);
            Dataset<Row> one = spark.createDataFrame(
                    List.of(RowFactory.create(code(row.get(0)), code(row.get(1)))), schema);
            String spark1 = SparkDocsTest.render(spark, one, "parse_url(u, 'QUERY', name)", false);
            String urikit = SparkDocsTest.render(spark, one, "url_query_param(u, name)", false);
            table.append("| ").append(row.get(0)).append(" | ").append(row.get(1)).append(" | ").append(spark1)
                    .append(" | ").append(urikit).append(" |\n");
            same &= spark1.equals(row.get(2)) && urikit.equals(row.get(3));
        }
        spark.conf().set("spark.sql.ansi.enabled", "false");
        assertThat(same).as("docs/SPARK.md's hand-picked query values; what Spark gives:%n%s", table).isTrue();
    }

    @Test
    void rejectedLinesRaiseUnderAnsiAndTheOthersDoNot() {
        SparkSession spark = LocalSpark.get();
        List<Row> parsed = new ArrayList<>();
        long hosts = 0;
        List<String> rejected = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (sparkParsed(i)) {
                parsed.add(RowFactory.create(lines.get(i)));
                hosts += host[i] != null ? 1 : 0;
            } else if (rejected.size() < 5 || i >= kasztpCount && rejected.size() < 10) {
                rejected.add(lines.get(i));
            }
        }
        StructType schema = new StructType().add("u", DataTypes.StringType, false);
        try {
            spark.conf().set("spark.sql.ansi.enabled", "true");
            spark.createDataFrame(parsed, schema).createOrReplaceTempView("parsed");
            assertThat(spark.sql("SELECT count(parse_url(u, 'HOST')) FROM parsed").first().getLong(0))
                    .isEqualTo(hosts);
            assertThat(rejected).hasSize(10);
            for (String line : rejected) {
                spark.createDataFrame(List.of(RowFactory.create(line)), schema).createOrReplaceTempView("one");
                assertThatThrownBy(() -> spark.sql("SELECT parse_url(u, 'HOST') FROM one").collectAsList())
                        .as(line).hasMessageContaining("INVALID_URL");
            }
        } finally {
            spark.conf().set("spark.sql.ansi.enabled", "false"); // as the other tests of this class expect
        }
    }

    static Path doc() {
        return Path.of(System.getProperty(DOC_PROPERTY, "../../docs/SPARK.md"));
    }

    static String readDoc() throws IOException {
        return Files.readString(doc(), StandardCharsets.UTF_8);
    }
}
