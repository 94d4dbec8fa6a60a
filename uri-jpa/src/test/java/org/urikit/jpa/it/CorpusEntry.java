package org.urikit.jpa.it;

import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import org.urikit.UriReference;
import org.urikit.jpa.UriReferenceAttributeConverter;

/** One corpus line, stored through the UriReference converter. */
@Entity
@Table(name = "CORPUS_ENTRY")
public class CorpusEntry {
    @Id
    @Column(name = "ID")
    Long id;

    @Convert(converter = UriReferenceAttributeConverter.class)
    @Column(name = "REF", length = 2048)
    UriReference ref;

    protected CorpusEntry() {
    }

    CorpusEntry(long id, UriReference ref) {
        this.id = id;
        this.ref = ref;
    }
}
