package org.urikit.spark.bench;

import java.util.Objects;
import java.util.Optional;

import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.api.java.UDF1;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.urikit.Normalizer;
import org.urikit.ReferenceForm;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.WhatwgUrl;

/**
 * The peers a user writes without uri-spark: plain Java UDFs (Spark's {@code ScalaUDF}, one
 * {@code String} in and out per row, no code generation) calling the same urikit methods that the
 * uri-spark functions call, with the same results:
 *
 * <table>
 * <caption>UDFs and the uri-spark function each stands beside</caption>
 * <tr><th>UDF</th><th>function</th><th>urikit call</th></tr>
 * <tr><td>{@code jv_host(s)}</td><td>{@code url_host(s)}</td><td>{@code WhatwgUrl.tryParse(s)} then
 *     {@code hostname()}, NULL for an invalid URL or one without a host</td></tr>
 * <tr><td>{@code jv_url_parse(s)}</td><td>{@code url_parse(s)}</td><td>{@code WhatwgUrl.tryParse(s)}, one
 *     row of its parts, NULL for an invalid URL</td></tr>
 * <tr><td>{@code jv_uri_valid(s)}</td><td>{@code uri_valid(s)}</td><td>{@code Uri.check(s).isEmpty()}</td></tr>
 * <tr><td>{@code jv_uri_normalize(s)}</td><td>{@code uri_normalize(s)}</td><td>{@code
 *     Normalizer.schemeBased().normalize(...)} of the RFC 3986 URI reference, NULL when invalid</td></tr>
 * </table>
 *
 * <p>The row type of {@code jv_url_parse} is the result type of {@code url_parse} itself when the
 * session has it, so that both results hash alike and the harness can check they are equal.
 */
public final class JavaUdfs {
    /** The parts of {@code url_parse}, named as the WHATWG URL Standard's getters. */
    static final StructType DEFAULT_URL_PARSE_TYPE = new StructType(new StructField[] {
        DataTypes.createStructField("href", DataTypes.StringType, true),
        DataTypes.createStructField("protocol", DataTypes.StringType, true),
        DataTypes.createStructField("username", DataTypes.StringType, true),
        DataTypes.createStructField("password", DataTypes.StringType, true),
        DataTypes.createStructField("hostname", DataTypes.StringType, true),
        DataTypes.createStructField("port", DataTypes.StringType, true),
        DataTypes.createStructField("pathname", DataTypes.StringType, true),
        DataTypes.createStructField("search", DataTypes.StringType, true),
        DataTypes.createStructField("hash", DataTypes.StringType, true),
    });

    private JavaUdfs() {
    }

    /**
     * Registers the four UDFs in a session.
     *
     * @param spark the session
     * @param urlParseType the row type of {@code jv_url_parse}: a struct whose field names are
     *     WHATWG getter names ({@code href}, {@code protocol}, ..., {@code port} as INT or STRING)
     */
    public static void register(SparkSession spark, StructType urlParseType) {
        Objects.requireNonNull(spark, "spark");
        Objects.requireNonNull(urlParseType, "urlParseType");
        spark.udf().register("jv_host", (UDF1<String, String>) JavaUdfs::host, DataTypes.StringType);
        String[] names = urlParseType.fieldNames();
        DataType[] types = new DataType[names.length];
        for (int i = 0; i < names.length; i++) {
            types[i] = urlParseType.fields()[i].dataType();
        }
        spark.udf().register("jv_url_parse", (UDF1<String, Row>) s -> urlParse(s, names, types), urlParseType);
        spark.udf().register("jv_uri_valid", (UDF1<String, Boolean>) JavaUdfs::uriValid, DataTypes.BooleanType);
        spark.udf().register("jv_uri_normalize", (UDF1<String, String>) JavaUdfs::uriNormalize,
                DataTypes.StringType);
    }

    static String host(String s) {
        if (s == null) {
            return null;
        }
        Optional<WhatwgUrl> url = WhatwgUrl.tryParse(s);
        return url.isPresent() && url.get().hasHost() ? url.get().hostname() : null;
    }

    static Row urlParse(String s, String[] names, DataType[] types) {
        if (s == null) {
            return null;
        }
        Optional<WhatwgUrl> parsed = WhatwgUrl.tryParse(s);
        if (parsed.isEmpty()) {
            return null;
        }
        WhatwgUrl url = parsed.get();
        Object[] values = new Object[names.length];
        for (int i = 0; i < names.length; i++) {
            values[i] = part(url, names[i], types[i]);
        }
        return RowFactory.create(values);
    }

    private static Object part(WhatwgUrl url, String name, DataType type) {
        switch (name) {
            case "href":
                return url.href();
            case "protocol":
                return url.protocol();
            case "username":
                return url.username();
            case "password":
                return url.password();
            case "hostname":
                return url.hostname();
            case "host":
                return url.host();
            case "port":
                if (type.equals(DataTypes.IntegerType)) {
                    return url.portNumber() < 0 ? null : url.portNumber();
                }
                return url.port();
            case "pathname":
                return url.pathname();
            case "search":
                return url.search();
            case "hash":
                return url.hash();
            case "origin":
                return url.origin();
            default:
                throw new IllegalArgumentException("url_parse has a field this harness does not know: " + name);
        }
    }

    static Boolean uriValid(String s) {
        return s == null ? null : Uri.check(s).isEmpty();
    }

    static String uriNormalize(String s) {
        if (s == null) {
            return null;
        }
        Optional<UriReference> ref = UriReference.tryParse(s, ReferenceForm.ANY);
        return ref.isPresent() ? Normalizer.schemeBased().normalize(ref.get()).toString() : null;
    }
}
