package org.urikit.jpa.it;

import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import org.urikit.Iri;
import org.urikit.jpa.IriAsUriAttributeConverter;

/** An entity with an IRI stored as its text (automatic) and one stored as its URI form. */
@Entity
@Table(name = "PLACE")
public class Place {
    @Id
    @Column(name = "ID")
    Long id;

    @Column(name = "PAGE", length = 2048)
    Iri page;                                    // IriAttributeConverter: automatic, the IRI text

    @Convert(converter = IriAsUriAttributeConverter.class)
    @Column(name = "PAGE_URI", length = 2048)
    Iri pageUri;                                 // the URI form, ASCII

    protected Place() {
    }

    Place(long id, String iri) {
        this.id = id;
        this.page = Iri.parse(iri);
        this.pageUri = page;
    }
}
