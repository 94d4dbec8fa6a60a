#!/usr/bin/env bash
# The Spark benchmark harness of issue 28 (tests/spark-benchmarks, org.urikit.spark.bench.SparkBench): builds
# the module (and uri-spark, uri-core) without tests, then runs the harness in a JVM of its own with the flags
# Spark needs on Java 17+.
#   tools/scripts/spark-bench.sh --corpus DIR [--copies 100] [--small-copies 17] [--warmup 2] [--reps 5] [--only REGEX]
# DIR holds kasztp.txt and userbait.txt (the URL corpus; userbait.txt is not in the repository). The input files
# (100 and 17 copies of every line) are written to tests/spark-benchmarks/target/spark-bench/ and reused; the
# results are printed and saved there as results-<time>.md. JAVA (default: java on the PATH) picks the JDK,
# SPARK_BENCH_XMX the heap (default 4g). SKIP_BUILD=1 runs what is built.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ "${SKIP_BUILD:-0}" != 1 ]; then
  mvn -B -q -pl tests/spark-benchmarks -am -DskipTests package
fi
m=tests/spark-benchmarks/target
# shellcheck disable=SC2046 # the JVM flags are separate words
exec "${JAVA:-java}" -Xmx"${SPARK_BENCH_XMX:-4g}" $(cat "$m/spark-bench.jvmargs") \
  -cp "$m/classes:$(cat "$m/classpath.txt")" org.urikit.spark.bench.SparkBench --out "$m/spark-bench" "$@"
