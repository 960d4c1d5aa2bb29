import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { writeFile, rename } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { dirname } from 'node:path';
import type { Db } from './types.ts';

/** Reads the data file; null when it does not exist or is not a JSON object. */
export function loadDb(file: string): Db | null {
  if (!existsSync(file)) return null;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    if (typeof parsed === 'object' && parsed !== null && Array.isArray((parsed as Db).customers)) return parsed as Db;
    console.warn(`[mock-server] ${file} is not a mock database; seeding afresh.`);
  } catch (error) {
    console.warn(`[mock-server] could not read ${file} (${String(error)}); seeding afresh.`);
  }
  return null;
}

/** Writes the whole db atomically: a temporary file next to the target, then rename. */
export function saveDbSync(file: string, db: Db): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(db));
  renameSync(temp, file);
}

const SLICE = 400;

/**
 * JSON of the db, built a slice of rows at a time with a turn of the event loop in between, so that a
 * 13 MB book never blocks requests for more than a few milliseconds. A change made meanwhile marks
 * the data dirty again and is caught by the next write.
 */
export async function serialize(db: Db): Promise<string> {
  // Which rows exist is fixed now (a cheap shallow copy of every list), so a save never holds a row
  // added after an earlier one it misses; a row changed meanwhile is saved again by the next write.
  const snapshot = Object.entries(db).map(([key, value]) => [key, Array.isArray(value) ? value.slice() : value] as const);
  const parts: string[] = [];
  for (const [key, value] of snapshot) {
    if (!Array.isArray(value)) {
      parts.push(`${JSON.stringify(key)}:${JSON.stringify(value)}`);
      continue;
    }
    const rows: string[] = [];
    for (let i = 0; i < value.length; i += SLICE) {
      rows.push(value.slice(i, i + SLICE).map((row) => JSON.stringify(row)).join(','));
      await nextTurn();
    }
    parts.push(`${JSON.stringify(key)}:[${rows.filter((r) => r !== '').join(',')}]`);
  }
  return `{${parts.join(',')}}`;
}

/**
 * Batches writes: `schedule()` after a change writes at most `delayMs` later; changes made while
 * a write runs are written by the next one. `flush()` writes now (tests, shutdown).
 */
export function createWriter(file: string, snapshot: () => Db, delayMs = 200) {
  let timer: NodeJS.Timeout | null = null;
  let dirty = false;
  let running: Promise<void> | null = null;
  let counter = 0;

  async function write(): Promise<void> {
    if (running) await running;
    if (!dirty) return;
    dirty = false;
    const temp = `${file}.${process.pid}.${++counter}.tmp`;
    running = (async () => {
      try {
        mkdirSync(dirname(file), { recursive: true });
        await writeFile(temp, await serialize(snapshot()));
        await rename(temp, file);
      } catch (error) {
        dirty = true;
        console.error('[mock-server] could not save data:', error);
      }
    })();
    await running;
    running = null;
  }

  return {
    schedule(): void {
      dirty = true;
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        void write();
      }, delayMs);
      timer.unref();
    },
    async flush(): Promise<void> {
      if (timer) {
        clearTimeout(timer);
        timer = null;
      }
      await write();
    },
  };
}
