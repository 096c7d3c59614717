import { z } from 'zod/mini';
import type { SafeStorage } from './safe-storage';

/** Where the betting pages keep the player's view, with the odds format (`coefViewId`) among it. */
export const BETTING_PREFS_STORAGE_KEY = 'betfront.betting-prefs';
const DECIMAL_VIEW = 0;

const prefsSchema = z.object({ coefViewId: z.int().check(z.gte(0), z.lte(9)) });

/** The odds format the player sees coefs in, stored with a placed coupon; decimal when none is stored. */
export function readCoefViewId(storage: SafeStorage): number {
  try {
    const parsed = prefsSchema.safeParse(JSON.parse(storage.read(BETTING_PREFS_STORAGE_KEY) ?? 'null'));
    return parsed.success ? parsed.data.coefViewId : DECIMAL_VIEW;
  } catch {
    return DECIMAL_VIEW;
  }
}
