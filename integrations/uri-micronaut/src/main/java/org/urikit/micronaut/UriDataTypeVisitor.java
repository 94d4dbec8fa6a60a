package org.urikit.micronaut;

import java.util.Set;

import org.jspecify.annotations.Nullable;

import io.micronaut.core.annotation.AnnotationClassValue;
import io.micronaut.inject.ast.ClassElement;
import io.micronaut.inject.visitor.TypeElementVisitor;
import io.micronaut.inject.visitor.VisitorContext;

/**
 * Tells Micronaut Data, while the application compiles, that urikit values are stored as text.
 * Micronaut Data decides each column's type at compile time and takes an unknown class for
 * {@code OBJECT} (the table cannot be made); this visitor runs before Micronaut Data's entity visitor
 * and adds to each property of a urikit type in a {@code @MappedEntity} class (not a JPA
 * {@code @Entity}, whose columns Hibernate maps: use uri-jpa there)
 * {@code @TypeDef(type = STRING, converter = ...)} with the type's converter from
 * {@link UriAttributeConverters}, as an application would write on the field itself: the exact
 * {@code toString()} is stored, and a stored text that does not parse fails the read.
 *
 * <p>Active when uri-micronaut is on the annotation processor path (beside
 * {@code micronaut-data-processor}); found through
 * {@code META-INF/services/io.micronaut.inject.visitor.TypeElementVisitor}. Does nothing where
 * Micronaut Data is not on that path.
 *
 * @since 0.1
 */
public final class UriDataTypeVisitor implements TypeElementVisitor<Object, Object> {
    private static final String TYPE_DEF = "io.micronaut.data.annotation.TypeDef";
    private static final String MAPPED_ENTITY = "io.micronaut.data.annotation.MappedEntity";
    private static final String DATA_TYPE = "io.micronaut.data.model.DataType";
    private static final String JPA_ENTITY = "jakarta.persistence.Entity";

    /** Called by Micronaut's annotation processing. */
    public UriDataTypeVisitor() {
    }

    /**
     * Before Micronaut Data's {@code MappedEntityVisitor} (position 100): visitors of a higher order run first.
     *
     * @return the order
     */
    @Override
    public int getOrder() {
        return 1000;
    }

    /**
     * Visits only entities (JPA entities too, to leave them alone).
     *
     * @return the entity annotations
     */
    @Override
    public Set<String> getSupportedAnnotationNames() {
        return Set.of(MAPPED_ENTITY, JPA_ENTITY);
    }

    /**
     * Each class is handled on its own.
     *
     * @return {@code ISOLATING}
     */
    @Override
    public VisitorKind getVisitorKind() {
        return VisitorKind.ISOLATING;
    }

    /** Micronaut Data's {@code DataType.STRING}, from the processor path, or null without Micronaut Data. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static @Nullable Enum<?> dataTypeString() {
        try {
            Class<? extends Enum> type = (Class<? extends Enum>) Class.forName(DATA_TYPE, false,
                    UriDataTypeVisitor.class.getClassLoader());
            return Enum.valueOf(type, "STRING");
        } catch (ClassNotFoundException | LinkageError | IllegalArgumentException e) {
            return null;
        }
    }

    /**
     * Adds the {@code @TypeDef} to an entity whose properties include a urikit type.
     *
     * @param element the class
     * @param context the context
     */
    @Override
    public void visitClass(ClassElement element, VisitorContext context) {
        if (!element.hasStereotype(MAPPED_ENTITY) || element.hasAnnotation(JPA_ENTITY)) {
            // a JPA entity's columns are Hibernate's (uri-jpa's type contributor), not Micronaut Data's
            return;
        }
        if (context.getClassElement(TYPE_DEF).isEmpty()) {
            return; // no Micronaut Data on the processor path
        }
        Enum<?> string = dataTypeString();
        if (string == null) {
            return;
        }
        // on each such property, where Micronaut Data's entity visitor reads a column's type first (a
        // @TypeDef on the class itself would declare the entity's own type)
        element.getBeanProperties().stream()
                .filter(p -> UriTypes.ALL.stream().anyMatch(t -> t.getName().equals(p.getType().getName())))
                .filter(p -> !p.hasAnnotation(TYPE_DEF))
                .forEach(p -> p.annotate(TYPE_DEF, b -> b.member("type", string).member("converter",
                        new AnnotationClassValue<>(UriAttributeConverters.BY_TYPE.get(p.getType().getName())))));
    }
}
