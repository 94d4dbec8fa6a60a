package org.urikit.jpa.it;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import org.urikit.Uri;

/** A minimal entity for the programmatic bootstrap: one auto-applied URI attribute. */
@Entity
@Table(name = "SITE")
public class Site {
    @Id
    @Column(name = "ID")
    Long id;

    @Column(name = "URL", length = 2048)
    Uri url;

    protected Site() {
    }

    Site(long id, String url) {
        this.id = id;
        this.url = Uri.parse(url);
    }
}
