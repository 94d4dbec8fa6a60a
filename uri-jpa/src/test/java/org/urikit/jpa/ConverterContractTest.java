package org.urikit.jpa;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.Arrays;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** What every converter promises: its auto-apply flag and type as documented, and null to null both ways. */
class ConverterContractTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            UriAttributeConverter                       | true  | org.urikit.Uri
            RelativeReferenceAttributeConverter         | true  | org.urikit.RelativeReference
            Rfc1808UrlAttributeConverter                | true  | org.urikit.Rfc1808Url
            Rfc1738UrlAttributeConverter                | true  | org.urikit.Rfc1738Url
            UriReferenceAttributeConverter              | false | org.urikit.UriReference
            AbsoluteUriAttributeConverter               | false | org.urikit.Uri
            NormalizingUriAttributeConverter            | false | org.urikit.Uri
            SchemeNormalizingUriAttributeConverter      | false | org.urikit.Uri
            NormalizingUriReferenceAttributeConverter   | false | org.urikit.UriReference
            JavaNetUriAttributeConverter                | false | java.net.URI
            IriAttributeConverter                       | true  | org.urikit.Iri
            IriAsUriAttributeConverter                  | false | org.urikit.Iri
            WhatwgUrlAttributeConverter                 | true  | org.urikit.WhatwgUrl
            """)
    void declaresItsTypeAndAutoApplyAndMapsNullToNull(String name, boolean autoApply, String attributeType) throws Exception {
        Class<?> type = Class.forName("org.urikit.jpa." + name);
        assertThat(type.getAnnotation(Converter.class).autoApply()).isEqualTo(autoApply);
        assertThat(Modifier.isFinal(type.getModifiers())).isTrue();
        // the type arguments sit on the class itself, where every provider looks for them
        Type iface = Arrays.stream(type.getGenericInterfaces())
                .filter(t -> t instanceof ParameterizedType p && p.getRawType() == AttributeConverter.class)
                .findFirst().orElseThrow();
        Type[] args = ((ParameterizedType) iface).getActualTypeArguments();
        assertThat(args).containsExactly(Class.forName(attributeType), String.class);

        @SuppressWarnings("unchecked")
        AttributeConverter<Object, String> converter =
                (AttributeConverter<Object, String>) type.getConstructor().newInstance();
        assertThat(converter.convertToDatabaseColumn(null)).isNull();
        assertThat(converter.convertToEntityAttribute(null)).isNull();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            org.urikit.Uri
            org.urikit.RelativeReference
            org.urikit.UriReference
            org.urikit.Rfc1808Url
            org.urikit.Rfc1738Url
            """)
    void noAutomaticConverterTypeIsAssignableFromAnother(String typeName) throws Exception {
        // Hibernate ORM matches auto-apply converters by assignability: at most one may match any type
        Class<?> attribute = Class.forName(typeName);
        long matching = Arrays.stream(new Class<?>[] {UriAttributeConverter.class, RelativeReferenceAttributeConverter.class,
                Rfc1808UrlAttributeConverter.class, Rfc1738UrlAttributeConverter.class})
                .map(c -> (Class<?>) ((ParameterizedType) c.getGenericInterfaces()[0]).getActualTypeArguments()[0])
                .filter(t -> t.isAssignableFrom(attribute))
                .count();
        assertThat(matching).isEqualTo(typeName.endsWith("UriReference") ? 0 : 1);
    }
}
