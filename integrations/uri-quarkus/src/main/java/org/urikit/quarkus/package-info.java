/**
 * The run-time part of urikit's Quarkus extension: with {@code org.urikit:uri-quarkus} as its only urikit
 * dependency, a Quarkus application reads and writes urikit values in JSON (Jackson and JSON-B), binds them as
 * REST parameters with 400 problem details, stores them as {@code VARCHAR} columns and validates them, with no
 * code. The build steps are in {@code uri-quarkus-deployment}; the configuration is {@link org.urikit.quarkus.UrikitConfig}.
 */
package org.urikit.quarkus;
