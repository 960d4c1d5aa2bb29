import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { open, rename } from 'node:fs/promises';
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

const SLICE = 100;

/**
 * JSON of one collection (`"name":[...]`) as pieces, built a slice of rows at a time with a turn of the
 * event loop in between, so that a large list never blocks requests for more than a few milliseconds.
 * The pieces are written one by one and never joined (a joined book would be one more 17 MB string a
 * save). Which rows exist is fixed first (a cheap shallow copy), so a save never holds a row added after
 * an earlier one it misses; a row changed meanwhile belongs to a request that marks it for the next save.
 */
async function serializeEntry(key: string, value: unknown): Promise<string[]> {
  if (!Array.isArray(value)) return [`${JSON.stringify(key)}:${JSON.stringify(value)}`];
  const list = value.slice();
  const pieces = [`${JSON.stringify(key)}:[`];
  for (let i = 0; i < list.length; i += SLICE) {
    pieces.push(`${i === 0 ? '' : ','}${list.slice(i, i + SLICE).map((row) => JSON.stringify(row)).join(',')}`);
    await nextTurn();
  }
  pieces.push(']');
  return pieces;
}

/** JSON of the whole db, one collection at a time (see serializeEntry). */
export async function serialize(db: Db): Promise<string> {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(db)) parts.push((await serializeEntry(key, value)).join(''));
  return `{${parts.join(',')}}`;
}

/**
 * Batches writes: `schedule(names)` after a change writes at most `delayMs` later; changes made while
 * a write runs are written by the next one. Each write serialises only the collections named since the
 * last one (all of them with no names) and reuses the JSON it kept of the others. `flush()` writes now.
 */
export function createWriter(file: string, snapshot: () => Db, delayMs = 200) {
  let timer: NodeJS.Timeout | null = null;
  let dirty: Set<string> | 'all' = 'all';
  let pending = false;
  let running: Promise<void> | null = null;
  let counter = 0;
  const kept = new Map<string, string[]>();

  async function write(): Promise<void> {
    if (running) await running;
    if (!pending) return;
    pending = false;
    const names = dirty;
    dirty = new Set();
    const temp = `${file}.${process.pid}.${++counter}.tmp`;
    running = (async () => {
      try {
        mkdirSync(dirname(file), { recursive: true });
        const out = await open(temp, 'w');
        try {
          let first = true;
          for (const [key, value] of Object.entries(snapshot())) {
            let pieces = names === 'all' || names.has(key) ? undefined : kept.get(key);
            if (pieces === undefined) {
              pieces = await serializeEntry(key, value);
              kept.set(key, pieces);
            }
            await out.write(first ? '{' : ',');
            first = false;
            for (const piece of pieces) await out.write(piece);
          }
          await out.write(first ? '{}' : '}');
        } finally {
          await out.close();
        }
        await rename(temp, file);
      } catch (error) {
        // Nothing is lost: everything this write was to save is saved by the next one.
        dirty = 'all';
        pending = true;
        console.error('[mock-server] could not save data:', error);
      }
    })();
    await running;
    running = null;
  }

  return {
    /** Marks collections (all with none given) as changed and plans a write. */
    schedule(names?: Iterable<string>): void {
      if (names === undefined) dirty = 'all';
      else if (dirty !== 'all') for (const name of names) dirty.add(name);
      pending = true;
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
