import { linkSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { claimDataFile, lockFilesOf } from '../data-lock.ts';

/**
 * One data file, one server, however the file is named: through a symlink, a path with `..`, or another
 * hard link. The parent process (vitest's) is alive and is not this one: it stands for the first server.
 */
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A data file held by the first server (its lock files written with a live pid that is not ours). */
function heldFile() {
  const dir = mkdtempSync(join(tmpdir(), 'pronto-lock-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'data'));
  const file = join(dir, 'data', 'db.json');
  writeFileSync(file, '{"customers":[]}');
  const locks = lockFilesOf(file);
  for (const lock of locks) writeFileSync(lock, `${process.ppid}\n${realpathSync(file)}`);
  dirs.push(...locks.filter((l) => l.startsWith(join(tmpdir(), 'pronto-mock-'))));
  return { dir, file };
}

const refusal = (file: string) => `${file} is in use by another mock server (pid ${process.ppid})`;

describe('the data-file lock', () => {
  it('refuses a second server on the same path', () => {
    const { file } = heldFile();
    expect(() => claimDataFile(file)).toThrow(refusal(file));
  });

  it('refuses it through a symlink, a path with .. or a relative path', () => {
    const { dir, file } = heldFile();
    const link = join(dir, 'link.json');
    symlinkSync(file, link);
    expect(() => claimDataFile(link)).toThrow(refusal(link));
    const dotted = join(dir, 'data', '..', 'data', 'db.json');
    expect(() => claimDataFile(dotted)).toThrow('is in use by another mock server');
    expect(() => claimDataFile(relative(process.cwd(), file))).toThrow('is in use by another mock server');
  });

  it("takes over an inode lock once the holder's file was replaced (a compaction writes a new file)", () => {
    const { dir, file } = heldFile();
    const other = join(dir, 'other.json');
    linkSync(file, other);
    writeFileSync(`${file}.new`, '{"customers":[]}');
    renameSync(`${file}.new`, file);
    // The holder keeps its path lock; the old inode is now only other.json's, which nobody holds.
    expect(() => claimDataFile(file)).toThrow(refusal(file));
    claimDataFile(other);
    for (const lock of lockFilesOf(other)) expect(readFileSync(lock, 'utf8').split('\n')[0]).toBe(String(process.pid));
  });

  it('refuses it through another hard link of the file', () => {
    const { dir, file } = heldFile();
    const other = join(dir, 'other.json');
    linkSync(file, other);
    expect(() => claimDataFile(other)).toThrow(refusal(other));
  });
});
