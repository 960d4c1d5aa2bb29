import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bundleServer, freePort, startBundled } from './bundled-server.ts';
import { loadWithJournal } from '../journal.ts';
import { saveDbSync } from '../persistence.ts';
import { registration } from './registration-form.ts';
import { generateDb } from '../seed/index.ts';
import { tokenDigest } from '../security/secrets.ts';

/**
 * kill -9 in the middle of writes: the real mock process (tsx src/main.ts) with its own
 * DATA_FILE and port on loopback takes registrations and comments from four lanes; SIGKILL lands
 * mid-stream. Several runs on one data file (3 in `npm test`, 10 with PROPERTY_RUNS=full): after each,
 * the data file with its journal holds every write that was acknowledged (0 lost), every token belongs
 * to an existing customer (0 orphans), and the server starts again from it.
 */
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

let server: Awaited<ReturnType<typeof bundleServer>>;
beforeAll(async () => {
  server = await bundleServer('crash-test');
}, 60_000);
afterAll(() => server.remove());

/** Starts the bundled server in one process and resolves once it listens. */
function startProcess(dataFile: string, port: number) {
  const started = startBundled(server.file, { dataFile, port, timeoutMs: 45_000 });
  children.push(started.child);
  return started;
}

async function post(port: number, path: string, body: unknown, token?: string) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data: { token?: string } | null } };
}

const RUNS = process.env.PROPERTY_RUNS === 'full' ? 10 : 3;
const WRITES = 50;

describe('crash recovery', () => {
  it(`kill -9 under load, ${RUNS} runs of about ${WRITES} writes: 0 acknowledged writes lost, 0 orphan tokens, a clean restart each time`, async () => {
    const dataFile = join(mkdtempSync(join(tmpdir(), 'pronto-crash-')), 'db.json');
    saveDbSync(dataFile, generateDb({ size: 'small' }));
    const port = await freePort();
    const comments: string[] = [];
    const customers: { phone: string; token: string }[] = [];
    let total = 0;
    for (let run = 0; run < RUNS; run++) {
      const { child } = await startProcess(dataFile, port);
      const login = await post(port, '/api/report/login', { emailAddress: 'admin@pronto.test', password: 'pronto123', country: 'GB' });
      expect(login.status).toBe(200);
      const token = login.body.data!.token!;
      let sent = 0;
      let stop = false;
      const lane = async (n: number) => {
        while (!stop) {
          const i = sent++;
          try {
            if (i % 2 === 0) {
              const text = `crash run ${run} lane ${n} write ${i}`;
              const answer = await post(port, '/api/customer/comment', { customerId: 8, text }, token);
              if (answer.status === 200) comments.push(text);
            } else {
              const phone = `077${String(run).padStart(2, '0')}${String(i).padStart(6, '0')}`;
              const answer = await post(port, '/api/customer/customer', registration(phone));
              if (answer.status === 200) customers.push({ phone, token: String(answer.body.data?.token ?? '') });
            }
          } catch {
            return; // the process is gone
          }
        }
      };
      const lanes = [0, 1, 2, 3].map(lane);
      // Kill once about WRITES writes were sent, in the middle of the stream.
      while (sent < WRITES) await new Promise((resolve) => setTimeout(resolve, 2));
      child.kill('SIGKILL');
      stop = true;
      await Promise.all(lanes);
      await new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve)));
      total += sent;

      const saved = loadWithJournal(dataFile)!;
      const texts = new Set((saved.comments as { text: string }[]).map((c) => c.text));
      expect(comments.filter((t) => !texts.has(t))).toEqual([]);
      const byPhone = new Map(saved.customers.map((c) => [c.mobilePhone, c]));
      expect(customers.filter((c) => !byPhone.has(c.phone)).map((c) => c.phone)).toEqual([]);
      const ids = new Set(saved.customers.map((c) => c.id));
      const orphans = saved.tokens.filter((t) => t.kind === 'customer' && !ids.has(t.subjectId));
      expect(orphans).toEqual([]);
      const tokens = new Set(saved.tokens.map((t) => t.token));
      expect(customers.filter((c) => c.token && !tokens.has(tokenDigest(c.token))).map((c) => c.phone)).toEqual([]);
    }
    expect(comments.length + customers.length).toBeGreaterThan(RUNS * 10);
    console.info(
      `[crash-recovery] ${RUNS} kill -9 runs, ${total} writes sent, ${comments.length + customers.length} acknowledged, lost 0, orphan tokens 0`,
    );

    const again = await startProcess(dataFile, port);
    expect(again.output()).toMatch(/loaded \d+ customers/);
    const staff = await post(port, '/api/report/login', { emailAddress: 'admin@pronto.test', password: 'pronto123', country: 'GB' });
    expect(staff.status).toBe(200);
    const list = await fetch(`http://127.0.0.1:${port}/api/customer/comment?customerId=8`, {
      headers: { authorization: `Bearer ${staff.body.data!.token}` },
    });
    const listed = ((await list.json()) as { data: { text: string }[] }).data.map((c) => c.text);
    for (const text of comments) expect(listed).toContain(text);
    again.child.kill('SIGTERM');
  }, 180_000);
});
