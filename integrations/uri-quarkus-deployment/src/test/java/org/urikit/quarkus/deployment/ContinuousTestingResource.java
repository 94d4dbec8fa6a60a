package org.urikit.quarkus.deployment;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.urikit.Uri;

/**
 * The application resource of {@link UrikitContinuousTestingTest}: a {@code Uri} in a JSON body and as a query
 * parameter, with no urikit code. The test edits its source while continuous testing runs.
 */
@Path("/ct")
public class ContinuousTestingResource {
    /**
     * A link in a JSON body.
     *
     * @param url the link
     */
    public record Link(Uri url) {
    }

    /**
     * Answers the link it is sent.
     *
     * @param link the link read from JSON
     * @return the same link
     */
    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    public Link echo(Link link) {
        return link;
    }

    /**
     * Resolves a fixed reference against a base.
     *
     * @param base the base URI, bound by the extension's parameter converter
     * @return the resolved URI
     */
    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public List<Uri> resolve(@QueryParam("base") Uri base) {
        return List.of(base.resolve("first"));
    }
}
