import { DEVICE_ID_KEY } from './constants.ts';
import type { KeyValueStorage } from './config.ts';

/** Used when the storage refuses to read or write (privacy mode, full quota): one id per page load. */
let fallbackId: string | null = null;

/** The per-device unique id: read from storage, created once with crypto.randomUUID. */
export function getDeviceId(storage: KeyValueStorage): string {
  try {
    const stored = storage.getItem(DEVICE_ID_KEY);
    if (stored) return stored;
    const created = crypto.randomUUID();
    storage.setItem(DEVICE_ID_KEY, created);
    return created;
  } catch {
    fallbackId ??= crypto.randomUUID();
    return fallbackId;
  }
}
