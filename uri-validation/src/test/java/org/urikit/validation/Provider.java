package org.urikit.validation;

import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.stream.Collectors;

import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validation;
import jakarta.validation.Validator;
import jakarta.validation.ValidatorFactory;

import org.apache.bval.jsr.ApacheValidationProvider;
import org.hibernate.validator.HibernateValidator;

/**
 * The two providers every test runs on, each through its real {@link Validator}. Messages come out
 * in the locale given: it is made the JVM default while the factory is built and while validating
 * (Hibernate Validator and Apache BVal both interpolate in the default locale).
 */
enum Provider {
    HIBERNATE_VALIDATOR {
        @Override
        ValidatorFactory build() {
            return Validation.byProvider(HibernateValidator.class).configure().buildValidatorFactory();
        }
    },
    APACHE_BVAL {
        @Override
        ValidatorFactory build() {
            return Validation.byProvider(ApacheValidationProvider.class).configure().buildValidatorFactory();
        }
    };

    private static final Map<String, ValidatorFactory> FACTORIES = new ConcurrentHashMap<>();

    abstract ValidatorFactory build();

    /** Runs the action with a validator of this provider whose messages are in the locale. */
    synchronized <R> R with(Locale locale, Function<Validator, R> action) {
        synchronized (Provider.class) {
            Locale old = Locale.getDefault();
            Locale.setDefault(locale);
            try {
                ValidatorFactory f = FACTORIES.computeIfAbsent(name() + "/" + locale, k -> build());
                return action.apply(f.getValidator());
            } finally {
                Locale.setDefault(old);
            }
        }
    }

    /** The messages of validating one property value, in English. */
    Set<String> messages(Class<?> bean, String property, Object value, Class<?>... groups) {
        return messages(Locale.ENGLISH, bean, property, value, groups);
    }

    /** The messages of validating one property value, in the locale. */
    Set<String> messages(Locale locale, Class<?> bean, String property, Object value, Class<?>... groups) {
        return with(locale, v -> texts(v.validateValue(bean, property, value, groups)));
    }

    /** The messages of validating a bean, each prefixed by its property path and ": ". */
    Set<String> violations(Object bean, Class<?>... groups) {
        return with(Locale.ENGLISH, v -> v.validate(bean, groups).stream()
                .map(c -> c.getPropertyPath() + ": " + c.getMessage())
                .collect(Collectors.toCollection(TreeSet::new)));
    }

    static <T> Set<String> texts(Set<ConstraintViolation<T>> violations) {
        return violations.stream().map(ConstraintViolation::getMessage).collect(Collectors.toCollection(TreeSet::new));
    }
}
