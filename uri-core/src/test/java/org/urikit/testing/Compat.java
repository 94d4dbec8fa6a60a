package org.urikit.testing;

import org.junit.jupiter.api.Assumptions;

/**
 * Program-selected skips for the compatibility runs (compat/ in the build), where a module's tests
 * run again against older versions of the libraries it adapts. A test that depends on a newer
 * version's behaviour asks here; on the versions the module is built with, nothing is skipped.
 * Each skip is a JUnit assumption (counted as skipped by Surefire) and its reason is printed.
 */
public final class Compat {
    /** The system property the compat modules set to their name (for example {@code orm6.6}). */
    public static final String RUN_PROPERTY = "urikit.compat";

    private Compat() {
    }

    /**
     * Skips the calling test unless the class can be loaded.
     *
     * @param className the class the test needs
     * @param needs the version that brings it, for the reason
     */
    public static void assumeClass(String className, String needs) {
        boolean present;
        try {
            Class.forName(className, false, Thread.currentThread().getContextClassLoader());
            present = true;
        } catch (ClassNotFoundException e) {
            present = false;
        }
        skipUnless(present, "needs " + needs + " (" + className + " is absent)");
    }

    /**
     * Skips the calling test when it runs on the class path in a compat run; everywhere else (the
     * module's own build, whose tests run on the module path) the test goes on and asserts what it
     * asserts about the module.
     *
     * @param type a class of the module under test
     */
    public static void assumeNamedModuleUnlessCompat(Class<?> type) {
        String run = System.getProperty(RUN_PROPERTY);
        skipUnless(run == null || type.getModule().isNamed(),
                "compat run " + run + " puts the module on the class path: no module descriptor to check");
    }

    private static void skipUnless(boolean condition, String reason) {
        if (!condition) {
            System.out.println("[compat] skipped by program: " + reason);
        }
        Assumptions.assumeTrue(condition, reason);
    }
}
