import { invalid, isObject } from './http.ts';

/** Small type checks for bodies; each failure is a 422 naming the field. */

/** An IPv4 address, or an IPv6 one (loosely: hex groups and colons). */
export const IP_ADDRESS = /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)$|^[0-9a-f:]+:[0-9a-f:]*$/i;

export function str(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (value === undefined || value === null || value === '') throw invalid(`${field} is required.`);
  if (typeof value !== 'string' && typeof value !== 'number') throw invalid(`${field} must be a string.`);
  return String(value).trim();
}

export function optStr(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') throw invalid(`${field} must be a string.`);
  return String(value).trim();
}

export function num(body: Record<string, unknown>, field: string): number {
  const value = body[field];
  if (value === undefined || value === null || value === '') throw invalid(`${field} is required.`);
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  if (!Number.isFinite(n)) throw invalid(`${field} must be a number.`);
  return n;
}

export function optNum(body: Record<string, unknown>, field: string): number | undefined {
  const value = body[field];
  if (value === undefined || value === null || value === '') return undefined;
  return num(body, field);
}

export function bool(body: Record<string, unknown>, field: string): boolean | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw invalid(`${field} must be true or false.`);
  return value;
}

export function list(body: Record<string, unknown>, field: string): unknown[] {
  const value = body[field];
  if (value === undefined || value === null) throw invalid(`${field} is required.`);
  if (!Array.isArray(value)) throw invalid(`${field} must be a list.`);
  return value;
}

export function optList(body: Record<string, unknown>, field: string): unknown[] | undefined {
  return body[field] === undefined || body[field] === null ? undefined : list(body, field);
}

export function obj(body: Record<string, unknown>, field: string): Record<string, unknown> | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (!isObject(value)) throw invalid(`${field} must be an object.`);
  return value;
}

/** A positive integer id from a path variable or body field. */
export function id(value: unknown, field: string): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(n) || n <= 0) throw invalid(`${field} must be a positive whole number.`);
  return n;
}

/** The request body must be a JSON object (not a list or a scalar). */
export function objectBody(body: unknown): Record<string, unknown> {
  if (!isObject(body)) throw invalid('The request body must be a JSON object.');
  return body;
}

/** Date YYYY-MM-DD (a time part is accepted and dropped). */
export function isoDate(body: Record<string, unknown>, field: string): string {
  const value = str(body, field);
  const day = value.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
    throw invalid(`${field} must be a date (YYYY-MM-DD).`);
  }
  return day;
}

/** A field that must be one of a few words. */
export function oneOf<T extends string>(body: Record<string, unknown>, field: string, allowed: readonly T[]): T {
  const found = allowed.find((a) => a === body[field]);
  if (!found) throw invalid(`${field} must be one of ${allowed.join(', ')}.`);
  return found;
}
