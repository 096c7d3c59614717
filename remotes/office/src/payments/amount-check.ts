import type { PaymentMethod } from '@betfront/contract/payments';

/** "1 500,5" as typed → "1500.5"; null when it is not a number at all. */
export function normalisedAmount(typed: string): string | null {
  const compact = typed.replace(/[\s\u00a0]/g, '').replace(',', '.');
  return /^\d{1,15}(\.\d+)?$/.test(compact) ? compact : null;
}

/** "1500.5" → 150050n */
export const amountCents = (amount: string): bigint => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
};

/**
 * What the platform would refuse in an amount for a method, mirrored so the player sees it before sending: the
 * same error codes, or null when the amount passes.
 */
export function amountProblem(typed: string, method: PaymentMethod): string | null {
  const amount = normalisedAmount(typed);
  if (amount === null) return 'amount_invalid';
  const fraction = amount.split('.')[1] ?? '';
  if (fraction.replace(/0+$/, '').length > 2) return 'amount_precision';
  const value = amountCents(amount);
  if (value === 0n) return 'amount_not_positive';
  if (value < amountCents(method.minAmount)) return 'amount_below_minimum';
  if (value > amountCents(method.maxAmount)) return 'amount_above_maximum';
  return null;
}

/** The method's fee on a valid amount, in cents: a share rounded up to the cent, plus the fixed part. */
export function feeCentsOf(typed: string, method: PaymentMethod): bigint {
  const amount = amountCents(normalisedAmount(typed) ?? '0');
  return (amount * amountCents(method.feePercent) + 9_999n) / 10_000n + amountCents(method.feeFixed);
}

export function centsText(value: bigint): string {
  return `${value / 100n}.${(value % 100n).toString().padStart(2, '0')}`;
}
