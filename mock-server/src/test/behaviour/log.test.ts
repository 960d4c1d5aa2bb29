import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { behaviourOf, type Cases, type World } from './harness.ts';

const session = {
  sessionHash: 'behaviour-session',
  deviceId: 'behaviour-device',
  application: 'customer-site',
  userAgent: 'behaviour test',
  actions: [{ page: '/', event: 'view' }],
};

/** The activity log is a file nobody reads through the API: its lines are the effect. */
function loggedLines(w: World): { id: number; kind: string; actions?: unknown[] }[] {
  const file = `${w.outside.ctx.dataFile}.activity.log`;
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { id: number; kind: string; actions?: unknown[] });
}

const cases: Cases<'log'> = {
  'log.write.post': {
    does: "opens a session's log: one line with a new id",
    call: { data: session },
    readBack: async (w) => loggedLines(w),
    check: (after, before, answer) => {
      expect(after).toHaveLength(before.length + 1);
      expect(after.at(-1)).toMatchObject({ id: answer.data.id, kind: 'post', actions: [{ page: '/', event: 'view' }] });
    },
    refuses: [{ call: { data: [] as never }, status: 422, message: 'The request body must be a JSON object.' }],
  },
  'log.write.put': {
    does: "appends to the session's log under the id of its first write",
    call: async (w) => {
      await w.ok('log.write.post', { data: { ...session, sessionHash: 'second-session' } });
      return { data: { ...session, sessionHash: 'second-session', actions: [{ page: '/', event: 'click' }] } };
    },
    readBack: async (w) => loggedLines(w),
    check: (after) => {
      const [first, later] = after.slice(-2);
      expect(later).toMatchObject({ id: first?.id, kind: 'put', actions: [{ page: '/', event: 'click' }] });
    },
  },
};

behaviourOf('log', cases, { dataFile: join(mkdtempSync(join(tmpdir(), 'pronto-behaviour-')), 'db.json') });
