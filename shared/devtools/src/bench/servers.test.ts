import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildBaseline } from './build.ts';
import { makeWorkDir } from './paths.ts';
import { freePort, previewDir } from './servers.ts';

const work = makeWorkDir();
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('bench serving', () => {
  it('serves a baseline as it serves the apps: its build writes Brotli files and the preview sends them', async () => {
    const outDir = await buildBaseline('empty-react', join(work, 'empty-react'));
    const script = readdirSync(join(outDir, 'assets')).find((name) => name.endsWith('.js'));
    expect(script).toBeDefined();
    expect(existsSync(join(outDir, 'assets', `${script}.br`))).toBe(true);

    const port = await freePort();
    const server = await previewDir(outDir, port, await freePort());
    try {
      const response = await fetch(`http://127.0.0.1:${port}/assets/${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('br');
      expect((await response.text()).length).toBeGreaterThan(1000);
    } finally {
      await server.close();
    }
    // A real Vite build: about 2 s on an idle machine, over 10 s on a busy one.
  }, 60_000);
});
