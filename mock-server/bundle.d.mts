/** The bundled server (mock-server/dist/server.mjs). */
export declare const SERVER: string;
/** Node's options for the server on `cpus` CPUs (default: this machine's): its heap cap, and on one CPU a single-threaded GC. */
export declare function nodeArgs(cpus?: number): string[];
/** Bundles src/main.ts into SERVER. */
export declare function bundle(): Promise<void>;
