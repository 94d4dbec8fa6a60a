package org.urikit.spark;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.SparkSessionExtensions;
import org.apache.spark.sql.catalyst.FunctionIdentifier;
import org.apache.spark.sql.catalyst.expressions.Cast;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.catalyst.expressions.ExpressionInfo;
import org.apache.spark.sql.catalyst.expressions.Literal;
import org.apache.spark.sql.catalyst.expressions.objects.StaticInvoke;
import org.apache.spark.sql.catalyst.plans.logical.LogicalPlan;
import org.apache.spark.sql.catalyst.rules.Rule;
import org.apache.spark.sql.internal.SQLConf;
import org.apache.spark.sql.types.AbstractDataType;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StringType;
import org.apache.spark.sql.types.StringType$;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.unsafe.types.UTF8String;
import org.jspecify.annotations.Nullable;
import scala.Function1;
import scala.Option;
import scala.Tuple3;
import scala.collection.immutable.Seq;
import scala.jdk.javaapi.CollectionConverters;
import scala.runtime.AbstractFunction1;
import scala.runtime.BoxedUnit;

/**
 * The Spark session extension that registers urikit's SQL functions under their unqualified names, for SQL and
 * for {@code expr(...)} from Java, Scala and PySpark:
 *
 * <pre>{@code
 * SparkSession spark = SparkSession.builder()
 *         .config("spark.sql.extensions", "org.urikit.spark.UrikitExtensions")
 *         .getOrCreate();
 * spark.sql("SELECT url_host(u), count(*) FROM clicks GROUP BY 1");
 * }</pre>
 *
 * <p>(or {@code --conf spark.sql.extensions=org.urikit.spark.UrikitExtensions} with {@code spark-submit}, the
 * uri-spark and uri-core jars on the class path: {@code --jars} or {@code --packages}). Where a session already
 * runs (a notebook, {@code spark-shell}), {@code getOrCreate()} returns it unchanged ({@code spark.sql.extensions}
 * is a static setting); a new session of the same application with the functions is
 * {@code SparkSession.builder().withExtensions(new UrikitExtensions()).create()}. Applying the extension twice (in
 * {@code spark.sql.extensions} and with {@code withExtensions}) changes nothing.
 *
 * <table>
 *   <caption>Functions</caption>
 *   <tr><th>function</th><th>result</th><th>urikit call</th></tr>
 *   <tr><td>{@code uri_valid(s [, grammar])}</td><td>BOOLEAN</td><td>{@code Rfc.check(s, form)} or
 *       {@code WhatwgUrl.check(s)} is empty</td></tr>
 *   <tr><td>{@code uri_error(s [, grammar])}</td><td>STRUCT&lt;index INT, component STRING, rule STRING,
 *       reason STRING, message STRING&gt;, NULL when valid</td><td>the same check's error</td></tr>
 *   <tr><td>{@code uri_parse(s)}</td><td>STRUCT&lt;scheme, userinfo, host, port INT, path, query,
 *       fragment&gt;</td><td>{@code UriReference.parse(s)}: components as written</td></tr>
 *   <tr><td>{@code url_parse(s [, base])}</td><td>STRUCT&lt;href, protocol, username, password, hostname, port,
 *       pathname, search, hash&gt; (all STRING)</td><td>{@code WhatwgUrl.parse(s)} or
 *       {@code WhatwgUrl.parse(s, WhatwgUrl.parse(base))}: the Standard's getters</td></tr>
 *   <tr><td>{@code url_host(s)}</td><td>STRING</td><td>{@code WhatwgUrl.parse(s).hostname()}, NULL when
 *       {@code !hasHost()}</td></tr>
 *   <tr><td>{@code url_query_param(s, name)}</td><td>STRING</td><td>{@code
 *       QueryParameters.parseForm(WhatwgUrl.parse(s).query()).first(name)}</td></tr>
 *   <tr><td>{@code uri_normalize(s)}</td><td>STRING</td><td>{@code
 *       Normalizer.schemeBased().normalize(UriReference.parse(s))}</td></tr>
 *   <tr><td>{@code uri_resolve(base, ref)}</td><td>STRING</td><td>{@code Uri.parse(base).resolve(ref)}</td></tr>
 *   <tr><td>{@code idna_to_ascii(s)}, {@code idna_to_unicode(s)}</td><td>STRING</td><td>{@code
 *       Uts46.whatwg().toAscii(s)}, {@code toUnicode(s)}</td></tr>
 *   <tr><td>{@code uri_redact(s)}</td><td>STRING</td><td>{@code UriReference.redact(s)}</td></tr>
 * </table>
 *
 * <p><b>Grammars</b> of {@code uri_valid} and {@code uri_error} (case-insensitive): {@code 'rfc3986'} (the
 * default: an absolute URI, rule {@code URI}, a fragment allowed), {@code 'rfc3986-reference'} (rule
 * {@code URI-reference}), {@code 'rfc3987'} (rule {@code IRI}), {@code 'rfc1808'} (an absolute URL),
 * {@code 'rfc1738'} (rule {@code url}) and {@code 'whatwg'} (the WHATWG URL parser does not return failure).
 * An unknown grammar raises {@code URIKIT_INVALID_ARGUMENT}, at analysis when it is a constant.
 *
 * <p><b>{@code uri_error} fields.</b> {@code index}: the 0-based UTF-16 index of the first offending character
 * (urikit's {@code ParseError.index()} or {@code WhatwgValidationError.index()}; the input length when it ends too
 * early). {@code component}: the component's label ({@code scheme}, {@code userinfo}, {@code host}, {@code port},
 * {@code path}, {@code query}, {@code fragment}, ...). {@code rule}: the grammar and rule, for example
 * {@code RFC 3986 reg-name}, or {@code WHATWG URL}. {@code reason}: the {@code ErrorKind} name (for example
 * {@code UNEXPECTED_CHARACTER}) or the WHATWG validation error type (for example {@code port-out-of-range}).
 * {@code message}: urikit's one-line message, which never shows a password. For a value that is not valid UTF-8,
 * {@code reason} is {@code INVALID_UTF8}, {@code component} and {@code rule} are NULL and {@code message} gives the
 * byte offset.
 *
 * <p><b>NULL and errors.</b> SQL NULL in any argument gives NULL. {@code uri_valid} and {@code uri_error} never
 * fail on a value (an invalid one is their answer). Every other function raises {@link UrikitSparkException}
 * (condition {@code URIKIT_INVALID_URL}, with index, component, rule, reason; never the password) when it cannot
 * give a result and {@code spark.sql.ansi.enabled} is true (Spark 4's default), and returns NULL when it is
 * false; the setting is read when the query is analysed, as Spark's own functions do. Each has a {@code try_}
 * twin ({@code try_url_host}, {@code try_uri_parse}, ...) that returns NULL whatever the setting. A value that is
 * not valid UTF-8 is an invalid URL ({@code uri_valid} false; {@code uri_error} reason {@code INVALID_UTF8},
 * index the UTF-16 index where the bad bytes start); it never raises anything else. Indexes are urikit's: 0-based
 * UTF-16 indexes (Spark's {@code substr} counts code points from 1).
 *
 * <p><b>Column names.</b> A column Spark names after a call is named after the call as written:
 * {@code url_host(u)}, {@code upper(url_host(u))}, {@code url_parse(u).hostname}, {@code uri_valid(u, whatwg)}
 * (Spark drops the quotes of literals in such names). A post-hoc resolution rule that the extension adds does this
 * renaming, since Spark would otherwise write the {@code StaticInvoke} behind the call; it renames only the names
 * Spark generated and never one given with {@code AS}.
 *
 * <p><b>Speed.</b> Each call is a Catalyst {@code StaticInvoke} of a static method of {@link UriSqlCalls} that
 * takes and returns Spark's internal {@code UTF8String} (and builds a STRUCT result directly as an
 * {@code InternalRow}, from one parse): no {@code ScalaUDF}, no conversion to and from external rows, and the
 * call takes part in whole-stage code generation ({@code WholeStageCodegenExec}; the generated Java calls
 * {@code UriSqlCalls} directly). urikit's parsers read {@code String}s (none of them reads bytes), so each row is
 * checked for well-formed UTF-8 at the byte level and then decoded once into one {@code String}; each result is
 * encoded once, and a result equal to the input ({@code uri_normalize} of a normal value, {@code uri_redact}
 * without a password, an IDNA name already in its form) is the input value itself, without a copy. The bases of
 * {@code url_parse(s, base)} and {@code uri_resolve(base, ref)} are parsed once per thread while they do not
 * change from row to row.
 *
 * <p><b>Versions.</b> Built against Spark 4.2 (Scala 2.13) and tested on Spark 4.0.0 and 4.2.0, on Java 17; on
 * Java 25 too with Spark 4.2 (Spark 4.0 does not start on Java 23 and later: its Hadoop calls
 * {@code Subject.getSubject}). One jar serves both: the {@code StaticInvoke} constructor is the same in 4.0 and
 * 4.2. Java only: no Scala source. The jar is not a JPMS module (its automatic name is {@code org.urikit.spark}):
 * Spark's jars have no valid module names, so Spark runs on the class path.
 *
 * <p><b>Cluster use.</b> Put uri-spark and uri-core on the driver's and executors' class path ({@code spark-submit
 * --packages org.urikit:uri-spark:VERSION} or {@code --jars uri-spark.jar,uri-core.jar}) and set
 * {@code spark.sql.extensions=org.urikit.spark.UrikitExtensions}; from PySpark, the functions are then called in
 * SQL or with {@code expr("url_host(u)")}. {@link UriFunctions} gives them as {@code Column}s to Java and Scala
 * DataFrame code.
 *
 * @since 0.1
 */
