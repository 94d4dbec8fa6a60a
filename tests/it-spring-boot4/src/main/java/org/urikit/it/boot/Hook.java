package org.urikit.it.boot;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;

import org.urikit.Uri;

/** An entity with a urikit value: stored as its exact text. */
@Entity
public class Hook {
    @Id
    @GeneratedValue
    private Long id;

    private Uri callback;

    protected Hook() {
    }

    public Hook(Uri callback) {
        this.callback = callback;
    }

    public Long getId() {
        return id;
    }

    public Uri getCallback() {
        return callback;
    }
}
