/**
 * Writes shared/api/src/contract/ids.generated.ts from the catalogue (literal ids, methods, paths,
 * path variables). `--check` only fails when the file is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { catalogue } from '@pronto/api';
import { renderCallIds } from '@pronto/api/contract';

const file = fileURLToPath(new URL('../../api/src/contract/ids.generated.ts', import.meta.url));
const text = renderCallIds(catalogue);
if (process.argv.includes('--check')) {
  if (readFileSync(file, 'utf8') !== text) {
    console.error(`${file} is stale: run \`pnpm gen:contract\`.`);
    process.exit(1);
  }
} else {
  writeFileSync(file, text);
  console.log(`wrote ${file} (${catalogue.length} entries)`);
}
