import { writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { readReach, staffEntries } from '../../fixtures/reach.ts';

/**
 * Every staff call of the catalogue is fired from the console's screens by the run's own clicks (never from the
 * API console): the task tests', and with `E2E_CRAWL=1` the crawl's too (tests/crawl). A change that takes a call
 * off every screen, or a test that stops clicking its way to one, fails here with the calls no screen fired.
 */
// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a test takes from this pattern; it takes none
test('the console fires every staff call from a screen', async ({}, testInfo) => {
  const reached = await readReach(testInfo.project.outputDir);
  const unreached = staffEntries.filter((e) => !reached.has(e.id));
  const byService = new Map<string, string[]>();
  for (const e of unreached) byService.set(e.service, [...(byService.get(e.service) ?? []), e.id]);
  const report = [
    `${staffEntries.length - unreached.length} of ${staffEntries.length} staff calls fired from a screen`,
    ...[...byService].map(([service, ids]) => `unreached ${service} (${ids.length}): ${ids.join(', ')}`),
  ].join('\n');
  await testInfo.attach('reach', { body: report, contentType: 'text/plain' });
  // `E2E_WRITE_REACH=<file>`: where each call was fired, for docs/api.md (pnpm docs:api reads docs/reach.json).
  const out = process.env.E2E_WRITE_REACH;
  if (out) await writeFile(out, `${JSON.stringify(Object.fromEntries([...reached].sort(([a], [b]) => a.localeCompare(b))), null, 1)}\n`);
  console.log(report);
  expect(
    unreached.map((e) => e.id),
    report,
  ).toEqual([]);
});
