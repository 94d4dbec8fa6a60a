package org.urikit.jpa.it;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import org.urikit.WhatwgUrl;

/** An entity with a WHATWG URL, stored as its href (WhatwgUrlAttributeConverter, automatic). */
@Entity
@Table(name = "WEBHOOK")
public class Webhook {
    @Id
    @Column(name = "ID")
    Long id;

    @Column(name = "URL", length = 2048)
    WhatwgUrl url;

    protected Webhook() {
    }

    Webhook(long id, String url) {
        this.id = id;
        this.url = WhatwgUrl.parse(url);
    }
}
