package org.urikit.testing;

/**
 * For the compatibility runs (tests/compat/ in the build), where a module's tests run again against older
 * versions of the libraries it adapts. A test that depends on a newer version's API asks here and
 * asserts, on the older version, what that version does instead: no test is skipped.
 */
public final class Compat {
    /** The system property the compat modules set to their name (for example {@code orm6.6}). */
    public static final String RUN_PROPERTY = "urikit.compat";

    private Compat() {
    }

    /**
     * Whether the class can be loaded: a test that depends on a newer version's API asks this and,
     * on an older version, asserts what that version does instead. Nothing is skipped.
     *
     * @param className the class of the newer API
     * @return whether it is present
     */
    public static boolean hasClass(String className) {
        try {
            Class.forName(className, false, Thread.currentThread().getContextClassLoader());
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }

    /**
     * Whether this is a compat run, which puts the module under test on the class path (the
     * module's own build runs its tests on the module path).
     *
     * @return whether {@link #RUN_PROPERTY} is set
     */
    public static boolean isCompatRun() {
        return System.getProperty(RUN_PROPERTY) != null;
    }
}
