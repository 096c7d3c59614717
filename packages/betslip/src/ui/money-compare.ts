/** Cents of a non-negative decimal string, exactly (a third decimal place is cut). */
function cents(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(`${whole || '0'}${(fraction + '00').slice(0, 2)}`);
}

export function isMoreMoney(amount: string, than: string): boolean {
  return cents(amount) > cents(than);
}
