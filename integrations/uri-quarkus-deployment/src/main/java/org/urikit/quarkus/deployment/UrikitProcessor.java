package org.urikit.quarkus.deployment;

import io.quarkus.deployment.annotations.BuildStep;
import io.quarkus.deployment.builditem.FeatureBuildItem;

/**
 * The build steps of urikit's Quarkus extension. Public, as Quarkus's annotation processor otherwise generates
 * an accessor class for it.
 */
public class UrikitProcessor {
    static final String FEATURE = "urikit";

    /** For Quarkus's build. */
    public UrikitProcessor() {
    }

    @BuildStep
    FeatureBuildItem feature() {
        return new FeatureBuildItem(FEATURE);
    }
}
