/** Calendar-day helpers on YYYY-MM-DD strings in UTC (plain date arithmetic, no business rules). */
const DAY_MS = 86_400_000;

const parse = (day: string) => Date.parse(`${day.slice(0, 10)}T00:00:00Z`);
const format = (ms: number) => new Date(ms).toISOString().slice(0, 10);

// One addDays for the whole repo: the domain's (its parse also rejects a malformed day).
export { addDays } from '@pronto/domain';

export const daysBetween = (from: string, to: string): number => Math.round((parse(to) - parse(from)) / DAY_MS);

/** Same day of month `months` later, clamped to the month's end. */
export function addMonths(day: string, months: number): string {
  const date = new Date(parse(day));
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return format(Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay)));
}

export const today = (): string => new Date().toISOString().slice(0, 10);
