// A template, written once for both Jackson lines: templating-maven-plugin fills the ${...}
// placeholders with each module's package and Jackson types (see uri-jackson/pom.xml, uri-jackson3/pom.xml).
package ${urikit.jackson.package};

import ${urikit.jackson.core}.Version;
import ${urikit.jackson.core}.Versioned;
import ${urikit.jackson.core}.util.VersionUtil;

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
