import { copyFileSync, existsSync } from 'node:fs';
import { DEFAULT_DATA_FILE } from '../context.ts';
import { loadDb, saveDbSync } from '../persistence.ts';
import { generateDb, seededDayOf, type SeedSize } from './index.ts';
import { seedDayFrom } from './random.ts';

/**
 * `pnpm --filter @pronto/mock-server seed`: writes the seed to DATA_FILE unless it exists and was
 * seeded for today; a book seeded for an earlier day is kept as DATA_FILE.<day>.bak and seeded again
 * for today (KEEP_DATA=1 keeps it as it is). `reset` (`--reset`): always reseeds for today.
 * `--small` writes the small test book. SEED_DATE=YYYY-MM-DD seeds for another day.
 */
const reset = process.argv.includes('--reset');
const file = process.env.DATA_FILE ?? DEFAULT_DATA_FILE;
const today = seedDayFrom();

function seed(size: SeedSize): void {
  const started = Date.now();
  const db = generateDb({ size, today });
  saveDbSync(file, db);
  console.log(
    `[mock-server] wrote the seed for ${today} to ${file}: ${db.customers.length} customers, ${db.loans.length} loans (${Date.now() - started} ms)`,
  );
}

const asked: SeedSize = process.argv.includes('--small') ? 'small' : 'full';
if (reset || !existsSync(file)) seed(asked);
else {
  const existing = loadDb(file);
  const day = existing ? seededDayOf(existing) : null;
  if (existing && day !== null && day >= today)
    console.log(`[mock-server] ${file} is the book of ${day}; run the reset script to restore the seed.`);
  else if (existing && process.env.KEEP_DATA === '1')
    console.log(
      `[mock-server] ${file} was seeded for ${day ?? 'an earlier day'}: its "today" is in the past. Kept as it is (KEEP_DATA=1); \`npm run reset\` reseeds for today.`,
    );
  else {
    const backup = `${file}.${day ?? 'old'}.bak`;
    if (existing) copyFileSync(file, backup);
    console.log(
      `[mock-server] ${file} was seeded for ${day ?? 'an earlier day'}; seeding again for ${today} so that today has work in it${existing ? ` (the old book is kept as ${backup}; KEEP_DATA=1 npm start keeps it in use)` : ''}.`,
    );
    // A book seeded again keeps its size (a small test book stays small).
    seed((existing?.seed as { size?: SeedSize }[] | undefined)?.[0]?.size ?? asked);
  }
}
