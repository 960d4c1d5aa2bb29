/** Fields that never leave the server. */
export const SECRET_FIELDS = new Set(['pin', 'otp', 'otpExpires', 'password', 'workEmailVerifyCode']);

/** A copy of a stored row without secrets (PINs, passwords), for anything a list returns. */
export function publicRow<T>(row: T): T {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return row;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) if (!SECRET_FIELDS.has(key)) out[key] = value;
  return out as T;
}

export const publicRows = <T>(rows: T[]): T[] => rows.map((r) => publicRow(r));

/** One page of a list, 1-based. */
export function page<T>(rows: T[], pageNumber: number, perPage: number): { items: T[]; total: number } {
  const size = Math.max(1, Math.min(500, Math.floor(perPage) || 25));
  const p = Math.max(1, Math.floor(pageNumber) || 1);
  return { items: rows.slice((p - 1) * size, p * size), total: rows.length };
}

/** Compares two values for sorting: numbers numerically, the rest as text; missing last. */
export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}
