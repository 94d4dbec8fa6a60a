package org.urikit.it.quarkus.jsonb;

import java.util.List;

import org.urikit.Iri;
import org.urikit.Uri;
import org.urikit.UriReference;

/** A bookmark read and written by JSON-B: urikit values with no adapter named. */
public class Bookmark {
    /** Related references. */
    public List<UriReference> links;

    /** A title that is an IRI. */
    public Iri title;

    /** The target. */
    public Uri url;

    /** An empty bookmark, for JSON-B. */
    public Bookmark() {
    }
}
