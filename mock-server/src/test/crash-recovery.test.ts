import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { saveDbSync } from '../persistence.ts';
import { generateDb } from '../seed/index.ts';

/**
 * kill -9 in the middle of writes: the real mock process (tsx src/main.ts) with its own DATA_FILE and
 * port takes a stream of writes; SIGKILL lands mid-stream. The data file must be readable JSON holding
 * every write acknowledged more than one second before the kill, and the server must start from it.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts src/main.ts under tsx in ONE process (`node --import tsx`: the tsx CLI would fork a second
 * process, and a SIGKILL to the CLI would leave the server running) and resolves once it listens.
 */
function startProcess(dataFile: string, port: number): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATA_FILE: dataFile, API_PORT: String(port), SEED_FRESH: '', MOCK_LOG: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let text = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`mock did not start:\n${text}`)), 45_000);
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('listening on')) {
        clearTimeout(timer);
        resolve({ child, output: () => text });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`mock exited (${code}):\n${text}`)));
  });
}

async function post(port: number, path: string, body: unknown, token?: string) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data: { token?: string } | null } };
}

describe('crash recovery', () => {
  it('kill -9 mid-writes leaves a valid data file with every write acknowledged over 1 s before the kill; the server restarts from it', async () => {
    const dataFile = join(mkdtempSync(join(tmpdir(), 'pronto-crash-')), 'db.json');
    saveDbSync(dataFile, generateDb({ size: 'small' }));
    const port = await freePort();
    const { child } = await startProcess(dataFile, port);
    const login = await post(port, '/api/report/login', { emailAddress: 'admin@pronto.test', password: 'pronto123', country: 'GB' });
    const token = login.body.data!.token!;

    const acknowledged: { text: string; at: number }[] = [];
    let writing = true;
    let sent = 0;
    const writer = async (lane: number) => {
      while (writing) {
        const text = `crash-test lane ${lane} write ${sent++}`;
        try {
          const answer = await post(port, '/api/customer/comment', { customerId: 8, text }, token);
          if (answer.status === 200) acknowledged.push({ text, at: Date.now() });
        } catch {
          return; // the process is gone
        }
      }
    };
    const lanes = [0, 1, 2, 3].map(writer);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const killedAt = Date.now();
    child.kill('SIGKILL');
    writing = false;
    await Promise.all(lanes);
    // A SIGKILLed child has exitCode null and signalCode set; its 'exit' may already have fired.
    await new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve)));

    const old = acknowledged.filter((w) => w.at < killedAt - 1000);
    expect(old.length).toBeGreaterThan(10);
    expect(existsSync(dataFile)).toBe(true);
    const saved = JSON.parse(readFileSync(dataFile, 'utf8')) as { comments: { text: string }[]; customers: unknown[] };
    const texts = new Set(saved.comments.map((c) => c.text));
    const lost = old.filter((w) => !texts.has(w.text));
    expect(lost).toEqual([]);
    console.info(`[crash-recovery] ${acknowledged.length} writes acknowledged, ${old.length} over 1 s before the kill, lost: ${lost.length}`);

    const again = await startProcess(dataFile, port);
    expect(again.output()).toMatch(/loaded \d+ customers/);
    const staff = await post(port, '/api/report/login', { emailAddress: 'admin@pronto.test', password: 'pronto123', country: 'GB' });
    expect(staff.status).toBe(200);
    const list = await fetch(`http://127.0.0.1:${port}/api/customer/comment?customerId=8`, { headers: { authorization: `Bearer ${staff.body.data!.token}` } });
    const comments = ((await list.json()) as { data: { text: string }[] }).data.map((c) => c.text);
    for (const w of old) expect(comments).toContain(w.text);
    again.child.kill('SIGTERM');
  }, 120_000);
});
