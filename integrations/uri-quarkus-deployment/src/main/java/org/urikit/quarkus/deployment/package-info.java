/**
 * The build steps of urikit's Quarkus extension ({@code uri-quarkus}): Quarkus's build runs them, the application
 * never depends on this artifact.
 */
package org.urikit.quarkus.deployment;
