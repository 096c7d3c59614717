/** A money string of the platform with its currency, e.g. "150.00 RUB". */
export function formatMoney(amount: string, currencyIso: string): string {
  return `${amount} ${currencyIso}`;
}
