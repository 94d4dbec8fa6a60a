package org.urikit.scheme;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.urikit.Component;
import org.urikit.ErrorKind;
import org.urikit.Uri;

/** The assertions of the rule tables: a valid URI has no violation; an invalid one's first is as expected. */
final class RuleTables {
    private RuleTables() {
    }

    static List<Violation> check(String uri) {
        return SchemeRegistry.builtIn().check(Uri.parse(uri));
    }

    static void assertValid(String uri) {
        assertThat(check(uri)).as(uri).isEmpty();
    }

    /**
     * Asserts the first violation of {@code uri}: its index, kind, component and key, and that its
     * message names an RFC and a section.
     */
    static Violation assertViolation(String uri, int index, ErrorKind kind, Component component, String key) {
        List<Violation> v = check(uri);
        assertThat(v).as(uri).isNotEmpty();
        Violation first = v.get(0);
        assertThat(first.index()).as(uri + ": " + first).isEqualTo(index);
        assertThat(first.kind()).as(uri + ": " + first).isEqualTo(kind);
        assertThat(first.component()).as(uri + ": " + first).isEqualTo(component);
        assertThat(first.key()).as(uri + ": " + first).isEqualTo(key);
        assertThat(first.message()).as(uri).matches("RFC \\d+ §[0-9.]+: .+");
        return first;
    }
}
