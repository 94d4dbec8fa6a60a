package org.urikit.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;

/**
 * The extension where an application already runs: a new session of the running context with the extension given
 * again ({@code withExtensions}), so that it is applied twice (once from {@code spark.sql.extensions}, once from the
 * builder): the functions and the column names are those of a session that has it once.
 */
class SessionExtensionsTest {
    @Test
    void aNewSessionOfARunningContextWithTheExtensionAppliedTwice() {
        SparkSession shared = SparkSessions.get();
        SparkSession twice = SparkSession.builder().withExtensions(new UrikitExtensions()).create();
        try {
            assertThat(twice).isNotSameAs(shared);
            Dataset<Row> df = twice.sql("SELECT url_host(u), try_url_host(v), upper(url_parse(u).hostname) AS h"
                    + " FROM VALUES ('http://A.example/', 'x') AS t(u, v)");
            assertThat(df.columns()).containsExactly("url_host(u)", "try_url_host(v)", "h");
            List<Row> rows = df.collectAsList();
            assertThat(rows).hasSize(1);
            assertThat(rows.get(0).getString(0)).isEqualTo("a.example");
            assertThat(rows.get(0).isNullAt(1)).isTrue();
            assertThat(rows.get(0).getString(2)).isEqualTo("A.EXAMPLE");
        } finally {
            SparkSession.setActiveSession(shared);
            SparkSession.setDefaultSession(shared);
        }
    }
}
