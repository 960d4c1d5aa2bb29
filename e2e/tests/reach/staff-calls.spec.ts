import { writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { readReach, staffEntries } from '../../fixtures/reach.ts';

/**
 * Staff calls fired from the console's screens by the run's own clicks (never from the API console): the task
 * tests' and the crawl's (tests/crawl). The floor sits just under what the crawl reaches on its own (263 of
 * 414 on 2026-11-28, run as `--project crawl --project reach --no-deps`; the task tests alone reached 190): a
 * change that takes calls off every screen, or tests that stop clicking their way to them, fail here. The
 * unreached calls are listed in the report; the floor rises as tests reach more.
 */
const FLOOR = 255;

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
