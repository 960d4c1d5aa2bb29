import type { Plugin } from 'vite';

/** Content-Security-Policy of the built apps: no inline or eval'd script. */
export const CSP: string;
/** Headers of every response of the preview server (framing refused, no sniffing, referrer policy). */
export const SECURITY_HEADERS: Readonly<Record<string, string>>;
/** What the Vite dev servers never serve: Vite's defaults plus the mock's data file. */
export const DEV_FS_DENY: readonly string[];
/** Vite plugin: the CSP as the first tag of the built index.html (build only). */
export function cspMeta(): Plugin;
