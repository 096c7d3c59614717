const CURRENCY_SIGNS: Readonly<Record<string, string>> = { RUB: '₽', USD: '$', EUR: '€', KZT: '₸', UAH: '₴' };

/**
 * An exact decimal amount with grouped thousands and its currency sign. Formatted by hand, not by Intl,
 * so the server and the browser print the very same characters.
 */
export function formatAmount(amount: string, currency: string): string {
  const [whole = '', fraction] = amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  const number = fraction ? `${grouped}.${fraction}` : grouped;
  return `${number}\u00a0${CURRENCY_SIGNS[currency] ?? currency}`;
}
