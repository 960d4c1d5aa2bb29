import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { writeFile, rename } from 'node:fs/promises';
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
        await writeFile(temp, JSON.stringify(snapshot()));
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
