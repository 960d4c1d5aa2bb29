import { DEVICE_ID_KEY } from './constants.ts';
import type { KeyValueStorage } from './config.ts';

/** The per-device unique id: read from storage, created once with crypto.randomUUID. */
export function getDeviceId(storage: KeyValueStorage): string {
  const stored = storage.getItem(DEVICE_ID_KEY);
  if (stored) return stored;
  const created = crypto.randomUUID();
  storage.setItem(DEVICE_ID_KEY, created);
  return created;
}
