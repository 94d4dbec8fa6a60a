package org.urikit.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.catalyst.expressions.ScalaUDF;
import org.apache.spark.sql.catalyst.expressions.objects.StaticInvoke;
import org.apache.spark.sql.execution.SparkPlan;
import org.apache.spark.sql.execution.WholeStageCodegenExec;
import org.apache.spark.sql.execution.adaptive.AdaptiveSparkPlanExec;
import org.apache.spark.sql.execution.adaptive.QueryStageExec;
import org.junit.jupiter.api.Test;
import scala.jdk.javaapi.CollectionConverters;

/**
 * The functions are Catalyst expressions compiled into whole-stage generated code: the physical plan has a
 * {@code WholeStageCodegenExec} whose generated Java calls {@link UriSqlCalls} directly, no {@code ScalaUDF}, and
 * the query runs with {@code spark.sql.codegen.fallback=false} and {@code spark.sql.codegen.factoryMode=CODEGEN_ONLY}
 * (set on the shared session, {@link SparkSessions}), so a compile failure of the generated code fails it.
 */
class CodegenPlanTest {
    private final SparkSession spark = SparkSessions.get();

    private static final List<String> CALLS = List.of("url_host(u)", "try_url_host(u)", "url_parse(u)",
            "url_parse(u, 'http://base/')", "uri_parse(u)", "uri_valid(u)", "uri_valid(u, 'whatwg')", "uri_error(u)",
            "url_query_param(u, 'q')", "uri_normalize(u)", "uri_resolve('http://a/b/', u)", "idna_to_ascii(h)",
            "idna_to_unicode(h)", "uri_redact(u)");

    private static List<SparkPlan> nodes(SparkPlan plan) {
        List<SparkPlan> out = new ArrayList<>();
        SparkPlan p = plan instanceof AdaptiveSparkPlanExec a ? a.executedPlan() : plan;
        out.add(p);
        if (p instanceof QueryStageExec q) {
            // adaptive execution: a finished stage is a leaf holding its plan
            out.addAll(nodes(q.plan()));
        }
        for (SparkPlan c : CollectionConverters.asJava(p.children())) {
            out.addAll(nodes(c));
        }
        for (Object sub : CollectionConverters.asJava(p.subqueries())) {
            out.addAll(nodes((SparkPlan) sub));
        }
        return out;
    }

    private static List<Expression> expressions(Expression e) {
        List<Expression> out = new ArrayList<>();
        out.add(e);
        for (Expression c : CollectionConverters.asJava(e.children())) {
            out.addAll(expressions(c));
        }
        return out;
    }

    private static List<Expression> expressions(SparkPlan plan) {
        List<Expression> out = new ArrayList<>();
        for (SparkPlan node : nodes(plan)) {
            for (Expression e : CollectionConverters.asJava(node.expressions())) {
                out.addAll(expressions(e));
            }
        }
        return out;
    }

    @Test
    void everyFunctionRunsInsideWholeStageGeneratedCodeWithoutScalaUdf() {
        Dataset<Row> df = spark.range(200)
                .selectExpr("concat('http://H', id, '.example/p/../x?q=', id) AS u", "concat('xn--bcher-kva.', id) AS h")
                .selectExpr(CALLS.toArray(String[]::new));
        List<Row> rows = df.collectAsList();
        assertThat(rows).hasSize(200);
        assertThat(rows.get(7).getString(0)).isEqualTo("h7.example");

        SparkPlan plan = df.queryExecution().executedPlan();
        List<Expression> all = expressions(plan);
        assertThat(all).noneMatch(e -> e instanceof ScalaUDF);
        long calls = all.stream().filter(e -> e instanceof StaticInvoke s && s.staticObject() == UriSqlCalls.class)
                .count();
        assertThat(calls).isEqualTo(CALLS.size());

        List<WholeStageCodegenExec> stages = nodes(plan).stream().filter(n -> n instanceof WholeStageCodegenExec)
                .map(n -> (WholeStageCodegenExec) n).toList();
        assertThat(stages).isNotEmpty();
        String code = String.join("\n", stages.stream().map(s -> s.doCodeGen()._2().body()).toList());
        for (String method : List.of("urlHost", "urlParse", "uriParse", "uriValid", "uriError", "urlQueryParam",
                "uriNormalize", "uriResolve", "idnaToAscii", "idnaToUnicode", "uriRedact")) {
            assertThat(code).as(method).contains("org.urikit.spark.UriSqlCalls." + method + "(");
        }
    }

    @Test
    void anAggregationByHostIsGeneratedCodeToo() {
        Dataset<Row> df = spark.range(1000)
                .selectExpr("concat('https://', CASE WHEN id % 2 = 0 THEN 'A.example' ELSE 'b.EXAMPLE' END, '/', id) AS u")
                .groupBy(UriFunctions.urlHost(org.apache.spark.sql.functions.col("u")).as("host")).count()
                .orderBy("host");
        List<Row> rows = df.collectAsList();
        assertThat(rows).hasSize(2);
        assertThat(rows.get(0).getString(0)).isEqualTo("a.example");
        assertThat(rows.get(0).getLong(1)).isEqualTo(500L);
        assertThat(rows.get(1).getString(0)).isEqualTo("b.example");
        SparkPlan plan = df.queryExecution().executedPlan();
        assertThat(expressions(plan)).noneMatch(e -> e instanceof ScalaUDF);
        String code = String.join("\n", nodes(plan).stream().filter(n -> n instanceof WholeStageCodegenExec)
                .map(n -> ((WholeStageCodegenExec) n).doCodeGen()._2().body()).toList());
        assertThat(code).contains("org.urikit.spark.UriSqlCalls.urlHost(");
    }
}
