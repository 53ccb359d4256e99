// What the API tests' global set-up (global-setup.ts) hands the test files through vitest's provide / inject;
// its own module so that every program compiling either side (the server's, the bench's) sees the declaration.
export {};

declare module 'vitest' {
  interface ProvidedContext {
    /** A file holding a migrated PGlite's data directory (dumpMigratedPglite). */
    pgliteDumpFile: string;
    /** A migrated database on DATABASE_URL's server that each test's scratch database copies, or '' without one. */
    postgresTemplate: string;
  }
}
