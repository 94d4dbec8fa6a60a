package org.urikit.it.quarkus.links;

import java.util.List;

import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import jakarta.validation.Valid;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

import org.urikit.RelativeReference;
import org.urikit.Uri;

/** Links: urikit values in JSON bodies, parameters, a table, validation and configuration. */
@Path("/links")
public class LinkResource {
    /** The resource, for CDI. */
    public LinkResource() {
    }

    /** The persistence context. */
    @Inject
    EntityManager em;

    /** The configuration. */
    @Inject
    Site site;

    /**
     * Stores a link.
     *
     * @param link the link
     * @return the link stored, with its key
     */
    @POST
    @Transactional
    public Link create(@Valid Link link) {
        em.persist(link);
        return link;
    }

    /**
     * A stored link.
     *
     * @param id its key
     * @return the link
     */
    @GET
    @Path("{id}")
    public Link find(@PathParam("id") long id) {
        Link link = em.find(Link.class, id);
        if (link == null) {
            throw new NotFoundException();
        }
        return link;
    }

    /**
     * The links to a URL, compared by text in the query.
     *
     * @param url the URL
     * @return the links
     */
    @GET
    public List<Link> byUrl(@QueryParam("url") Uri url) {
        return em.createQuery("select l from Link l where l.url = :url order by l.id", Link.class)
                .setParameter("url", url).getResultList();
    }

    /**
     * A path parameter.
     *
     * @param path the reference
     * @return its type and text
     */
    @GET
    @Path("path/{path}")
    @Produces(MediaType.TEXT_PLAIN)
    public String path(@PathParam("path") RelativeReference path) {
        return "RelativeReference<" + path + ">";
    }

    /**
     * A header parameter.
     *
     * @param callback the URI
     * @return its type and text
     */
    @GET
    @Path("header")
    @Produces(MediaType.TEXT_PLAIN)
    public String header(@HeaderParam("X-Callback") Uri callback) {
        return "Uri<" + callback + ">";
    }

    /**
     * Registers a webhook, when valid.
     *
     * @param hook the hook
     * @return the hook
     */
    @POST
    @Path("hooks")
    public Hook register(@Valid Hook hook) {
        return hook;
    }

    /**
     * The configured home page.
     *
     * @return its type and text
     */
    @GET
    @Path("home")
    @Produces(MediaType.TEXT_PLAIN)
    public String home() {
        return site.home().getClass().getSimpleName() + "<" + site.home() + ">";
    }
}