public final class UrikitExtensions extends AbstractFunction1<SparkSessionExtensions, BoxedUnit> {
    private static final StructType ERROR_TYPE = new StructType()
            .add("index", DataTypes.IntegerType)
            .add("component", DataTypes.StringType)
            .add("rule", DataTypes.StringType)
            .add("reason", DataTypes.StringType)
            .add("message", DataTypes.StringType);
    private static final StructType URI_TYPE = new StructType()
            .add("scheme", DataTypes.StringType)
            .add("userinfo", DataTypes.StringType)
            .add("host", DataTypes.StringType)
            .add("port", DataTypes.IntegerType)
            .add("path", DataTypes.StringType)
            .add("query", DataTypes.StringType)
            .add("fragment", DataTypes.StringType);
    private static final StructType URL_TYPE = new StructType()
            .add("href", DataTypes.StringType)
            .add("protocol", DataTypes.StringType)
            .add("username", DataTypes.StringType)
            .add("password", DataTypes.StringType)
            .add("hostname", DataTypes.StringType)
            .add("port", DataTypes.StringType)
            .add("pathname", DataTypes.StringType)
            .add("search", DataTypes.StringType)
            .add("hash", DataTypes.StringType);

    /** The names of the functions this extension registers, {@code try_} twins included, in registration order. */
    static final List<String> NAMES;

