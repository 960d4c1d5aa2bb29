import { existsSync, readFileSync, realpathSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';

const held = new Set<string>();
let hooked = false;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The lock files of a data file: `<real path>.lock`, so that every spelling of one file (a symlink, `..`,
 * a relative path) takes the same lock; and while the file exists, one per device and inode in the temp
 * folder, so that another hard link of it does too.
 */
export function lockFilesOf(file: string): string[] {
  const absolute = resolve(file);
  const folder = dirname(absolute);
  const real = existsSync(absolute) ? realpathSync(absolute) : join(existsSync(folder) ? realpathSync(folder) : folder, basename(absolute));
  const locks = [`${real}.lock`];
  if (existsSync(real)) {
    const { dev, ino } = statSync(real);
    locks.push(join(tmpdir(), `pronto-mock-${dev}-${ino}.lock`));
  }
  return locks;
}

/** Whether the file at `path` is still the device and inode an inode lock was taken for. */
function sameInode(path: string | undefined, lock: string): boolean {
  const match = /pronto-mock-(\d+)-(\d+)\.lock$/.exec(lock);
  if (!match || !path || !existsSync(path)) return !match;
  const { dev, ino } = statSync(path);
  return String(dev) === match[1] && String(ino) === match[2];
}

/**
 * Takes one lock file for this process (its pid, then the data file's real path), or throws naming the live
 * process that holds it. An inode lock whose holder's file has since been replaced (each compaction writes a
 * new file) is stale: the inode may now be another file's.
 */
function claim(lock: string, file: string, real: string): void {
  const text = `${process.pid}\n${real}`;
  try {
    writeFileSync(lock, text, { flag: 'wx' });
  } catch {
    const [pid, path] = readFileSync(lock, 'utf8').split('\n');
    const holder = Number(pid?.trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder) && sameInode(path, lock)) {
      throw new Error(
        `${file} is in use by another mock server (pid ${holder}). Stop it, or give this one its own file: DATA_FILE=/path/to/other.json (with API_PORT=<another port>).`,
      );
    }
    writeFileSync(lock, text);
  }
  held.add(lock);
}

/**
 * Takes the data file's locks (lockFilesOf) for this process, so that two mock servers never write one
 * data file (e.g. `MARKET=ES npm start` beside `npm start`, or one started through a symlink). A lock left
 * by a process that is gone is taken over. Throws with a clear message when a live process holds one.
 */
export function claimDataFile(file: string): void {
  const locks = lockFilesOf(file);
  const real = locks[0]!.slice(0, -'.lock'.length);
  for (const lock of locks) claim(lock, file, real);
  if (!hooked) {
    hooked = true;
    process.on('exit', () => {
      for (const path of held) {
        try {
          if (readFileSync(path, 'utf8').split('\n')[0] === String(process.pid)) unlinkSync(path);
        } catch {
          // Already gone.
        }
      }
    });
  }
}
