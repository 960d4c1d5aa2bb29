import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { APP_ROUTES, NOT_FOUND_PAGE, previewAnswer } from './preview-routes.ts';

/** The client-only page for every url without static HTML (the account area: rendered behind the guard). */
export const APP_SHELL = 'app.html';

const ENTRY = 'src/prerender/render.tsx';

interface RenderModule {
  prerenderSite(template: string, day: string): Promise<{ file: string; text: string }[]>;
}

/**
 * After the client build, builds src/prerender/render.tsx for Node (a Vite SSR build of the same
 * app and market), renders every public page to static HTML in the built index.html, and writes one file
 * per page (`faq.html`, `register/personal-details.html`), sitemap.xml and robots.txt. The plain
 * index.html is kept as app.html for the other urls; `vite preview` serves it for them.
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    // No `apply: 'build'`: `vite preview` resolves the config as a server and would drop the plugin's preview hook.
    name: 'pronto-prerender',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        if (config.build.ssr) return;
        const outDir = resolve(config.root, config.build.outDir);
        // Inside the app's node_modules, so the Node bundle finds react and react-dom; a folder per build
        // (the bench builds into absolute paths elsewhere, and both markets may build at once).
        const ssrDir = join(config.root, 'node_modules', '.prerender', `${process.pid}-${Date.now()}`);
        await build({
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: ENTRY,
            outDir: ssrDir,
            emptyOutDir: true,
            minify: false,
            rolldownOptions: { output: { entryFileNames: 'render.mjs' } },
          },
        });
        const { prerenderSite } = (await import(pathToFileURL(join(ssrDir, 'render.mjs')).href)) as RenderModule;
        const template = await readFile(join(outDir, 'index.html'), 'utf8');
        await writeFile(join(outDir, APP_SHELL), template);
        const day = new Date().toISOString().slice(0, 10);
        for (const { file, text } of await prerenderSite(template, day)) {
          await mkdir(dirname(join(outDir, file)), { recursive: true });
          await writeFile(join(outDir, file), text);
        }
        await rm(ssrDir, { recursive: true, force: true });
      },
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const listed = join(outDir, APP_ROUTES);
      const appRoutes = existsSync(listed) ? (JSON.parse(readFileSync(listed, 'utf8')) as string[]) : [];
      const headers = server.config.preview.headers;
      // Before Vite's own fallback (which would answer index.html, the home page, for every unknown url):
      // a url with static HTML gets it, a url of a route the client renders gets the client-only shell, and
      // any other url the not-found page with status 404 (not a soft 404: a 200 for a page that is not there).
      server.middlewares.use((req, res, next) => {
        const [path = '/', query] = (req.url ?? '/').split('?');
        if ((req.method !== 'GET' && req.method !== 'HEAD') || extname(path) || path.startsWith('/api/')) return next();
        let decoded = path;
        try {
          decoded = decodeURI(path);
        } catch {
          // A malformed escape names no page.
        }
        const answer = previewAnswer(decoded, (file) => existsSync(join(outDir, file)), appRoutes);
        if (answer === 'app') req.url = `/${APP_SHELL}${query === undefined ? '' : `?${query}`}`;
        if (answer !== 'notFound') return next();
        res.statusCode = 404;
        for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(req.method === 'HEAD' ? undefined : readFileSync(join(outDir, NOT_FOUND_PAGE)));
      });
    },
  };
}