    private static final List<Spec> SPECS = List.of(
            new Spec("uri_valid", 1, 2, DataTypes.BooleanType, "uriValid", Kind.GRAMMAR,
                    "uri_valid(s [, grammar]) - true when s is valid in the grammar ('rfc3986' by default)"),
            new Spec("uri_error", 1, 2, ERROR_TYPE, "uriError", Kind.GRAMMAR,
                    "uri_error(s [, grammar]) - why s is invalid in the grammar, NULL when it is valid"),
            new Spec("uri_parse", 1, 1, URI_TYPE, "uriParse", Kind.FALLIBLE,
                    "uri_parse(s) - the components of an RFC 3986 URI reference, as written"),
            new Spec("url_parse", 1, 2, URL_TYPE, "urlParse", Kind.FALLIBLE,
                    "url_parse(s [, base]) - the WHATWG URL Standard's href, protocol, username, password, hostname,"
                            + " port, pathname, search and hash"),
            new Spec("url_host", 1, 1, DataTypes.StringType, "urlHost", Kind.FALLIBLE,
                    "url_host(s) - the WHATWG host serialization (ASCII, after UTS #46)"),
            new Spec("url_query_param", 2, 2, DataTypes.StringType, "urlQueryParam", Kind.FALLIBLE,
                    "url_query_param(s, name) - the first value of name in the query, read as"
                            + " application/x-www-form-urlencoded"),
            new Spec("uri_normalize", 1, 1, DataTypes.StringType, "uriNormalize", Kind.FALLIBLE,
                    "uri_normalize(s) - the RFC 3986 section 6.2.2 and 6.2.3 normal form"),
            new Spec("uri_resolve", 2, 2, DataTypes.StringType, "uriResolve", Kind.FALLIBLE,
                    "uri_resolve(base, ref) - ref resolved against base (RFC 3986 section 5.2)"),
            new Spec("idna_to_ascii", 1, 1, DataTypes.StringType, "idnaToAscii", Kind.FALLIBLE,
                    "idna_to_ascii(s) - UTS #46 ToASCII with the WHATWG options"),
            new Spec("idna_to_unicode", 1, 1, DataTypes.StringType, "idnaToUnicode", Kind.FALLIBLE,
                    "idna_to_unicode(s) - UTS #46 ToUnicode with the WHATWG options"),
            new Spec("uri_redact", 1, 1, DataTypes.StringType, "uriRedact", Kind.FALLIBLE,
                    "uri_redact(s) - the text with the password of a userinfo masked"));

    static {
        List<String> names = new ArrayList<>();
        for (Spec s : SPECS) {
            names.add(s.name);
            if (s.kind == Kind.FALLIBLE) {
                names.add("try_" + s.name);
            }
        }
        NAMES = List.copyOf(names);
    }

    /** Whether a function can fail (then it has a {@code try_} twin) or takes a grammar (then it cannot). */
    private enum Kind { FALLIBLE, GRAMMAR }

    /** One SQL function: name, argument counts, result type, the method of {@link UriSqlCalls} and usage. */
    private record Spec(String name, int minArgs, int maxArgs, DataType type, String method, Kind kind,
            String usage) {
    }

