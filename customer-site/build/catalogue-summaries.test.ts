import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { journeyCatalogue } from '@pronto/api/customer-site/journeys';
import { withoutSummaries } from './catalogue-summaries.ts';

const catalogueDir = join(import.meta.dirname, '../../shared/api/src/catalogue');

describe("the site build's catalogue without summaries", () => {
  it('empties the summary of every journey entry and changes nothing else', async () => {
    // The journeys, and those of them the pages people land on make first (their own module).
    const files = ['journeys.ts', 'journeys-first.ts'].map((file) => ({
      file,
      ...withoutSummaries(readFileSync(join(catalogueDir, file), 'utf8'), file),
    }));
    expect(files.reduce((sum, { emptied }) => sum + emptied, 0)).toBe(journeyCatalogue.length);
    // The transformed modules, next to the helper they import, give the same entries with empty summaries.
    // (Inside the project: the test runner transforms TypeScript only there.)
    const dir = mkdtempSync(join(import.meta.dirname, '.tmp-'));
    try {
      copyFileSync(join(catalogueDir, 'define.ts'), join(dir, 'define.ts'));
      for (const { file, code } of files) writeFileSync(join(dir, file), code);
      const { journeyEntries } = (await import(join(dir, 'journeys.ts'))) as { journeyEntries: { summary: string }[] };
      expect(journeyEntries).toEqual(journeyCatalogue.map(({ id: _id, ...entry }) => ({ ...entry, summary: '' })));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps a summary with quotes whole and leaves other calls alone', () => {
    const { code, emptied } = withoutSummaries(
      "d('a', 'b', 'post', 'public', 'public', 'It\\'s \"one\"', 'x'); f('a', 'b', 'c', 'd', 'e', 'kept');",
      'x.ts',
    );
    expect(emptied).toBe(1);
    expect(code).toBe("d('a', 'b', 'post', 'public', 'public', '', 'x'); f('a', 'b', 'c', 'd', 'e', 'kept');");
  });
});
