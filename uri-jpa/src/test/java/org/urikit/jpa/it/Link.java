package org.urikit.jpa.it;

import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import org.urikit.RelativeReference;
import org.urikit.Rfc1738Url;
import org.urikit.Rfc1808Url;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.jpa.AbsoluteUriAttributeConverter;
import org.urikit.jpa.UriReferenceAttributeConverter;
import org.urikit.jpa.JavaNetUriAttributeConverter;
import org.urikit.jpa.NormalizingUriAttributeConverter;
import org.urikit.jpa.NormalizingUriReferenceAttributeConverter;
import org.urikit.jpa.SchemeNormalizingUriAttributeConverter;

/** One attribute per converter; Uri, RelativeReference, Rfc1808Url and Rfc1738Url rely on auto-apply. */
@Entity
@Table(name = "LINK")
public class Link {
    @Id
    @Column(name = "ID")
    Long id;

    @Column(name = "URI", length = 2048)
    Uri uri;

    @Convert(converter = UriReferenceAttributeConverter.class)
    @Column(name = "REF", length = 2048)
    UriReference ref;

    /** No length: the provider's default (255). */
    @Column(name = "REL")
    RelativeReference rel;

    @Convert(converter = AbsoluteUriAttributeConverter.class)
    @Column(name = "BASE", length = 2048)
    Uri base;

    @Convert(converter = JavaNetUriAttributeConverter.class)
    @Column(name = "JNURI", length = 2048)
    java.net.URI javaNetUri;

    @Column(name = "RFC1808", length = 2048)
    Rfc1808Url rfc1808;

    @Column(name = "RFC1738", length = 2048)
    Rfc1738Url rfc1738;

    @Convert(converter = NormalizingUriAttributeConverter.class)
    @Column(name = "NORM", length = 2048)
    Uri normalized;

    @Convert(converter = SchemeNormalizingUriAttributeConverter.class)
    @Column(name = "SCHEME_NORM", length = 2048)
    Uri schemeNormalized;

    @Convert(converter = NormalizingUriReferenceAttributeConverter.class)
    @Column(name = "NORM_REF", length = 2048)
    UriReference normalizedRef;

    /** A plain String with no length, to compare the providers' defaults. */
    @Column(name = "NOTE")
    String note;

    protected Link() {
    }

    Link(long id) {
        this.id = id;
    }

    static Link uri(long id, String text) {
        Link l = new Link(id);
        l.uri = Uri.parse(text);
        return l;
    }

    static Link ref(long id, String text) {
        Link l = new Link(id);
        l.ref = UriReference.parse(text);
        return l;
    }
}