    /** Spark instantiates the extension by its class name. */
    public UrikitExtensions() {
    }

    /**
     * Registers every function in the session's extensions.
     *
     * @param extensions the session's extensions
     * @return unit
     * @throws NullPointerException if {@code extensions} is null
     */
    @Override
    public BoxedUnit apply(SparkSessionExtensions extensions) {
        Objects.requireNonNull(extensions, "extensions");
        for (Spec spec : SPECS) {
            register(extensions, spec, spec.name, null);
            if (spec.kind == Kind.FALLIBLE) {
                register(extensions, spec, "try_" + spec.name, Boolean.FALSE);
            }
        }
        extensions.injectPostHocResolutionRule(new AbstractFunction1<>() {
            @Override
            public Rule<LogicalPlan> apply(SparkSession session) {
                return new PrettyNames(sqlNames());
            }
        });
        return BoxedUnit.UNIT;
    }

    private static void register(SparkSessionExtensions extensions, Spec spec, String name,
            @Nullable Boolean failOnError) {
        // usage, arguments, examples, note, group, since, deprecated, source (validated by ExpressionInfo)
        ExpressionInfo info = new ExpressionInfo(UriSqlCalls.class.getName(), null, name,
                spec.usage.replaceFirst("^" + spec.name, name), "", "", "", "url_funcs", "", "", "");
        Function1<Seq<Expression>, Expression> builder = new AbstractFunction1<>() {
            @Override
            public Expression apply(Seq<Expression> arguments) {
                return build(spec, name, CollectionConverters.asJava(arguments), failOnError);
            }
        };
        extensions.injectFunction(new Tuple3<>(FunctionIdentifier.apply(name), info, builder));
    }

    /**
     * The expression of one call: a {@code StaticInvoke} of {@link UriSqlCalls}.
     *
     * @param failOnError FALSE for a {@code try_} twin, null to follow {@code spark.sql.ansi.enabled}
     */
    static Expression build(Spec spec, String name, List<Expression> arguments, @Nullable Boolean failOnError) {
        int n = arguments.size();
        if (n < spec.minArgs || n > spec.maxArgs) {
            throw UrikitSparkException.wrongNumArgs(name,
                    spec.minArgs == spec.maxArgs ? Integer.toString(spec.minArgs) : spec.minArgs + " or " + spec.maxArgs, n);
        }
        List<Expression> args = new ArrayList<>(arguments);
        List<AbstractDataType> types = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            args.set(i, uncollated(args.get(i)));
            types.add(StringType$.MODULE$);
        }
        String method = spec.method;
        if (spec.kind == Kind.GRAMMAR) {
            if (n == 2) {
                Expression g = args.get(1);
                if (g.foldable() && g.dataType() instanceof StringType) {
                    Object value = g.eval(null);
                    if (value instanceof UTF8String u) {
                        UriSqlCalls.grammar(u, name); // an unknown constant grammar fails at analysis
                    }
                }
            }
        } else if (Boolean.FALSE.equals(failOnError)) {
            method = tryMethod(spec.method);
        } else {
            args.add(Literal.create(SQLConf.get().ansiEnabled(), DataTypes.BooleanType));
            types.add(DataTypes.BooleanType);
        }
        return new StaticInvoke(UriSqlCalls.class, spec.type, method, seq(args), seq(types),
                true, spec.type != DataTypes.BooleanType, true, Option.empty());
    }

    /**
     * A string of a collation other than Spark's default ({@code u COLLATE UTF8_LCASE}, a column of such a type) cast
     * to the default {@code STRING}: the input type {@code STRING} accepts only the default collation, and the implicit
     * casts do not convert between collations, so the call would fail analysis. URLs are compared byte by byte here
     * whatever the collation; the bytes are the same.
     */
    static Expression uncollated(Expression e) {
        if (e.resolved() && e.dataType() instanceof StringType st && !st.equals(StringType$.MODULE$)) {
            return new Cast(e, StringType$.MODULE$, Option.empty());
        }
        return e;
    }

    /** The method of a {@code try_} twin: {@code urlHost} gives {@code tryUrlHost}. */
    static String tryMethod(String method) {
        return "try" + Character.toUpperCase(method.charAt(0)) + method.substring(1);
    }

    /** The SQL name of each method of {@link UriSqlCalls} that a function calls. */
    static Map<String, String> sqlNames() {
        Map<String, String> names = new HashMap<>();
        for (Spec s : SPECS) {
            names.put(s.method, s.name);
            if (s.kind == Kind.FALLIBLE) {
                names.put(tryMethod(s.method), "try_" + s.name);
            }
        }
        return names;
    }

    private static <T> Seq<T> seq(List<T> list) {
        return CollectionConverters.asScala(list).toList();
    }
}
