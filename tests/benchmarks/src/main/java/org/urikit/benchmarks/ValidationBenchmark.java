package org.urikit.benchmarks;

import java.util.List;
import java.util.Set;

import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validation;
import jakarta.validation.Validator;
import jakarta.validation.ValidatorFactory;
import jakarta.validation.constraints.NotNull;
import org.hibernate.validator.HibernateValidator;
import org.hibernate.validator.constraints.URL;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.TearDown;
import org.urikit.validation.ValidUri;

/**
 * Bean validation of a DTO with one URL field through a real Hibernate Validator
 * {@link Validator}: urikit's {@code @ValidUri(schemes = "https", requireHost = true)} against
 * Hibernate Validator's own {@code @URL(protocol = "https")}. One corpus line per operation; the DTOs
 * are made in set-up, so an operation is exactly one {@code validator.validate(dto)}.
 *
 * <p>The two constraints do not accept the same language: {@code @URL} asks {@code java.net.URL}
 * (lenient, no RFC 3986 character checks), {@code @ValidUri} the RFC 3986 grammar plus the https
 * rule. In the {@code all} set a rejected line builds a violation, with its interpolated message,
 * as an application would; in the {@code dirty} set (only the lines some parser rejects) nearly
 * every line does for {@code @ValidUri}, and in the {@code rejected} set every line does for both.
 */
public class ValidationBenchmark extends CorpusBenchmark {
    /** A request with urikit's constraint. */
    public static final class UrikitDto {
        @ValidUri(schemes = "https", requireHost = true)
        final String url;

        UrikitDto(String url) {
            this.url = url;
        }
    }

    /** The same request with Hibernate Validator's constraint. */
    public static final class HibernateDto {
        @URL(protocol = "https")
        final String url;

        HibernateDto(String url) {
            this.url = url;
        }
    }

    /** The floor: the same request with only {@code @NotNull}, what the validator costs by itself. */
    public static final class NotNullDto {
        @NotNull
        final String url;

        NotNullDto(String url) {
            this.url = url;
        }
    }

    /** The corpus file. */
    @Param({"kasztp.txt"})
    public String file;

    /**
     * {@link Inputs#VALID}, {@link Inputs#ALL}, {@link Inputs#DIRTY} (only the lines some parser
     * rejects: what turning the corpus's dirt away costs), or {@value #REJECTED}: the {@code valid} lines with
     * {@code https:} replaced by {@code http:}, which both constraints reject (one violation with
     * its interpolated message per call, the cost of turning bad input away).
     */
    @Param({Inputs.VALID, Inputs.ALL, Inputs.DIRTY, REJECTED})
    public String set;

    /** The name of the set of lines both constraints reject. */
    public static final String REJECTED = "rejected";

    private ValidatorFactory factory;
    private Validator validator;
    private UrikitDto[] urikitDtos;
    private HibernateDto[] hibernateDtos;
    private NotNullDto[] notNullDtos;

    /** Builds the validator and the DTOs. */
    @Setup(Level.Trial)
    public void setUp() {
        factory = Validation.byProvider(HibernateValidator.class).configure().buildValidatorFactory();
        validator = factory.getValidator();
        List<String> lines = set.equals(REJECTED)
                ? Inputs.lines(file, Inputs.VALID).stream().map(s -> "http:" + s.substring(s.indexOf(':') + 1)).toList()
                : Inputs.lines(file, set);
        urikitDtos = new UrikitDto[lines.size()];
        hibernateDtos = new HibernateDto[lines.size()];
        notNullDtos = new NotNullDto[lines.size()];
        for (int i = 0; i < lines.size(); i++) {
            urikitDtos[i] = new UrikitDto(lines.get(i));
            hibernateDtos[i] = new HibernateDto(lines.get(i));
            notNullDtos[i] = new NotNullDto(lines.get(i));
        }
        rewind();
    }

    /** Closes the factory. */
    @TearDown(Level.Trial)
    public void tearDown() {
        factory.close();
    }

    private int advance() {
        return advance(urikitDtos.length);
    }

    /**
     * {@code validator.validate(dto)} with {@code @ValidUri(schemes = "https", requireHost = true)}.
     *
     * @return the violations
     */
    @Benchmark
    public Set<ConstraintViolation<UrikitDto>> validUri() {
        return validator.validate(urikitDtos[advance()]);
    }

    /**
     * {@code validator.validate(dto)} with {@code @URL(protocol = "https")}.
     *
     * @return the violations
     */
    @Benchmark
    public Set<ConstraintViolation<HibernateDto>> hibernateUrl() {
        return validator.validate(hibernateDtos[advance()]);
    }

    /**
     * {@code validator.validate(dto)} with only {@code @NotNull}: Hibernate Validator's own cost per
     * call, which both URL constraints pay on top of their check.
     *
     * @return the violations (none)
     */
    @Benchmark
    public Set<ConstraintViolation<NotNullDto>> notNullBaseline() {
        return validator.validate(notNullDtos[advance()]);
    }

    /** For JMH. */
    public ValidationBenchmark() {
    }
}
