import { browserLocalStorage } from '@betfront/remote-kit';
const STORAGE_KEY = 'bf_registration_attempts';
/** Analytics records expire after one day (account §9). */
const EXPIRY_MS = 24 * 60 * 60 * 1000;

export interface RegistrationAttempts {
  regTryCounter: number;
  /** When the last attempt began (ms); null once the registration is done (the timer reset). */
  lastRegCallTime: number | null;
  hasDone: boolean;
  savedAt: number;
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

function parseRecord(value: unknown): RegistrationAttempts | null {
  if (typeof value !== 'object' || value === null) return null;
  const { regTryCounter, lastRegCallTime, hasDone, savedAt } = value as Record<string, unknown>;
  if (!isCount(regTryCounter) || !isCount(savedAt) || typeof hasDone !== 'boolean') return null;
  if (lastRegCallTime !== null && !isCount(lastRegCallTime)) return null;
  return { regTryCounter, lastRegCallTime, hasDone, savedAt };
}

const NONE: RegistrationAttempts = { regTryCounter: 0, lastRegCallTime: null, hasDone: false, savedAt: 0 };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : browserLocalStorage();
  } catch {
    // Storage can be switched off; the record then lives no longer than the page.
    return null;
  }
}

/** This browser's registration record; a damaged, foreign or day-old record reads as none. */
export function readRegistrationAttempts(now = Date.now()): RegistrationAttempts {
  const text = storage()?.getItem(STORAGE_KEY);
  if (!text) return NONE;
  try {
    const record = parseRecord(JSON.parse(text));
    return record && now - record.savedAt < EXPIRY_MS ? record : NONE;
  } catch {
    return NONE;
  }
}

function write(record: RegistrationAttempts): RegistrationAttempts {
  storage()?.setItem(STORAGE_KEY, JSON.stringify(record));
  return record;
}

/** A registration form was opened: one more attempt, timed from now. */
export function countRegistrationAttempt(now = Date.now()): RegistrationAttempts {
  const current = readRegistrationAttempts(now);
  return write({ regTryCounter: current.regTryCounter + 1, lastRegCallTime: now, hasDone: false, savedAt: now });
}

/** The registration finished: marked done and the timer reset. */
export function markRegistrationDone(now = Date.now()): RegistrationAttempts {
  const current = readRegistrationAttempts(now);
  return write({ regTryCounter: current.regTryCounter, lastRegCallTime: null, hasDone: true, savedAt: now });
}
