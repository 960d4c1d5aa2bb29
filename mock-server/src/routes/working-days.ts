import type { CountryCode } from '@pronto/api';
import { addDays } from '@pronto/domain';
import type { Context } from '../context.ts';

/** Whether banks work on `day` in `country`: not a Saturday, a Sunday or one of the country's holidays. */
export function isWorkingDay(ctx: Context, country: CountryCode, day: string): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !ctx.rows('holidays').some((h) => h.date === day && h.country === country);
}

/** The first working day after `day` (money moved by card on a day reaches the lender the next working day). */
export function nextWorkingDay(ctx: Context, country: CountryCode, day: string): string {
  let next = addDays(day, 1);
  while (!isWorkingDay(ctx, country, next)) next = addDays(next, 1);
  return next;
}

/** `day` when banks work on it, else the first working day after it. */
export function workingDayFrom(ctx: Context, country: CountryCode, day: string): string {
  return isWorkingDay(ctx, country, day) ? day : nextWorkingDay(ctx, country, day);
}
