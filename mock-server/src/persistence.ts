import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { open, rename, stat, type FileHandle } from 'node:fs/promises';
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

// Rows per piece: a piece stays under V8's large-object size (about 128 KB), so the strings made while
// serialising die young in the nursery instead of filling the old space until a full collection.
const SLICE = 25;

/**
 * JSON of one collection (`"name":[...]`) as UTF-8 pieces, built a slice of rows at a time with a turn
 * of the event loop every hundred rows, so that a large list never blocks requests for more than a few
 * milliseconds. Which rows exist is fixed first (a cheap shallow copy), so a save never holds a row
 * added after an earlier one it misses; a row changed meanwhile belongs to a request that marks it for
 * the next save.
 */
async function serializeEntry(key: string, value: unknown): Promise<Buffer[]> {
  if (!Array.isArray(value)) return [Buffer.from(`${JSON.stringify(key)}:${JSON.stringify(value)}`)];
  const list = value.slice();
  const pieces = [Buffer.from(`${JSON.stringify(key)}:[`)];
  for (let i = 0; i < list.length; i += SLICE) {
    pieces.push(Buffer.from(`${i === 0 ? '' : ','}${list.slice(i, i + SLICE).map((row) => JSON.stringify(row)).join(',')}`));
    if ((i / SLICE) % 4 === 3) await nextTurn();
  }
  pieces.push(Buffer.from(']'));
  return pieces;
}

/** Where a collection's JSON lies in the data file this process wrote last. */
interface Span {
  start: number;
  length: number;
}

const COPY_CHUNK = 1 << 20;

/** Copies `span` of `from` to the end of `to`, a megabyte at a time through one buffer. */
async function copySpan(from: FileHandle, to: FileHandle, span: Span, buffer: Buffer): Promise<void> {
  for (let done = 0; done < span.length; ) {
    const { bytesRead } = await from.read(buffer, 0, Math.min(COPY_CHUNK, span.length - done), span.start + done);
    if (bytesRead === 0) throw new Error('the data file is shorter than this process wrote it');
    await to.write(buffer, 0, bytesRead);
    done += bytesRead;
  }
}

/**
 * Batches writes: `schedule(names)` after a change writes at most `delayMs` later; changes made while
 * a write runs are written by the next one. Each write serialises only the collections named since the
 * last one (all of them with no names) and copies the others' JSON from the file it wrote last, so
 * neither their serialising nor a copy of it in memory is paid again. When the file is not as this
 * process left it (same size and time), everything is serialised. `flush()` writes now.
 */
export function createWriter(file: string, snapshot: () => Db, delayMs = 200) {
  let timer: NodeJS.Timeout | null = null;
  let dirty: Set<string> | 'all' = 'all';
  let pending = false;
  let running: Promise<void> | null = null;
  let counter = 0;
  // The collections' places in the file written last, and that file's size and time.
  let spans = new Map<string, Span>();
  let left: { size: number; mtimeMs: number } | null = null;

  /** The file written last, open for reading, if it is still as this process left it. */
  async function previousFile(): Promise<FileHandle | null> {
    if (!left) return null;
    const handle = await open(file, 'r').catch(() => null);
    const now = handle ? await handle.stat() : null;
    if (handle && now && now.size === left.size && now.mtimeMs === left.mtimeMs) return handle;
    await handle?.close();
    return null;
  }

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
        const previous = await previousFile();
        const out = await open(temp, 'w');
        const placed = new Map<string, Span>();
        try {
          const buffer = previous ? Buffer.allocUnsafe(COPY_CHUNK) : null;
          let offset = 0;
          let first = true;
          for (const [key, value] of Object.entries(snapshot())) {
            await out.write(first ? '{' : ',');
            offset += 1;
            first = false;
            const span = spans.get(key);
            if (previous && buffer && span && names !== 'all' && !names.has(key)) {
              await copySpan(previous, out, span, buffer);
              placed.set(key, { start: offset, length: span.length });
              offset += span.length;
              continue;
            }
            const pieces = await serializeEntry(key, value);
            // A few hundred pieces per system call (Linux takes at most 1024 buffers in one).
            for (let i = 0; i < pieces.length; i += 256) await out.writev(pieces.slice(i, i + 256));
            const length = pieces.reduce((sum, piece) => sum + piece.length, 0);
            placed.set(key, { start: offset, length });
            offset += length;
          }
          await out.write(first ? '{}' : '}');
        } finally {
          await out.close();
          await previous?.close();
        }
        await rename(temp, file);
        const written = await stat(file);
        spans = placed;
        left = { size: written.size, mtimeMs: written.mtimeMs };
      } catch (error) {
        // Nothing is lost: everything this write was to save is saved by the next one.
        dirty = 'all';
        pending = true;
        left = null;
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
