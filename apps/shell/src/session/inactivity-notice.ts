import type { KeyValueStorage } from './browser-storage';

const FLAG_KEY = 'bf_inactivity_logoff';

/** Remembers, across the reload that follows, that the player was logged out for inactivity. */
export function rememberInactivityLogoff(storage: KeyValueStorage, minutes: number): void {
  storage.write(FLAG_KEY, String(minutes));
}

/** The minutes of the logoff to tell the player about, once: the flag is cleared as it is read. */
export function takeInactivityLogoff(storage: KeyValueStorage): number | null {
  const value = storage.read(FLAG_KEY);
  if (value === null) return null;
  storage.remove(FLAG_KEY);
  return /^\d{1,4}$/.test(value) ? Number(value) : null;
}
