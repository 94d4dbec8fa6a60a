package com.example.app;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import org.urikit.Uri;
import org.urikit.UriReference;

/** An application's entity for the EclipseLink unit that does not list urikit's converters. */
@Entity
@Table(name = "NOTE")
public class Note {
    @Id
    @Column(name = "ID")
    public Long id;

    @Column(name = "URL", length = 2048)
    public Uri url;

    @Column(name = "REF", length = 2048)
    public UriReference ref;

    protected Note() {
    }

    public Note(long id) {
        this.id = id;
    }
}
