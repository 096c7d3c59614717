import { browserLocalStorage } from '@betfront/remote-kit';
const STORAGE_KEY = 'bf_login_attempts';
/** The platform forgets failures after 15 minutes; so does the count kept here. */
const FORGET_AFTER_MS = 15 * 60 * 1000;

interface AttemptsRecord {
  count: number;
  lastAt: number;
}

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

function parseRecord(text: string): AttemptsRecord | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { count, lastAt } = value as Partial<Record<keyof AttemptsRecord, unknown>>;
    return isCount(count) && count <= 1000 && isCount(lastAt) ? { count, lastAt } : null;
  } catch {
    return null;
  }
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : browserLocalStorage();
  } catch {
    // Storage can be switched off; the count then lives for no longer than the page.
    return null;
  }
}

/** Failed logins from this browser in the last 15 minutes; a damaged or stale record counts as none. */
export function readLoginAttempts(now = Date.now()): number {
  const text = storage()?.getItem(STORAGE_KEY);
  if (!text) return 0;
  const record = parseRecord(text);
  return record && now - record.lastAt < FORGET_AFTER_MS ? record.count : 0;
}

export function recordFailedLogin(now = Date.now()): number {
  const count = readLoginAttempts(now) + 1;
  storage()?.setItem(STORAGE_KEY, JSON.stringify({ count, lastAt: now }));
  return count;
}

export function resetLoginAttempts(): void {
  storage()?.removeItem(STORAGE_KEY);
}
