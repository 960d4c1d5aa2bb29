import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivityLog, LOG_BUDGET_SPENT, LOG_BYTES_PER_MINUTE, LOG_FILE_LIMIT } from '../activity-log.ts';
import { startMock, type Mock } from './harness.ts';

/**
 * The site's anonymous activity log cannot fill the server: bodies of all clients together are
 * limited per minute, and what is taken goes to a capped file, not into the data.
 */
let mock: Mock;
let dataFile: string;
beforeAll(async () => {
  dataFile = join(mkdtempSync(join(tmpdir(), 'pronto-activity-')), 'db.json');
  mock = await startMock({ dataFile });
});
afterAll(() => mock.close());

const logBody = (session: string, filler: number) => ({
  deviceId: 'device-1',
  sessionHash: session,
  application: 'PRONTO_UK',
  userAgent: 'test',
  actions: [{ type: 'page', at: new Date().toISOString(), path: 'x'.repeat(filler) }],
});

describe('activity log', () => {
  it('a PUT of the same session answers the id of its first write', async () => {
    const first = await mock.api('post', '/api/logs/write', logBody('session-a', 10));
    expect(first.status).toBe(200);
    const later = await mock.api('put', '/api/logs/write', logBody('session-a', 10));
    expect(later.body.data.id).toBe(first.body.data.id);
    const other = await mock.api('put', '/api/logs/write', logBody('session-b', 10));
    expect(other.body.data.id).not.toBe(first.body.data.id);
  });

  it('100 anonymous bodies of about 1 MB: a few taken, the rest 429, the data does not grow, logins still work', async () => {
    await mock.ctx.flush();
    const before = statSync(dataFile).size;
    const body = JSON.stringify(logBody('flood', 1_000_000 - 200));
    expect(body.length).toBeLessThan(1024 * 1024);
    const statuses: number[] = [];
    const messages = new Set<string>();
    for (let i = 0; i < 100; i += 5) {
      const answers = await Promise.all(Array.from({ length: 5 }, () => mock.raw('post', '/api/logs/write', body)));
      for (const a of answers) {
        statuses.push(a.status);
        if (a.status !== 200) messages.add(a.body.errors[0].message as string);
      }
    }
    const taken = statuses.filter((s) => s === 200).length;
    expect(taken).toBeLessThanOrEqual(Math.floor(LOG_BYTES_PER_MINUTE / body.length));
    expect(statuses.filter((s) => s === 429).length).toBe(100 - taken);
    expect([...messages]).toEqual([LOG_BUDGET_SPENT]);
    // Still serving: a customer signs in at once.
    const started = Date.now();
    expect(await mock.customerToken()).toMatch(/^[0-9a-f]{48}$/);
    expect(Date.now() - started).toBeLessThan(2000);
    await mock.ctx.flush();
    expect(statSync(dataFile).size - before).toBeLessThan(64 * 1024);
    const logFile = `${dataFile}.activity.log`;
    expect(statSync(logFile).size).toBeLessThanOrEqual(LOG_BYTES_PER_MINUTE + 64 * 1024);
  }, 90_000);
});

describe('activity log file', () => {
  it('is rotated past its limit, one older file kept', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'pronto-activity-')), 'db.json');
    const log = createActivityLog(file);
    const line = { text: 'y'.repeat(512 * 1024) };
    for (let i = 0; i < 40; i++) log.write(i, 'post', line);
    log.close();
    expect(statSync(`${file}.activity.log`).size).toBeLessThanOrEqual(LOG_FILE_LIMIT);
    expect(statSync(`${file}.activity.log.1`).size).toBeLessThanOrEqual(LOG_FILE_LIMIT);
    expect(existsSync(`${file}.activity.log.2`)).toBe(false);
    const last = readFileSync(`${file}.activity.log`, 'utf8').trim().split('\n').at(-1)!;
    expect(JSON.parse(last).id).toBe(39);
  });
});
