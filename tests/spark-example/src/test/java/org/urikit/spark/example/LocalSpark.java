package org.urikit.spark.example;

import org.apache.spark.sql.SparkSession;

/**
 * The one {@code local[2]} session of this module's tests (UI off, bound to loopback), with urikit's functions
 * registered, shared by every test class of the JVM. ANSI mode is Spark 4's default (on); a test that turns it off
 * turns it on again.
 */
final class LocalSpark {
    private static SparkSession session;

    private LocalSpark() {
    }

    static synchronized SparkSession get() {
        if (session == null) {
            session = SparkSession.builder()
                    .master("local[2]")
                    .appName("urikit-spark-example-tests")
                    .config("spark.ui.enabled", "false")
                    .config("spark.driver.host", "127.0.0.1")
                    .config("spark.driver.bindAddress", "127.0.0.1")
                    .config("spark.sql.warehouse.dir", "target/spark-warehouse")
                    .config("spark.sql.shuffle.partitions", "2")
                    .config("spark.sql.extensions", "org.urikit.spark.UrikitExtensions")
                    .getOrCreate();
            session.sparkContext().setLogLevel("WARN");
            Runtime.getRuntime().addShutdownHook(new Thread(session::stop));
        }
        return session;
    }
}
