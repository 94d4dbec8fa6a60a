package org.urikit.it.quarkus.jsonb;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

import org.urikit.Uri;

/** Bookmarks: a JSON-B body and a query parameter. */
@Path("/bookmarks")
public class BookmarkResource {
    /** The resource, for CDI. */
    public BookmarkResource() {
    }

    /**
     * Echoes a bookmark.
     *
     * @param bookmark the bookmark
     * @return the same bookmark, written again
     */
    @POST
    public Bookmark echo(Bookmark bookmark) {
        return bookmark;
    }

    /**
     * A query parameter.
     *
     * @param url the URI
     * @return its type and text
     */
    @GET
    @Produces(MediaType.TEXT_PLAIN)
    public String query(@QueryParam("url") Uri url) {
        return "Uri<" + url + ">";
    }
}
