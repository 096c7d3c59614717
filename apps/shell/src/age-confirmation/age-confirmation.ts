import type { AgeConfirmationMode } from '@betfront/contract/site-config';
import type { KeyValueStorage } from '../session/browser-storage';

export const AGE_CONFIRMATION_KEY = 'bf_age_confirmed';
/** An acceptance kept in local storage lasts 3 days (site §9 timers: age popup 3 days). */
export const AGE_CONFIRMATION_MS = 3 * 86_400_000;

export interface AgeStorages {
  local: KeyValueStorage;
  session: KeyValueStorage;
}

/**
 * Whether the visitor must still confirm their age: the operator asks for it, the visitor is not logged in, and
 * no acceptance is kept — in local storage until its 3 days end, or in the browser session.
 */
export function mustConfirmAge(mode: AgeConfirmationMode, isVisitor: boolean, storages: AgeStorages, now: number) {
  if (mode === 'off' || !isVisitor) return false;
  if (mode === 'session') return storages.session.read(AGE_CONFIRMATION_KEY) === null;
  const until = Number(storages.local.read(AGE_CONFIRMATION_KEY));
  return !(Number.isFinite(until) && until > now);
}

/** Keeps the visitor's acceptance the way the operator's mode says. */
export function keepAgeConfirmation(mode: AgeConfirmationMode, storages: AgeStorages, now: number): void {
  if (mode === 'session') storages.session.write(AGE_CONFIRMATION_KEY, '1');
  else storages.local.write(AGE_CONFIRMATION_KEY, String(now + AGE_CONFIRMATION_MS));
}
