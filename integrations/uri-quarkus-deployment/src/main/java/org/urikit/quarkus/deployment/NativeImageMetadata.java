package org.urikit.quarkus.deployment;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.jspecify.annotations.Nullable;

/**
 * What a urikit jar declares for GraalVM in {@code META-INF/native-image/org.urikit/ARTIFACT/}
 * ({@code reflect-config.json}, {@code resource-config.json}; build-checks' {@code NativeImageMetadataTest}
 * keeps them complete), read at build time so that the extension registers the same through Quarkus's build items
 * and no list is kept twice.
 *
 * @param reflective the classes registered for reflection (validators, converters, service providers)
 * @param resourceGlobs the resources, as globs (the metadata's patterns are literal: {@code \\Q...\\E})
 * @param bundles the base names of the message bundles among the resources ({@code ContributorValidationMessages})
 * @param services urikit's providers in the service files among the resources, by service interface
 * @param skippedPatterns the resource patterns that are not literal paths, left out
 */
record NativeImageMetadata(Set<String> reflective, List<String> resourceGlobs, Set<String> bundles,
        Map<String, Set<String>> services, List<String> skippedPatterns) {
    static final String SERVICES = "META-INF/services/";
    static final String PREFIX = "META-INF/native-image/org.urikit/";
    private static final ObjectMapper JSON = new ObjectMapper();

    /** The metadata of one artifact, found through {@code loader}; empty when the jar has none. */
    static NativeImageMetadata of(String artifactId, ClassLoader loader) {
        Set<String> reflective = new LinkedHashSet<>();
        JsonNode reflect = read(loader, PREFIX + artifactId + "/reflect-config.json");
        if (reflect != null) {
            for (JsonNode entry : reflect) {
                reflective.add(entry.path("name").asText());
            }
        }
        List<String> patterns = new ArrayList<>();
        List<String> skipped = new ArrayList<>();
        Set<String> bundles = new LinkedHashSet<>();
        JsonNode resources = read(loader, PREFIX + artifactId + "/resource-config.json");
        if (resources != null) {
            for (JsonNode include : resources.path("resources").path("includes")) {
                String pattern = include.path("pattern").asText();
                String glob = glob(pattern);
                if (glob == null) {
                    skipped.add(pattern);
                } else {
                    patterns.add(glob);
                }
                String bundle = bundle(pattern);
                if (bundle != null) {
                    bundles.add(bundle);
                }
            }
            for (JsonNode bundle : resources.path("bundles")) {
                bundles.add(bundle.path("name").asText());
            }
        }
        Map<String, Set<String>> services = new TreeMap<>();
        for (String glob : patterns) {
            if (glob.startsWith(SERVICES)) {
                services.put(glob.substring(SERVICES.length()), providers(loader, glob));
            }
        }
        return new NativeImageMetadata(Collections.unmodifiableSet(reflective), Collections.unmodifiableList(patterns),
                Collections.unmodifiableSet(bundles), Collections.unmodifiableMap(services),
                Collections.unmodifiableList(skipped));
    }

    /** The urikit providers ({@code org.urikit.*}) named in every copy of a service file. */
    static Set<String> providers(ClassLoader loader, String serviceFile) {
        Set<String> providers = new TreeSet<>();
        try {
            for (URL url : Collections.list(loader.getResources(serviceFile))) {
                try (InputStream in = url.openStream()) {
                    for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                        int comment = line.indexOf('#');
                        String provider = (comment < 0 ? line : line.substring(0, comment)).trim();
                        if (provider.startsWith("org.urikit.")) {
                            providers.add(provider);
                        }
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("urikit: cannot read " + serviceFile, e);
        }
        return Collections.unmodifiableSet(providers);
    }

    /**
     * The glob of a literal pattern ({@code \\Qpath\\E}), or null for any other pattern (uri-micronaut's, say,
     * which is not in a Quarkus application): Quarkus takes resources as globs.
     */
    static @Nullable String glob(String pattern) {
        String literal = pattern.startsWith("\\Q") && pattern.endsWith("\\E")
                ? pattern.substring(2, pattern.length() - 2) : null;
        if (literal == null || literal.contains("\\E") || literal.chars().anyMatch(c -> "*?[]{}\\".indexOf(c) >= 0)) {
            return null;
        }
        return literal;
    }

    /** {@code Name} for the literal pattern of a root-level {@code Name.properties} or {@code Name_xx.properties}, else null. */
    static @Nullable String bundle(String pattern) {
        if (!pattern.startsWith("\\Q") || !pattern.endsWith(".properties\\E")) {
            return null;
        }
        String name = pattern.substring(2, pattern.length() - ".properties\\E".length());
        if (name.isEmpty() || name.indexOf('/') >= 0 || name.indexOf('\\') >= 0) {
            return null;
        }
        int locale = name.indexOf('_');
        return locale < 0 ? name : name.substring(0, locale);
    }

    private static @Nullable JsonNode read(ClassLoader loader, String path) {
        URL url = loader.getResource(path);
        if (url == null) {
            return null;
        }
        try (InputStream in = url.openStream()) {
            return JSON.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException("urikit: cannot read " + url, e);
        }
    }
}
