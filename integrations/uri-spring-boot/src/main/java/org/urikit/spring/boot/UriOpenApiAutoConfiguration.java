package org.urikit.spring.boot;

import org.springdoc.core.utils.SpringDocUtils;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;
import org.urikit.Iri;
import org.urikit.IriReference;
import org.urikit.RelativeIriReference;
import org.urikit.RelativeReference;
import org.urikit.Rfc1738Url;
import org.urikit.Rfc1808Url;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.WhatwgUrl;

/**
 * When springdoc and uri-openapi are on the class path, registers {@link UriParameterCustomizer},
 * so that parameters of urikit types are documented with the same {@code string} schema and format
 * as properties. The properties and response bodies need nothing from Spring: uri-openapi's
 * swagger-core converter is found through {@code META-INF/services}.
 *
 * <p>It also tells springdoc that the urikit types are simple types of a {@code @ParameterObject}
 * ({@code SpringDocUtils.addSimpleTypesForParameterObject}, springdoc's global setting): springdoc
 * makes one query parameter of each field of such an object whose type it knows as simple and
 * descends into the others, where a urikit value, having no setters, leaves no parameter at all.
 *
 * @since 0.1
 */
@AutoConfiguration
@ConditionalOnClass(name = {"org.springdoc.core.customizers.ParameterCustomizer",
        "org.urikit.openapi.UriModelConverter"})
public class UriOpenApiAutoConfiguration {
    /** For Spring; registers the urikit types as simple types of springdoc's parameter objects. */
    public UriOpenApiAutoConfiguration() {
        // a set in springdoc: registering again (another application context) adds nothing
        SpringDocUtils.getConfig().addSimpleTypesForParameterObject(Uri.class, UriReference.class,
                RelativeReference.class, Iri.class, IriReference.class, RelativeIriReference.class, WhatwgUrl.class,
                Rfc1808Url.class, Rfc1738Url.class);
    }

    /**
     * The parameter customizer.
     *
     * @return the customizer
     */
    @Bean
    @ConditionalOnMissingBean
    public UriParameterCustomizer urikitParameterCustomizer() {
        return new UriParameterCustomizer();
    }
}
