package org.urikit.it.quarkus.notes;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.validation.constraints.NotBlank;

/** A note with a plain text field: the part of the application that uses no urikit type. */
@Entity
public class Note {
    /** An empty note, for JSON and JPA. */
    public Note() {
    }

    /** The key. */
    @Id
    @GeneratedValue
    public Long id;

    /** The text. */
    @NotBlank
    public String text;
}
