/** The bundled server (mock-server/dist/server.mjs). */
export declare const SERVER: string;
/** Node's options for the server (its heap cap). */
export declare const NODE_ARGS: readonly string[];
/** Bundles src/main.ts into SERVER. */
export declare function bundle(): Promise<void>;
