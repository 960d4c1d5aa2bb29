import { writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { readReach, staffEntries } from '../../fixtures/reach.ts';

/**
 * Staff calls fired from the console's screens by the run's own clicks (never from the API console): the task
 * tests', and with `E2E_CRAWL=1` the crawl's too (tests/crawl). The floors sit just under what was measured on
 * 2026-11-28: the task tests alone 262 of 414 (one bulk test had failed in that run); the crawl alone 270
 * (`--project crawl --project reach --no-deps`), so with the task tests at least that. A change that takes
 * calls off every screen, or tests that stop clicking their way to them, fail here. The unreached calls are
 * listed in the report; the floors rise as tests reach more.
 */
const FLOOR = process.env.E2E_CRAWL === '1' ? 265 : 255;

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a test takes from this pattern; it takes none
test('the console fires its staff calls from screens', async ({}, testInfo) => {
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
  expect(staffEntries.length - unreached.length, report).toBeGreaterThanOrEqual(FLOOR);
});
