package org.urikit.examples;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import org.jspecify.annotations.Nullable;
import org.urikit.Uri;

/**
 * A stored webhook. {@code callback} and {@code archive} go through urikit's automatic
 * {@code UriAttributeConverter}: their exact text in a {@code VARCHAR} column.
 *
 * @since 0.1
 */
@Entity
public class Webhook {
    @Id
    @GeneratedValue
    @Nullable Long id;

    @Column(nullable = false)
    String name = "";

    @Column(nullable = false, length = 2048)
    @Nullable Uri callback;

    /** The callback's host, lower-cased, for queries by host. */
    @Column(nullable = false)
    String host = "";

    @Column(length = 2048)
    @Nullable Uri archive;

    /** For JPA. */
    protected Webhook() {
    }

    Webhook(String name, Uri callback, @Nullable Uri archive) {
        this.name = name;
        this.callback = callback;
        this.host = callback.normalize().host().orElse("");
        this.archive = archive;
    }

    String name() {
        return name;
    }

    Uri callback() {
        if (callback == null) {
            throw new IllegalStateException("not loaded");
        }
        return callback;
    }

    @Nullable Uri archive() {
        return archive;
    }
}
