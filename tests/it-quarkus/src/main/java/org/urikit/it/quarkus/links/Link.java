package org.urikit.it.quarkus.links;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.validation.constraints.NotNull;

import org.urikit.Iri;
import org.urikit.RelativeReference;
import org.urikit.Uri;

/** A link: urikit-typed attributes with no converter named and no JSON code. */
@Entity
public class Link {
    /** An empty link, for JSON and JPA. */
    public Link() {
    }

    /** The key. */
    @Id
    @GeneratedValue
    public Long id;

    /** The target. */
    @NotNull
    public Uri url;

    /** A title that is an IRI (Unicode text). */
    public Iri title;

    /** A relative reference. */
    public RelativeReference path;
}
