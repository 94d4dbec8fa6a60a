package org.urikit.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.jboss.jandex.Index;
import org.junit.jupiter.api.Test;
import org.urikit.Iri;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.validation.ValidUri;

/** Where {@link UrikitUsage} finds (and does not find) a urikit type in an application's index. */
class UrikitUsageTest {
    static class Plain {
        String text;
        List<String> texts;

        Optional<Map<String, ? extends Number>> get(String s) {
            return Optional.empty();
        }

        String parsesInItsBody(String s) {
            return Uri.parse(s).toString();
        }
    }

    static class GenericField {
        Map<String, List<UriReference[]>> refs;
    }

    static class Parameter {
        void take(Optional<? extends Iri> iri) {
        }
    }

    static class ReturnType {
        Uri get() {
            return null;
        }
    }

    static class Constrained {
        @ValidUri
        String href;
    }

    record Link(Uri href) {
    }

    static class Sub<T extends UriReference> {
        T t;
    }

    /** Refers to another class of the application, under {@code org.urikit}: not a urikit type. */
    static class OwnClass {
        Plain plain;
    }

    private static Optional<String> find(Class<?>... classes) throws Exception {
        return UrikitUsage.find(Index.of(classes));
    }

    @Test
    void noUrikitTypeInASignatureIsNoUse() throws Exception {
        assertThat(find(Plain.class, OwnClass.class)).isEmpty();
    }

    @Test
    void urikitTypesAreFoundWhereverTheyAreNamed() throws Exception {
        assertThat(find(GenericField.class)).hasValueSatisfying(w -> assertThat(w).contains("refs"));
        assertThat(find(Parameter.class)).hasValueSatisfying(w -> assertThat(w).contains("take("));
        assertThat(find(ReturnType.class)).hasValueSatisfying(w -> assertThat(w).contains("get()"));
        assertThat(find(Constrained.class)).hasValueSatisfying(w -> assertThat(w).contains("@org.urikit.validation.ValidUri"));
        assertThat(find(Link.class)).hasValueSatisfying(w -> assertThat(w).contains("href"));
        assertThat(find(Sub.class)).hasValueSatisfying(w -> assertThat(w).contains("Sub"));
    }
}
