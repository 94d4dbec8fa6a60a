package org.urikit.quarkus.deployment;

import io.quarkus.builder.item.SimpleBuildItem;

/**
 * Whether urikit's integrations are registered in this build: the application's own classes name a urikit type
 * ({@link UrikitUsage}), or {@code quarkus.urikit.register-always} is set.
 */
public final class UrikitUsageBuildItem extends SimpleBuildItem {
    private final boolean used;

    UrikitUsageBuildItem(boolean used) {
        this.used = used;
    }

    /**
     * Whether the integrations are registered.
     *
     * @return true when they are
     */
    public boolean isUsed() {
        return used;
    }
}
