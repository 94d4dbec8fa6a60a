package org.urikit.jpa.it;

import jakarta.persistence.EntityManager;
import jakarta.persistence.EntityManagerFactory;
import java.util.function.Consumer;

/** Helpers shared by the provider tests. */
public final class Jpa {
    private Jpa() {
    }

    /** Runs the work in a transaction of a new entity manager; rolls back if it throws. */
    public static void inTransaction(EntityManagerFactory emf, Consumer<EntityManager> work) {
        EntityManager em = emf.createEntityManager();
        try {
            em.getTransaction().begin();
            work.accept(em);
            em.getTransaction().commit();
        } finally {
            if (em.getTransaction().isActive()) {
                em.getTransaction().rollback();
            }
            em.close();
        }
    }

    /** The first throwable of the type in the cause chain; fails if there is none. */
    public static <T extends Throwable> T cause(Throwable t, Class<T> type) {
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (type.isInstance(c)) {
                return type.cast(c);
            }
        }
        throw new AssertionError("no " + type.getSimpleName() + " in the cause chain of " + t, t);
    }
}
