import {
  closeSync,
  existsSync,
  fdatasync,
  fsyncSync,
  ftruncateSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  statSync,
  unlinkSync,
  write,
  writeSync,
} from 'node:fs';
import { mkdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import type { RequestScope } from './change-tracking.ts';
import { claimDataFile } from './data-lock.ts';
import type { Db } from './types.ts';

/**
 * Durable writes (docs/reliability.md): every change a request makes is one line of an append-only
 * journal next to the data file (`db.json.journal`): the rows it changed per collection, the ids of a
 * list that lost or moved rows, or a whole collection. Lines are written and fdatasync'ed in batches
 * (group commit) and a request is answered only once its line is on disk. When the journal grows past
 * JOURNAL_LIMIT, and at start and stop, the state is compacted into the data file (temp file, fsync,
 * rename, fsync of the folder) and the journal is emptied. Start-up replays the journal over the data
 * file; a torn last line (a crash mid-write, never acknowledged) is dropped.
 */
const JOURNAL_LIMIT = 32 * 1024 * 1024;
/** A data file larger than this is not a mock database someone meant to keep: moved aside. */
export const DATA_FILE_LIMIT = 256 * 1024 * 1024;

interface Waiter {
  line: string;
  resolve: () => void;
  reject: (error: Error) => void;
}

type Change = { all?: unknown; u?: Record<string, unknown>[]; ids?: unknown[] };

/** A short stand-in for a JSON text: equal digests, equal texts. */
const digest = (json: string): string => createHash('sha256').update(json).digest('base64');
/** A list's ids in order, as JSON. */
const idsOf = (list: readonly unknown[]): string => JSON.stringify(list.map((row) => (row as { id?: unknown } | null)?.id));
const idsDigest = (list: readonly unknown[]): string => digest(idsOf(list));

/** Moves a data file that cannot be used aside (never deleted) and says so. */
function moveAside(file: string, why: string): void {
  const aside = `${file}.unusable-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  renameSync(file, aside);
  console.error(`[mock-server] ${file} ${why}: moved aside to ${aside}; starting from a fresh seed.`);
}

/** Reads the data file; null (after moving an unusable file aside) when there is none to use. */
export function readDataFile(file: string): Db | null {
  if (!existsSync(file)) return null;
  const size = statSync(file).size;
  if (size > DATA_FILE_LIMIT) {
    moveAside(file, `is ${Math.round(size / 1048576)} MB, over the ${DATA_FILE_LIMIT / 1048576} MB a mock database may be`);
    return null;
  }
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    if (typeof parsed === 'object' && parsed !== null && Array.isArray((parsed as Db).customers)) return parsed as Db;
    moveAside(file, 'is not a mock database');
  } catch (error) {
    moveAside(file, `cannot be read (${error instanceof Error ? error.message : String(error)})`);
  }
  return null;
}

/** Applies journal lines to `db`; returns how many applied and whether a torn or bad line ended it. */
export function replay(db: Db, text: string): { applied: number; dropped: number } {
  const lines = text.split('\n');
  // The text after the last newline was never completed, so never acknowledged.
  const tail = lines.pop() ?? '';
  let applied = 0;
  const positions = new Map<string, Map<unknown, number>>();
  const positionsOf = (name: string, list: Record<string, unknown>[]) => {
    let map = positions.get(name);
    if (!map) {
      map = new Map(list.map((row, i) => [row.id, i]));
      positions.set(name, map);
    }
    return map;
  };
  for (let i = 0; i < lines.length; i++) {
    let record: Record<string, Change>;
    try {
      record = JSON.parse(lines[i]!) as Record<string, Change>;
    } catch {
      return { applied, dropped: lines.length - i + (tail ? 1 : 0) };
    }
    for (const [name, change] of Object.entries(record)) {
      if ('all' in change) {
        (db as Record<string, unknown>)[name] = change.all;
        positions.delete(name);
        continue;
      }
      let list = db[name] as Record<string, unknown>[] | undefined;
      if (!Array.isArray(list)) db[name] = list = [];
      if (change.u) {
        const map = positionsOf(name, list);
        for (const row of change.u) {
          const at = map.get(row.id);
          if (at === undefined) {
            map.set(row.id, list.length);
            list.push(row);
          } else list[at] = row;
        }
      }
      if (change.ids) {
        const rows = new Map(list.map((row) => [row.id, row]));
        db[name] = change.ids.map((id) => rows.get(id)).filter((row) => row !== undefined);
        positions.delete(name);
      }
    }
    applied++;
  }
  return { applied, dropped: tail ? 1 : 0 };
}

/** The journal and compaction of one data file (see above). `raw` is the untracked db. */
export function openStore(file: string, raw: Db) {
  mkdirSync(dirname(file), { recursive: true });
  const journalFile = `${file}.journal`;
  // The digest of each row's (and whole collection's) JSON as last written: a row whose JSON did not
  // change is not written again. A SHA-256 digest instead of the JSON itself: the cache held a copy of
  // the whole data file (63 MB of the 224 MB heap at the default seed), which made every major GC
  // slower and more frequent under load.
  const rowJson = new WeakMap<object, string>();
  const wholeJson = new Map<string, string>();
  // The digest of each list's ids (in order) as the data file plus journal hold them, while known: set
  // when the list is written whole or its ids are, dropped when a line adds rows to it. A list changed
  // outside any request then journals its changed rows, and its ids only when they differ from these.
  const idsJson = new Map<string, string>();
  const pendingWhole = new Set<string>();
  let queue: Waiter[] = [];
  let busy = false;
  let failed = false;
  let journalFd = openSync(journalFile, 'a');
  let journalSize = statSync(journalFile).size;

  /** Writes the whole state into the data file and empties the journal (nothing may be in flight). */
  function compact(): void {
    const temp = `${file}.${process.pid}.tmp`;
    const fd = openSync(temp, 'w');
    try {
      let first = true;
      writeSync(fd, '{');
      // Db's type lists the collections only; the data also keeps idCounters, an object.
      const entries: [string, unknown][] = Object.entries(raw);
      for (const [name, value] of entries) {
        writeSync(fd, `${first ? '' : ','}${JSON.stringify(name)}:`);
        first = false;
        if (!Array.isArray(value)) {
          const json = JSON.stringify(value ?? null);
          wholeJson.set(name, digest(json));
          writeSync(fd, json);
          continue;
        }
        idsJson.set(name, idsDigest(value));
        writeSync(fd, '[');
        for (let i = 0; i < value.length; i += 500) {
          const piece = (value.slice(i, i + 500) as unknown[]).map((row) => {
            const json = JSON.stringify(row);
            if (typeof row === 'object' && row !== null) rowJson.set(row, digest(json));
            return json;
          });
          writeSync(fd, `${i === 0 ? '' : ','}${piece.join(',')}`);
        }
        writeSync(fd, ']');
      }
      writeSync(fd, '}');
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, file);
    syncFolder(file);
    ftruncateSync(journalFd, 0);
    fsyncSync(journalFd);
    journalSize = 0;
    failed = false;
    pendingWhole.clear();
  }

  /** One request's changes as a journal line, or null when it changed nothing. */
  function recordOf(scope: RequestScope): string | null {
    const names = new Set<string>([...(scope.rows?.keys() ?? []), ...(scope.reshaped ?? []), ...(scope.whole ?? []), ...pendingWhole]);
    const parts: string[] = [];
    const whole = (name: string, value: unknown) => {
      const json = JSON.stringify(value ?? null);
      const sum = digest(json);
      if (wholeJson.get(name) === sum) return;
      wholeJson.set(name, sum);
      if (Array.isArray(value)) {
        for (const row of value) if (typeof row === 'object' && row !== null) rowJson.set(row as object, digest(JSON.stringify(row)));
        idsJson.set(name, idsDigest(value));
      } else idsJson.delete(name);
      parts.push(`${JSON.stringify(name)}:{"all":${json}}`);
    };
    for (const name of names) {
      const value = raw[name];
      if (!Array.isArray(value) || scope.whole?.has(name)) {
        whole(name, value);
        continue;
      }
      // Changed outside any request (the daily posting, start-up): which rows is not known, so every row
      // is compared with its last written JSON; the changed ones are journalled, not the whole list (the
      // first write after each start journalled the customers and loans whole, over 10 MB).
      const outside = pendingWhole.has(name);
      const changed: string[] = [];
      let withoutId = false;
      // A row never written before may be new to the list: the ids as last written no longer hold.
      let added = false;
      const candidates: Iterable<unknown> = outside ? value : (scope.rows?.get(name) ?? []);
      for (const row of candidates) {
        if (typeof row !== 'object' || row === null) {
          withoutId = true;
          break;
        }
        const json = JSON.stringify(row);
        const sum = digest(json);
        const before = rowJson.get(row);
        if (before === sum) continue;
        if (before === undefined) added = true;
        rowJson.set(row, sum);
        if ((row as { id?: unknown }).id === undefined) withoutId = true;
        changed.push(json);
      }
      if (withoutId) {
        whole(name, value);
        continue;
      }
      wholeJson.delete(name);
      let entry = changed.length > 0 ? `"u":[${changed.join(',')}]` : '';
      const ids = scope.reshaped?.has(name) || outside ? idsOf(value) : null;
      const idsSum = ids === null ? null : digest(ids);
      if (ids !== null && (scope.reshaped?.has(name) || idsJson.get(name) !== idsSum)) {
        entry += `${entry ? ',' : ''}"ids":${ids}`;
        idsJson.set(name, idsSum!);
      } else if (added && ids === null) idsJson.delete(name);
      if (entry) parts.push(`${JSON.stringify(name)}:{${entry}}`);
    }
    pendingWhole.clear();
    return parts.length > 0 ? `{${parts.join(',')}}\n` : null;
  }

  async function pump(): Promise<void> {
    if (busy) return;
    busy = true;
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      const text = batch.map((w) => w.line).join('');
      try {
        if (failed) compact();
        else if (text !== '') {
          const buffer = Buffer.from(text);
          await new Promise<void>((resolve, reject) => write(journalFd, buffer, (error) => (error ? reject(error) : resolve())));
          await new Promise<void>((resolve, reject) => fdatasync(journalFd, (error) => (error ? reject(error) : resolve())));
          journalSize += buffer.length;
        }
        for (const w of batch) w.resolve();
      } catch (error) {
        // Nothing of this batch is acknowledged; the next batch starts with a full compaction.
        failed = true;
        console.error('[mock-server] could not save data:', error);
        for (const w of batch) w.reject(error instanceof Error ? error : new Error(String(error)));
      }
      if (queue.length === 0 && journalSize > JOURNAL_LIMIT) {
        try {
          compact();
        } catch (error) {
          console.error('[mock-server] could not compact the journal:', error);
        }
      }
    }
    busy = false;
  }

  return {
    journalFile,
    /**
     * Records a finished request's changes; resolves once they (and every change recorded before)
     * are on disk. A request that changed nothing itself still waits for those before it.
     */
    commit(scope: RequestScope): Promise<void> {
      const line = recordOf(scope) ?? '';
      return new Promise<void>((resolve, reject) => {
        queue.push({ line, resolve, reject });
        void pump();
      });
    },
    /** A collection changed outside any request: recorded whole with the next commit. */
    markWhole(name: string): void {
      pendingWhole.add(name);
    },
    /** Waits for pending lines, then compacts. */
    async flush(): Promise<void> {
      while (busy || queue.length > 0) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (!busy) await pump();
      }
      compact();
    },
    /** Compacts now (start-up: after a fresh seed or a replay). */
    compact,
    close(): void {
      closeSync(journalFd);
      journalFd = -1;
    },
  };
}

export type Store = ReturnType<typeof openStore>;

/** Loads the data file with its journal replayed, or null when there is nothing to load. */
export function loadWithJournal(file: string): Db | null {
  const db = readDataFile(file);
  const journalFile = `${file}.journal`;
  if (!existsSync(journalFile)) return db;
  const text = readFileSync(journalFile, 'utf8');
  if (!db) {
    if (text.length > 0) {
      const aside = `${journalFile}.orphan-${Date.now()}`;
      renameSync(journalFile, aside);
      console.error(`[mock-server] a journal without its data file was moved aside to ${aside}.`);
    }
    return null;
  }
  const { applied, dropped } = replay(db, text);
  if (applied > 0 || dropped > 0)
    console.log(`[mock-server] replayed ${applied} journal records${dropped ? `, dropped ${dropped} incomplete` : ''}`);
  return db;
}

/** Removes temp files earlier processes left next to the data file. */
export function removeStaleTemps(file: string): void {
  const folder = dirname(file);
  if (!existsSync(folder)) return;
  const prefix = `${basename(file)}.`;
  for (const name of readdirSync(folder)) {
    if (name.startsWith(prefix) && name.endsWith('.tmp')) {
      try {
        unlinkSync(join(folder, name));
      } catch {
        // Another process's temp file being renamed right now: leave it.
      }
    }
  }
}

function syncFolder(file: string): void {
  try {
    const fd = openSync(dirname(file), 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Some file systems cannot fsync a folder; the rename is still atomic.
  }
}

export { claimDataFile };
