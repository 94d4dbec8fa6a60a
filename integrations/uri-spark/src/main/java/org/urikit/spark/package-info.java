/**
 * Spark SQL functions over URL columns: {@link org.urikit.spark.UrikitExtensions} registers them in a session
 * ({@code spark.sql.extensions=org.urikit.spark.UrikitExtensions}), {@link org.urikit.spark.UriFunctions} builds
 * them as {@code Column}s for DataFrame code, {@link org.urikit.spark.UriSqlCalls} holds the static methods the
 * generated code calls, and {@link org.urikit.spark.UrikitSparkException} is the error they raise under ANSI mode.
 */
@NullMarked
package org.urikit.spark;

import org.jspecify.annotations.NullMarked;
