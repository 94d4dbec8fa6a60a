package org.urikit.spark.bench;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Objects;

import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.catalyst.expressions.ScalaUDF;
import org.apache.spark.sql.catalyst.expressions.codegen.CodegenFallback;
import org.apache.spark.sql.execution.SparkPlan;
import org.apache.spark.sql.execution.WholeStageCodegenExec;
import org.apache.spark.sql.execution.adaptive.AdaptiveSparkPlanExec;
import org.apache.spark.sql.execution.adaptive.QueryStageExec;

import scala.jdk.javaapi.CollectionConverters;

/**
 * What a physical plan shows of code generation: whether any expression is a {@code ScalaUDF} (a Java or
 * Scala UDF) or falls back to interpretation ({@code CodegenFallback}), and whether there is a
 * whole-stage code generation stage.
 *
 * @param scalaUdf an expression of the plan is a {@code ScalaUDF}
 * @param codegenFallback an expression of the plan is a {@code CodegenFallback}
 * @param wholeStageCodegen the plan has a {@code WholeStageCodegenExec}
 */
public record Plans(boolean scalaUdf, boolean codegenFallback, boolean wholeStageCodegen) {

    /**
     * Looks through every node of a physical plan and every expression of each node; an adaptive plan is
     * looked into (its plan as it ran, when the query has run).
     *
     * @param plan the executed plan
     * @return what it shows
     */
    public static Plans of(SparkPlan plan) {
        Objects.requireNonNull(plan, "plan");
        boolean udf = false;
        boolean fallback = false;
        boolean wholeStage = false;
        Deque<SparkPlan> nodes = new ArrayDeque<>();
        nodes.push(plan);
        while (!nodes.isEmpty()) {
            SparkPlan node = nodes.pop();
            wholeStage |= node instanceof WholeStageCodegenExec;
            if (node instanceof AdaptiveSparkPlanExec) {
                // adaptive execution: the plan as it ran (after the query ran; before, the initial plan)
                nodes.push(((AdaptiveSparkPlanExec) node).executedPlan());
            } else if (node instanceof QueryStageExec) {
                nodes.push(((QueryStageExec) node).plan());
            }
            for (SparkPlan child : CollectionConverters.asJava(node.children())) {
                nodes.push(child);
            }
            for (SparkPlan sub : CollectionConverters.asJava(node.subqueries())) {
                nodes.push(sub);
            }
            Deque<Expression> exprs = new ArrayDeque<>(CollectionConverters.asJava(node.expressions()));
            while (!exprs.isEmpty()) {
                Expression e = exprs.pop();
                udf |= e instanceof ScalaUDF;
                fallback |= e instanceof CodegenFallback;
                for (Expression child : CollectionConverters.asJava(e.children())) {
                    exprs.push(child);
                }
            }
        }
        return new Plans(udf, fallback, wholeStage);
    }

    /**
     * A short text for a result table: {@code codegen}, {@code ScalaUDF}, {@code fallback}.
     *
     * @return the text
     */
    public String summary() {
        StringBuilder sb = new StringBuilder(wholeStageCodegen ? "whole-stage" : "no whole-stage");
        if (scalaUdf) {
            sb.append(", ScalaUDF");
        }
        if (codegenFallback) {
            sb.append(", CodegenFallback");
        }
        return sb.toString();
    }
}
