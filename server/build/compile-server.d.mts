/** The compiled output folder (dist/server). */
export declare const SERVER_OUT: string;
/** Builds dist/server (or `outdir`, a folder under dist/) afresh; resolves with the compiled entries' paths. */
export declare const compileServer: (outdir?: string) => Promise<{ start: string; serve: string }>;
