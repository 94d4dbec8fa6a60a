package org.urikit.quarkus.deployment;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.urikit.Uri;

/** The resource {@link UrikitDevModeTest} edits while the application runs in dev mode. */
@Path("/dev")
public class DevModeResource {
    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public List<Uri> links(@QueryParam("base") Uri base) {
        return List.of(base.resolve("https://example.com/first"));
    }
}
