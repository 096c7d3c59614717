/** Money with exactly 2 places ("150.00") as whole cents, and back. */
export const toCents = (money: string): bigint => {
  const [whole = '0', fraction = ''] = money.split('.');
  return BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
};

export const fromCents = (cents: bigint): string => `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
