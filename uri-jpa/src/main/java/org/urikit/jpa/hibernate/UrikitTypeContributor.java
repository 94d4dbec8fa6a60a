package org.urikit.jpa.hibernate;

import org.hibernate.boot.model.TypeContributions;
import org.hibernate.boot.model.TypeContributor;
import org.hibernate.service.ServiceRegistry;
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
 * Makes Hibernate ORM (6.6 and 7.x) store every urikit value type as its exact text in a character
 * column, with no configuration: Hibernate finds this class through
 * {@code META-INF/services/org.hibernate.boot.model.TypeContributor} whenever {@code uri-jpa} is on
 * the class path (the module does not declare it with {@code provides}: that would make the module
 * unresolvable wherever Hibernate is absent from the module path).
 *
 * <p>Without it, an attribute of a urikit type in an entity of a persistence unit that does not list
 * urikit's converters (a Spring Boot application scans only its own packages) would be mapped by
 * Hibernate as a {@code Serializable}: a binary column nobody can query. With it, such an attribute
 * is a basic type read with the type's {@code parse}. An {@code AttributeConverter} still wins
 * wherever one applies (listed auto-apply converters, {@code @Convert}), so units that list
 * urikit's converters behave as before.
 *
 * <p>Not API: public only for {@link java.util.ServiceLoader}.
 */
public final class UrikitTypeContributor implements TypeContributor {
    /** Creates the contributor; called by Hibernate's service loading. */
    public UrikitTypeContributor() {
    }

    @Override
    public void contribute(TypeContributions contributions, ServiceRegistry serviceRegistry) {
        contributions.contributeJavaType(TextJavaType.of(UriReference.class, TextJavaType.Kind.URI_REFERENCE));
        contributions.contributeJavaType(TextJavaType.of(Uri.class, TextJavaType.Kind.URI));
        contributions.contributeJavaType(TextJavaType.of(RelativeReference.class, TextJavaType.Kind.RELATIVE_REFERENCE));
        contributions.contributeJavaType(TextJavaType.of(Rfc1808Url.class, TextJavaType.Kind.RFC1808_URL));
        contributions.contributeJavaType(TextJavaType.of(Rfc1738Url.class, TextJavaType.Kind.RFC1738_URL));
        contributions.contributeJavaType(TextJavaType.of(IriReference.class, TextJavaType.Kind.IRI_REFERENCE));
        contributions.contributeJavaType(TextJavaType.of(Iri.class, TextJavaType.Kind.IRI));
        contributions.contributeJavaType(TextJavaType.of(RelativeIriReference.class, TextJavaType.Kind.RELATIVE_IRI_REFERENCE));
        contributions.contributeJavaType(TextJavaType.of(WhatwgUrl.class, TextJavaType.Kind.WHATWG_URL));
    }
}
