/** Money with exactly 2 places ("150.00") as whole cents, and back. */
export const toCents = (money: string): bigint => {
  const [whole = '0', fraction = ''] = money.split('.');
  return BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
};

export const fromCents = (cents: bigint): string => `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;

/** a × part / whole, cut to cents: the share of an amount that goes with a part of the stake. */
export const shareOf = (amount: string, part: string, whole: string): string =>
  fromCents((toCents(amount) * toCents(part)) / toCents(whole));
