import { HttpError } from '../http/http-error';

/** The ledger keeps money in cents: an amount may have at most two decimals. */
const MONEY_DECIMALS = 2;

/** "1250.5" → 125050n; the string is a valid non-negative amount with at most two decimals. */
export function toCents(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(MONEY_DECIMALS, '0') || '0');
}

/** 125050n → "1250.50" */
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const magnitude = cents < 0n ? -cents : cents;
  return `${sign}${magnitude / 100n}.${(magnitude % 100n).toString().padStart(MONEY_DECIMALS, '0')}`;
}

/**
 * The amount a player typed (already of the contract's shape), in cents; a named 400 when it is not a
 * positive amount of whole cents.
 */
export function playerAmountCents(typed: string): bigint {
  if (typed.startsWith('-') || /^[0.]+$/.test(typed.replace(/^-/, ''))) {
    throw new HttpError(400, 'amount_not_positive', 'The amount must be above zero');
  }
  const fraction = typed.split('.')[1] ?? '';
  if (fraction.replace(/0+$/, '').length > MONEY_DECIMALS) {
    throw new HttpError(400, 'amount_precision', `The amount has more than ${MONEY_DECIMALS} decimals`);
  }
  return toCents(`${typed.split('.')[0]}.${fraction.slice(0, MONEY_DECIMALS)}`);
}

/** The method's fee on an amount: feePercent of it, rounded up to the cent, plus feeFixed. */
export function feeCents(amountCents: bigint, feePercent: string, feeFixed: string): bigint {
  const basisPoints = toCents(feePercent);
  const share = (amountCents * basisPoints + 9_999n) / 10_000n;
  return share + toCents(feeFixed);
}
