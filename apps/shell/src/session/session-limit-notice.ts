import type { KeyValueStorage } from './browser-storage';

const FLAG_KEY = 'bf_session_limit_ended';

/** Remembers, across the reload that follows the logout, that the session limit ended the session. */
export function rememberSessionLimitEnded(storage: KeyValueStorage): void {
  storage.write(FLAG_KEY, '1');
}

/** Whether to tell the player, once, that today's session limit ended their session. */
export function takeSessionLimitEnded(storage: KeyValueStorage): boolean {
  if (storage.read(FLAG_KEY) === null) return false;
  storage.remove(FLAG_KEY);
  return true;
}
