package org.urikit.jpa.it;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A java.net.URI attribute without converter: what the provider does on its own. */
@Entity
@Table(name = "PLAIN_JAVA_NET_URI")
public class PlainJavaNetUri {
    @Id
    @Column(name = "ID")
    Long id;

    @Column(name = "URI")
    java.net.URI uri;

    protected PlainJavaNetUri() {
    }
}
