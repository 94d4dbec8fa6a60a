package org.urikit.spark;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.catalyst.expressions.Alias;
import org.apache.spark.sql.catalyst.expressions.AttributeReference;
import org.apache.spark.sql.catalyst.expressions.Cast;
import org.apache.spark.sql.catalyst.expressions.ExprId;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.catalyst.expressions.Literal;
import org.apache.spark.sql.catalyst.expressions.objects.StaticInvoke;
import org.apache.spark.sql.catalyst.plans.logical.LogicalPlan;
import org.apache.spark.sql.catalyst.rules.Rule;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StringType;
import org.apache.spark.sql.types.StringType$;
import scala.Function1;
import scala.jdk.javaapi.CollectionConverters;
import scala.runtime.AbstractPartialFunction;

/**
 * Gives the columns that Spark names after a function call the function's name: {@code url_host(u)}, where Spark
 * would write the {@code StaticInvoke} behind it ({@code static_invoke(org.urikit.spark.UriSqlCalls.urlHost(u,
 * true))}). A post-hoc resolution rule: it renames only aliases that Spark generated (their name holds that text),
 * keeps their expression ids, and renames the references to them above, so a name the user gave is never changed.
 */
final class PrettyNames extends Rule<LogicalPlan> {
    /** What Spark's generated name of a call of {@link UriSqlCalls} starts with. */
    static final String MARK = "static_invoke(" + UriSqlCalls.class.getName() + ".";

    /**
     * Spark's {@code toPrettySQL}, the text it names a column with: {@code toPrettySQL(Expression)} on Spark 4.0,
     * {@code toPrettySQL(Expression, boolean)} (with its default) on 4.1 and later; found once.
     */
    private static final MethodHandle TO_PRETTY_SQL = prettySql();

    private final Map<String, String> sqlNames;

    PrettyNames(Map<String, String> sqlNames) {
        this.sqlNames = Map.copyOf(sqlNames);
    }

    private static MethodHandle prettySql() {
        try {
            Class<?> util = Class.forName("org.apache.spark.sql.catalyst.util.package$");
            Object module = util.getField("MODULE$").get(null);
            MethodHandles.Lookup lookup = MethodHandles.publicLookup();
            try {
                MethodHandle twoArgs = lookup.findVirtual(util, "toPrettySQL",
                        MethodType.methodType(String.class, Expression.class, boolean.class)).bindTo(module);
                boolean dflt = (boolean) lookup.findVirtual(util, "toPrettySQL$default$2",
                        MethodType.methodType(boolean.class)).invoke(module);
                return MethodHandles.insertArguments(twoArgs, 1, dflt);
            } catch (NoSuchMethodException e) {
                return lookup.findVirtual(util, "toPrettySQL", MethodType.methodType(String.class, Expression.class))
                        .bindTo(module);
            }
        } catch (Throwable e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private static String sql(Expression e) {
        try {
            return (String) TO_PRETTY_SQL.invokeExact(e);
        } catch (RuntimeException | Error x) {
            throw x;
        } catch (Throwable x) {
            throw new IllegalStateException(x);
        }
    }

    private boolean ours(Expression e) {
        return e instanceof StaticInvoke s && s.staticObject() == UriSqlCalls.class
                && sqlNames.containsKey(s.functionName());
    }

    /** The topmost calls of ours in {@code e}, {@code e} itself included. */
    private void topmost(Expression e, List<StaticInvoke> out) {
        if (ours(e)) {
            out.add((StaticInvoke) e);
            return;
        }
        for (Expression c : CollectionConverters.asJava(e.children())) {
            topmost(c, out);
        }
    }

    /** {@code text}, Spark's text of {@code e}, with each call of ours in it written as the SQL call. */
    private String rewrite(Expression e, String text) {
        List<StaticInvoke> calls = new ArrayList<>();
        topmost(e, calls);
        String out = text;
        for (StaticInvoke call : calls) {
            out = out.replace(sql(call), pretty(call));
        }
        return out;
    }

    /** {@code url_host(u)}: the SQL name and the arguments, without the ANSI flag. */
    private String pretty(StaticInvoke call) {
        List<Expression> args = new ArrayList<>(CollectionConverters.asJava(call.arguments()));
        if (!args.isEmpty() && args.get(args.size() - 1) instanceof Literal l && l.dataType() == DataTypes.BooleanType) {
            args.remove(args.size() - 1);
        }
        StringBuilder sb = new StringBuilder(sqlNames.get(call.functionName())).append('(');
        for (int i = 0; i < args.size(); i++) {
            if (i > 0) {
                sb.append(", ");
            }
            Expression arg = args.get(i);
            if (arg instanceof Cast c && c.child().dataType() instanceof StringType from
                    && !from.equals(StringType$.MODULE$) && c.dataType().equals(StringType$.MODULE$)) {
                arg = c.child(); // UrikitExtensions.uncollated's cast of a collated string: not written by the user
            }
            sb.append(rewrite(arg, sql(arg)));
        }
        return sb.append(')').toString();
    }

    @Override
    public LogicalPlan apply(LogicalPlan plan) {
        Map<ExprId, String> renamed = new HashMap<>();
        LogicalPlan named = plan.transformAllExpressions(partial(e -> {
            if (e instanceof Alias a && a.name().contains(MARK)) {
                String name = rewrite(a.child(), a.name());
                if (!name.equals(a.name())) {
                    renamed.put(a.exprId(), name);
                    return (Expression) a.withName(name);
                }
            }
            return null;
        }));
        if (renamed.isEmpty()) {
            return plan;
        }
        return named.transformAllExpressions(partial(e -> e instanceof AttributeReference r
                && renamed.containsKey(r.exprId()) ? r.withName(renamed.get(r.exprId())) : null));
    }

    /** A Scala partial function defined where {@code f} returns non-null. */
    private static AbstractPartialFunction<Expression, Expression> partial(
            java.util.function.Function<Expression, Expression> f) {
        return new AbstractPartialFunction<>() {
            @Override
            public boolean isDefinedAt(Expression x) {
                return f.apply(x) != null;
            }

            @Override
            @SuppressWarnings("unchecked")
            public <A1 extends Expression, B1> B1 applyOrElse(A1 x, Function1<A1, B1> otherwise) {
                Expression r = f.apply(x);
                return r != null ? (B1) r : otherwise.apply(x);
            }
        };
    }
}
