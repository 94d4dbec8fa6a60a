package org.urikit.it.boot;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.urikit.Uri;

/** Bound from application.properties ({@code app.homepage}). */
@ConfigurationProperties(prefix = "app")
public record AppProperties(Uri homepage) {
}
