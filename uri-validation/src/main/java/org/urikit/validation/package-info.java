/**
 * Jakarta Validation constraints for URIs: {@link org.urikit.validation.ValidUri} with options per
 * grammar, reference form, scheme, component, host and port, and the composed
 * {@link org.urikit.validation.HttpUrl} and {@link org.urikit.validation.WebhookUrl}.
 */
@NullMarked
package org.urikit.validation;

import org.jspecify.annotations.NullMarked;
