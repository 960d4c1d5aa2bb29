import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { formatMoney } from '@pronto/countries';
import { built } from './build.ts';
import { findChrome, playwrightFlags } from './chrome.ts';
import type { Figure } from './figures.ts';
import { previewDir, startSeededMock } from './servers.ts';
import { median, percentile } from './stats.ts';

// Ports of this measurement alone (latency uses 3201-3202, Lighthouse 3203-3204 and 5301-5304).
const apiPort = 3205;
const sitePort = 5305;
const choices = 20;
const warmUp = 2;
const limitMs = 100;
/** The customer site is built for the UK (build.ts), so its amounts are written as formatMoney(…, 'GB'). */
const market = 'GB';

/**
 * The amounts to choose, in order: cycles through the offered amounts starting after the current one, so
 * every choice differs from the one before it (and so changes the schedule).
 */
export function amountSequence(amounts: readonly number[], current: number, count: number): number[] {
  const offered = [...new Set(amounts)];
  if (offered.length < 2) throw new Error(`the calculator offers ${offered.length} amount(s): nothing to change to`);
  const start = Math.max(0, offered.indexOf(current));
  return Array.from({ length: count }, (_, i) => offered[(start + 1 + i) % offered.length] ?? 0);
}

/** One choice, timed inside the page: from the amount's input event to the first frame that shows its schedule. */
export interface Timing {
  /** Until the schedule's total row shows the new amount in the DOM (the loan.paymentPlan answer rendered). */
  domMs: number;
  /** Until the next animation frame after that: the frame that paints it. */
  paintMs: number;
}

/**
 * Arms the page: the next input event on an amount starts the clock; a MutationObserver stops it when the
 * schedule's total principal reads `expected`, and a requestAnimationFrame after that marks the paint.
 * The result is left on window.__calculatorTiming (a promise), so the click itself can be Playwright's.
 */
async function arm(page: Page, expected: string): Promise<void> {
  // No named functions in here: tsx would wrap them in a __name() helper that the page does not have.
  await page.evaluate((expectedText) => {
    const root = document.querySelector('.calculator');
    if (!root) throw new Error('no calculator on the page');
    const total = '.schedule tfoot td';
    const timing = new Promise<{ domMs: number; paintMs: number }>((resolve, reject) => {
      let started = 0;
      const observer = new MutationObserver(() => {
        if (!started || root.querySelector(total)?.textContent.trim() !== expectedText) return;
        observer.disconnect();
        clearTimeout(timer);
        const domMs = performance.now() - started;
        requestAnimationFrame(() => resolve({ domMs, paintMs: performance.now() - started }));
      });
      const timer = setTimeout(() => {
        observer.disconnect();
        reject(
          new Error(
            `the schedule did not show ${expectedText} within 30 s (it shows ${root.querySelector(total)?.textContent ?? 'nothing'})`,
          ),
        );
      }, 30_000);
      root.addEventListener(
        'input',
        () => {
          started = performance.now();
        },
        { capture: true, once: true },
      );
      observer.observe(root, { subtree: true, childList: true, characterData: true });
    });
    (window as unknown as { __calculatorTiming: Promise<unknown> }).__calculatorTiming = timing;
  }, expected);
}

async function choose(page: Page, amount: number): Promise<Timing> {
  await arm(page, formatMoney(amount, market));
  // The amount is a radio inside its label (Calculator.tsx); clicking the label is what a visitor does.
  await page.locator('label.choice', { has: page.locator(`input[name="amount"][value="${amount}"]`) }).click();
  return page.evaluate(() => (window as unknown as { __calculatorTiming: Promise<Timing> }).__calculatorTiming);
}

/** Choosing another amount in the home page's calculator until the new schedule is on screen. */
export async function measureCalculator(work: string, log: (line: string) => void): Promise<Figure[]> {
  const chromePath = findChrome();
  const dir = join(work, 'calculator');
  mkdirSync(dir, { recursive: true });
  const dist = await built(work, 'customer-site');
  const mock = await startSeededMock(apiPort, join(dir, 'db.json'));
  let timings: Timing[] = [];
  try {
    const server = await previewDir(dist, sitePort, apiPort);
    try {
      const browser = await chromium.launch({ executablePath: chromePath, headless: true, args: playwrightFlags });
      try {
        const page = await browser.newPage();
        await page.goto(`http://127.0.0.1:${sitePort}/`, { waitUntil: 'networkidle', timeout: 120_000 });
        // The first schedule (and the products from loan.getAllLoanDefinitions) must be in before the clock runs.
        await page.locator('.schedule:not(.is-loading) tfoot td').first().waitFor({ timeout: 60_000 });
        const amounts = await page
          .locator('input[name="amount"]')
          .evaluateAll((inputs) => inputs.map((i) => Number((i as HTMLInputElement).value)));
        const current = Number(await page.locator('input[name="amount"]:checked').getAttribute('value'));
        const sequence = amountSequence(amounts, current, warmUp + choices);
        log(`calculator: amounts ${amounts.join(', ')}, ${current} chosen; ${warmUp} warm-up choices, then ${choices} timed`);
        for (const [i, amount] of sequence.entries()) {
          const timing = await choose(page, amount);
          if (i >= warmUp) timings.push(timing);
        }
      } finally {
        await browser.close();
      }
    } finally {
      await server.close();
    }
  } finally {
    await mock.stop();
  }
  timings = timings.map((t) => ({ domMs: Math.round(t.domMs * 10) / 10, paintMs: Math.round(t.paintMs * 10) / 10 }));
  const paint = timings.map((t) => t.paintMs);
  log(`calculator: ${paint.join(', ')} ms`);
  return [
    {
      section: 'Calculator',
      name: 'Customer site home: another amount until its schedule is on screen',
      value: Math.round(median(paint) * 10) / 10,
      unit: 'ms',
      target: { kind: 'max', limit: limitMs, text: `< ${limitMs} ms` },
      note: `median of ${choices} choices after ${warmUp} warm-ups; p90 ${percentile(paint, 90)} ms, slowest ${Math.max(...paint)} ms; in the DOM after a median ${Math.round(median(timings.map((t) => t.domMs)) * 10) / 10} ms`,
    },
  ];
}
