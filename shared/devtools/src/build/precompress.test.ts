import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress, writeBrotliFiles } from './precompress.mjs';

const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `customer ${i}` })))};\n`;

/** GET with the given Accept-Encoding; the body as sent (not decompressed). */
function get(port: number, path: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((done, fail) => {
    request({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', fail)
      .end();
  });
}

describe('precompress', () => {
  let dir: string;
  // Undefined when beforeAll failed before the server started.
  let server: PreviewServer | undefined;
  let port: number;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pronto-precompress-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><script type="module" src="/assets/app.js"></script>');
    writeFileSync(join(dir, 'assets', 'app.js'), script);
    writeFileSync(join(dir, 'assets', 'tiny.js'), 'export {};\n');
    writeFileSync(join(dir, 'assets', 'plain.css'), `body { color: red; }\n${'.a { margin: 0 }\n'.repeat(100)}`);
    await writeBrotliFiles(dir);
    rmSync(join(dir, 'assets', 'plain.css.br'));
    server = await preview({
      configFile: false,
      root: dir,
      logLevel: 'silent',
      plugins: [precompress()],
      build: { outDir: dir },
      preview: { host: '127.0.0.1', port: 0 },
    });
    const address = server.httpServer.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes a .br next to each text asset of 1 KiB or more', () => {
    expect(existsSync(join(dir, 'assets', 'app.js.br'))).toBe(true);
    expect(existsSync(join(dir, 'assets', 'tiny.js.br'))).toBe(false);
  });

  it("serves the .br to a browser that accepts Brotli, with the script's type", async () => {
    const res = await get(port, '/assets/app.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
    expect(res.body.length).toBeLessThan(script.length / 4);
  });

  it('leaves other browsers and assets without a .br to Vite (gzip on the fly)', async () => {
    const gzipOnly = await get(port, '/assets/app.js', 'gzip');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    const noBr = await get(port, '/assets/plain.css', 'gzip, br');
    expect(noBr.headers['content-encoding']).toBe('gzip');
  });

  it('does not serve files from outside the build', async () => {
    const res = await get(port, '/assets/..%2F..%2Fetc%2Fpasswd', 'br');
    expect(res.headers['content-encoding']).not.toBe('br');
  });
});
