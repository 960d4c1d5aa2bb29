import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
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
