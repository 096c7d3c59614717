import { fromCents, toCents } from '../../cash-out/cents';

/** A win cut to the coupon's maximum payout (site §3 `maxPayout`). */
export function cappedPayout(payout: string, maxPayout: string | null): string {
  if (maxPayout === null) return payout;
  const cap = toCents(maxPayout);
  return toCents(payout) > cap ? fromCents(cap) : payout;
}

/**
 * What a coupon staked partly from prepaid credits of its payout: the prepaid stake is not returned, so its share
 * of the payout — up to the prepaid amount itself — is held back. A won coupon of 100 prepaid at 2.50 credits 150;
 * a returned one credits only its money part. The share is rounded up, so no cent of prepaid is paid out.
 */
export function creditedPayout(payout: string, totalStake: string, prepaidAmount: string): string {
  const prepaid = toCents(prepaidAmount);
  if (prepaid === 0n) return payout;
  const paid = toCents(payout);
  const stake = toCents(totalStake);
  const share = (prepaid * paid + stake - 1n) / stake;
  return fromCents(paid - (share < prepaid ? share : prepaid));
}
