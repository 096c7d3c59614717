import { isCoefChangeAction, type CoefChangeAction } from '../coef-change-policy';
import { DEFAULT_COUPON_SETTINGS } from '../state/coupon-settings';

/** Where the browser keeps the player's coupon settings (local storage). */
export const COUPON_SETTINGS_STORAGE_KEY = 'betfront.coupon-settings';

/**
 * The coefficient-change policy among the saved coupon settings, for pages that act on a placed coupon (a
 * sale back) without the coupon itself; anything missing or not valid gives the default.
 */
export function storedChangeCoefAction(raw: string | null): CoefChangeAction {
  try {
    const saved: unknown = raw === null ? null : JSON.parse(raw);
    const action =
      typeof saved === 'object' && saved !== null ? (saved as Record<string, unknown>).changeCoefAction : null;
    return isCoefChangeAction(action) ? action : DEFAULT_COUPON_SETTINGS.changeCoefAction;
  } catch {
    return DEFAULT_COUPON_SETTINGS.changeCoefAction;
  }
}
