/** The compiled output folder (dist/server). */
export declare const SERVER_OUT: string;
/** Builds dist/server afresh; resolves with the compiled entries' paths. */
export declare const compileServer: () => Promise<{ start: string; serve: string }>;
