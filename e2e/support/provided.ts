/** What the global setup hands every test file (vitest `provide` / `inject`). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** the running server, e.g. http://127.0.0.1:41234 (no trailing slash) */
    baseURL: string;
    /** the server's DATA_DIR: embedded PostgreSQL, mail outbox under mail/ */
    dataDir: string;
  }
}

export {};
