import type { AppViewType } from '@betfront/contract/preferences';
import { z } from 'zod/mini';
import type { CoefViewId } from '../odds/coef-format';

/** The odds format this browser keeps (coefViewId); the European or Asian view is a site preference. */
export interface BettingPrefs {
  coefViewId: CoefViewId;
}

export const DEFAULT_PREFS: BettingPrefs = { coefViewId: 0 };
export const PREFS_STORAGE_KEY = 'betfront.betting-prefs';

const prefsSchema = z.object({
  coefViewId: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
});

/** Earlier, the view was kept here too (appViewType 0 or 1). */
const storedViewSchema = z.object({ appViewType: z.union([z.literal(0), z.literal(1)]) });

const readStored = (storage: Pick<Storage, 'getItem'>): unknown => {
  try {
    return JSON.parse(storage.getItem(PREFS_STORAGE_KEY) ?? 'null');
  } catch {
    return null;
  }
};

/** The stored preferences, or the defaults when nothing valid is stored. */
export function readPrefs(storage: Pick<Storage, 'getItem'>): BettingPrefs {
  const parsed = prefsSchema.safeParse(readStored(storage));
  return parsed.success ? { coefViewId: parsed.data.coefViewId } : DEFAULT_PREFS;
}

export function writePrefs(storage: Pick<Storage, 'setItem'>, prefs: BettingPrefs): void {
  storage.setItem(PREFS_STORAGE_KEY, JSON.stringify(prefs));
}

/**
 * Takes out a view this browser stored before the view became a site preference, once: the stored value is
 * dropped, and handed back to be saved where the view now lives.
 */
export function takeStoredViewType(storage: Pick<Storage, 'getItem' | 'setItem'>): AppViewType | null {
  const parsed = storedViewSchema.safeParse(readStored(storage));
  if (!parsed.success) return null;
  writePrefs(storage, readPrefs(storage));
  return parsed.data.appViewType;
}
