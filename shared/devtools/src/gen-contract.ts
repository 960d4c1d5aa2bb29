/**
 * Writes shared/api/src/contract/ids.generated.ts (literal ids, methods, paths, path variables) and
 * areas.generated.ts (the staff area of each call the resource table names) from the catalogue. `--check`
 * only fails when a file is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { catalogue, RESOURCES } from '@pronto/api';
import { renderCallIds, renderResourceCallAreas } from '@pronto/api/contract';

const files = [
  { name: 'ids.generated.ts', text: renderCallIds(catalogue) },
  { name: 'areas.generated.ts', text: renderResourceCallAreas(catalogue, Object.values(RESOURCES)) },
];
for (const { name, text } of files) {
  const file = fileURLToPath(new URL(`../../api/src/contract/${name}`, import.meta.url));
  if (process.argv.includes('--check')) {
    if (readFileSync(file, 'utf8') !== text) {
      console.error(`${file} is stale: run \`pnpm gen:contract\`.`);
      process.exit(1);
    }
  } else {
    writeFileSync(file, text);
    console.log(`wrote ${file}`);
  }
}
