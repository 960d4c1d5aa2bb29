import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const devtoolsDir = resolve(import.meta.dirname, '../..');
export const root = resolve(devtoolsDir, '../..');

/** A fresh temporary directory for one bench run. */
export const makeWorkDir = (): string => mkdtempSync(join(tmpdir(), 'pronto-bench-'));
