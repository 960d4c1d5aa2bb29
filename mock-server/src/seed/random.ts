import { Faker, base, en, en_GB, es } from '@faker-js/faker';
import { addDays, daysBetween } from '../dates.ts';

/**
 * The day the book was seeded for ("today" of the seed): generateDb sets it before building, from its
 * `today` option, SEED_DATE or the clock. Module state rather than a parameter through every builder,
 * because the seed is built synchronously in one call (generateDb resets it each time).
 */
let seedDay = new Date().toISOString().slice(0, 10);

/** The day the seed runs up to (YYYY-MM-DD). */
export const seedToday = (): string => seedDay;

/** Sets the seed's day; only generateDb calls it. */
export function setSeedToday(day: string): void {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(day)))
    throw new RangeError(`The seed date must be YYYY-MM-DD, not "${day}".`);
  seedDay = day;
}

/** The day of the seed's clock: an explicit day, else SEED_DATE, else today (UTC). */
export function seedDayFrom(day?: string): string {
  return day ?? process.env.SEED_DATE ?? new Date().toISOString().slice(0, 10);
}

/** Seeded fakers, one per market, so that every run produces identical data. */
export function createFakers(seed = 42) {
  const uk = new Faker({ locale: [en_GB, en, base] });
  const esFaker = new Faker({ locale: [es, en, base] });
  uk.seed(seed);
  esFaker.seed(seed + 1);
  return { GB: uk, ES: esFaker };
}

export type Fakers = ReturnType<typeof createFakers>;

/** ISO date-time from a day plus a deterministic hour. */
export const at = (day: string, hour = 10) => `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;

/** The day the fixed material of the seed was written against; `rel` keeps its place relative to today. */
const WRITTEN_FOR = '2026-11-01';

/** A day of the seed's fixed material moved so that it stands as far from the seed's day as it did from 2026-11-01. */
export const rel = (day: string): string => addDays(day, daysBetween(WRITTEN_FOR, seedDay));
