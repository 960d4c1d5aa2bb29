import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, resolveConfig, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_FS_DENY } from './security.mjs';

const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const appConfig = (app: string) =>
  resolveConfig({ configFile: join(repo, app, 'vite.config.ts'), root: join(repo, app), logLevel: 'silent' }, 'serve');

/** A project with a .git folder, a mock data file and a page, served with the admin's deny list. */
let dir: string;
let server: ViteDevServer;
let base: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pronto-fs-deny-'));
  mkdirSync(join(dir, '.git'));
  writeFileSync(join(dir, '.git', 'config'), '[remote "origin"]\n\turl = https://token@example.com/repo.git\n');
  mkdirSync(join(dir, 'mock-server', 'data'), { recursive: true });
  writeFileSync(join(dir, 'mock-server', 'data', 'db.json'), '{"customers":[]}');
  writeFileSync(join(dir, '.npmrc'), '//registry.example/:_authToken=secret\n');
  writeFileSync(join(dir, 'page.txt'), 'hello');
  const deny = (await appConfig('admin')).server.fs.deny;
  server = await createServer({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    server: { host: '127.0.0.1', port: 0, fs: { allow: [dir], deny } },
  });
  await server.listen();
  const address = server.httpServer?.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, 60_000);
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the dev servers never serve secrets', () => {
  it("keeps every entry of Vite's own deny list, and the mock's data", async () => {
    const defaults = (await resolveConfig({ configFile: false, logLevel: 'silent' }, 'serve')).server.fs.deny;
    expect(defaults).toContain('**/.git/**');
    for (const app of ['admin', 'customer-site']) {
      const deny = (await appConfig(app)).server.fs.deny;
      expect(deny, app).toEqual(expect.arrayContaining([...defaults, '**/mock-server/data/**']));
    }
    expect(DEV_FS_DENY).toEqual(expect.arrayContaining(defaults));
  }, 60_000);

  it('answers 403 for .git/config, .npmrc and the mock data file through /@fs/, and serves a page', async () => {
    for (const path of ['.git/config', '.npmrc', 'mock-server/data/db.json']) {
      const response = await fetch(`${base}/@fs${join(dir, path)}`);
      await response.arrayBuffer();
      expect(response.status, path).toBe(403);
    }
    const page = await fetch(`${base}/@fs${join(dir, 'page.txt')}`);
    expect(page.status).toBe(200);
  });
});
