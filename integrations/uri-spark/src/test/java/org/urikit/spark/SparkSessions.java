package org.urikit.spark;

import org.apache.spark.sql.SparkSession;

/**
 * The one local Spark session of the tests ({@code local[2]}, UI off, bound to loopback), with urikit's extension
 * on, created on first use and shared by every test class of the JVM (a session takes seconds to start). Whole-stage
 * code generation must compile: {@code spark.sql.codegen.fallback=false} and
 * {@code spark.sql.codegen.factoryMode=CODEGEN_ONLY}, so a generated-code compile failure fails the query instead of
 * falling back to interpretation.
 */
final class SparkSessions {
    private static SparkSession session;

    private SparkSessions() {
    }

    static synchronized SparkSession get() {
        if (session == null) {
            session = SparkSession.builder()
                    .master("local[2]")
                    .appName("uri-spark tests")
                    .config("spark.sql.extensions", UrikitExtensions.class.getName())
                    .config("spark.ui.enabled", "false")
                    .config("spark.driver.host", "127.0.0.1")
                    .config("spark.driver.bindAddress", "127.0.0.1")
                    .config("spark.sql.shuffle.partitions", "2")
                    .config("spark.sql.warehouse.dir", "target/spark-warehouse")
                    .config("spark.sql.codegen.fallback", "false")
                    .config("spark.sql.codegen.factoryMode", "CODEGEN_ONLY")
                    .config("spark.sql.ansi.enabled", "true")
                    .getOrCreate();
            Runtime.getRuntime().addShutdownHook(new Thread(session::stop));
        }
        return session;
    }
}
