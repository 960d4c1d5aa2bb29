import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** The client-only page for every url without static HTML (the account area: rendered behind the guard). */
export const APP_SHELL = 'app.html';

const ENTRY = 'src/prerender/render.tsx';

interface RenderModule {
  prerenderSite(template: string, day: string): Promise<{ file: string; text: string }[]>;
}

/**
 * Issue 22: after the client build, builds src/prerender/render.tsx for Node (a Vite SSR build of the same
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
      // Before Vite's own fallback (which would answer index.html, the home page, for every unknown url):
      // a url with static HTML gets it, any other page url gets the client-only shell.
      server.middlewares.use((req, _res, next) => {
        const [path = '/', query] = (req.url ?? '/').split('?');
        if (req.method === 'GET' && path !== '/' && !extname(path) && !path.startsWith('/api/')) {
          const page = `${decodeURI(path).replace(/\/+$/, '')}.html`;
          if (!existsSync(join(outDir, page))) req.url = `/${APP_SHELL}${query === undefined ? '' : `?${query}`}`;
        }
        next();
      });
    },
  };
}
