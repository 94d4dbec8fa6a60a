package org.urikit.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** How the extension reads the jars' GraalVM metadata (no Quarkus application). */
class NativeImageMetadataReadingTest {
    @Test
    void literalPatternsBecomeGlobsOthersAreLeftOut() {
        assertThat(NativeImageMetadata.glob("\\QMETA-INF/services/org.hibernate.boot.model.TypeContributor\\E"))
                .isEqualTo("META-INF/services/org.hibernate.boot.model.TypeContributor");
        assertThat(NativeImageMetadata.glob("\\QMETA-INF/micronaut/\\E[^/]+/[^/]+")).isNull();
        assertThat(NativeImageMetadata.glob("META-INF/x.properties")).isNull();
        assertThat(NativeImageMetadata.glob("\\Qa*b\\E")).isNull();
    }

    @Test
    void bundlesAreTheBaseNamesOfRootPropertiesFiles() {
        assertThat(NativeImageMetadata.bundle("\\QContributorValidationMessages.properties\\E"))
                .isEqualTo("ContributorValidationMessages");
        assertThat(NativeImageMetadata.bundle("\\QContributorValidationMessages_de.properties\\E"))
                .isEqualTo("ContributorValidationMessages");
        assertThat(NativeImageMetadata.bundle("\\QMETA-INF/x.properties\\E")).isNull();
        assertThat(NativeImageMetadata.bundle("\\QMETA-INF/services/a.B\\E")).isNull();
    }

    @Test
    void uriValidationsMetadataFromItsJar() {
        NativeImageMetadata m = NativeImageMetadata.of("uri-validation", getClass().getClassLoader());
        assertThat(m.reflective()).contains("org.urikit.validation.internal.ValidUriReferenceValidator");
        assertThat(m.resourceGlobs()).contains("ContributorValidationMessages.properties",
                "ContributorValidationMessages_fr.properties");
        assertThat(m.bundles()).containsExactly("ContributorValidationMessages");
        assertThat(m.skippedPatterns()).isEmpty();
        NativeImageMetadata jpa = NativeImageMetadata.of("uri-jpa", getClass().getClassLoader());
        assertThat(jpa.services()).containsEntry("org.hibernate.boot.model.TypeContributor",
                java.util.Set.of("org.urikit.jpa.hibernate.UrikitTypeContributor"));
        assertThat(NativeImageMetadata.of("no-such-artifact", getClass().getClassLoader()).reflective()).isEmpty();
    }
}
