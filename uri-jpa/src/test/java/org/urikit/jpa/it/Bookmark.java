package org.urikit.jpa.it;

import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import org.urikit.RelativeReference;
import org.urikit.Rfc1808Url;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.jpa.AbsoluteUriAttributeConverter;
import org.urikit.jpa.JavaNetUriAttributeConverter;
import org.urikit.jpa.NormalizingUriAttributeConverter;
import org.urikit.jpa.UriReferenceAttributeConverter;

/** The example entity of docs/JPA.md, as it is there (the suite persists and queries it). */
@Entity
public class Bookmark {
    @Id @GeneratedValue Long id;

    @Column(length = 2048)                       // always give a length (see below)
    Uri target;                                  // UriAttributeConverter: automatic

    @Column(length = 2048)
    RelativeReference icon;                      // RelativeReferenceAttributeConverter: automatic

    @Convert(converter = UriReferenceAttributeConverter.class)
    @Column(length = 2048)
    UriReference href;                           // Uri or RelativeReference; loads as the same class

    @Convert(converter = AbsoluteUriAttributeConverter.class)
    @Column(length = 2048)
    Uri endpoint;                                // must have a scheme and no fragment, both ways

    @Convert(converter = NormalizingUriAttributeConverter.class)
    @Column(length = 2048)
    Uri canonical;                               // stored in RFC 3986 §6.2.2 normal form

    @Column(length = 2048)
    Rfc1808Url oldLink;                          // Rfc1808UrlAttributeConverter: automatic (RFC 1808, ;params)

    @Convert(converter = JavaNetUriAttributeConverter.class)
    @Column(length = 2048)
    java.net.URI legacy;                         // text, not serialized bytes
}
