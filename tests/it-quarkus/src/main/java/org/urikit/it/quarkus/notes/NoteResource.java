package org.urikit.it.quarkus.notes;

import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import jakarta.validation.Valid;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;

/** Notes: JSON, validation and a table, with no urikit type. */
@Path("/notes")
public class NoteResource {
    /** The resource, for CDI. */
    public NoteResource() {
    }

    /** The persistence context. */
    @Inject
    EntityManager em;

    /**
     * Stores a note.
     *
     * @param note the note
     * @return the note stored, with its key
     */
    @POST
    @Transactional
    public Note create(@Valid Note note) {
        em.persist(note);
        return note;
    }

    /**
     * A stored note.
     *
     * @param id its key
     * @return the note
     */
    @GET
    @Path("{id}")
    public Note find(@PathParam("id") long id) {
        Note note = em.find(Note.class, id);
        if (note == null) {
            throw new NotFoundException();
        }
        return note;
    }
}
