import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

/** Writes `file.br` (Brotli, quality 11) next to each text asset under `dir`; returns how many it wrote. */
export function writeBrotliFiles(dir: string): Promise<number>;
/** Connect middleware serving `/assets/…` from its `.br` file to browsers that accept Brotli. */
export function brotliAssets(outDir: string): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
/** Vite plugin: `.br` files written at build, served by `vite preview`. */
export function precompress(): Plugin;
