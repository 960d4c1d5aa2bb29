import type { SampleLoan } from '@pronto/domain';

/**
 * The calculator's default schedule as the build drew it into the static HTML. The first
 * client render of a prerendered page must equal the HTML, so it starts from this schedule (from the
 * build's day), then asks the plan service for today's. The build sets it; the browser reads the page's
 * JSON block (data, not script: the CSP allows no inline script). Null: no static schedule on this page.
 */
export interface FirstSchedule {
  issueDate: string;
  sample: SampleLoan;
}

/** The id of the JSON block the build writes into calculator pages. */
export const FIRST_SCHEDULE_ID = 'first-schedule';

let built: FirstSchedule | null = null;

/** Set by the prerender entry before rendering. */
export function setFirstSchedule(schedule: FirstSchedule): void {
  built = schedule;
}

/** The static schedule of this page, or null. */
export function firstSchedule(): FirstSchedule | null {
  if (built) return built;
  const block = typeof document !== 'undefined' ? document.getElementById(FIRST_SCHEDULE_ID)?.textContent : null;
  return block ? (JSON.parse(block) as FirstSchedule) : null;
}
