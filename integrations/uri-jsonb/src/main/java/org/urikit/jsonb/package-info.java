/**
 * JSON-B (Jakarta JSON Binding 3) serializers and deserializers for every urikit value type,
 * added to a {@code JsonbConfig} by {@link org.urikit.jsonb.UriJsonb#configure(jakarta.json.bind.JsonbConfig)}.
 */
@NullMarked
package org.urikit.jsonb;

import org.jspecify.annotations.NullMarked;
