/** Calendar days as YYYY-MM-DD strings, computed in UTC so that no time zone shifts a day. */

const DAY_MS = 86_400_000;

export function parseDay(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${day}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

export const formatDay = (utcMs: number): string => new Date(utcMs).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((parseDay(to) - parseDay(from)) / DAY_MS);

/** The day `days` calendar days after `day` (before it when negative). */
export const addDays = (day: string, days: number): string => formatDay(parseDay(day) + days * DAY_MS);

/** Same day of month `months` later, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const date = new Date(parseDay(day));
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return formatDay(Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay)));
}

/** The calendar day (YYYY-MM-DD) of a Date in UTC. */
export const dayOf = (date: Date): string => formatDay(date.getTime());
