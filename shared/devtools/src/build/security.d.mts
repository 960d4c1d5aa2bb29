import type { Plugin } from 'vite';

/** Content-Security-Policy of the built apps: no inline or eval'd script. */
export const CSP: string;
/** Headers of every response of the preview server (framing refused, no sniffing, referrer policy). */
export const SECURITY_HEADERS: Readonly<Record<string, string>>;
/** Vite plugin: the CSP as the first tag of the built index.html (build only). */
export function cspMeta(): Plugin;
