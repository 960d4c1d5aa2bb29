// The apps' security policy in one place: the Content-Security-Policy of the built pages (a meta tag, so any
// static host serves it) and the headers a server adds (vite preview here; production: docs/reliability.md).

/** Content-Security-Policy of the built apps: no inline or eval'd script. */
export const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'";

/**
 * Headers of every response of the preview server. Framing can only be refused by a header (a meta CSP
 * ignores frame-ancestors), so the header policy carries just that; the meta tag carries the rest.
 */
export const SECURITY_HEADERS = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * What the Vite dev servers never serve: Vite's own defaults (secrets, certificates, package-manager
 * settings, the .git folder), which a `server.fs.deny` of our own replaces rather than extends, plus the
 * mock's data file (PINs, tokens). security.test.ts checks this list still holds every Vite default.
 */
export const DEV_FS_DENY = [
  '.env',
  '.env.*',
  '*.{crt,pem,key,p12,pfx,cer,der}',
  '.npmrc',
  '.yarnrc.yml',
  '**/.git/**',
  '**/mock-server/data/**',
];

/** Vite plugin: the CSP as the first tag of the built index.html. Build only: Vite's dev server injects an inline React-refresh script. */
export function cspMeta() {
  return {
    name: 'pronto-csp',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP }, injectTo: 'head-prepend' }],
  };
}
