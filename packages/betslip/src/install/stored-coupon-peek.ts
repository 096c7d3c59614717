import { browserLocalStorage } from '@betfront/remote-kit';
import { COUPON_STORAGE_KEY } from '../engine/storage-keys';

/**
 * Whether local storage holds a coupon with bets, read without the coupon engine so an empty coupon costs
 * the first view nothing. The engine validates what it restores.
 */
export function hasStoredBets(): boolean {
  try {
    const raw = browserLocalStorage().getItem(COUPON_STORAGE_KEY);
    if (raw === null) return false;
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && Array.isArray((value as { bets?: unknown }).bets)
      ? (value as { bets: unknown[] }).bets.length > 0
      : false;
  } catch (error) {
    console.error('betfront: could not read the stored coupon', error);
    return false;
  }
}
