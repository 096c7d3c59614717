import { z } from 'zod/mini';
import type { CoefViewId } from '../odds/coef-format';

/** The player's betting view: appViewType 0 European, 1 Asian; coefViewId the odds format. */
export interface BettingPrefs {
  appViewType: 0 | 1;
  coefViewId: CoefViewId;
}

export const DEFAULT_PREFS: BettingPrefs = { appViewType: 0, coefViewId: 0 };
export const PREFS_STORAGE_KEY = 'betfront.betting-prefs';

const prefsSchema = z.object({
  appViewType: z.union([z.literal(0), z.literal(1)]),
  coefViewId: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
});

/** The stored preferences, or the defaults when nothing valid is stored. */
export function readPrefs(storage: Pick<Storage, 'getItem'>): BettingPrefs {
  try {
    const parsed = prefsSchema.safeParse(JSON.parse(storage.getItem(PREFS_STORAGE_KEY) ?? 'null'));
    return parsed.success ? parsed.data : DEFAULT_PREFS;
  } catch {
    return DEFAULT_PREFS;
  }
}

export function writePrefs(storage: Pick<Storage, 'setItem'>, prefs: BettingPrefs): void {
  storage.setItem(PREFS_STORAGE_KEY, JSON.stringify(prefs));
}
