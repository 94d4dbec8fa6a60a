package org.urikit.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;

class UrikitExtensionsTest {
    private final SparkSession spark = SparkSessions.get();

    private Object one(String sql) {
        List<Row> rows = spark.sql(sql).collectAsList();
        assertThat(rows).hasSize(1);
        return rows.get(0).get(0);
    }

    @Test
    void urlHostGivesTheWhatwgHostAfterUts46() {
        assertThat(one("SELECT url_host('HTTPS://Bücher.Example:8080/x?y#z')")).isEqualTo("xn--bcher-kva.example");
    }
}
