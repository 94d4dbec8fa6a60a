package com.example.app;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
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
 * An application's entity, as a user writes it: urikit types and no {@code @Convert}. Its
 * persistence unit ({@code hibernate-unlisted}) does not mention urikit's converters.
 */
@Entity
@Table(name = "PAGE")
public class Page {
    @Id
    @Column(name = "ID")
    public Long id;

    @Column(name = "URL", length = 2048)
    public Uri url;

    /** No converter is ever applied to UriReference automatically. */
    @Column(name = "REF", length = 2048)
    public UriReference ref;

    /** No length: the provider's default. */
    @Column(name = "REL")
    public RelativeReference rel;

    @Column(name = "OLD", length = 2048)
    public Rfc1808Url old;

    @Column(name = "LEGACY", length = 2048)
    public Rfc1738Url legacy;

    @Column(name = "IRI", length = 2048)
    public Iri iri;

    @Column(name = "IRI_REF", length = 2048)
    public IriReference iriRef;

    @Column(name = "REL_IRI", length = 2048)
    public RelativeIriReference relIri;

    @Column(name = "HOOK", length = 2048)
    public WhatwgUrl hook;

    protected Page() {
    }

    public Page(long id) {
        this.id = id;
    }
}
