import { formatMoney } from '@betfront/account-ui/wallet';

/** A decimal amount with 2 places and the currency, digits grouped; the string is never turned into a float. */
export function moneyText(amount: string, currencyIso: string): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  return formatMoney(`${whole}.${(fraction + '00').slice(0, 2)}`, currencyIso);
}
