package org.urikit.it.jaxrs;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.CookieParam;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.List;

import org.urikit.RelativeReference;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.WhatwgUrl;

/** The application's resource, the same on both runtimes: each method answers what it was given. */
@Path("hooks")
public class Hooks {
    /** A JSON body with urikit values. */
    public static class Hook {
        public Uri callback;
        public List<UriReference> links;
        public WhatwgUrl page;
    }

    @GET
    @Produces(MediaType.TEXT_PLAIN)
    public String query(@QueryParam("callback") Uri callback, @QueryParam("page") WhatwgUrl page) {
        return describe(callback) + " " + describe(page);
    }

    @GET
    @Path("ref/{ref}")
    @Produces(MediaType.TEXT_PLAIN)
    public String path(@PathParam("ref") RelativeReference ref) {
        return describe(ref);
    }

    @GET
    @Path("header")
    @Produces(MediaType.TEXT_PLAIN)
    public String header(@HeaderParam("X-Callback") Uri callback) {
        return describe(callback);
    }

    @GET
    @Path("cookie")
    @Produces(MediaType.TEXT_PLAIN)
    public String cookie(@CookieParam("cb") Uri callback) {
        return describe(callback);
    }

    @POST
    @Path("form")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Produces(MediaType.TEXT_PLAIN)
    public String form(@FormParam("callback") Uri callback) {
        return describe(callback);
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    public Hook echo(Hook hook) {
        return hook;
    }

    private static String describe(Object value) {
        return value == null ? "-" : value.getClass().getSimpleName() + "<" + value + ">";
    }
}
