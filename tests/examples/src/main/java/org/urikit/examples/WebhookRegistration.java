package org.urikit.examples;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import org.jspecify.annotations.Nullable;
import org.urikit.Rfc;
import org.urikit.Uri;
import org.urikit.validation.ValidUri;
import org.urikit.validation.WebhookUrl;

/**
 * One webhook registration as it arrives in JSON.
 *
 * <p>{@code callback} is kept as text, so that even a syntax error reaches Bean Validation and gets a
 * message; {@code archive} is read by urikit's Jackson module as a {@link Uri} (RFC 3986), then must
 * also be an RFC 1738 {@code ftpurl}, whose {@code ;type=} is one of {@code a}, {@code i}, {@code d}.
 *
 * @param name who registers
 * @param callback where events are posted: https, a public host, no credentials, no fragment
 * @param archive where daily exports are uploaded, if anywhere
 * @since 0.1
 */
public record WebhookRegistration(
        @NotBlank String name,
        @NotNull @WebhookUrl String callback,
        @ValidUri(grammar = Rfc.RFC_1738, schemes = "ftp", allowUserinfo = false) @Nullable Uri archive) {
}
