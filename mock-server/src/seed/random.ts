import { Faker, base, en, en_GB, es } from '@faker-js/faker';

/** The seed's fixed "now": every date relative to today is relative to this day. */
export const REFERENCE_DATE = '2026-11-01';
export const REFERENCE_ISO = `${REFERENCE_DATE}T09:00:00.000Z`;

/** Seeded fakers, one per market, so that every run produces identical data. */
export function createFakers(seed = 42) {
  const uk = new Faker({ locale: [en_GB, en, base] });
  const esFaker = new Faker({ locale: [es, en, base] });
  uk.seed(seed);
  esFaker.seed(seed + 1);
  return { GB: uk, ES: esFaker };
}

export type Fakers = ReturnType<typeof createFakers>;

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** ISO date-time from a day plus a deterministic hour. */
export const at = (day: string, hour = 10) => `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;
