package org.urikit.it.quarkus.links;

import io.smallrye.config.ConfigMapping;
import org.urikit.Uri;

/** Configuration with a urikit value: {@code site.home}. */
@ConfigMapping(prefix = "site")
public interface Site {
    /**
     * The home page.
     *
     * @return the home page
     */
    Uri home();
}
