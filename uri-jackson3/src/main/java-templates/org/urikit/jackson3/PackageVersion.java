package org.urikit.jackson3;

import tools.jackson.core.Version;
import tools.jackson.core.Versioned;
import tools.jackson.core.util.VersionUtil;

/**
 * The version of this module, generated at build time from the Maven project version.
 *
 * <pre>{@code
 * Version v = PackageVersion.VERSION; // for example 0.1.0-SNAPSHOT
 * }</pre>
 *
 * <p>Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class PackageVersion implements Versioned {
    /** The version of this artifact ({@code ${project.groupId}:${project.artifactId}:${project.version}}). */
    public static final Version VERSION = VersionUtil.parseVersion(
            "${project.version}", "${project.groupId}", "${project.artifactId}");

    /** Creates an instance; {@link #VERSION} is the same for all. */
    public PackageVersion() {
    }

    /**
     * The version of this module.
     *
     * @return {@link #VERSION}
     */
    @Override
    public Version version() {
        return VERSION;
    }
}
