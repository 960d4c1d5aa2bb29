import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';

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
 * Takes `<file>.lock` for this process, so that two mock servers never write one data file (e.g.
 * `MARKET=ES npm start` beside `npm start`). A lock left by a process that is gone is taken over.
 * Throws with a clear message when a live process holds it.
 */
export function claimDataFile(file: string): void {
  const lock = `${file}.lock`;
  try {
    writeFileSync(lock, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number(readFileSync(lock, 'utf8').trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder)) {
      throw new Error(
        `${file} is in use by another mock server (pid ${holder}). Stop it, or give this one its own file: DATA_FILE=/path/to/other.json (with API_PORT=<another port>).`,
      );
    }
    writeFileSync(lock, String(process.pid));
  }
  held.add(lock);
  if (!hooked) {
    hooked = true;
    process.on('exit', () => {
      for (const path of held) {
        try {
          if (readFileSync(path, 'utf8').trim() === String(process.pid)) unlinkSync(path);
        } catch {
          // Already gone.
        }
      }
    });
  }
}
