import { existsSync } from 'node:fs';
import { DEFAULT_DATA_FILE } from '../context.ts';
import { saveDbSync } from '../persistence.ts';
import { generateDb } from './index.ts';

/**
 * `pnpm --filter @pronto/mock-server seed`: writes the seed to DATA_FILE unless it exists;
 * `reset` (`--reset`): always rewrites it. `--small` writes the small test book.
 */
const reset = process.argv.includes('--reset');
const file = process.env.DATA_FILE ?? DEFAULT_DATA_FILE;
if (existsSync(file) && !reset) {
  console.log(`[mock-server] ${file} exists; run the reset script to restore the seed.`);
} else {
  const started = Date.now();
  const db = generateDb({ size: process.argv.includes("--small") ? "small" : "full" });
  saveDbSync(file, db);
  console.log(`[mock-server] wrote the seed to ${file}: ${db.customers.length} customers, ${db.loans.length} loans (${Date.now() - started} ms)`);
}
